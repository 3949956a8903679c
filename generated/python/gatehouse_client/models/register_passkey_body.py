from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.passkey_registration_response import PasskeyRegistrationResponse


T = TypeVar("T", bound="RegisterPasskeyBody")


@_attrs_define
class RegisterPasskeyBody:
    """
    Attributes:
        code (str): The 45-character code that came with the options (single-use, valid 60 seconds). Example:
            a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        credential (PasskeyRegistrationResponse): RegistrationResponseJSON: what @simplewebauthn/browser
            startRegistration returns.
        name (str | Unset): A name for the new passkey (1-64 characters); by default "Passkey on <browser>, <system>"
            from the request's User-Agent. Example: MacBook Touch ID.
    """

    code: str
    credential: PasskeyRegistrationResponse
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        credential = self.credential.to_dict()

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "credential": credential,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_registration_response import PasskeyRegistrationResponse  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        credential = PasskeyRegistrationResponse.from_dict(d.pop("credential"))

        name = d.pop("name", UNSET)

        register_passkey_body = cls(
            code=code,
            credential=credential,
            name=name,
        )

        return register_passkey_body
