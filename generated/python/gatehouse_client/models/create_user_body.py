from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_user_body_oauth_providers_item import CreateUserBodyOauthProvidersItem
    from ..models.create_user_body_risk_scores import CreateUserBodyRiskScores


T = TypeVar("T", bound="CreateUserBody")


@_attrs_define
class CreateUserBody:
    """
    Attributes:
        client_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        client_read_only_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact
            UTF-8 JSON. Example: {'plan': 'pro'}.
        country_code (None | str | Unset): ISO 3166-1 alpha-2, upper case. Example: DE.
        display_name (None | str | Unset): At most 256 characters; "" is stored as null.
        is_anonymous (bool | Unset):
        oauth_providers (list[CreateUserBodyOauthProvidersItem] | Unset): Provider accounts to link to the new user,
            each of a provider configured in the project; the user can then sign in through them (allow_sign_in and
            allow_connected_accounts are true). A provider account linked to another user is
            OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER; nothing is created then.
        otp_auth_enabled (bool | Unset):
        passkey_auth_enabled (bool | Unset):
        password (None | str | Unset): 8 to 70 characters; hashed with argon2id. null removes the password. Mutually
            exclusive with password_hash. Example: correct horse battery staple.
        password_hash (str | Unset): Import an existing hash instead of a password: bcrypt ($2a$, $2b$, $2y$) or
            argon2id, in modular crypt format. Bounded by what one verification may cost: bcrypt cost 4 to 14; argon2id with
            m at most 262144 (256 MiB), t at most 10, p at most 16. Anything else is INVALID_PASSWORD_HASH. Example:
            $2b$10$abcdefghijklmnopqrstuuq0Y7Bq6y5hN0Xx0yV4v8mQ3cJ3Jx1y2.
        primary_email (None | str | Unset): Trimmed and lower-cased. null removes the primary e-mail. Example:
            ada@example.com.
        primary_email_auth_enabled (bool | Unset): Whether the primary e-mail can be used to sign in. Default true for a
            new primary e-mail.
        primary_email_verified (bool | Unset):
        profile_image_url (None | str | Unset): A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under
            100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it. Example:
            data:image/png;base64,iVBORw0KGgo=.
        restricted_by_admin (bool | Unset): Restricts the user: their access tokens become restricted tokens
            (restricted_reason restricted_by_administrator), refused unless the request sends x-stack-allow-restricted-user
            or x-stack-allow-anonymous-user. false lifts the restriction and clears the reason and the private details.
        restricted_by_admin_private_details (None | str | Unset): Notes for the project's admins, never shown to the
            user. Only with restricted_by_admin true (in this request or already stored).
        restricted_by_admin_reason (None | str | Unset): Why the user is restricted, shown to the user. Only with
            restricted_by_admin true (in this request or already stored).
        risk_scores (CreateUserBodyRiskScores | Unset): Sign-up risk scores, integers 0 to 100 (both are 0 when never
            set).
        server_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        totp_secret_base64 (None | str | Unset): Base64 of the raw TOTP secret, 16 to 64 bytes (20 is usual: RFC 4226
            asks for at least 128 bits and recommends 160); null disables TOTP multi-factor authentication.
    """

    client_metadata: Any | Unset = UNSET
    client_read_only_metadata: Any | Unset = UNSET
    country_code: None | str | Unset = UNSET
    display_name: None | str | Unset = UNSET
    is_anonymous: bool | Unset = UNSET
    oauth_providers: list[CreateUserBodyOauthProvidersItem] | Unset = UNSET
    otp_auth_enabled: bool | Unset = UNSET
    passkey_auth_enabled: bool | Unset = UNSET
    password: None | str | Unset = UNSET
    password_hash: str | Unset = UNSET
    primary_email: None | str | Unset = UNSET
    primary_email_auth_enabled: bool | Unset = UNSET
    primary_email_verified: bool | Unset = UNSET
    profile_image_url: None | str | Unset = UNSET
    restricted_by_admin: bool | Unset = UNSET
    restricted_by_admin_private_details: None | str | Unset = UNSET
    restricted_by_admin_reason: None | str | Unset = UNSET
    risk_scores: CreateUserBodyRiskScores | Unset = UNSET
    server_metadata: Any | Unset = UNSET
    totp_secret_base64: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        client_metadata = self.client_metadata

        client_read_only_metadata = self.client_read_only_metadata

        country_code: None | str | Unset
        if isinstance(self.country_code, Unset):
            country_code = UNSET
        else:
            country_code = self.country_code

        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name

        is_anonymous = self.is_anonymous

        oauth_providers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.oauth_providers, Unset):
            oauth_providers = []
            for oauth_providers_item_data in self.oauth_providers:
                oauth_providers_item = oauth_providers_item_data.to_dict()
                oauth_providers.append(oauth_providers_item)

        otp_auth_enabled = self.otp_auth_enabled

        passkey_auth_enabled = self.passkey_auth_enabled

        password: None | str | Unset
        if isinstance(self.password, Unset):
            password = UNSET
        else:
            password = self.password

        password_hash = self.password_hash

        primary_email: None | str | Unset
        if isinstance(self.primary_email, Unset):
            primary_email = UNSET
        else:
            primary_email = self.primary_email

        primary_email_auth_enabled = self.primary_email_auth_enabled

        primary_email_verified = self.primary_email_verified

        profile_image_url: None | str | Unset
        if isinstance(self.profile_image_url, Unset):
            profile_image_url = UNSET
        else:
            profile_image_url = self.profile_image_url

        restricted_by_admin = self.restricted_by_admin

        restricted_by_admin_private_details: None | str | Unset
        if isinstance(self.restricted_by_admin_private_details, Unset):
            restricted_by_admin_private_details = UNSET
        else:
            restricted_by_admin_private_details = self.restricted_by_admin_private_details

        restricted_by_admin_reason: None | str | Unset
        if isinstance(self.restricted_by_admin_reason, Unset):
            restricted_by_admin_reason = UNSET
        else:
            restricted_by_admin_reason = self.restricted_by_admin_reason

        risk_scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.risk_scores, Unset):
            risk_scores = self.risk_scores.to_dict()

        server_metadata = self.server_metadata

        totp_secret_base64: None | str | Unset
        if isinstance(self.totp_secret_base64, Unset):
            totp_secret_base64 = UNSET
        else:
            totp_secret_base64 = self.totp_secret_base64

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if client_metadata is not UNSET:
            field_dict["client_metadata"] = client_metadata
        if client_read_only_metadata is not UNSET:
            field_dict["client_read_only_metadata"] = client_read_only_metadata
        if country_code is not UNSET:
            field_dict["country_code"] = country_code
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if is_anonymous is not UNSET:
            field_dict["is_anonymous"] = is_anonymous
        if oauth_providers is not UNSET:
            field_dict["oauth_providers"] = oauth_providers
        if otp_auth_enabled is not UNSET:
            field_dict["otp_auth_enabled"] = otp_auth_enabled
        if passkey_auth_enabled is not UNSET:
            field_dict["passkey_auth_enabled"] = passkey_auth_enabled
        if password is not UNSET:
            field_dict["password"] = password
        if password_hash is not UNSET:
            field_dict["password_hash"] = password_hash
        if primary_email is not UNSET:
            field_dict["primary_email"] = primary_email
        if primary_email_auth_enabled is not UNSET:
            field_dict["primary_email_auth_enabled"] = primary_email_auth_enabled
        if primary_email_verified is not UNSET:
            field_dict["primary_email_verified"] = primary_email_verified
        if profile_image_url is not UNSET:
            field_dict["profile_image_url"] = profile_image_url
        if restricted_by_admin is not UNSET:
            field_dict["restricted_by_admin"] = restricted_by_admin
        if restricted_by_admin_private_details is not UNSET:
            field_dict["restricted_by_admin_private_details"] = restricted_by_admin_private_details
        if restricted_by_admin_reason is not UNSET:
            field_dict["restricted_by_admin_reason"] = restricted_by_admin_reason
        if risk_scores is not UNSET:
            field_dict["risk_scores"] = risk_scores
        if server_metadata is not UNSET:
            field_dict["server_metadata"] = server_metadata
        if totp_secret_base64 is not UNSET:
            field_dict["totp_secret_base64"] = totp_secret_base64

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_user_body_oauth_providers_item import CreateUserBodyOauthProvidersItem  # noqa: PLC0415
        from ..models.create_user_body_risk_scores import CreateUserBodyRiskScores  # noqa: PLC0415

        d = dict(src_dict)
        client_metadata = d.pop("client_metadata", UNSET)

        client_read_only_metadata = d.pop("client_read_only_metadata", UNSET)

        def _parse_country_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country_code = _parse_country_code(d.pop("country_code", UNSET))

        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))

        is_anonymous = d.pop("is_anonymous", UNSET)

        _oauth_providers = d.pop("oauth_providers", UNSET)
        oauth_providers: list[CreateUserBodyOauthProvidersItem] | Unset = UNSET
        if _oauth_providers is not UNSET:
            oauth_providers = []
            for oauth_providers_item_data in _oauth_providers:
                oauth_providers_item = CreateUserBodyOauthProvidersItem.from_dict(oauth_providers_item_data)

                oauth_providers.append(oauth_providers_item)

        otp_auth_enabled = d.pop("otp_auth_enabled", UNSET)

        passkey_auth_enabled = d.pop("passkey_auth_enabled", UNSET)

        def _parse_password(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        password = _parse_password(d.pop("password", UNSET))

        password_hash = d.pop("password_hash", UNSET)

        def _parse_primary_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        primary_email = _parse_primary_email(d.pop("primary_email", UNSET))

        primary_email_auth_enabled = d.pop("primary_email_auth_enabled", UNSET)

        primary_email_verified = d.pop("primary_email_verified", UNSET)

        def _parse_profile_image_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        profile_image_url = _parse_profile_image_url(d.pop("profile_image_url", UNSET))

        restricted_by_admin = d.pop("restricted_by_admin", UNSET)

        def _parse_restricted_by_admin_private_details(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        restricted_by_admin_private_details = _parse_restricted_by_admin_private_details(
            d.pop("restricted_by_admin_private_details", UNSET)
        )

        def _parse_restricted_by_admin_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        restricted_by_admin_reason = _parse_restricted_by_admin_reason(d.pop("restricted_by_admin_reason", UNSET))

        _risk_scores = d.pop("risk_scores", UNSET)
        risk_scores: CreateUserBodyRiskScores | Unset
        if isinstance(_risk_scores, Unset):
            risk_scores = UNSET
        else:
            risk_scores = CreateUserBodyRiskScores.from_dict(_risk_scores)

        server_metadata = d.pop("server_metadata", UNSET)

        def _parse_totp_secret_base64(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        totp_secret_base64 = _parse_totp_secret_base64(d.pop("totp_secret_base64", UNSET))

        create_user_body = cls(
            client_metadata=client_metadata,
            client_read_only_metadata=client_read_only_metadata,
            country_code=country_code,
            display_name=display_name,
            is_anonymous=is_anonymous,
            oauth_providers=oauth_providers,
            otp_auth_enabled=otp_auth_enabled,
            passkey_auth_enabled=passkey_auth_enabled,
            password=password,
            password_hash=password_hash,
            primary_email=primary_email,
            primary_email_auth_enabled=primary_email_auth_enabled,
            primary_email_verified=primary_email_verified,
            profile_image_url=profile_image_url,
            restricted_by_admin=restricted_by_admin,
            restricted_by_admin_private_details=restricted_by_admin_private_details,
            restricted_by_admin_reason=restricted_by_admin_reason,
            risk_scores=risk_scores,
            server_metadata=server_metadata,
            totp_secret_base64=totp_secret_base64,
        )

        return create_user_body
