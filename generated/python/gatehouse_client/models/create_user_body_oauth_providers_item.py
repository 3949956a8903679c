from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateUserBodyOauthProvidersItem")


@_attrs_define
class CreateUserBodyOauthProvidersItem:
    """
    Attributes:
        account_id (str): The user's account id at the provider. Example: 1234567.
        id (str): The provider config id in the project (e.g. github). Example: github.
        email (None | str | Unset): The e-mail the provider knows the account by; lower-cased. Example: ada@example.com.
    """

    account_id: str
    id: str
    email: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        id = self.id

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account_id": account_id,
                "id": id,
            }
        )
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        id = d.pop("id")

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        create_user_body_oauth_providers_item = cls(
            account_id=account_id,
            id=id,
            email=email,
        )

        return create_user_body_oauth_providers_item
