from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsADMINACCESSTOKENEXPIRED")


@_attrs_define
class KnownErrorDetailsADMINACCESSTOKENEXPIRED:
    """The details of ADMIN_ACCESS_TOKEN_EXPIRED.

    Attributes:
        expired_at_millis (float | None):
    """

    expired_at_millis: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expired_at_millis: float | None
        expired_at_millis = self.expired_at_millis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expired_at_millis": expired_at_millis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_expired_at_millis(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        expired_at_millis = _parse_expired_at_millis(d.pop("expired_at_millis"))

        known_error_details_adminaccesstokenexpired = cls(
            expired_at_millis=expired_at_millis,
        )

        known_error_details_adminaccesstokenexpired.additional_properties = d
        return known_error_details_adminaccesstokenexpired

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
