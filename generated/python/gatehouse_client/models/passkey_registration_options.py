from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.passkey_registration_options_attestation import PasskeyRegistrationOptionsAttestation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.passkey_registration_options_authenticator_selection import (
        PasskeyRegistrationOptionsAuthenticatorSelection,
    )
    from ..models.passkey_registration_options_exclude_credentials_item import (
        PasskeyRegistrationOptionsExcludeCredentialsItem,
    )
    from ..models.passkey_registration_options_extensions import PasskeyRegistrationOptionsExtensions
    from ..models.passkey_registration_options_pub_key_cred_params_item import (
        PasskeyRegistrationOptionsPubKeyCredParamsItem,
    )
    from ..models.passkey_registration_options_rp import PasskeyRegistrationOptionsRp
    from ..models.passkey_registration_options_user import PasskeyRegistrationOptionsUser


T = TypeVar("T", bound="PasskeyRegistrationOptions")


@_attrs_define
class PasskeyRegistrationOptions:
    """PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (via @simplewebauthn/browser
    startRegistration).

        Attributes:
            attestation (PasskeyRegistrationOptionsAttestation):
            authenticator_selection (PasskeyRegistrationOptionsAuthenticatorSelection):
            challenge (str): base64url, without padding. Example: AQIDBAUGBwgJCgsMDQ4PEA.
            exclude_credentials (list[PasskeyRegistrationOptionsExcludeCredentialsItem]):
            extensions (PasskeyRegistrationOptionsExtensions):
            pub_key_cred_params (list[PasskeyRegistrationOptionsPubKeyCredParamsItem]):
            rp (PasskeyRegistrationOptionsRp):
            timeout (int):
            user (PasskeyRegistrationOptionsUser):
            hints (list[str] | Unset):
    """

    attestation: PasskeyRegistrationOptionsAttestation
    authenticator_selection: PasskeyRegistrationOptionsAuthenticatorSelection
    challenge: str
    exclude_credentials: list[PasskeyRegistrationOptionsExcludeCredentialsItem]
    extensions: PasskeyRegistrationOptionsExtensions
    pub_key_cred_params: list[PasskeyRegistrationOptionsPubKeyCredParamsItem]
    rp: PasskeyRegistrationOptionsRp
    timeout: int
    user: PasskeyRegistrationOptionsUser
    hints: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attestation = self.attestation.value

        authenticator_selection = self.authenticator_selection.to_dict()

        challenge = self.challenge

        exclude_credentials = []
        for exclude_credentials_item_data in self.exclude_credentials:
            exclude_credentials_item = exclude_credentials_item_data.to_dict()
            exclude_credentials.append(exclude_credentials_item)

        extensions = self.extensions.to_dict()

        pub_key_cred_params = []
        for pub_key_cred_params_item_data in self.pub_key_cred_params:
            pub_key_cred_params_item = pub_key_cred_params_item_data.to_dict()
            pub_key_cred_params.append(pub_key_cred_params_item)

        rp = self.rp.to_dict()

        timeout = self.timeout

        user = self.user.to_dict()

        hints: list[str] | Unset = UNSET
        if not isinstance(self.hints, Unset):
            hints = self.hints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attestation": attestation,
                "authenticatorSelection": authenticator_selection,
                "challenge": challenge,
                "excludeCredentials": exclude_credentials,
                "extensions": extensions,
                "pubKeyCredParams": pub_key_cred_params,
                "rp": rp,
                "timeout": timeout,
                "user": user,
            }
        )
        if hints is not UNSET:
            field_dict["hints"] = hints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_registration_options_authenticator_selection import (
            PasskeyRegistrationOptionsAuthenticatorSelection,  # noqa: PLC0415
        )
        from ..models.passkey_registration_options_exclude_credentials_item import (
            PasskeyRegistrationOptionsExcludeCredentialsItem,  # noqa: PLC0415
        )
        from ..models.passkey_registration_options_extensions import PasskeyRegistrationOptionsExtensions  # noqa: PLC0415
        from ..models.passkey_registration_options_pub_key_cred_params_item import (
            PasskeyRegistrationOptionsPubKeyCredParamsItem,  # noqa: PLC0415
        )
        from ..models.passkey_registration_options_rp import PasskeyRegistrationOptionsRp  # noqa: PLC0415
        from ..models.passkey_registration_options_user import PasskeyRegistrationOptionsUser  # noqa: PLC0415

        d = dict(src_dict)
        attestation = PasskeyRegistrationOptionsAttestation(d.pop("attestation"))

        authenticator_selection = PasskeyRegistrationOptionsAuthenticatorSelection.from_dict(
            d.pop("authenticatorSelection")
        )

        challenge = d.pop("challenge")

        exclude_credentials = []
        _exclude_credentials = d.pop("excludeCredentials")
        for exclude_credentials_item_data in _exclude_credentials:
            exclude_credentials_item = PasskeyRegistrationOptionsExcludeCredentialsItem.from_dict(
                exclude_credentials_item_data
            )

            exclude_credentials.append(exclude_credentials_item)

        extensions = PasskeyRegistrationOptionsExtensions.from_dict(d.pop("extensions"))

        pub_key_cred_params = []
        _pub_key_cred_params = d.pop("pubKeyCredParams")
        for pub_key_cred_params_item_data in _pub_key_cred_params:
            pub_key_cred_params_item = PasskeyRegistrationOptionsPubKeyCredParamsItem.from_dict(
                pub_key_cred_params_item_data
            )

            pub_key_cred_params.append(pub_key_cred_params_item)

        rp = PasskeyRegistrationOptionsRp.from_dict(d.pop("rp"))

        timeout = d.pop("timeout")

        user = PasskeyRegistrationOptionsUser.from_dict(d.pop("user"))

        hints = cast(list[str], d.pop("hints", UNSET))

        passkey_registration_options = cls(
            attestation=attestation,
            authenticator_selection=authenticator_selection,
            challenge=challenge,
            exclude_credentials=exclude_credentials,
            extensions=extensions,
            pub_key_cred_params=pub_key_cred_params,
            rp=rp,
            timeout=timeout,
            user=user,
            hints=hints,
        )

        passkey_registration_options.additional_properties = d
        return passkey_registration_options

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
