from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.server_user_oauth_providers_item import ServerUserOauthProvidersItem
    from ..models.server_user_restricted_reason_type_0 import ServerUserRestrictedReasonType0
    from ..models.server_user_risk_scores import ServerUserRiskScores
    from ..models.server_user_selected_team_type_0 import ServerUserSelectedTeamType0


T = TypeVar("T", bound="ServerUser")


@_attrs_define
class ServerUser:
    """A user as server and admin access see it.

    Attributes:
        auth_with_email (bool): Deprecated: has_password || otp_auth_enabled.
        client_metadata (Any): Any JSON value. Example: {'plan': 'pro'}.
        client_read_only_metadata (Any): Any JSON value. Example: {'plan': 'pro'}.
        country_code (None | str):
        display_name (None | str):
        has_password (bool):
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        is_anonymous (bool):
        is_restricted (bool):
        last_active_at_millis (int):
        oauth_providers (list[ServerUserOauthProvidersItem]):
        otp_auth_enabled (bool):
        passkey_auth_enabled (bool):
        primary_email (None | str): Lower-cased on write. Example: ada@example.com.
        primary_email_auth_enabled (bool):
        primary_email_verified (bool):
        profile_image_url (None | str):
        requires_totp_mfa (bool): True when a TOTP secret is set.
        restricted_by_admin (bool):
        restricted_by_admin_private_details (None | str):
        restricted_by_admin_reason (None | str):
        restricted_reason (None | ServerUserRestrictedReasonType0): Why the user is restricted; null when not
            restricted. Anonymous users are always restricted.
        risk_scores (ServerUserRiskScores):
        selected_team (None | ServerUserSelectedTeamType0):
        selected_team_id (None | UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        server_metadata (Any): Any JSON value. Example: {'plan': 'pro'}.
        signed_up_at_millis (int):
    """

    auth_with_email: bool
    client_metadata: Any
    client_read_only_metadata: Any
    country_code: None | str
    display_name: None | str
    has_password: bool
    id: UUID
    is_anonymous: bool
    is_restricted: bool
    last_active_at_millis: int
    oauth_providers: list[ServerUserOauthProvidersItem]
    otp_auth_enabled: bool
    passkey_auth_enabled: bool
    primary_email: None | str
    primary_email_auth_enabled: bool
    primary_email_verified: bool
    profile_image_url: None | str
    requires_totp_mfa: bool
    restricted_by_admin: bool
    restricted_by_admin_private_details: None | str
    restricted_by_admin_reason: None | str
    restricted_reason: None | ServerUserRestrictedReasonType0
    risk_scores: ServerUserRiskScores
    selected_team: None | ServerUserSelectedTeamType0
    selected_team_id: None | UUID
    server_metadata: Any
    signed_up_at_millis: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.server_user_restricted_reason_type_0 import ServerUserRestrictedReasonType0  # noqa: PLC0415
        from ..models.server_user_selected_team_type_0 import ServerUserSelectedTeamType0  # noqa: PLC0415

        auth_with_email = self.auth_with_email

        client_metadata = self.client_metadata

        client_read_only_metadata = self.client_read_only_metadata

        country_code: None | str
        country_code = self.country_code

        display_name: None | str
        display_name = self.display_name

        has_password = self.has_password

        id = str(self.id)

        is_anonymous = self.is_anonymous

        is_restricted = self.is_restricted

        last_active_at_millis = self.last_active_at_millis

        oauth_providers = []
        for oauth_providers_item_data in self.oauth_providers:
            oauth_providers_item = oauth_providers_item_data.to_dict()
            oauth_providers.append(oauth_providers_item)

        otp_auth_enabled = self.otp_auth_enabled

        passkey_auth_enabled = self.passkey_auth_enabled

        primary_email: None | str
        primary_email = self.primary_email

        primary_email_auth_enabled = self.primary_email_auth_enabled

        primary_email_verified = self.primary_email_verified

        profile_image_url: None | str
        profile_image_url = self.profile_image_url

        requires_totp_mfa = self.requires_totp_mfa

        restricted_by_admin = self.restricted_by_admin

        restricted_by_admin_private_details: None | str
        restricted_by_admin_private_details = self.restricted_by_admin_private_details

        restricted_by_admin_reason: None | str
        restricted_by_admin_reason = self.restricted_by_admin_reason

        restricted_reason: dict[str, Any] | None
        if isinstance(self.restricted_reason, ServerUserRestrictedReasonType0):
            restricted_reason = self.restricted_reason.to_dict()
        else:
            restricted_reason = self.restricted_reason

        risk_scores = self.risk_scores.to_dict()

        selected_team: dict[str, Any] | None
        if isinstance(self.selected_team, ServerUserSelectedTeamType0):
            selected_team = self.selected_team.to_dict()
        else:
            selected_team = self.selected_team

        selected_team_id: None | str
        if isinstance(self.selected_team_id, UUID):
            selected_team_id = str(self.selected_team_id)
        else:
            selected_team_id = self.selected_team_id

        server_metadata = self.server_metadata

        signed_up_at_millis = self.signed_up_at_millis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "auth_with_email": auth_with_email,
                "client_metadata": client_metadata,
                "client_read_only_metadata": client_read_only_metadata,
                "country_code": country_code,
                "display_name": display_name,
                "has_password": has_password,
                "id": id,
                "is_anonymous": is_anonymous,
                "is_restricted": is_restricted,
                "last_active_at_millis": last_active_at_millis,
                "oauth_providers": oauth_providers,
                "otp_auth_enabled": otp_auth_enabled,
                "passkey_auth_enabled": passkey_auth_enabled,
                "primary_email": primary_email,
                "primary_email_auth_enabled": primary_email_auth_enabled,
                "primary_email_verified": primary_email_verified,
                "profile_image_url": profile_image_url,
                "requires_totp_mfa": requires_totp_mfa,
                "restricted_by_admin": restricted_by_admin,
                "restricted_by_admin_private_details": restricted_by_admin_private_details,
                "restricted_by_admin_reason": restricted_by_admin_reason,
                "restricted_reason": restricted_reason,
                "risk_scores": risk_scores,
                "selected_team": selected_team,
                "selected_team_id": selected_team_id,
                "server_metadata": server_metadata,
                "signed_up_at_millis": signed_up_at_millis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.server_user_oauth_providers_item import ServerUserOauthProvidersItem  # noqa: PLC0415
        from ..models.server_user_restricted_reason_type_0 import ServerUserRestrictedReasonType0  # noqa: PLC0415
        from ..models.server_user_risk_scores import ServerUserRiskScores  # noqa: PLC0415
        from ..models.server_user_selected_team_type_0 import ServerUserSelectedTeamType0  # noqa: PLC0415

        d = dict(src_dict)
        auth_with_email = d.pop("auth_with_email")

        client_metadata = d.pop("client_metadata")

        client_read_only_metadata = d.pop("client_read_only_metadata")

        def _parse_country_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country_code = _parse_country_code(d.pop("country_code"))

        def _parse_display_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        display_name = _parse_display_name(d.pop("display_name"))

        has_password = d.pop("has_password")

        id = UUID(d.pop("id"))

        is_anonymous = d.pop("is_anonymous")

        is_restricted = d.pop("is_restricted")

        last_active_at_millis = d.pop("last_active_at_millis")

        oauth_providers = []
        _oauth_providers = d.pop("oauth_providers")
        for oauth_providers_item_data in _oauth_providers:
            oauth_providers_item = ServerUserOauthProvidersItem.from_dict(oauth_providers_item_data)

            oauth_providers.append(oauth_providers_item)

        otp_auth_enabled = d.pop("otp_auth_enabled")

        passkey_auth_enabled = d.pop("passkey_auth_enabled")

        def _parse_primary_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        primary_email = _parse_primary_email(d.pop("primary_email"))

        primary_email_auth_enabled = d.pop("primary_email_auth_enabled")

        primary_email_verified = d.pop("primary_email_verified")

        def _parse_profile_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        profile_image_url = _parse_profile_image_url(d.pop("profile_image_url"))

        requires_totp_mfa = d.pop("requires_totp_mfa")

        restricted_by_admin = d.pop("restricted_by_admin")

        def _parse_restricted_by_admin_private_details(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        restricted_by_admin_private_details = _parse_restricted_by_admin_private_details(
            d.pop("restricted_by_admin_private_details")
        )

        def _parse_restricted_by_admin_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        restricted_by_admin_reason = _parse_restricted_by_admin_reason(d.pop("restricted_by_admin_reason"))

        def _parse_restricted_reason(data: object) -> None | ServerUserRestrictedReasonType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                restricted_reason_type_0 = ServerUserRestrictedReasonType0.from_dict(data)

                return restricted_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ServerUserRestrictedReasonType0, data)

        restricted_reason = _parse_restricted_reason(d.pop("restricted_reason"))

        risk_scores = ServerUserRiskScores.from_dict(d.pop("risk_scores"))

        def _parse_selected_team(data: object) -> None | ServerUserSelectedTeamType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                selected_team_type_0 = ServerUserSelectedTeamType0.from_dict(data)

                return selected_team_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ServerUserSelectedTeamType0, data)

        selected_team = _parse_selected_team(d.pop("selected_team"))

        def _parse_selected_team_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                selected_team_id_type_0 = UUID(data)

                return selected_team_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        selected_team_id = _parse_selected_team_id(d.pop("selected_team_id"))

        server_metadata = d.pop("server_metadata")

        signed_up_at_millis = d.pop("signed_up_at_millis")

        server_user = cls(
            auth_with_email=auth_with_email,
            client_metadata=client_metadata,
            client_read_only_metadata=client_read_only_metadata,
            country_code=country_code,
            display_name=display_name,
            has_password=has_password,
            id=id,
            is_anonymous=is_anonymous,
            is_restricted=is_restricted,
            last_active_at_millis=last_active_at_millis,
            oauth_providers=oauth_providers,
            otp_auth_enabled=otp_auth_enabled,
            passkey_auth_enabled=passkey_auth_enabled,
            primary_email=primary_email,
            primary_email_auth_enabled=primary_email_auth_enabled,
            primary_email_verified=primary_email_verified,
            profile_image_url=profile_image_url,
            requires_totp_mfa=requires_totp_mfa,
            restricted_by_admin=restricted_by_admin,
            restricted_by_admin_private_details=restricted_by_admin_private_details,
            restricted_by_admin_reason=restricted_by_admin_reason,
            restricted_reason=restricted_reason,
            risk_scores=risk_scores,
            selected_team=selected_team,
            selected_team_id=selected_team_id,
            server_metadata=server_metadata,
            signed_up_at_millis=signed_up_at_millis,
        )

        server_user.additional_properties = d
        return server_user

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
