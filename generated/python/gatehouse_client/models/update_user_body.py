from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateUserBody")


@_attrs_define
class UpdateUserBody:
    """
    Attributes:
        client_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        client_read_only_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact
            UTF-8 JSON. Example: {'plan': 'pro'}.
        display_name (None | str | Unset): At most 256 characters; "" is stored as null.
        is_anonymous (bool | Unset): Only false: turns an anonymous user into a regular one.
        otp_auth_enabled (bool | Unset):
        passkey_auth_enabled (bool | Unset):
        password (None | str | Unset): 8 to 70 characters; hashed with argon2id. null removes the password. Mutually
            exclusive with password_hash. Example: correct horse battery staple.
        password_hash (str | Unset): Import an existing hash instead of a password: bcrypt ($2a$, $2b$, $2y$) or
            argon2id, in modular crypt format. Example: $2b$10$abcdefghijklmnopqrstuuq0Y7Bq6y5hN0Xx0yV4v8mQ3cJ3Jx1y2.
        primary_email (None | str | Unset): Trimmed and lower-cased. null removes the primary e-mail. Example:
            ada@example.com.
        primary_email_auth_enabled (bool | Unset): Whether the primary e-mail can be used to sign in. Default true for a
            new primary e-mail.
        primary_email_verified (bool | Unset):
        profile_image_url (None | str | Unset): A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under
            100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it. Example:
            data:image/png;base64,iVBORw0KGgo=.
        selected_team_id (None | Unset | UUID): A team the user is a member of, or null. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        server_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        totp_secret_base64 (None | str | Unset): Base64 of the raw TOTP secret; null disables TOTP multi-factor
            authentication.
    """

    client_metadata: Any | Unset = UNSET
    client_read_only_metadata: Any | Unset = UNSET
    display_name: None | str | Unset = UNSET
    is_anonymous: bool | Unset = UNSET
    otp_auth_enabled: bool | Unset = UNSET
    passkey_auth_enabled: bool | Unset = UNSET
    password: None | str | Unset = UNSET
    password_hash: str | Unset = UNSET
    primary_email: None | str | Unset = UNSET
    primary_email_auth_enabled: bool | Unset = UNSET
    primary_email_verified: bool | Unset = UNSET
    profile_image_url: None | str | Unset = UNSET
    selected_team_id: None | Unset | UUID = UNSET
    server_metadata: Any | Unset = UNSET
    totp_secret_base64: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        client_metadata = self.client_metadata

        client_read_only_metadata = self.client_read_only_metadata

        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name

        is_anonymous = self.is_anonymous

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

        selected_team_id: None | str | Unset
        if isinstance(self.selected_team_id, Unset):
            selected_team_id = UNSET
        elif isinstance(self.selected_team_id, UUID):
            selected_team_id = str(self.selected_team_id)
        else:
            selected_team_id = self.selected_team_id

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
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if is_anonymous is not UNSET:
            field_dict["is_anonymous"] = is_anonymous
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
        if selected_team_id is not UNSET:
            field_dict["selected_team_id"] = selected_team_id
        if server_metadata is not UNSET:
            field_dict["server_metadata"] = server_metadata
        if totp_secret_base64 is not UNSET:
            field_dict["totp_secret_base64"] = totp_secret_base64

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_metadata = d.pop("client_metadata", UNSET)

        client_read_only_metadata = d.pop("client_read_only_metadata", UNSET)

        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))

        is_anonymous = d.pop("is_anonymous", UNSET)

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

        def _parse_selected_team_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                selected_team_id_type_0 = UUID(data)

                return selected_team_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        selected_team_id = _parse_selected_team_id(d.pop("selected_team_id", UNSET))

        server_metadata = d.pop("server_metadata", UNSET)

        def _parse_totp_secret_base64(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        totp_secret_base64 = _parse_totp_secret_base64(d.pop("totp_secret_base64", UNSET))

        update_user_body = cls(
            client_metadata=client_metadata,
            client_read_only_metadata=client_read_only_metadata,
            display_name=display_name,
            is_anonymous=is_anonymous,
            otp_auth_enabled=otp_auth_enabled,
            passkey_auth_enabled=passkey_auth_enabled,
            password=password,
            password_hash=password_hash,
            primary_email=primary_email,
            primary_email_auth_enabled=primary_email_auth_enabled,
            primary_email_verified=primary_email_verified,
            profile_image_url=profile_image_url,
            selected_team_id=selected_team_id,
            server_metadata=server_metadata,
            totp_secret_base64=totp_secret_base64,
        )

        return update_user_body
