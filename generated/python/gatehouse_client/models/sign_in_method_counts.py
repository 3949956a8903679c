from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sign_in_method_counts_oauth_providers import SignInMethodCountsOauthProviders


T = TypeVar("T", bound="SignInMethodCounts")


@_attrs_define
class SignInMethodCounts:
    """
    Attributes:
        anonymous (int): Anonymous users. Example: 12.
        oauth_providers (SignInMethodCountsOauthProviders): Users linked to each OAuth provider, keyed by provider
            config id (`provider_config_id` of /oauth-providers). A user with several accounts of one provider counts once;
            a provider nobody is linked to is absent (read it as 0). Example: {'github': 9, 'google': 4}.
        otp (int): Users who may sign in with an e-mailed code or magic link (otp_auth_enabled). Example: 12.
        passkey (int): Users who may sign in with a passkey (passkey_auth_enabled). Example: 12.
        password (int): Users with a password. Example: 12.
        total (int): Every user of the project, anonymous ones included. Example: 12.
        totp (int): Users with a TOTP second factor (requires_totp_mfa). Example: 12.
    """

    anonymous: int
    oauth_providers: SignInMethodCountsOauthProviders
    otp: int
    passkey: int
    password: int
    total: int
    totp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        anonymous = self.anonymous

        oauth_providers = self.oauth_providers.to_dict()

        otp = self.otp

        passkey = self.passkey

        password = self.password

        total = self.total

        totp = self.totp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "anonymous": anonymous,
                "oauth_providers": oauth_providers,
                "otp": otp,
                "passkey": passkey,
                "password": password,
                "total": total,
                "totp": totp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sign_in_method_counts_oauth_providers import SignInMethodCountsOauthProviders  # noqa: PLC0415

        d = dict(src_dict)
        anonymous = d.pop("anonymous")

        oauth_providers = SignInMethodCountsOauthProviders.from_dict(d.pop("oauth_providers"))

        otp = d.pop("otp")

        passkey = d.pop("passkey")

        password = d.pop("password")

        total = d.pop("total")

        totp = d.pop("totp")

        sign_in_method_counts = cls(
            anonymous=anonymous,
            oauth_providers=oauth_providers,
            otp=otp,
            passkey=passkey,
            password=password,
            total=total,
            totp=totp,
        )

        sign_in_method_counts.additional_properties = d
        return sign_in_method_counts

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
