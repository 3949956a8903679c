from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AppleNativeSignInBody")


@_attrs_define
class AppleNativeSignInBody:
    """
    Attributes:
        id_token (str): The identityToken Apple gave the app (ASAuthorizationAppleIDCredential), unchanged. Example:
            eyJraWQiOiJXNldjT0tCIiwiYWxnIjoiUlMyNTYifQ.eyJpc3MiOiJodHRwczovL2FwcGxlaWQuYXBwbGUuY29tIn0.c2lnbmF0dXJl.
    """

    id_token: str

    def to_dict(self) -> dict[str, Any]:
        id_token = self.id_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id_token": id_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id_token = d.pop("id_token")

        apple_native_sign_in_body = cls(
            id_token=id_token,
        )

        return apple_native_sign_in_body
