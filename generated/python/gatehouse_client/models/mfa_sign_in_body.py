from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.mfa_sign_in_body_type import MfaSignInBodyType

T = TypeVar("T", bound="MfaSignInBody")


@_attrs_define
class MfaSignInBody:
    """
    Attributes:
        code (str): The `attempt_code` of the MULTI_FACTOR_AUTHENTICATION_REQUIRED answer. Example:
            a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        totp (str): The 6-digit code of the authenticator app (30-second steps, SHA-1). Example: 123456.
        type_ (MfaSignInBodyType): The second factor; `totp` is the only one.
    """

    code: str
    totp: str
    type_: MfaSignInBodyType

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        totp = self.totp

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "totp": totp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        totp = d.pop("totp")

        type_ = MfaSignInBodyType(d.pop("type"))

        mfa_sign_in_body = cls(
            code=code,
            totp=totp,
            type_=type_,
        )

        return mfa_sign_in_body
