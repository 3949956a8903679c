from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsAICHATTHREADLIMITREACHED")


@_attrs_define
class KnownErrorDetailsAICHATTHREADLIMITREACHED:
    """The details of AI_CHAT_THREAD_LIMIT_REACHED.

    Attributes:
        max_threads (int):  Example: 500.
    """

    max_threads: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_threads = self.max_threads

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_threads": max_threads,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_threads = d.pop("max_threads")

        known_error_details_aichatthreadlimitreached = cls(
            max_threads=max_threads,
        )

        known_error_details_aichatthreadlimitreached.additional_properties = d
        return known_error_details_aichatthreadlimitreached

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
