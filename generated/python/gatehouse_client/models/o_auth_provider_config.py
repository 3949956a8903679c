from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.o_auth_provider_config_id import OAuthProviderConfigId
from ..models.o_auth_provider_config_type import OAuthProviderConfigType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OAuthProviderConfig")


@_attrs_define
class OAuthProviderConfig:
    """
    Attributes:
        id (OAuthProviderConfigId): The provider (google, github, …). One entry per provider; users can sign in with it
            while it is in the list.
        type_ (OAuthProviderConfigType): shared: Gatehouse's built-in development provider stands in for the real one
            (to try sign-in without registering an app; refused when the server runs in production mode); standard: your own
            OAuth app at the provider, with client_id and client_secret.
        apple_bundle_ids (list[str] | Unset): Apple only: the bundle ids of your native apps (e.g. com.example.app); an
            id_token from a native Sign in with Apple must be issued for one of them. Example: ['com.example.app'].
        client_id (str | Unset): Standard only: your OAuth app's client id at the provider.
        client_secret (str | Unset): Write-only: never in answers. Updating the list without it keeps the secret stored
            for that provider.
        facebook_config_id (str | Unset): Facebook only: the configuration id of a Facebook Login for Business app (sent
            as config_id); leave it out for classic Facebook Login.
        microsoft_tenant_id (str | Unset): Microsoft only: the Entra ID tenant users sign in through (a tenant id or
            domain); without it any work, school or personal account (the common tenant).
    """

    id: OAuthProviderConfigId
    type_: OAuthProviderConfigType
    apple_bundle_ids: list[str] | Unset = UNSET
    client_id: str | Unset = UNSET
    client_secret: str | Unset = UNSET
    facebook_config_id: str | Unset = UNSET
    microsoft_tenant_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        type_ = self.type_.value

        apple_bundle_ids: list[str] | Unset = UNSET
        if not isinstance(self.apple_bundle_ids, Unset):
            apple_bundle_ids = self.apple_bundle_ids

        client_id = self.client_id

        client_secret = self.client_secret

        facebook_config_id = self.facebook_config_id

        microsoft_tenant_id = self.microsoft_tenant_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
            }
        )
        if apple_bundle_ids is not UNSET:
            field_dict["apple_bundle_ids"] = apple_bundle_ids
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if client_secret is not UNSET:
            field_dict["client_secret"] = client_secret
        if facebook_config_id is not UNSET:
            field_dict["facebook_config_id"] = facebook_config_id
        if microsoft_tenant_id is not UNSET:
            field_dict["microsoft_tenant_id"] = microsoft_tenant_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = OAuthProviderConfigId(d.pop("id"))

        type_ = OAuthProviderConfigType(d.pop("type"))

        apple_bundle_ids = cast(list[str], d.pop("apple_bundle_ids", UNSET))

        client_id = d.pop("client_id", UNSET)

        client_secret = d.pop("client_secret", UNSET)

        facebook_config_id = d.pop("facebook_config_id", UNSET)

        microsoft_tenant_id = d.pop("microsoft_tenant_id", UNSET)

        o_auth_provider_config = cls(
            id=id,
            type_=type_,
            apple_bundle_ids=apple_bundle_ids,
            client_id=client_id,
            client_secret=client_secret,
            facebook_config_id=facebook_config_id,
            microsoft_tenant_id=microsoft_tenant_id,
        )

        return o_auth_provider_config
