from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsMULTIFACTORAUTHENTICATIONREQUIRED")


@_attrs_define
class KnownErrorDetailsMULTIFACTORAUTHENTICATIONREQUIRED:
    """The details of MULTI_FACTOR_AUTHENTICATION_REQUIRED.

    Attributes:
        attempt_code (str): Send it as `code` to POST /auth/mfa/sign-in with the TOTP code. Valid 5 minutes, used once,
            5 wrong TOTP codes at most. Example: a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
    """

    attempt_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt_code = self.attempt_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt_code": attempt_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempt_code = d.pop("attempt_code")

        known_error_details_multifactorauthenticationrequired = cls(
            attempt_code=attempt_code,
        )

        known_error_details_multifactorauthenticationrequired.additional_properties = d
        return known_error_details_multifactorauthenticationrequired

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
