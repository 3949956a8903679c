from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateApiKeySetBody")


@_attrs_define
class CreateApiKeySetBody:
    """
    Attributes:
        description (str):  Example: Production backend.
        expires_at_millis (int):
        has_publishable_client_key (bool):
        has_secret_server_key (bool):
        has_super_secret_admin_key (bool):
    """

    description: str
    expires_at_millis: int
    has_publishable_client_key: bool
    has_secret_server_key: bool
    has_super_secret_admin_key: bool

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        expires_at_millis = self.expires_at_millis

        has_publishable_client_key = self.has_publishable_client_key

        has_secret_server_key = self.has_secret_server_key

        has_super_secret_admin_key = self.has_super_secret_admin_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
                "expires_at_millis": expires_at_millis,
                "has_publishable_client_key": has_publishable_client_key,
                "has_secret_server_key": has_secret_server_key,
                "has_super_secret_admin_key": has_super_secret_admin_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        expires_at_millis = d.pop("expires_at_millis")

        has_publishable_client_key = d.pop("has_publishable_client_key")

        has_secret_server_key = d.pop("has_secret_server_key")

        has_super_secret_admin_key = d.pop("has_super_secret_admin_key")

        create_api_key_set_body = cls(
            description=description,
            expires_at_millis=expires_at_millis,
            has_publishable_client_key=has_publishable_client_key,
            has_secret_server_key=has_secret_server_key,
            has_super_secret_admin_key=has_super_secret_admin_key,
        )

        return create_api_key_set_body
