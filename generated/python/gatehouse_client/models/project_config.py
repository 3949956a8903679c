from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..models.project_config_default_locale import ProjectConfigDefaultLocale
from ..models.project_config_oauth_account_merge_strategy import ProjectConfigOauthAccountMergeStrategy

if TYPE_CHECKING:
    from ..models.email_config_type_0 import EmailConfigType0
    from ..models.email_config_type_1 import EmailConfigType1
    from ..models.o_auth_provider_config import OAuthProviderConfig
    from ..models.project_config_team_creator_default_permissions_item import (
        ProjectConfigTeamCreatorDefaultPermissionsItem,
    )
    from ..models.project_config_team_member_default_permissions_item import (
        ProjectConfigTeamMemberDefaultPermissionsItem,
    )
    from ..models.project_config_user_default_permissions_item import ProjectConfigUserDefaultPermissionsItem
    from ..models.rate_limit_settings import RateLimitSettings
    from ..models.trusted_domain import TrustedDomain
    from ..models.verification_code_lifetimes import VerificationCodeLifetimes


T = TypeVar("T", bound="ProjectConfig")


@_attrs_define
class ProjectConfig:
    """
    Attributes:
        allow_localhost (bool): Redirects and callbacks to http://localhost (any port) count as trusted, for
            development. Turn it off in production. Default true. Config key domains.allowLocalhost.
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
        default_locale (ProjectConfigDefaultLocale): The project's default language (config key i18n.defaultLocale):
            e-mails and hosted pages use it when the reader's language is not one Gatehouse has, and always for e-mail sent
            by server or admin calls and for team invitations. Example: en.
        domains (list[TrustedDomain]): The trusted domains: where sign-in may redirect back to and e-mailed links may
            point. A list given in an update replaces the whole list. Default empty (only localhost, with allow_localhost).
            Config key domains.trustedDomains.
        email_config (EmailConfigType0 | EmailConfigType1): The SMTP server the project's e-mails (verification, sign-in
            codes, password resets, invitations) go through. Default { type: shared }. Config key emails.server.
        email_theme (UUID): The e-mail theme of templates that name none (config key emails.selectedThemeId); must be
            one of the project's themes. Example: 0b7bace0-d927-4cee-bf6c-df43e23a4331.
        magic_link_enabled (bool): Users may sign in (and sign up) with a one-time code or link sent by e-mail. Default
            false. Config key auth.otp.allowSignIn.
        oauth_account_merge_strategy (ProjectConfigOauthAccountMergeStrategy): When an OAuth sign-in brings an e-mail
            that already signs in another user: link_method attaches the provider account to that user (default),
            raise_error refuses the sign-in, allow_duplicates makes a separate user. Config key
            auth.oauth.accountMergeStrategy.
        oauth_providers (list[OAuthProviderConfig]): The OAuth providers users may sign in with (Google, GitHub, …). A
            list given in an update replaces the whole list; a standard provider given without client_secret keeps its
            stored secret. Default empty. Config key auth.oauth.providers.
        passkey_enabled (bool): Users may register passkeys (WebAuthn) and sign in with them; the page must be on a
            trusted domain (or localhost with allow_localhost). Default false. Config key auth.passkey.allowSignIn.
        rate_limits (RateLimitSettings): Rate limits of this project (Gatehouse addition). Keys left out take their
            defaults. The server setting GATEHOUSE_RATE_LIMITS=off switches all of them off.
        refresh_token_rotation_enabled (bool): Each refresh returns a new refresh token and a reused old one revokes the
            session (theft detection); false keeps one refresh token per session, for older clients that cannot store the
            new one. Default true. Config key sessions.refreshTokenRotation.
        require_email_verification (bool): When true, signed-in users whose primary e-mail is not verified are
            restricted (restricted_reason email_not_verified) until they verify it; their next token refresh then gives a
            normal token.
        require_publishable_client_key (bool): Client access must send the publishable client key (x-stack-publishable-
            client-key); without it only the project id is needed. Default false. Config key
            project.requirePublishableClientKey.
        sign_up_enabled (bool): New users may sign up, by any method; server and admin access can still create users.
            Default true. Config key auth.allowSignUp.
        team_creator_default_permissions (list[ProjectConfigTeamCreatorDefaultPermissionsItem]): Team permissions the
            creator of a new team receives in it. Default [team_admin]. Config key rbac.defaultPermissions.teamCreator.
        team_member_default_permissions (list[ProjectConfigTeamMemberDefaultPermissionsItem]): Team permissions every
            new team member (including the creator) receives. Default [team_member]. Config key
            rbac.defaultPermissions.teamMember.
        user_default_permissions (list[ProjectConfigUserDefaultPermissionsItem]): Project permissions every new user
            receives at sign-up. Default empty. Config key rbac.defaultPermissions.signUp.
        verification_code_lifetimes (VerificationCodeLifetimes): How long e-mailed codes and links stay valid, per kind
            (Gatehouse addition). Defaults: sign-in 600 s, password reset 3600 s, e-mail verification 86400 s, team
            invitation 604800 s. Config key verificationCodes.lifetimes.
    """

    allow_localhost: bool
    allow_team_api_keys: bool
    allow_user_api_keys: bool
    anonymous_accounts_enabled: bool
    client_team_creation_enabled: bool
    client_user_deletion_enabled: bool
    create_team_on_sign_up: bool
    credential_enabled: bool
    default_locale: ProjectConfigDefaultLocale
    domains: list[TrustedDomain]
    email_config: EmailConfigType0 | EmailConfigType1
    email_theme: UUID
    magic_link_enabled: bool
    oauth_account_merge_strategy: ProjectConfigOauthAccountMergeStrategy
    oauth_providers: list[OAuthProviderConfig]
    passkey_enabled: bool
    rate_limits: RateLimitSettings
    refresh_token_rotation_enabled: bool
    require_email_verification: bool
    require_publishable_client_key: bool
    sign_up_enabled: bool
    team_creator_default_permissions: list[ProjectConfigTeamCreatorDefaultPermissionsItem]
    team_member_default_permissions: list[ProjectConfigTeamMemberDefaultPermissionsItem]
    user_default_permissions: list[ProjectConfigUserDefaultPermissionsItem]
    verification_code_lifetimes: VerificationCodeLifetimes

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

        default_locale = self.default_locale.value

        domains = []
        for domains_item_data in self.domains:
            domains_item = domains_item_data.to_dict()
            domains.append(domains_item)

        email_config: dict[str, Any]
        if isinstance(self.email_config, EmailConfigType0):
            email_config = self.email_config.to_dict()
        else:
            email_config = self.email_config.to_dict()

        email_theme = str(self.email_theme)

        magic_link_enabled = self.magic_link_enabled

        oauth_account_merge_strategy = self.oauth_account_merge_strategy.value

        oauth_providers = []
        for oauth_providers_item_data in self.oauth_providers:
            oauth_providers_item = oauth_providers_item_data.to_dict()
            oauth_providers.append(oauth_providers_item)

        passkey_enabled = self.passkey_enabled

        rate_limits = self.rate_limits.to_dict()

        refresh_token_rotation_enabled = self.refresh_token_rotation_enabled

        require_email_verification = self.require_email_verification

        require_publishable_client_key = self.require_publishable_client_key

        sign_up_enabled = self.sign_up_enabled

        team_creator_default_permissions = []
        for team_creator_default_permissions_item_data in self.team_creator_default_permissions:
            team_creator_default_permissions_item = team_creator_default_permissions_item_data.to_dict()
            team_creator_default_permissions.append(team_creator_default_permissions_item)

        team_member_default_permissions = []
        for team_member_default_permissions_item_data in self.team_member_default_permissions:
            team_member_default_permissions_item = team_member_default_permissions_item_data.to_dict()
            team_member_default_permissions.append(team_member_default_permissions_item)

        user_default_permissions = []
        for user_default_permissions_item_data in self.user_default_permissions:
            user_default_permissions_item = user_default_permissions_item_data.to_dict()
            user_default_permissions.append(user_default_permissions_item)

        verification_code_lifetimes = self.verification_code_lifetimes.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "allow_localhost": allow_localhost,
                "allow_team_api_keys": allow_team_api_keys,
                "allow_user_api_keys": allow_user_api_keys,
                "anonymous_accounts_enabled": anonymous_accounts_enabled,
                "client_team_creation_enabled": client_team_creation_enabled,
                "client_user_deletion_enabled": client_user_deletion_enabled,
                "create_team_on_sign_up": create_team_on_sign_up,
                "credential_enabled": credential_enabled,
                "default_locale": default_locale,
                "domains": domains,
                "email_config": email_config,
                "email_theme": email_theme,
                "magic_link_enabled": magic_link_enabled,
                "oauth_account_merge_strategy": oauth_account_merge_strategy,
                "oauth_providers": oauth_providers,
                "passkey_enabled": passkey_enabled,
                "rate_limits": rate_limits,
                "refresh_token_rotation_enabled": refresh_token_rotation_enabled,
                "require_email_verification": require_email_verification,
                "require_publishable_client_key": require_publishable_client_key,
                "sign_up_enabled": sign_up_enabled,
                "team_creator_default_permissions": team_creator_default_permissions,
                "team_member_default_permissions": team_member_default_permissions,
                "user_default_permissions": user_default_permissions,
                "verification_code_lifetimes": verification_code_lifetimes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_config_type_0 import EmailConfigType0  # noqa: PLC0415
        from ..models.email_config_type_1 import EmailConfigType1  # noqa: PLC0415
        from ..models.o_auth_provider_config import OAuthProviderConfig  # noqa: PLC0415
        from ..models.project_config_team_creator_default_permissions_item import (
            ProjectConfigTeamCreatorDefaultPermissionsItem,  # noqa: PLC0415
        )
        from ..models.project_config_team_member_default_permissions_item import (
            ProjectConfigTeamMemberDefaultPermissionsItem,  # noqa: PLC0415
        )
        from ..models.project_config_user_default_permissions_item import ProjectConfigUserDefaultPermissionsItem  # noqa: PLC0415
        from ..models.rate_limit_settings import RateLimitSettings  # noqa: PLC0415
        from ..models.trusted_domain import TrustedDomain  # noqa: PLC0415
        from ..models.verification_code_lifetimes import VerificationCodeLifetimes  # noqa: PLC0415

        d = dict(src_dict)
        allow_localhost = d.pop("allow_localhost")

        allow_team_api_keys = d.pop("allow_team_api_keys")

        allow_user_api_keys = d.pop("allow_user_api_keys")

        anonymous_accounts_enabled = d.pop("anonymous_accounts_enabled")

        client_team_creation_enabled = d.pop("client_team_creation_enabled")

        client_user_deletion_enabled = d.pop("client_user_deletion_enabled")

        create_team_on_sign_up = d.pop("create_team_on_sign_up")

        credential_enabled = d.pop("credential_enabled")

        default_locale = ProjectConfigDefaultLocale(d.pop("default_locale"))

        domains = []
        _domains = d.pop("domains")
        for domains_item_data in _domains:
            domains_item = TrustedDomain.from_dict(domains_item_data)

            domains.append(domains_item)

        def _parse_email_config(data: object) -> EmailConfigType0 | EmailConfigType1:
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

        email_config = _parse_email_config(d.pop("email_config"))

        email_theme = UUID(d.pop("email_theme"))

        magic_link_enabled = d.pop("magic_link_enabled")

        oauth_account_merge_strategy = ProjectConfigOauthAccountMergeStrategy(d.pop("oauth_account_merge_strategy"))

        oauth_providers = []
        _oauth_providers = d.pop("oauth_providers")
        for oauth_providers_item_data in _oauth_providers:
            oauth_providers_item = OAuthProviderConfig.from_dict(oauth_providers_item_data)

            oauth_providers.append(oauth_providers_item)

        passkey_enabled = d.pop("passkey_enabled")

        rate_limits = RateLimitSettings.from_dict(d.pop("rate_limits"))

        refresh_token_rotation_enabled = d.pop("refresh_token_rotation_enabled")

        require_email_verification = d.pop("require_email_verification")

        require_publishable_client_key = d.pop("require_publishable_client_key")

        sign_up_enabled = d.pop("sign_up_enabled")

        team_creator_default_permissions = []
        _team_creator_default_permissions = d.pop("team_creator_default_permissions")
        for team_creator_default_permissions_item_data in _team_creator_default_permissions:
            team_creator_default_permissions_item = ProjectConfigTeamCreatorDefaultPermissionsItem.from_dict(
                team_creator_default_permissions_item_data
            )

            team_creator_default_permissions.append(team_creator_default_permissions_item)

        team_member_default_permissions = []
        _team_member_default_permissions = d.pop("team_member_default_permissions")
        for team_member_default_permissions_item_data in _team_member_default_permissions:
            team_member_default_permissions_item = ProjectConfigTeamMemberDefaultPermissionsItem.from_dict(
                team_member_default_permissions_item_data
            )

            team_member_default_permissions.append(team_member_default_permissions_item)

        user_default_permissions = []
        _user_default_permissions = d.pop("user_default_permissions")
        for user_default_permissions_item_data in _user_default_permissions:
            user_default_permissions_item = ProjectConfigUserDefaultPermissionsItem.from_dict(
                user_default_permissions_item_data
            )

            user_default_permissions.append(user_default_permissions_item)

        verification_code_lifetimes = VerificationCodeLifetimes.from_dict(d.pop("verification_code_lifetimes"))

        project_config = cls(
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

        return project_config
