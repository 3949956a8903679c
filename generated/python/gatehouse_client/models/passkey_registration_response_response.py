from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PasskeyRegistrationResponseResponse")


@_attrs_define
class PasskeyRegistrationResponseResponse:
    """
    Attributes:
        attestation_object (str): base64url, without padding; at most 16384 bytes decoded. Example:
            AQIDBAUGBwgJCgsMDQ4PEA.
        client_data_json (str): base64url, without padding; at most 4096 bytes decoded. Example: AQIDBAUGBwgJCgsMDQ4PEA.
        authenticator_data (str | Unset): base64url, without padding; at most 16384 bytes decoded. Example:
            AQIDBAUGBwgJCgsMDQ4PEA.
        public_key (str | Unset): base64url, without padding; at most 4096 bytes decoded. Example:
            AQIDBAUGBwgJCgsMDQ4PEA.
        public_key_algorithm (int | Unset):
        transports (list[str] | Unset): AuthenticatorTransport values (usb, nfc, ble, smart-card, hybrid, internal); at
            most 8.
    """

    attestation_object: str
    client_data_json: str
    authenticator_data: str | Unset = UNSET
    public_key: str | Unset = UNSET
    public_key_algorithm: int | Unset = UNSET
    transports: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attestation_object = self.attestation_object

        client_data_json = self.client_data_json

        authenticator_data = self.authenticator_data

        public_key = self.public_key

        public_key_algorithm = self.public_key_algorithm

        transports: list[str] | Unset = UNSET
        if not isinstance(self.transports, Unset):
            transports = self.transports

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attestationObject": attestation_object,
                "clientDataJSON": client_data_json,
            }
        )
        if authenticator_data is not UNSET:
            field_dict["authenticatorData"] = authenticator_data
        if public_key is not UNSET:
            field_dict["publicKey"] = public_key
        if public_key_algorithm is not UNSET:
            field_dict["publicKeyAlgorithm"] = public_key_algorithm
        if transports is not UNSET:
            field_dict["transports"] = transports

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attestation_object = d.pop("attestationObject")

        client_data_json = d.pop("clientDataJSON")

        authenticator_data = d.pop("authenticatorData", UNSET)

        public_key = d.pop("publicKey", UNSET)

        public_key_algorithm = d.pop("publicKeyAlgorithm", UNSET)

        transports = cast(list[str], d.pop("transports", UNSET))

        passkey_registration_response_response = cls(
            attestation_object=attestation_object,
            client_data_json=client_data_json,
            authenticator_data=authenticator_data,
            public_key=public_key,
            public_key_algorithm=public_key_algorithm,
            transports=transports,
        )

        passkey_registration_response_response.additional_properties = d
        return passkey_registration_response_response

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
