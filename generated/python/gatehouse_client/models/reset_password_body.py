from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ResetPasswordBody")


@_attrs_define
class ResetPasswordBody:
    """
    Attributes:
        code (str): The 45-character code from the e-mailed link, or the typed 6-character OTP followed by the
            39-character nonce. Example: a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        password (str):  Example: correct horse battery staple.
    """

    code: str
    password: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "password": password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        password = d.pop("password")

        reset_password_body = cls(
            code=code,
            password=password,
        )

        return reset_password_body
