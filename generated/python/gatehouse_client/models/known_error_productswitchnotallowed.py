from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.known_error_details import KnownErrorDetails


T = TypeVar("T", bound="KnownErrorPRODUCTSWITCHNOTALLOWED")


@_attrs_define
class KnownErrorPRODUCTSWITCHNOTALLOWED:
    """Known error PRODUCT_SWITCH_NOT_ALLOWED (HTTP 400); its details are KnownErrorDetails_PRODUCT_SWITCH_NOT_ALLOWED.

    Attributes:
        code (str): The error code, e.g. EMAIL_PASSWORD_MISMATCH. Codes are never renamed, but new ones are added: treat
            a code you do not know by its HTTP status.
        error (str): A message for people (English). It may change: never parse it.
        details (KnownErrorDetails): The details of PRODUCT_SWITCH_NOT_ALLOWED.
    """

    code: str
    error: str
    details: KnownErrorDetails
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        error = self.error

        details = self.details.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "error": error,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.known_error_details import KnownErrorDetails  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        error = d.pop("error")

        details = KnownErrorDetails.from_dict(d.pop("details"))

        known_error_productswitchnotallowed = cls(
            code=code,
            error=error,
            details=details,
        )

        known_error_productswitchnotallowed.additional_properties = d
        return known_error_productswitchnotallowed

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
