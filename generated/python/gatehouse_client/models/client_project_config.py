from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.client_project_config_default_locale import ClientProjectConfigDefaultLocale

if TYPE_CHECKING:
    from ..models.client_project_config_enabled_oauth_providers_item import ClientProjectConfigEnabledOauthProvidersItem
    from ..models.trusted_domain import TrustedDomain


T = TypeVar("T", bound="ClientProjectConfig")


@_attrs_define
class ClientProjectConfig:
    """The public settings a sign-in page needs: which methods are on, and the trusted domains.

    Attributes:
        allow_team_api_keys (bool): Teams may hold API keys (created by members with $manage_api_keys) for your app's
            API. Default false. Config key apiKeys.enabled.team.
        allow_user_api_keys (bool): Users may create API keys of their own (sk_…) for your app's API; your backend
            checks them. Default false. Config key apiKeys.enabled.user.
        anonymous_accounts_enabled (bool): Anyone may create an anonymous user (POST /auth/anonymous/sign-up) that can
            later be upgraded to a regular account. Default false. Config key auth.anonymous.allowSignIn.
        client_team_creation_enabled (bool): Signed-in users may create teams themselves (client access); otherwise only
            your backend can. Default false. Config key teams.allowClientTeamCreation.
        client_user_deletion_enabled (bool): Signed-in users may delete their own account (DELETE /users/me with client
            access); otherwise CLIENT_USER_DELETION_NOT_ENABLED. Default false. Config key users.allowClientUserDeletion.
        create_team_on_sign_up (bool): Every new user gets a personal team of their own at sign-up. Default false.
            Config key teams.createPersonalTeamOnSignUp.
        credential_enabled (bool): Users may sign up and sign in with e-mail and password. Default true. Config key
            auth.password.allowSignIn.
        default_locale (ClientProjectConfigDefaultLocale): The project's default language (config key
            i18n.defaultLocale): e-mails and hosted pages use it when the reader's language is not one Gatehouse has, and
            always for e-mail sent by server or admin calls and for team invitations. Example: en.
        domains (list[TrustedDomain]): The trusted domains: where sign-in may redirect back to and e-mailed links may
            point.
        enabled_oauth_providers (list[ClientProjectConfigEnabledOauthProvidersItem]): The OAuth providers users can sign
            in with now (configured and allowed for sign-in).
        magic_link_enabled (bool): Users may sign in (and sign up) with a one-time code or link sent by e-mail. Default
            false. Config key auth.otp.allowSignIn.
        passkey_enabled (bool): Users may register passkeys (WebAuthn) and sign in with them; the page must be on a
            trusted domain (or localhost with allow_localhost). Default false. Config key auth.passkey.allowSignIn.
        sign_up_enabled (bool): New users may sign up, by any method; server and admin access can still create users.
            Default true. Config key auth.allowSignUp.
    """

    allow_team_api_keys: bool
    allow_user_api_keys: bool
    anonymous_accounts_enabled: bool
    client_team_creation_enabled: bool
    client_user_deletion_enabled: bool
    create_team_on_sign_up: bool
    credential_enabled: bool
    default_locale: ClientProjectConfigDefaultLocale
    domains: list[TrustedDomain]
    enabled_oauth_providers: list[ClientProjectConfigEnabledOauthProvidersItem]
    magic_link_enabled: bool
    passkey_enabled: bool
    sign_up_enabled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allow_team_api_keys = self.allow_team_api_keys

        allow_user_api_keys = self.allow_user_api_keys

        anonymous_accounts_enabled = self.anonymous_accounts_enabled

        client_team_creation_enabled = self.client_team_creation_enabled

        client_user_deletion_enabled = self.client_user_deletion_enabled

        create_team_on_sign_up = self.create_team_on_sign_up

        credential_enabled = self.credential_enabled

        default_locale = self.default_locale.value

        domains = []
        for domains_item_data in self.domains:
            domains_item = domains_item_data.to_dict()
            domains.append(domains_item)

        enabled_oauth_providers = []
        for enabled_oauth_providers_item_data in self.enabled_oauth_providers:
            enabled_oauth_providers_item = enabled_oauth_providers_item_data.to_dict()
            enabled_oauth_providers.append(enabled_oauth_providers_item)

        magic_link_enabled = self.magic_link_enabled

        passkey_enabled = self.passkey_enabled

        sign_up_enabled = self.sign_up_enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "allow_team_api_keys": allow_team_api_keys,
                "allow_user_api_keys": allow_user_api_keys,
                "anonymous_accounts_enabled": anonymous_accounts_enabled,
                "client_team_creation_enabled": client_team_creation_enabled,
                "client_user_deletion_enabled": client_user_deletion_enabled,
                "create_team_on_sign_up": create_team_on_sign_up,
                "credential_enabled": credential_enabled,
                "default_locale": default_locale,
                "domains": domains,
                "enabled_oauth_providers": enabled_oauth_providers,
                "magic_link_enabled": magic_link_enabled,
                "passkey_enabled": passkey_enabled,
                "sign_up_enabled": sign_up_enabled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.client_project_config_enabled_oauth_providers_item import (
            ClientProjectConfigEnabledOauthProvidersItem,  # noqa: PLC0415
        )
        from ..models.trusted_domain import TrustedDomain  # noqa: PLC0415

        d = dict(src_dict)
        allow_team_api_keys = d.pop("allow_team_api_keys")

        allow_user_api_keys = d.pop("allow_user_api_keys")

        anonymous_accounts_enabled = d.pop("anonymous_accounts_enabled")

        client_team_creation_enabled = d.pop("client_team_creation_enabled")

        client_user_deletion_enabled = d.pop("client_user_deletion_enabled")

        create_team_on_sign_up = d.pop("create_team_on_sign_up")

        credential_enabled = d.pop("credential_enabled")

        default_locale = ClientProjectConfigDefaultLocale(d.pop("default_locale"))

        domains = []
        _domains = d.pop("domains")
        for domains_item_data in _domains:
            domains_item = TrustedDomain.from_dict(domains_item_data)

            domains.append(domains_item)

        enabled_oauth_providers = []
        _enabled_oauth_providers = d.pop("enabled_oauth_providers")
        for enabled_oauth_providers_item_data in _enabled_oauth_providers:
            enabled_oauth_providers_item = ClientProjectConfigEnabledOauthProvidersItem.from_dict(
                enabled_oauth_providers_item_data
            )

            enabled_oauth_providers.append(enabled_oauth_providers_item)

        magic_link_enabled = d.pop("magic_link_enabled")

        passkey_enabled = d.pop("passkey_enabled")

        sign_up_enabled = d.pop("sign_up_enabled")

        client_project_config = cls(
            allow_team_api_keys=allow_team_api_keys,
            allow_user_api_keys=allow_user_api_keys,
            anonymous_accounts_enabled=anonymous_accounts_enabled,
            client_team_creation_enabled=client_team_creation_enabled,
            client_user_deletion_enabled=client_user_deletion_enabled,
            create_team_on_sign_up=create_team_on_sign_up,
            credential_enabled=credential_enabled,
            default_locale=default_locale,
            domains=domains,
            enabled_oauth_providers=enabled_oauth_providers,
            magic_link_enabled=magic_link_enabled,
            passkey_enabled=passkey_enabled,
            sign_up_enabled=sign_up_enabled,
        )

        client_project_config.additional_properties = d
        return client_project_config

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
