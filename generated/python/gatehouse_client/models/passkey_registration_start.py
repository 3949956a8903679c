from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.passkey_registration_options import PasskeyRegistrationOptions


T = TypeVar("T", bound="PasskeyRegistrationStart")


@_attrs_define
class PasskeyRegistrationStart:
    """
    Attributes:
        code (str): The 45-character code that came with the options (single-use, valid 60 seconds). Example:
            a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        options_json (PasskeyRegistrationOptions): PublicKeyCredentialCreationOptionsJSON for
            navigator.credentials.create (via @simplewebauthn/browser startRegistration).
    """

    code: str
    options_json: PasskeyRegistrationOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        options_json = self.options_json.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "options_json": options_json,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_registration_options import PasskeyRegistrationOptions  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        options_json = PasskeyRegistrationOptions.from_dict(d.pop("options_json"))

        passkey_registration_start = cls(
            code=code,
            options_json=options_json,
        )

        passkey_registration_start.additional_properties = d
        return passkey_registration_start

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
