from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_restrictedusernotallowed_restricted_reason_type import (
    KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType,
)

T = TypeVar("T", bound="KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason")


@_attrs_define
class KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason:
    """Why the user is restricted.

    Example:
        {'type': 'restricted_by_administrator'}

    Attributes:
        type_ (KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType):
    """

    type_: KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType(d.pop("type"))

        known_error_details_restrictedusernotallowed_restricted_reason = cls(
            type_=type_,
        )

        known_error_details_restrictedusernotallowed_restricted_reason.additional_properties = d
        return known_error_details_restrictedusernotallowed_restricted_reason

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
