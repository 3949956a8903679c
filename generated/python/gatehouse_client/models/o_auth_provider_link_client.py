from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OAuthProviderLinkClient")


@_attrs_define
class OAuthProviderLinkClient:
    """
    Attributes:
        allow_connected_accounts (bool):
        allow_sign_in (bool):
        email (None | str): The e-mail the provider reported, lower-cased. Example: ada@example.com.
        id (UUID): The link id. Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        provider_config_id (str):  Example: github.
        type_ (str): The provider type (the same as provider_config_id here). Example: github.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    allow_connected_accounts: bool
    allow_sign_in: bool
    email: None | str
    id: UUID
    provider_config_id: str
    type_: str
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allow_connected_accounts = self.allow_connected_accounts

        allow_sign_in = self.allow_sign_in

        email: None | str
        email = self.email

        id = str(self.id)

        provider_config_id = self.provider_config_id

        type_ = self.type_

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allow_connected_accounts": allow_connected_accounts,
                "allow_sign_in": allow_sign_in,
                "email": email,
                "id": id,
                "provider_config_id": provider_config_id,
                "type": type_,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        allow_connected_accounts = d.pop("allow_connected_accounts")

        allow_sign_in = d.pop("allow_sign_in")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        id = UUID(d.pop("id"))

        provider_config_id = d.pop("provider_config_id")

        type_ = d.pop("type")

        user_id = UUID(d.pop("user_id"))

        o_auth_provider_link_client = cls(
            allow_connected_accounts=allow_connected_accounts,
            allow_sign_in=allow_sign_in,
            email=email,
            id=id,
            provider_config_id=provider_config_id,
            type_=type_,
            user_id=user_id,
        )

        o_auth_provider_link_client.additional_properties = d
        return o_auth_provider_link_client

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
