from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..models.project_config_update_default_locale import ProjectConfigUpdateDefaultLocale
from ..models.project_config_update_oauth_account_merge_strategy import ProjectConfigUpdateOauthAccountMergeStrategy
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.email_config_type_0 import EmailConfigType0
    from ..models.email_config_type_1 import EmailConfigType1
    from ..models.o_auth_provider_config import OAuthProviderConfig
    from ..models.project_config_update_team_creator_default_permissions_item import (
        ProjectConfigUpdateTeamCreatorDefaultPermissionsItem,
    )
    from ..models.project_config_update_team_member_default_permissions_item import (
        ProjectConfigUpdateTeamMemberDefaultPermissionsItem,
    )
    from ..models.project_config_update_user_default_permissions_item import (
        ProjectConfigUpdateUserDefaultPermissionsItem,
    )
    from ..models.rate_limit_settings import RateLimitSettings
    from ..models.trusted_domain import TrustedDomain
    from ..models.verification_code_lifetimes import VerificationCodeLifetimes


T = TypeVar("T", bound="ProjectConfigUpdate")


@_attrs_define
class ProjectConfigUpdate:
    """
    Attributes:
        allow_localhost (bool | Unset): Redirects and callbacks to http://localhost (any port) count as trusted, for
            development. Turn it off in production. Default true. Config key domains.allowLocalhost.
        allow_team_api_keys (bool | Unset): Teams may hold API keys (created by members with $manage_api_keys) for your
            app's API. Default false. Config key apiKeys.enabled.team.
        allow_user_api_keys (bool | Unset): Users may create API keys of their own (sk_…) for your app's API; your
            backend checks them. Default false. Config key apiKeys.enabled.user.
        anonymous_accounts_enabled (bool | Unset): Anyone may create an anonymous user (POST /auth/anonymous/sign-up)
            that can later be upgraded to a regular account. Default false. Config key auth.anonymous.allowSignIn.
        client_team_creation_enabled (bool | Unset): Signed-in users may create teams themselves (client access);
            otherwise only your backend can. Default false. Config key teams.allowClientTeamCreation.
        client_user_deletion_enabled (bool | Unset): Signed-in users may delete their own account (DELETE /users/me with
            client access); otherwise CLIENT_USER_DELETION_NOT_ENABLED. Default false. Config key
            users.allowClientUserDeletion.
        create_team_on_sign_up (bool | Unset): Every new user gets a personal team of their own at sign-up. Default
            false. Config key teams.createPersonalTeamOnSignUp.
        credential_enabled (bool | Unset): Users may sign up and sign in with e-mail and password. Default true. Config
            key auth.password.allowSignIn.
        default_locale (ProjectConfigUpdateDefaultLocale | Unset): The project's default language (config key
            i18n.defaultLocale): e-mails and hosted pages use it when the reader's language is not one Gatehouse has, and
            always for e-mail sent by server or admin calls and for team invitations. Example: en.
        domains (list[TrustedDomain] | Unset): The trusted domains: where sign-in may redirect back to and e-mailed
            links may point. A list given in an update replaces the whole list. Default empty (only localhost, with
            allow_localhost). Config key domains.trustedDomains.
        email_config (EmailConfigType0 | EmailConfigType1 | Unset): The SMTP server the project's e-mails (verification,
            sign-in codes, password resets, invitations) go through. Default { type: shared }. Config key emails.server.
        email_theme (UUID | Unset): The e-mail theme of templates that name none (config key emails.selectedThemeId);
            must be one of the project's themes. Example: 0b7bace0-d927-4cee-bf6c-df43e23a4331.
        magic_link_enabled (bool | Unset): Users may sign in (and sign up) with a one-time code or link sent by e-mail.
            Default false. Config key auth.otp.allowSignIn.
        oauth_account_merge_strategy (ProjectConfigUpdateOauthAccountMergeStrategy | Unset): When an OAuth sign-in
            brings an e-mail that already signs in another user: link_method attaches the provider account to that user
            (default), raise_error refuses the sign-in, allow_duplicates makes a separate user. Config key
            auth.oauth.accountMergeStrategy.
        oauth_providers (list[OAuthProviderConfig] | Unset): The OAuth providers users may sign in with (Google, GitHub,
            …). A list given in an update replaces the whole list; a standard provider given without client_secret keeps its
            stored secret. Default empty. Config key auth.oauth.providers.
        passkey_enabled (bool | Unset): Users may register passkeys (WebAuthn) and sign in with them; the page must be
            on a trusted domain (or localhost with allow_localhost). Default false. Config key auth.passkey.allowSignIn.
        rate_limits (RateLimitSettings | Unset): Rate limits of this project (Gatehouse addition). Keys left out take
            their defaults. The server setting GATEHOUSE_RATE_LIMITS=off switches all of them off.
        refresh_token_rotation_enabled (bool | Unset): Each refresh returns a new refresh token and a reused old one
            revokes the session (theft detection); false keeps one refresh token per session, for older clients that cannot
            store the new one. Default true. Config key sessions.refreshTokenRotation.
        require_email_verification (bool | Unset): When true, signed-in users whose primary e-mail is not verified are
            restricted (restricted_reason email_not_verified) until they verify it; their next token refresh then gives a
            normal token.
        require_publishable_client_key (bool | Unset): Client access must send the publishable client key (x-stack-
            publishable-client-key); without it only the project id is needed. Default false. Config key
            project.requirePublishableClientKey.
        sign_up_enabled (bool | Unset): New users may sign up, by any method; server and admin access can still create
            users. Default true. Config key auth.allowSignUp.
        team_creator_default_permissions (list[ProjectConfigUpdateTeamCreatorDefaultPermissionsItem] | Unset): Team
            permissions the creator of a new team receives in it. Default [team_admin]. Config key
            rbac.defaultPermissions.teamCreator.
        team_member_default_permissions (list[ProjectConfigUpdateTeamMemberDefaultPermissionsItem] | Unset): Team
            permissions every new team member (including the creator) receives. Default [team_member]. Config key
            rbac.defaultPermissions.teamMember.
        user_default_permissions (list[ProjectConfigUpdateUserDefaultPermissionsItem] | Unset): Project permissions
            every new user receives at sign-up. Default empty. Config key rbac.defaultPermissions.signUp.
        verification_code_lifetimes (VerificationCodeLifetimes | Unset): How long e-mailed codes and links stay valid,
            per kind (Gatehouse addition). Defaults: sign-in 600 s, password reset 3600 s, e-mail verification 86400 s, team
            invitation 604800 s. Config key verificationCodes.lifetimes.
    """

    allow_localhost: bool | Unset = UNSET
    allow_team_api_keys: bool | Unset = UNSET
    allow_user_api_keys: bool | Unset = UNSET
    anonymous_accounts_enabled: bool | Unset = UNSET
    client_team_creation_enabled: bool | Unset = UNSET
    client_user_deletion_enabled: bool | Unset = UNSET
    create_team_on_sign_up: bool | Unset = UNSET
    credential_enabled: bool | Unset = UNSET
    default_locale: ProjectConfigUpdateDefaultLocale | Unset = UNSET
    domains: list[TrustedDomain] | Unset = UNSET
    email_config: EmailConfigType0 | EmailConfigType1 | Unset = UNSET
    email_theme: UUID | Unset = UNSET
    magic_link_enabled: bool | Unset = UNSET
    oauth_account_merge_strategy: ProjectConfigUpdateOauthAccountMergeStrategy | Unset = UNSET
    oauth_providers: list[OAuthProviderConfig] | Unset = UNSET
    passkey_enabled: bool | Unset = UNSET
    rate_limits: RateLimitSettings | Unset = UNSET
    refresh_token_rotation_enabled: bool | Unset = UNSET
    require_email_verification: bool | Unset = UNSET
    require_publishable_client_key: bool | Unset = UNSET
    sign_up_enabled: bool | Unset = UNSET
    team_creator_default_permissions: list[ProjectConfigUpdateTeamCreatorDefaultPermissionsItem] | Unset = UNSET
    team_member_default_permissions: list[ProjectConfigUpdateTeamMemberDefaultPermissionsItem] | Unset = UNSET
    user_default_permissions: list[ProjectConfigUpdateUserDefaultPermissionsItem] | Unset = UNSET
    verification_code_lifetimes: VerificationCodeLifetimes | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.email_config_type_0 import EmailConfigType0  # noqa: PLC0415

        allow_localhost = self.allow_localhost

        allow_team_api_keys = self.allow_team_api_keys

        allow_user_api_keys = self.allow_user_api_keys

        anonymous_accounts_enabled = self.anonymous_accounts_enabled

        client_team_creation_enabled = self.client_team_creation_enabled

        client_user_deletion_enabled = self.client_user_deletion_enabled

        create_team_on_sign_up = self.create_team_on_sign_up

        credential_enabled = self.credential_enabled

        default_locale: str | Unset = UNSET
        if not isinstance(self.default_locale, Unset):
            default_locale = self.default_locale.value

        domains: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.domains, Unset):
            domains = []
            for domains_item_data in self.domains:
                domains_item = domains_item_data.to_dict()
                domains.append(domains_item)

        email_config: dict[str, Any] | Unset
        if isinstance(self.email_config, Unset):
            email_config = UNSET
        elif isinstance(self.email_config, EmailConfigType0):
            email_config = self.email_config.to_dict()
        else:
            email_config = self.email_config.to_dict()

        email_theme: str | Unset = UNSET
        if not isinstance(self.email_theme, Unset):
            email_theme = str(self.email_theme)

        magic_link_enabled = self.magic_link_enabled

        oauth_account_merge_strategy: str | Unset = UNSET
        if not isinstance(self.oauth_account_merge_strategy, Unset):
            oauth_account_merge_strategy = self.oauth_account_merge_strategy.value

        oauth_providers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.oauth_providers, Unset):
            oauth_providers = []
            for oauth_providers_item_data in self.oauth_providers:
                oauth_providers_item = oauth_providers_item_data.to_dict()
                oauth_providers.append(oauth_providers_item)

        passkey_enabled = self.passkey_enabled

        rate_limits: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rate_limits, Unset):
            rate_limits = self.rate_limits.to_dict()

        refresh_token_rotation_enabled = self.refresh_token_rotation_enabled

        require_email_verification = self.require_email_verification

        require_publishable_client_key = self.require_publishable_client_key

        sign_up_enabled = self.sign_up_enabled

        team_creator_default_permissions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.team_creator_default_permissions, Unset):
            team_creator_default_permissions = []
            for team_creator_default_permissions_item_data in self.team_creator_default_permissions:
                team_creator_default_permissions_item = team_creator_default_permissions_item_data.to_dict()
                team_creator_default_permissions.append(team_creator_default_permissions_item)

        team_member_default_permissions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.team_member_default_permissions, Unset):
            team_member_default_permissions = []
            for team_member_default_permissions_item_data in self.team_member_default_permissions:
                team_member_default_permissions_item = team_member_default_permissions_item_data.to_dict()
                team_member_default_permissions.append(team_member_default_permissions_item)

        user_default_permissions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.user_default_permissions, Unset):
            user_default_permissions = []
            for user_default_permissions_item_data in self.user_default_permissions:
                user_default_permissions_item = user_default_permissions_item_data.to_dict()
                user_default_permissions.append(user_default_permissions_item)

        verification_code_lifetimes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.verification_code_lifetimes, Unset):
            verification_code_lifetimes = self.verification_code_lifetimes.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if allow_localhost is not UNSET:
            field_dict["allow_localhost"] = allow_localhost
        if allow_team_api_keys is not UNSET:
            field_dict["allow_team_api_keys"] = allow_team_api_keys
        if allow_user_api_keys is not UNSET:
            field_dict["allow_user_api_keys"] = allow_user_api_keys
        if anonymous_accounts_enabled is not UNSET:
            field_dict["anonymous_accounts_enabled"] = anonymous_accounts_enabled
        if client_team_creation_enabled is not UNSET:
            field_dict["client_team_creation_enabled"] = client_team_creation_enabled
        if client_user_deletion_enabled is not UNSET:
            field_dict["client_user_deletion_enabled"] = client_user_deletion_enabled
        if create_team_on_sign_up is not UNSET:
            field_dict["create_team_on_sign_up"] = create_team_on_sign_up
        if credential_enabled is not UNSET:
            field_dict["credential_enabled"] = credential_enabled
        if default_locale is not UNSET:
            field_dict["default_locale"] = default_locale
        if domains is not UNSET:
            field_dict["domains"] = domains
        if email_config is not UNSET:
            field_dict["email_config"] = email_config
        if email_theme is not UNSET:
            field_dict["email_theme"] = email_theme
        if magic_link_enabled is not UNSET:
            field_dict["magic_link_enabled"] = magic_link_enabled
        if oauth_account_merge_strategy is not UNSET:
            field_dict["oauth_account_merge_strategy"] = oauth_account_merge_strategy
        if oauth_providers is not UNSET:
            field_dict["oauth_providers"] = oauth_providers
        if passkey_enabled is not UNSET:
            field_dict["passkey_enabled"] = passkey_enabled
        if rate_limits is not UNSET:
            field_dict["rate_limits"] = rate_limits
        if refresh_token_rotation_enabled is not UNSET:
            field_dict["refresh_token_rotation_enabled"] = refresh_token_rotation_enabled
        if require_email_verification is not UNSET:
            field_dict["require_email_verification"] = require_email_verification
        if require_publishable_client_key is not UNSET:
            field_dict["require_publishable_client_key"] = require_publishable_client_key
        if sign_up_enabled is not UNSET:
            field_dict["sign_up_enabled"] = sign_up_enabled
        if team_creator_default_permissions is not UNSET:
            field_dict["team_creator_default_permissions"] = team_creator_default_permissions
        if team_member_default_permissions is not UNSET:
            field_dict["team_member_default_permissions"] = team_member_default_permissions
        if user_default_permissions is not UNSET:
            field_dict["user_default_permissions"] = user_default_permissions
        if verification_code_lifetimes is not UNSET:
            field_dict["verification_code_lifetimes"] = verification_code_lifetimes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_config_type_0 import EmailConfigType0  # noqa: PLC0415
        from ..models.email_config_type_1 import EmailConfigType1  # noqa: PLC0415
        from ..models.o_auth_provider_config import OAuthProviderConfig  # noqa: PLC0415
        from ..models.project_config_update_team_creator_default_permissions_item import (
            ProjectConfigUpdateTeamCreatorDefaultPermissionsItem,  # noqa: PLC0415
        )
        from ..models.project_config_update_team_member_default_permissions_item import (
            ProjectConfigUpdateTeamMemberDefaultPermissionsItem,  # noqa: PLC0415
        )
        from ..models.project_config_update_user_default_permissions_item import (
            ProjectConfigUpdateUserDefaultPermissionsItem,  # noqa: PLC0415
        )
        from ..models.rate_limit_settings import RateLimitSettings  # noqa: PLC0415
        from ..models.trusted_domain import TrustedDomain  # noqa: PLC0415
        from ..models.verification_code_lifetimes import VerificationCodeLifetimes  # noqa: PLC0415

        d = dict(src_dict)
        allow_localhost = d.pop("allow_localhost", UNSET)

        allow_team_api_keys = d.pop("allow_team_api_keys", UNSET)

        allow_user_api_keys = d.pop("allow_user_api_keys", UNSET)

        anonymous_accounts_enabled = d.pop("anonymous_accounts_enabled", UNSET)

        client_team_creation_enabled = d.pop("client_team_creation_enabled", UNSET)

        client_user_deletion_enabled = d.pop("client_user_deletion_enabled", UNSET)

        create_team_on_sign_up = d.pop("create_team_on_sign_up", UNSET)

        credential_enabled = d.pop("credential_enabled", UNSET)

        _default_locale = d.pop("default_locale", UNSET)
        default_locale: ProjectConfigUpdateDefaultLocale | Unset
        if isinstance(_default_locale, Unset):
            default_locale = UNSET
        else:
            default_locale = ProjectConfigUpdateDefaultLocale(_default_locale)

        _domains = d.pop("domains", UNSET)
        domains: list[TrustedDomain] | Unset = UNSET
        if _domains is not UNSET:
            domains = []
            for domains_item_data in _domains:
                domains_item = TrustedDomain.from_dict(domains_item_data)

                domains.append(domains_item)

        def _parse_email_config(data: object) -> EmailConfigType0 | EmailConfigType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_email_config_type_0 = EmailConfigType0.from_dict(data)

                return componentsschemas_email_config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_email_config_type_1 = EmailConfigType1.from_dict(data)

            return componentsschemas_email_config_type_1

        email_config = _parse_email_config(d.pop("email_config", UNSET))

        _email_theme = d.pop("email_theme", UNSET)
        email_theme: UUID | Unset
        if isinstance(_email_theme, Unset):
            email_theme = UNSET
        else:
            email_theme = UUID(_email_theme)

        magic_link_enabled = d.pop("magic_link_enabled", UNSET)

        _oauth_account_merge_strategy = d.pop("oauth_account_merge_strategy", UNSET)
        oauth_account_merge_strategy: ProjectConfigUpdateOauthAccountMergeStrategy | Unset
        if isinstance(_oauth_account_merge_strategy, Unset):
            oauth_account_merge_strategy = UNSET
        else:
            oauth_account_merge_strategy = ProjectConfigUpdateOauthAccountMergeStrategy(_oauth_account_merge_strategy)

        _oauth_providers = d.pop("oauth_providers", UNSET)
        oauth_providers: list[OAuthProviderConfig] | Unset = UNSET
        if _oauth_providers is not UNSET:
            oauth_providers = []
            for oauth_providers_item_data in _oauth_providers:
                oauth_providers_item = OAuthProviderConfig.from_dict(oauth_providers_item_data)

                oauth_providers.append(oauth_providers_item)

        passkey_enabled = d.pop("passkey_enabled", UNSET)

        _rate_limits = d.pop("rate_limits", UNSET)
        rate_limits: RateLimitSettings | Unset
        if isinstance(_rate_limits, Unset):
            rate_limits = UNSET
        else:
            rate_limits = RateLimitSettings.from_dict(_rate_limits)

        refresh_token_rotation_enabled = d.pop("refresh_token_rotation_enabled", UNSET)

        require_email_verification = d.pop("require_email_verification", UNSET)

        require_publishable_client_key = d.pop("require_publishable_client_key", UNSET)

        sign_up_enabled = d.pop("sign_up_enabled", UNSET)

        _team_creator_default_permissions = d.pop("team_creator_default_permissions", UNSET)
        team_creator_default_permissions: list[ProjectConfigUpdateTeamCreatorDefaultPermissionsItem] | Unset = UNSET
        if _team_creator_default_permissions is not UNSET:
            team_creator_default_permissions = []
            for team_creator_default_permissions_item_data in _team_creator_default_permissions:
                team_creator_default_permissions_item = ProjectConfigUpdateTeamCreatorDefaultPermissionsItem.from_dict(
                    team_creator_default_permissions_item_data
                )

                team_creator_default_permissions.append(team_creator_default_permissions_item)

        _team_member_default_permissions = d.pop("team_member_default_permissions", UNSET)
        team_member_default_permissions: list[ProjectConfigUpdateTeamMemberDefaultPermissionsItem] | Unset = UNSET
        if _team_member_default_permissions is not UNSET:
            team_member_default_permissions = []
            for team_member_default_permissions_item_data in _team_member_default_permissions:
                team_member_default_permissions_item = ProjectConfigUpdateTeamMemberDefaultPermissionsItem.from_dict(
                    team_member_default_permissions_item_data
                )

                team_member_default_permissions.append(team_member_default_permissions_item)

        _user_default_permissions = d.pop("user_default_permissions", UNSET)
        user_default_permissions: list[ProjectConfigUpdateUserDefaultPermissionsItem] | Unset = UNSET
        if _user_default_permissions is not UNSET:
            user_default_permissions = []
            for user_default_permissions_item_data in _user_default_permissions:
                user_default_permissions_item = ProjectConfigUpdateUserDefaultPermissionsItem.from_dict(
                    user_default_permissions_item_data
                )

                user_default_permissions.append(user_default_permissions_item)

        _verification_code_lifetimes = d.pop("verification_code_lifetimes", UNSET)
        verification_code_lifetimes: VerificationCodeLifetimes | Unset
        if isinstance(_verification_code_lifetimes, Unset):
            verification_code_lifetimes = UNSET
        else:
            verification_code_lifetimes = VerificationCodeLifetimes.from_dict(_verification_code_lifetimes)

        project_config_update = cls(
            allow_localhost=allow_localhost,
            allow_team_api_keys=allow_team_api_keys,
            allow_user_api_keys=allow_user_api_keys,
            anonymous_accounts_enabled=anonymous_accounts_enabled,
            client_team_creation_enabled=client_team_creation_enabled,
            client_user_deletion_enabled=client_user_deletion_enabled,
            create_team_on_sign_up=create_team_on_sign_up,
            credential_enabled=credential_enabled,
            default_locale=default_locale,
            domains=domains,
            email_config=email_config,
            email_theme=email_theme,
            magic_link_enabled=magic_link_enabled,
            oauth_account_merge_strategy=oauth_account_merge_strategy,
            oauth_providers=oauth_providers,
            passkey_enabled=passkey_enabled,
            rate_limits=rate_limits,
            refresh_token_rotation_enabled=refresh_token_rotation_enabled,
            require_email_verification=require_email_verification,
            require_publishable_client_key=require_publishable_client_key,
            sign_up_enabled=sign_up_enabled,
            team_creator_default_permissions=team_creator_default_permissions,
            team_member_default_permissions=team_member_default_permissions,
            user_default_permissions=user_default_permissions,
            verification_code_lifetimes=verification_code_lifetimes,
        )

        return project_config_update
