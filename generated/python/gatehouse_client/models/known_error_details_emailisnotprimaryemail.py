from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsEMAILISNOTPRIMARYEMAIL")


@_attrs_define
class KnownErrorDetailsEMAILISNOTPRIMARYEMAIL:
    """The details of EMAIL_IS_NOT_PRIMARY_EMAIL.

    Attributes:
        email (str):
        primary_email (None | str):
    """

    email: str
    primary_email: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        primary_email: None | str
        primary_email = self.primary_email

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "email": email,
                "primary_email": primary_email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        def _parse_primary_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        primary_email = _parse_primary_email(d.pop("primary_email"))

        known_error_details_emailisnotprimaryemail = cls(
            email=email,
            primary_email=primary_email,
        )

        known_error_details_emailisnotprimaryemail.additional_properties = d
        return known_error_details_emailisnotprimaryemail

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
