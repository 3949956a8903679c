from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.ai_chat_ask_body_context_type import AiChatAskBodyContextType

if TYPE_CHECKING:
    from ..models.ai_chat_message import AiChatMessage


T = TypeVar("T", bound="AiChatAskBody")


@_attrs_define
class AiChatAskBody:
    """
    Attributes:
        context_type (AiChatAskBodyContextType): `general` for questions about the project and Gatehouse; the e-mail
            ones when editing a theme, template or draft.
        messages (list[AiChatMessage]):
    """

    context_type: AiChatAskBodyContextType
    messages: list[AiChatMessage]

    def to_dict(self) -> dict[str, Any]:
        context_type = self.context_type.value

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "context_type": context_type,
                "messages": messages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ai_chat_message import AiChatMessage  # noqa: PLC0415

        d = dict(src_dict)
        context_type = AiChatAskBodyContextType(d.pop("context_type"))

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = AiChatMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        ai_chat_ask_body = cls(
            context_type=context_type,
            messages=messages,
        )

        return ai_chat_ask_body
