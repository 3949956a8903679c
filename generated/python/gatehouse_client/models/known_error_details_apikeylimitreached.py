from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsAPIKEYLIMITREACHED")


@_attrs_define
class KnownErrorDetailsAPIKEYLIMITREACHED:
    """The details of API_KEY_LIMIT_REACHED.

    Attributes:
        max_live_keys (int):  Example: 100.
    """

    max_live_keys: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_live_keys = self.max_live_keys

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_live_keys": max_live_keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_live_keys = d.pop("max_live_keys")

        known_error_details_apikeylimitreached = cls(
            max_live_keys=max_live_keys,
        )

        known_error_details_apikeylimitreached.additional_properties = d
        return known_error_details_apikeylimitreached

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
