from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rate_limit import RateLimit
    from ..models.rate_limit_settings_anonymous_sign_ups_per_ip import RateLimitSettingsAnonymousSignUpsPerIp
    from ..models.rate_limit_settings_api_key_creations_per_user import RateLimitSettingsApiKeyCreationsPerUser
    from ..models.rate_limit_settings_cli_polls_per_ip import RateLimitSettingsCliPollsPerIp
    from ..models.rate_limit_settings_code_checks_per_ip import RateLimitSettingsCodeChecksPerIp
    from ..models.rate_limit_settings_code_sends_per_ip import RateLimitSettingsCodeSendsPerIp
    from ..models.rate_limit_settings_emails_per_address import RateLimitSettingsEmailsPerAddress
    from ..models.rate_limit_settings_failed_key_checks_per_ip import RateLimitSettingsFailedKeyChecksPerIp
    from ..models.rate_limit_settings_password_resets_per_ip import RateLimitSettingsPasswordResetsPerIp
    from ..models.rate_limit_settings_refreshes_per_ip import RateLimitSettingsRefreshesPerIp
    from ..models.rate_limit_settings_sign_ins_per_ip import RateLimitSettingsSignInsPerIp
    from ..models.rate_limit_settings_sign_ups_per_ip import RateLimitSettingsSignUpsPerIp
    from ..models.rate_limit_settings_stripe_calls_per_user import RateLimitSettingsStripeCallsPerUser
    from ..models.rate_limit_settings_team_creations_per_user import RateLimitSettingsTeamCreationsPerUser
    from ..models.rate_limit_settings_totp_failures_per_account import RateLimitSettingsTotpFailuresPerAccount


T = TypeVar("T", bound="RateLimitSettings")


