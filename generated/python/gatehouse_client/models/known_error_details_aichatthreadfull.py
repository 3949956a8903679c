from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsAICHATTHREADFULL")


@_attrs_define
class KnownErrorDetailsAICHATTHREADFULL:
    """The details of AI_CHAT_THREAD_FULL.

    Attributes:
        max_messages (int):  Example: 200.
        thread_id (str):  Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.
    """

    max_messages: int
    thread_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_messages = self.max_messages

        thread_id = self.thread_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_messages": max_messages,
                "thread_id": thread_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_messages = d.pop("max_messages")

        thread_id = d.pop("thread_id")

        known_error_details_aichatthreadfull = cls(
            max_messages=max_messages,
            thread_id=thread_id,
        )

        known_error_details_aichatthreadfull.additional_properties = d
        return known_error_details_aichatthreadfull

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
