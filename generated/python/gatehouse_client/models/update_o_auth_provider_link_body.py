from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateOAuthProviderLinkBody")


@_attrs_define
class UpdateOAuthProviderLinkBody:
    """
    Attributes:
        account_id (str | Unset):
        allow_connected_accounts (bool | Unset):
        allow_sign_in (bool | Unset):
        email (None | str | Unset):  Example: ada@example.com.
    """

    account_id: str | Unset = UNSET
    allow_connected_accounts: bool | Unset = UNSET
    allow_sign_in: bool | Unset = UNSET
    email: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        allow_connected_accounts = self.allow_connected_accounts

        allow_sign_in = self.allow_sign_in

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if account_id is not UNSET:
            field_dict["account_id"] = account_id
        if allow_connected_accounts is not UNSET:
            field_dict["allow_connected_accounts"] = allow_connected_accounts
        if allow_sign_in is not UNSET:
            field_dict["allow_sign_in"] = allow_sign_in
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id", UNSET)

        allow_connected_accounts = d.pop("allow_connected_accounts", UNSET)

        allow_sign_in = d.pop("allow_sign_in", UNSET)

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        update_o_auth_provider_link_body = cls(
            account_id=account_id,
            allow_connected_accounts=allow_connected_accounts,
            allow_sign_in=allow_sign_in,
            email=email,
        )

        return update_o_auth_provider_link_body
