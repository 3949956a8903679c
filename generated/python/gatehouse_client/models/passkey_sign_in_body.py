from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.passkey_authentication_response import PasskeyAuthenticationResponse


T = TypeVar("T", bound="PasskeySignInBody")


@_attrs_define
class PasskeySignInBody:
    """
    Attributes:
        authentication_response (PasskeyAuthenticationResponse): AuthenticationResponseJSON: what
            @simplewebauthn/browser startAuthentication returns.
        code (str): The 45-character code that came with the options (single-use, valid 60 seconds). Example:
            a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
    """

    authentication_response: PasskeyAuthenticationResponse
    code: str

    def to_dict(self) -> dict[str, Any]:
        authentication_response = self.authentication_response.to_dict()

        code = self.code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "authentication_response": authentication_response,
                "code": code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_authentication_response import PasskeyAuthenticationResponse  # noqa: PLC0415

        d = dict(src_dict)
        authentication_response = PasskeyAuthenticationResponse.from_dict(d.pop("authentication_response"))

        code = d.pop("code")

        passkey_sign_in_body = cls(
            authentication_response=authentication_response,
            code=code,
        )

        return passkey_sign_in_body
