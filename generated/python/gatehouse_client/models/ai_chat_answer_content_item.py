from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ai_chat_answer_content_item_type import AiChatAnswerContentItemType

T = TypeVar("T", bound="AiChatAnswerContentItem")


@_attrs_define
class AiChatAnswerContentItem:
    """
    Attributes:
        text (str):  Example: Open Auth methods, turn on GitHub, ….
        type_ (AiChatAnswerContentItemType):
    """

    text: str
    type_: AiChatAnswerContentItemType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "text": text,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        type_ = AiChatAnswerContentItemType(d.pop("type"))

        ai_chat_answer_content_item = cls(
            text=text,
            type_=type_,
        )

        ai_chat_answer_content_item.additional_properties = d
        return ai_chat_answer_content_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
