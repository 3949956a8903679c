from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateOAuthProviderLinkBody")


@_attrs_define
class CreateOAuthProviderLinkBody:
    """
    Attributes:
        account_id (str):  Example: 1234567.
        allow_connected_accounts (bool):
        allow_sign_in (bool):
        provider_config_id (str): The provider id in the project config: google, github, facebook, microsoft, spotify,
            discord, gitlab, bitbucket, linkedin, apple, x, twitch. Example: github.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        email (str | Unset):  Example: ada@example.com.
    """

    account_id: str
    allow_connected_accounts: bool
    allow_sign_in: bool
    provider_config_id: str
    user_id: str
    email: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        allow_connected_accounts = self.allow_connected_accounts

        allow_sign_in = self.allow_sign_in

        provider_config_id = self.provider_config_id

        user_id = self.user_id

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account_id": account_id,
                "allow_connected_accounts": allow_connected_accounts,
                "allow_sign_in": allow_sign_in,
                "provider_config_id": provider_config_id,
                "user_id": user_id,
            }
        )
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        allow_connected_accounts = d.pop("allow_connected_accounts")

        allow_sign_in = d.pop("allow_sign_in")

        provider_config_id = d.pop("provider_config_id")

        user_id = d.pop("user_id")

        email = d.pop("email", UNSET)

        create_o_auth_provider_link_body = cls(
            account_id=account_id,
            allow_connected_accounts=allow_connected_accounts,
            allow_sign_in=allow_sign_in,
            provider_config_id=provider_config_id,
            user_id=user_id,
            email=email,
        )

        return create_o_auth_provider_link_body
