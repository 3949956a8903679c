from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReauthenticateBody")


@_attrs_define
class ReauthenticateBody:
    """
    Attributes:
        password (str | Unset): The current password of the signed-in user. Example: correct horse battery staple.
        totp_code (str | Unset): The current 6-digit code of the user's authenticator app (users with TOTP on). Example:
            123456.
    """

    password: str | Unset = UNSET
    totp_code: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        password = self.password

        totp_code = self.totp_code

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if password is not UNSET:
            field_dict["password"] = password
        if totp_code is not UNSET:
            field_dict["totp_code"] = totp_code

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        password = d.pop("password", UNSET)

        totp_code = d.pop("totp_code", UNSET)

        reauthenticate_body = cls(
            password=password,
            totp_code=totp_code,
        )

        return reauthenticate_body
