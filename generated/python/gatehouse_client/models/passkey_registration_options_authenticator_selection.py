from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.passkey_registration_options_authenticator_selection_resident_key import (
    PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey,
)
from ..models.passkey_registration_options_authenticator_selection_user_verification import (
    PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification,
)

T = TypeVar("T", bound="PasskeyRegistrationOptionsAuthenticatorSelection")


@_attrs_define
class PasskeyRegistrationOptionsAuthenticatorSelection:
    """
    Attributes:
        require_resident_key (bool):
        resident_key (PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey):
        user_verification (PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification):
    """

    require_resident_key: bool
    resident_key: PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey
    user_verification: PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        require_resident_key = self.require_resident_key

        resident_key = self.resident_key.value

        user_verification = self.user_verification.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "requireResidentKey": require_resident_key,
                "residentKey": resident_key,
                "userVerification": user_verification,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        require_resident_key = d.pop("requireResidentKey")

        resident_key = PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey(d.pop("residentKey"))

        user_verification = PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification(d.pop("userVerification"))

        passkey_registration_options_authenticator_selection = cls(
            require_resident_key=require_resident_key,
            resident_key=resident_key,
            user_verification=user_verification,
        )

        passkey_registration_options_authenticator_selection.additional_properties = d
        return passkey_registration_options_authenticator_selection

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
