from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VerificationCallbackBody")


@_attrs_define
class VerificationCallbackBody:
    """
    Attributes:
        callback_url (str):  Example: https://app.example.com/handler/email-verification.
    """

    callback_url: str

    def to_dict(self) -> dict[str, Any]:
        callback_url = self.callback_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callback_url": callback_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        callback_url = d.pop("callback_url")

        verification_callback_body = cls(
            callback_url=callback_url,
        )

        return verification_callback_body
