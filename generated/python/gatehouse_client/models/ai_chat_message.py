from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ai_chat_message_role import AiChatMessageRole

T = TypeVar("T", bound="AiChatMessage")


@_attrs_define
class AiChatMessage:
    """
    Attributes:
        content (str):  Example: How do I let users sign in with GitHub?.
        role (AiChatMessageRole):
    """

    content: str
    role: AiChatMessageRole

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "content": content,
                "role": role,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        content = d.pop("content")

        role = AiChatMessageRole(d.pop("role"))

        ai_chat_message = cls(
            content=content,
            role=role,
        )

        return ai_chat_message
