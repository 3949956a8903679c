from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_wrongpermissionscope_actual_scope import (
    KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope,
)
from ..models.known_error_details_wrongpermissionscope_expected_scope import (
    KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope,
)

T = TypeVar("T", bound="KnownErrorDetailsWRONGPERMISSIONSCOPE")


@_attrs_define
class KnownErrorDetailsWRONGPERMISSIONSCOPE:
    """The details of WRONG_PERMISSION_SCOPE.

    Attributes:
        actual_scope (KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope):  Example: project.
        expected_scope (KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope):  Example: team.
        permission_id (str):  Example: billing:read.
    """

    actual_scope: KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope
    expected_scope: KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope
    permission_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actual_scope = self.actual_scope.value

        expected_scope = self.expected_scope.value

        permission_id = self.permission_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actual_scope": actual_scope,
                "expected_scope": expected_scope,
                "permission_id": permission_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actual_scope = KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope(d.pop("actual_scope"))

        expected_scope = KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope(d.pop("expected_scope"))

        permission_id = d.pop("permission_id")

        known_error_details_wrongpermissionscope = cls(
            actual_scope=actual_scope,
            expected_scope=expected_scope,
            permission_id=permission_id,
        )

        known_error_details_wrongpermissionscope.additional_properties = d
        return known_error_details_wrongpermissionscope

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
