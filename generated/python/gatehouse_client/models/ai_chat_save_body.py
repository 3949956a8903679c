from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ai_chat_message import AiChatMessage


T = TypeVar("T", bound="AiChatSaveBody")


@_attrs_define
class AiChatSaveBody:
    """
    Attributes:
        message (AiChatMessage):
    """

    message: AiChatMessage

    def to_dict(self) -> dict[str, Any]:
        message = self.message.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ai_chat_message import AiChatMessage  # noqa: PLC0415

        d = dict(src_dict)
        message = AiChatMessage.from_dict(d.pop("message"))

        ai_chat_save_body = cls(
            message=message,
        )

        return ai_chat_save_body
