from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.known_error_details_restrictedusernotallowed_restricted_reason import (
        KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason,
    )


T = TypeVar("T", bound="KnownErrorDetailsRESTRICTEDUSERNOTALLOWED")


@_attrs_define
class KnownErrorDetailsRESTRICTEDUSERNOTALLOWED:
    """The details of RESTRICTED_USER_NOT_ALLOWED.

    Attributes:
        restricted_reason (KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason): Why the user is restricted.
            Example: {'type': 'restricted_by_administrator'}.
    """

    restricted_reason: KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        restricted_reason = self.restricted_reason.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "restricted_reason": restricted_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.known_error_details_restrictedusernotallowed_restricted_reason import (
            KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason,  # noqa: PLC0415
        )

        d = dict(src_dict)
        restricted_reason = KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason.from_dict(
            d.pop("restricted_reason")
        )

        known_error_details_restrictedusernotallowed = cls(
            restricted_reason=restricted_reason,
        )

        known_error_details_restrictedusernotallowed.additional_properties = d
        return known_error_details_restrictedusernotallowed

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
