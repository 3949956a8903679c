from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.known_error_details_teaminvitationrestrictedusernotallowed_restricted_reason import (
        KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason,
    )


T = TypeVar("T", bound="KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWED")


@_attrs_define
class KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWED:
    """The details of TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.

    Attributes:
        restricted_reason (KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason): Why the user is
            restricted. Example: {'type': 'anonymous'}.
    """

    restricted_reason: KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason
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
        from ..models.known_error_details_teaminvitationrestrictedusernotallowed_restricted_reason import (
            KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason,  # noqa: PLC0415
        )

        d = dict(src_dict)
        restricted_reason = KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason.from_dict(
            d.pop("restricted_reason")
        )

        known_error_details_teaminvitationrestrictedusernotallowed = cls(
            restricted_reason=restricted_reason,
        )

        known_error_details_teaminvitationrestrictedusernotallowed.additional_properties = d
        return known_error_details_teaminvitationrestrictedusernotallowed

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
