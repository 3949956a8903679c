from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_permissionnotfound_code import KnownErrorPERMISSIONNOTFOUNDCode

if TYPE_CHECKING:
    from ..models.known_error_permissionnotfound_details import KnownErrorPERMISSIONNOTFOUNDDetails


T = TypeVar("T", bound="KnownErrorPERMISSIONNOTFOUND")


@_attrs_define
class KnownErrorPERMISSIONNOTFOUND:
    """Known error PERMISSION_NOT_FOUND (HTTP 404).

    Attributes:
        code (KnownErrorPERMISSIONNOTFOUNDCode):
        details (KnownErrorPERMISSIONNOTFOUNDDetails):
        error (str):
    """

    code: KnownErrorPERMISSIONNOTFOUNDCode
    details: KnownErrorPERMISSIONNOTFOUNDDetails
    error: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        details = self.details.to_dict()

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "details": details,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.known_error_permissionnotfound_details import KnownErrorPERMISSIONNOTFOUNDDetails  # noqa: PLC0415

        d = dict(src_dict)
        code = KnownErrorPERMISSIONNOTFOUNDCode(d.pop("code"))

        details = KnownErrorPERMISSIONNOTFOUNDDetails.from_dict(d.pop("details"))

        error = d.pop("error")

        known_error_permissionnotfound = cls(
            code=code,
            details=details,
            error=error,
        )

        known_error_permissionnotfound.additional_properties = d
        return known_error_permissionnotfound

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
