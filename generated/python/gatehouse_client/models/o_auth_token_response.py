from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.o_auth_token_response_scope import OAuthTokenResponseScope
from ..models.o_auth_token_response_token_type import OAuthTokenResponseTokenType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OAuthTokenResponse")


@_attrs_define
class OAuthTokenResponse:
    """
    Attributes:
        access_token (str):  Example: eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi
            0yYjRiMmYxZjZhMTAifQ.MEUCIQDx….
        afterCallbackRedirectUrl (None | str): Legacy camelCase duplicate of after_callback_redirect_url.
        after_callback_redirect_url (None | str): authorization_code: the after_callback_redirect_url of the authorize
            call, or null.
        expires_in (int): Seconds until the access token expires (its `exp`).
        refresh_token (str): The refresh token to present next time: the successor, or the same token when the project
            does not rotate; with authorization_code, the new session's (for a cross-domain handoff code: the handed-over
            session's own token when the project does not rotate, else a sibling session's). Example:
            k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y.
        scope (OAuthTokenResponseScope):
        token_type (OAuthTokenResponseTokenType):
        is_new_user (bool | Unset): authorization_code only: whether the sign-in created the user.
        new_user (bool | Unset): Legacy camelCase duplicate of is_new_user.
    """

    access_token: str
    afterCallbackRedirectUrl: None | str
    after_callback_redirect_url: None | str
    expires_in: int
    refresh_token: str
    scope: OAuthTokenResponseScope
    token_type: OAuthTokenResponseTokenType
    is_new_user: bool | Unset = UNSET
    new_user: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        afterCallbackRedirectUrl: None | str
        afterCallbackRedirectUrl = self.afterCallbackRedirectUrl

        after_callback_redirect_url: None | str
        after_callback_redirect_url = self.after_callback_redirect_url

        expires_in = self.expires_in

        refresh_token = self.refresh_token

        scope = self.scope.value

        token_type = self.token_type.value

        is_new_user = self.is_new_user

        new_user = self.new_user

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_token": access_token,
                "afterCallbackRedirectUrl": afterCallbackRedirectUrl,
                "after_callback_redirect_url": after_callback_redirect_url,
                "expires_in": expires_in,
                "refresh_token": refresh_token,
                "scope": scope,
                "token_type": token_type,
            }
        )
        if is_new_user is not UNSET:
            field_dict["is_new_user"] = is_new_user
        if new_user is not UNSET:
            field_dict["newUser"] = new_user

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        def _parse_afterCallbackRedirectUrl(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        afterCallbackRedirectUrl = _parse_afterCallbackRedirectUrl(d.pop("afterCallbackRedirectUrl"))

        def _parse_after_callback_redirect_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        after_callback_redirect_url = _parse_after_callback_redirect_url(d.pop("after_callback_redirect_url"))

        expires_in = d.pop("expires_in")

        refresh_token = d.pop("refresh_token")

        scope = OAuthTokenResponseScope(d.pop("scope"))

        token_type = OAuthTokenResponseTokenType(d.pop("token_type"))

        is_new_user = d.pop("is_new_user", UNSET)

        new_user = d.pop("newUser", UNSET)

        o_auth_token_response = cls(
            access_token=access_token,
            afterCallbackRedirectUrl=afterCallbackRedirectUrl,
            after_callback_redirect_url=after_callback_redirect_url,
            expires_in=expires_in,
            refresh_token=refresh_token,
            scope=scope,
            token_type=token_type,
            is_new_user=is_new_user,
            new_user=new_user,
        )

        o_auth_token_response.additional_properties = d
        return o_auth_token_response

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
