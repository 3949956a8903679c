from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SignUpWithPasswordBody")


@_attrs_define
class SignUpWithPasswordBody:
    """
    Attributes:
        email (str):  Example: ada@example.com.
        password (str):  Example: correct horse battery staple.
        verification_callback_url (str | Unset): Where the e-mail verification link leads; must be on a trusted domain
            of the project. Example: https://app.example.com/handler/email-verification.
    """

    email: str
    password: str
    verification_callback_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        verification_callback_url = self.verification_callback_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "password": password,
            }
        )
        if verification_callback_url is not UNSET:
            field_dict["verification_callback_url"] = verification_callback_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        verification_callback_url = d.pop("verification_callback_url", UNSET)

        sign_up_with_password_body = cls(
            email=email,
            password=password,
            verification_callback_url=verification_callback_url,
        )

        return sign_up_with_password_body
