from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.passkey_authentication_options_user_verification import PasskeyAuthenticationOptionsUserVerification

if TYPE_CHECKING:
    from ..models.passkey_authentication_options_allow_credentials_item import (
        PasskeyAuthenticationOptionsAllowCredentialsItem,
    )


T = TypeVar("T", bound="PasskeyAuthenticationOptions")


@_attrs_define
class PasskeyAuthenticationOptions:
    """PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get (via @simplewebauthn/browser
    startAuthentication).

        Attributes:
            allow_credentials (list[PasskeyAuthenticationOptionsAllowCredentialsItem]):
            challenge (str): base64url, without padding. Example: AQIDBAUGBwgJCgsMDQ4PEA.
            rp_id (str): Always `THIS_VALUE_WILL_BE_REPLACED.example.com`: put the host name of the page in (the SDK does).
            timeout (int):
            user_verification (PasskeyAuthenticationOptionsUserVerification):
    """

    allow_credentials: list[PasskeyAuthenticationOptionsAllowCredentialsItem]
    challenge: str
    rp_id: str
    timeout: int
    user_verification: PasskeyAuthenticationOptionsUserVerification
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allow_credentials = []
        for allow_credentials_item_data in self.allow_credentials:
            allow_credentials_item = allow_credentials_item_data.to_dict()
            allow_credentials.append(allow_credentials_item)

        challenge = self.challenge

        rp_id = self.rp_id

        timeout = self.timeout

        user_verification = self.user_verification.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allowCredentials": allow_credentials,
                "challenge": challenge,
                "rpId": rp_id,
                "timeout": timeout,
                "userVerification": user_verification,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_authentication_options_allow_credentials_item import (
            PasskeyAuthenticationOptionsAllowCredentialsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        allow_credentials = []
        _allow_credentials = d.pop("allowCredentials")
        for allow_credentials_item_data in _allow_credentials:
            allow_credentials_item = PasskeyAuthenticationOptionsAllowCredentialsItem.from_dict(
                allow_credentials_item_data
            )

            allow_credentials.append(allow_credentials_item)

        challenge = d.pop("challenge")

        rp_id = d.pop("rpId")

        timeout = d.pop("timeout")

        user_verification = PasskeyAuthenticationOptionsUserVerification(d.pop("userVerification"))

        passkey_authentication_options = cls(
            allow_credentials=allow_credentials,
            challenge=challenge,
            rp_id=rp_id,
            timeout=timeout,
            user_verification=user_verification,
        )

        passkey_authentication_options.additional_properties = d
        return passkey_authentication_options

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
