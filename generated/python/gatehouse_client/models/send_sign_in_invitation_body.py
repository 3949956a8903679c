from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SendSignInInvitationBody")


@_attrs_define
class SendSignInInvitationBody:
    """
    Attributes:
        callback_url (str):  Example: https://app.example.com/handler/email-verification.
        email (str):  Example: ada@example.com.
    """

    callback_url: str
    email: str

    def to_dict(self) -> dict[str, Any]:
        callback_url = self.callback_url

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callback_url": callback_url,
                "email": email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        callback_url = d.pop("callback_url")

        email = d.pop("email")

        send_sign_in_invitation_body = cls(
            callback_url=callback_url,
            email=email,
        )

        return send_sign_in_invitation_body
