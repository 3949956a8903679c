from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsUNSUPPORTEDGRANTTYPE")


@_attrs_define
class KnownErrorDetailsUNSUPPORTEDGRANTTYPE:
    """The details of UNSUPPORTED_GRANT_TYPE.

    Attributes:
        grant_type (str):
        supported_grant_types (list[str]):
    """

    grant_type: str
    supported_grant_types: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        grant_type = self.grant_type

        supported_grant_types = self.supported_grant_types

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "grant_type": grant_type,
                "supported_grant_types": supported_grant_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grant_type = d.pop("grant_type")

        supported_grant_types = cast(list[str], d.pop("supported_grant_types"))

        known_error_details_unsupportedgranttype = cls(
            grant_type=grant_type,
            supported_grant_types=supported_grant_types,
        )

        known_error_details_unsupportedgranttype.additional_properties = d
        return known_error_details_unsupportedgranttype

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