@_attrs_define
class RateLimitSettings:
    """Rate limits of this project (Gatehouse addition). Keys left out take their defaults. The server setting
    GATEHOUSE_RATE_LIMITS=off switches all of them off.

        Attributes:
            anonymous_sign_ups_per_ip (RateLimitSettingsAnonymousSignUpsPerIp | Unset):
            api_key_creations_per_user (RateLimitSettingsApiKeyCreationsPerUser | Unset):
            cli_polls_per_ip (RateLimitSettingsCliPollsPerIp | Unset):
            code_checks_per_ip (RateLimitSettingsCodeChecksPerIp | Unset):
            code_sends_per_ip (RateLimitSettingsCodeSendsPerIp | Unset):
            emails_per_address (RateLimitSettingsEmailsPerAddress | Unset):
            failed_key_checks_per_ip (RateLimitSettingsFailedKeyChecksPerIp | Unset):
            password_failures_per_account (RateLimit | Unset): Consecutive wrong passwords per account (sign-in e-mail, or
                the user changing their password); then every attempt, even the right password, waits for the window to end. A
                success resets the count. Default: 10 per 900 s.
            password_resets_per_ip (RateLimitSettingsPasswordResetsPerIp | Unset):
            refreshes_per_ip (RateLimitSettingsRefreshesPerIp | Unset):
            sign_ins_per_ip (RateLimitSettingsSignInsPerIp | Unset):
            sign_ups_per_ip (RateLimitSettingsSignUpsPerIp | Unset):
            stripe_calls_per_user (RateLimitSettingsStripeCallsPerUser | Unset):
            team_creations_per_user (RateLimitSettingsTeamCreationsPerUser | Unset):
            totp_failures_per_account (RateLimitSettingsTotpFailuresPerAccount | Unset):
    """

    anonymous_sign_ups_per_ip: RateLimitSettingsAnonymousSignUpsPerIp | Unset = UNSET
    api_key_creations_per_user: RateLimitSettingsApiKeyCreationsPerUser | Unset = UNSET
    cli_polls_per_ip: RateLimitSettingsCliPollsPerIp | Unset = UNSET
    code_checks_per_ip: RateLimitSettingsCodeChecksPerIp | Unset = UNSET
    code_sends_per_ip: RateLimitSettingsCodeSendsPerIp | Unset = UNSET
    emails_per_address: RateLimitSettingsEmailsPerAddress | Unset = UNSET
    failed_key_checks_per_ip: RateLimitSettingsFailedKeyChecksPerIp | Unset = UNSET
    password_failures_per_account: RateLimit | Unset = UNSET
    password_resets_per_ip: RateLimitSettingsPasswordResetsPerIp | Unset = UNSET
    refreshes_per_ip: RateLimitSettingsRefreshesPerIp | Unset = UNSET
    sign_ins_per_ip: RateLimitSettingsSignInsPerIp | Unset = UNSET
    sign_ups_per_ip: RateLimitSettingsSignUpsPerIp | Unset = UNSET
    stripe_calls_per_user: RateLimitSettingsStripeCallsPerUser | Unset = UNSET
    team_creations_per_user: RateLimitSettingsTeamCreationsPerUser | Unset = UNSET
    totp_failures_per_account: RateLimitSettingsTotpFailuresPerAccount | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        anonymous_sign_ups_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.anonymous_sign_ups_per_ip, Unset):
            anonymous_sign_ups_per_ip = self.anonymous_sign_ups_per_ip.to_dict()

        api_key_creations_per_user: dict[str, Any] | Unset = UNSET
        if not isinstance(self.api_key_creations_per_user, Unset):
            api_key_creations_per_user = self.api_key_creations_per_user.to_dict()

        cli_polls_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cli_polls_per_ip, Unset):
            cli_polls_per_ip = self.cli_polls_per_ip.to_dict()

        code_checks_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.code_checks_per_ip, Unset):
            code_checks_per_ip = self.code_checks_per_ip.to_dict()

        code_sends_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.code_sends_per_ip, Unset):
            code_sends_per_ip = self.code_sends_per_ip.to_dict()

        emails_per_address: dict[str, Any] | Unset = UNSET
        if not isinstance(self.emails_per_address, Unset):
            emails_per_address = self.emails_per_address.to_dict()

        failed_key_checks_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.failed_key_checks_per_ip, Unset):
            failed_key_checks_per_ip = self.failed_key_checks_per_ip.to_dict()

        password_failures_per_account: dict[str, Any] | Unset = UNSET
        if not isinstance(self.password_failures_per_account, Unset):
            password_failures_per_account = self.password_failures_per_account.to_dict()

        password_resets_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.password_resets_per_ip, Unset):
            password_resets_per_ip = self.password_resets_per_ip.to_dict()

        refreshes_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.refreshes_per_ip, Unset):
            refreshes_per_ip = self.refreshes_per_ip.to_dict()

        sign_ins_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sign_ins_per_ip, Unset):
            sign_ins_per_ip = self.sign_ins_per_ip.to_dict()

        sign_ups_per_ip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sign_ups_per_ip, Unset):
            sign_ups_per_ip = self.sign_ups_per_ip.to_dict()

        stripe_calls_per_user: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stripe_calls_per_user, Unset):
            stripe_calls_per_user = self.stripe_calls_per_user.to_dict()

        team_creations_per_user: dict[str, Any] | Unset = UNSET
        if not isinstance(self.team_creations_per_user, Unset):
            team_creations_per_user = self.team_creations_per_user.to_dict()

        totp_failures_per_account: dict[str, Any] | Unset = UNSET
        if not isinstance(self.totp_failures_per_account, Unset):
            totp_failures_per_account = self.totp_failures_per_account.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if anonymous_sign_ups_per_ip is not UNSET:
            field_dict["anonymous_sign_ups_per_ip"] = anonymous_sign_ups_per_ip
        if api_key_creations_per_user is not UNSET:
            field_dict["api_key_creations_per_user"] = api_key_creations_per_user
        if cli_polls_per_ip is not UNSET:
            field_dict["cli_polls_per_ip"] = cli_polls_per_ip
        if code_checks_per_ip is not UNSET:
            field_dict["code_checks_per_ip"] = code_checks_per_ip
        if code_sends_per_ip is not UNSET:
            field_dict["code_sends_per_ip"] = code_sends_per_ip
        if emails_per_address is not UNSET:
            field_dict["emails_per_address"] = emails_per_address
        if failed_key_checks_per_ip is not UNSET:
            field_dict["failed_key_checks_per_ip"] = failed_key_checks_per_ip
        if password_failures_per_account is not UNSET:
            field_dict["password_failures_per_account"] = password_failures_per_account
        if password_resets_per_ip is not UNSET:
            field_dict["password_resets_per_ip"] = password_resets_per_ip
        if refreshes_per_ip is not UNSET:
            field_dict["refreshes_per_ip"] = refreshes_per_ip
        if sign_ins_per_ip is not UNSET:
            field_dict["sign_ins_per_ip"] = sign_ins_per_ip
        if sign_ups_per_ip is not UNSET:
            field_dict["sign_ups_per_ip"] = sign_ups_per_ip
        if stripe_calls_per_user is not UNSET:
            field_dict["stripe_calls_per_user"] = stripe_calls_per_user
        if team_creations_per_user is not UNSET:
            field_dict["team_creations_per_user"] = team_creations_per_user
        if totp_failures_per_account is not UNSET:
            field_dict["totp_failures_per_account"] = totp_failures_per_account

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rate_limit import RateLimit  # noqa: PLC0415
        from ..models.rate_limit_settings_anonymous_sign_ups_per_ip import RateLimitSettingsAnonymousSignUpsPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_api_key_creations_per_user import RateLimitSettingsApiKeyCreationsPerUser  # noqa: PLC0415
        from ..models.rate_limit_settings_cli_polls_per_ip import RateLimitSettingsCliPollsPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_code_checks_per_ip import RateLimitSettingsCodeChecksPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_code_sends_per_ip import RateLimitSettingsCodeSendsPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_emails_per_address import RateLimitSettingsEmailsPerAddress  # noqa: PLC0415
        from ..models.rate_limit_settings_failed_key_checks_per_ip import RateLimitSettingsFailedKeyChecksPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_password_resets_per_ip import RateLimitSettingsPasswordResetsPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_refreshes_per_ip import RateLimitSettingsRefreshesPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_sign_ins_per_ip import RateLimitSettingsSignInsPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_sign_ups_per_ip import RateLimitSettingsSignUpsPerIp  # noqa: PLC0415
        from ..models.rate_limit_settings_stripe_calls_per_user import RateLimitSettingsStripeCallsPerUser  # noqa: PLC0415
        from ..models.rate_limit_settings_team_creations_per_user import RateLimitSettingsTeamCreationsPerUser  # noqa: PLC0415
        from ..models.rate_limit_settings_totp_failures_per_account import RateLimitSettingsTotpFailuresPerAccount  # noqa: PLC0415

        d = dict(src_dict)
        _anonymous_sign_ups_per_ip = d.pop("anonymous_sign_ups_per_ip", UNSET)
        anonymous_sign_ups_per_ip: RateLimitSettingsAnonymousSignUpsPerIp | Unset
        if isinstance(_anonymous_sign_ups_per_ip, Unset):
            anonymous_sign_ups_per_ip = UNSET
        else:
            anonymous_sign_ups_per_ip = RateLimitSettingsAnonymousSignUpsPerIp.from_dict(_anonymous_sign_ups_per_ip)

        _api_key_creations_per_user = d.pop("api_key_creations_per_user", UNSET)
        api_key_creations_per_user: RateLimitSettingsApiKeyCreationsPerUser | Unset
        if isinstance(_api_key_creations_per_user, Unset):
            api_key_creations_per_user = UNSET
        else:
            api_key_creations_per_user = RateLimitSettingsApiKeyCreationsPerUser.from_dict(_api_key_creations_per_user)

        _cli_polls_per_ip = d.pop("cli_polls_per_ip", UNSET)
        cli_polls_per_ip: RateLimitSettingsCliPollsPerIp | Unset
        if isinstance(_cli_polls_per_ip, Unset):
            cli_polls_per_ip = UNSET
        else:
            cli_polls_per_ip = RateLimitSettingsCliPollsPerIp.from_dict(_cli_polls_per_ip)

        _code_checks_per_ip = d.pop("code_checks_per_ip", UNSET)
        code_checks_per_ip: RateLimitSettingsCodeChecksPerIp | Unset
        if isinstance(_code_checks_per_ip, Unset):
            code_checks_per_ip = UNSET
        else:
            code_checks_per_ip = RateLimitSettingsCodeChecksPerIp.from_dict(_code_checks_per_ip)

        _code_sends_per_ip = d.pop("code_sends_per_ip", UNSET)
        code_sends_per_ip: RateLimitSettingsCodeSendsPerIp | Unset
        if isinstance(_code_sends_per_ip, Unset):
            code_sends_per_ip = UNSET
        else:
            code_sends_per_ip = RateLimitSettingsCodeSendsPerIp.from_dict(_code_sends_per_ip)

        _emails_per_address = d.pop("emails_per_address", UNSET)
        emails_per_address: RateLimitSettingsEmailsPerAddress | Unset
        if isinstance(_emails_per_address, Unset):
            emails_per_address = UNSET
        else:
            emails_per_address = RateLimitSettingsEmailsPerAddress.from_dict(_emails_per_address)

        _failed_key_checks_per_ip = d.pop("failed_key_checks_per_ip", UNSET)
        failed_key_checks_per_ip: RateLimitSettingsFailedKeyChecksPerIp | Unset
        if isinstance(_failed_key_checks_per_ip, Unset):
            failed_key_checks_per_ip = UNSET
        else:
            failed_key_checks_per_ip = RateLimitSettingsFailedKeyChecksPerIp.from_dict(_failed_key_checks_per_ip)

        _password_failures_per_account = d.pop("password_failures_per_account", UNSET)
        password_failures_per_account: RateLimit | Unset
        if isinstance(_password_failures_per_account, Unset):
            password_failures_per_account = UNSET
        else:
            password_failures_per_account = RateLimit.from_dict(_password_failures_per_account)

        _password_resets_per_ip = d.pop("password_resets_per_ip", UNSET)
        password_resets_per_ip: RateLimitSettingsPasswordResetsPerIp | Unset
        if isinstance(_password_resets_per_ip, Unset):
            password_resets_per_ip = UNSET
        else:
            password_resets_per_ip = RateLimitSettingsPasswordResetsPerIp.from_dict(_password_resets_per_ip)

        _refreshes_per_ip = d.pop("refreshes_per_ip", UNSET)
        refreshes_per_ip: RateLimitSettingsRefreshesPerIp | Unset
        if isinstance(_refreshes_per_ip, Unset):
            refreshes_per_ip = UNSET
        else:
            refreshes_per_ip = RateLimitSettingsRefreshesPerIp.from_dict(_refreshes_per_ip)

        _sign_ins_per_ip = d.pop("sign_ins_per_ip", UNSET)
        sign_ins_per_ip: RateLimitSettingsSignInsPerIp | Unset
        if isinstance(_sign_ins_per_ip, Unset):
            sign_ins_per_ip = UNSET
        else:
            sign_ins_per_ip = RateLimitSettingsSignInsPerIp.from_dict(_sign_ins_per_ip)

        _sign_ups_per_ip = d.pop("sign_ups_per_ip", UNSET)
        sign_ups_per_ip: RateLimitSettingsSignUpsPerIp | Unset
        if isinstance(_sign_ups_per_ip, Unset):
            sign_ups_per_ip = UNSET
        else:
            sign_ups_per_ip = RateLimitSettingsSignUpsPerIp.from_dict(_sign_ups_per_ip)

        _stripe_calls_per_user = d.pop("stripe_calls_per_user", UNSET)
        stripe_calls_per_user: RateLimitSettingsStripeCallsPerUser | Unset
        if isinstance(_stripe_calls_per_user, Unset):
            stripe_calls_per_user = UNSET
        else:
            stripe_calls_per_user = RateLimitSettingsStripeCallsPerUser.from_dict(_stripe_calls_per_user)

        _team_creations_per_user = d.pop("team_creations_per_user", UNSET)
        team_creations_per_user: RateLimitSettingsTeamCreationsPerUser | Unset
        if isinstance(_team_creations_per_user, Unset):
            team_creations_per_user = UNSET
        else:
            team_creations_per_user = RateLimitSettingsTeamCreationsPerUser.from_dict(_team_creations_per_user)

        _totp_failures_per_account = d.pop("totp_failures_per_account", UNSET)
        totp_failures_per_account: RateLimitSettingsTotpFailuresPerAccount | Unset
        if isinstance(_totp_failures_per_account, Unset):
            totp_failures_per_account = UNSET
        else:
            totp_failures_per_account = RateLimitSettingsTotpFailuresPerAccount.from_dict(_totp_failures_per_account)

        rate_limit_settings = cls(
            anonymous_sign_ups_per_ip=anonymous_sign_ups_per_ip,
            api_key_creations_per_user=api_key_creations_per_user,
            cli_polls_per_ip=cli_polls_per_ip,
            code_checks_per_ip=code_checks_per_ip,
            code_sends_per_ip=code_sends_per_ip,
            emails_per_address=emails_per_address,
            failed_key_checks_per_ip=failed_key_checks_per_ip,
            password_failures_per_account=password_failures_per_account,
            password_resets_per_ip=password_resets_per_ip,
            refreshes_per_ip=refreshes_per_ip,
            sign_ins_per_ip=sign_ins_per_ip,
            sign_ups_per_ip=sign_ups_per_ip,
            stripe_calls_per_user=stripe_calls_per_user,
            team_creations_per_user=team_creations_per_user,
            totp_failures_per_account=totp_failures_per_account,
        )

        return rate_limit_settings
