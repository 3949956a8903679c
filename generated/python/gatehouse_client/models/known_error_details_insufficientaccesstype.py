from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsINSUFFICIENTACCESSTYPE")


@_attrs_define
class KnownErrorDetailsINSUFFICIENTACCESSTYPE:
    """The details of INSUFFICIENT_ACCESS_TYPE.

    Attributes:
        actual_access_type (str):
        allowed_access_types (list[str]):
    """

    actual_access_type: str
    allowed_access_types: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actual_access_type = self.actual_access_type

        allowed_access_types = self.allowed_access_types

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actual_access_type": actual_access_type,
                "allowed_access_types": allowed_access_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actual_access_type = d.pop("actual_access_type")

        allowed_access_types = cast(list[str], d.pop("allowed_access_types"))

        known_error_details_insufficientaccesstype = cls(
            actual_access_type=actual_access_type,
            allowed_access_types=allowed_access_types,
        )

        known_error_details_insufficientaccesstype.additional_properties = d
        return known_error_details_insufficientaccesstype

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
