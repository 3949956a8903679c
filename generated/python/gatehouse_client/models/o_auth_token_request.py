from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OAuthTokenRequest")


@_attrs_define
class OAuthTokenRequest:
    """
    Attributes:
        grant_type (str): `refresh_token` (refresh a session) or `authorization_code` (finish an OAuth sign-in).
            Example: refresh_token.
        client_id (str | Unset): The project id, optionally followed by `#main` (the branch). Example: internal.
        client_secret (str | Unset): The project's publishable client key, or `__stack_public_client__` when the project
            does not require one.
        code (str | Unset): Required with grant_type=authorization_code: the code the callback added to redirect_uri.
        code_verifier (str | Unset): Required with grant_type=authorization_code: the PKCE verifier whose S256 challenge
            started the flow.
        redirect_uri (str | Unset): Required with grant_type=authorization_code: exactly the redirect_uri of the
            authorize call (fragment ignored).
        refresh_token (str | Unset): Required with grant_type=refresh_token.
        scope (str | Unset): Ignored; the answer always has scope `legacy`.
    """

    grant_type: str
    client_id: str | Unset = UNSET
    client_secret: str | Unset = UNSET
    code: str | Unset = UNSET
    code_verifier: str | Unset = UNSET
    redirect_uri: str | Unset = UNSET
    refresh_token: str | Unset = UNSET
    scope: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        grant_type = self.grant_type

        client_id = self.client_id

        client_secret = self.client_secret

        code = self.code

        code_verifier = self.code_verifier

        redirect_uri = self.redirect_uri

        refresh_token = self.refresh_token

        scope = self.scope

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "grant_type": grant_type,
            }
        )
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if client_secret is not UNSET:
            field_dict["client_secret"] = client_secret
        if code is not UNSET:
            field_dict["code"] = code
        if code_verifier is not UNSET:
            field_dict["code_verifier"] = code_verifier
        if redirect_uri is not UNSET:
            field_dict["redirect_uri"] = redirect_uri
        if refresh_token is not UNSET:
            field_dict["refresh_token"] = refresh_token
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grant_type = d.pop("grant_type")

        client_id = d.pop("client_id", UNSET)

        client_secret = d.pop("client_secret", UNSET)

        code = d.pop("code", UNSET)

        code_verifier = d.pop("code_verifier", UNSET)

        redirect_uri = d.pop("redirect_uri", UNSET)

        refresh_token = d.pop("refresh_token", UNSET)

        scope = d.pop("scope", UNSET)

        o_auth_token_request = cls(
            grant_type=grant_type,
            client_id=client_id,
            client_secret=client_secret,
            code=code,
            code_verifier=code_verifier,
            redirect_uri=redirect_uri,
            refresh_token=refresh_token,
            scope=scope,
        )

        o_auth_token_request.additional_properties = d
        return o_auth_token_request

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
