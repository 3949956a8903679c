from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.passkey_registration_response_authenticator_attachment import (
    PasskeyRegistrationResponseAuthenticatorAttachment,
)
from ..models.passkey_registration_response_type import PasskeyRegistrationResponseType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.passkey_registration_response_client_extension_results import (
        PasskeyRegistrationResponseClientExtensionResults,
    )
    from ..models.passkey_registration_response_response import PasskeyRegistrationResponseResponse


T = TypeVar("T", bound="PasskeyRegistrationResponse")


@_attrs_define
class PasskeyRegistrationResponse:
    """RegistrationResponseJSON: what @simplewebauthn/browser startRegistration returns.

    Attributes:
        client_extension_results (PasskeyRegistrationResponseClientExtensionResults):
        id (str): base64url, without padding; at most 1023 bytes decoded. Example: AQIDBAUGBwgJCgsMDQ4PEA.
        raw_id (str): base64url, without padding; at most 1023 bytes decoded. Example: AQIDBAUGBwgJCgsMDQ4PEA.
        response (PasskeyRegistrationResponseResponse):
        type_ (PasskeyRegistrationResponseType):
        authenticator_attachment (PasskeyRegistrationResponseAuthenticatorAttachment | Unset):
    """

    client_extension_results: PasskeyRegistrationResponseClientExtensionResults
    id: str
    raw_id: str
    response: PasskeyRegistrationResponseResponse
    type_: PasskeyRegistrationResponseType
    authenticator_attachment: PasskeyRegistrationResponseAuthenticatorAttachment | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_extension_results = self.client_extension_results.to_dict()

        id = self.id

        raw_id = self.raw_id

        response = self.response.to_dict()

        type_ = self.type_.value

        authenticator_attachment: str | Unset = UNSET
        if not isinstance(self.authenticator_attachment, Unset):
            authenticator_attachment = self.authenticator_attachment.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clientExtensionResults": client_extension_results,
                "id": id,
                "rawId": raw_id,
                "response": response,
                "type": type_,
            }
        )
        if authenticator_attachment is not UNSET:
            field_dict["authenticatorAttachment"] = authenticator_attachment

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_registration_response_client_extension_results import (
            PasskeyRegistrationResponseClientExtensionResults,  # noqa: PLC0415
        )
        from ..models.passkey_registration_response_response import PasskeyRegistrationResponseResponse  # noqa: PLC0415

        d = dict(src_dict)
        client_extension_results = PasskeyRegistrationResponseClientExtensionResults.from_dict(
            d.pop("clientExtensionResults")
        )

        id = d.pop("id")

        raw_id = d.pop("rawId")

        response = PasskeyRegistrationResponseResponse.from_dict(d.pop("response"))

        type_ = PasskeyRegistrationResponseType(d.pop("type"))

        _authenticator_attachment = d.pop("authenticatorAttachment", UNSET)
        authenticator_attachment: PasskeyRegistrationResponseAuthenticatorAttachment | Unset
        if isinstance(_authenticator_attachment, Unset):
            authenticator_attachment = UNSET
        else:
            authenticator_attachment = PasskeyRegistrationResponseAuthenticatorAttachment(_authenticator_attachment)

        passkey_registration_response = cls(
            client_extension_results=client_extension_results,
            id=id,
            raw_id=raw_id,
            response=response,
            type_=type_,
            authenticator_attachment=authenticator_attachment,
        )

        passkey_registration_response.additional_properties = d
        return passkey_registration_response

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
