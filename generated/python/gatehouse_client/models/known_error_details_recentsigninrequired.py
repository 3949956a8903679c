from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_recentsigninrequired_accepted_proofs_item import (
    KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem,
)

T = TypeVar("T", bound="KnownErrorDetailsRECENTSIGNINREQUIRED")


@_attrs_define
class KnownErrorDetailsRECENTSIGNINREQUIRED:
    """The details of RECENT_SIGN_IN_REQUIRED.

    Attributes:
        accepted_proofs (list[KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem]): What the user can send to POST
            /auth/sessions/current/reauthenticate instead of signing in again: `password` when the user has one, `totp_code`
            when TOTP is on. Empty: the user must sign in again. Example: ['password'].
        max_age_seconds (int): How recent the sign-in must be (GATEHOUSE_RECENT_SIGN_IN_SECONDS). Example: 600.
    """

    accepted_proofs: list[KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem]
    max_age_seconds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted_proofs = []
        for accepted_proofs_item_data in self.accepted_proofs:
            accepted_proofs_item = accepted_proofs_item_data.value
            accepted_proofs.append(accepted_proofs_item)

        max_age_seconds = self.max_age_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted_proofs": accepted_proofs,
                "max_age_seconds": max_age_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accepted_proofs = []
        _accepted_proofs = d.pop("accepted_proofs")
        for accepted_proofs_item_data in _accepted_proofs:
            accepted_proofs_item = KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem(accepted_proofs_item_data)

            accepted_proofs.append(accepted_proofs_item)

        max_age_seconds = d.pop("max_age_seconds")

        known_error_details_recentsigninrequired = cls(
            accepted_proofs=accepted_proofs,
            max_age_seconds=max_age_seconds,
        )

        known_error_details_recentsigninrequired.additional_properties = d
        return known_error_details_recentsigninrequired

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
