from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.metrics_analytics_overview import MetricsAnalyticsOverview
    from ..models.metrics_auth_overview import MetricsAuthOverview
    from ..models.metrics_daily_active_users_item import MetricsDailyActiveUsersItem
    from ..models.metrics_daily_users_item import MetricsDailyUsersItem
    from ..models.metrics_email_overview import MetricsEmailOverview
    from ..models.metrics_login_methods_item import MetricsLoginMethodsItem
    from ..models.metrics_payments_overview import MetricsPaymentsOverview
    from ..models.metrics_users_by_country import MetricsUsersByCountry
    from ..models.server_user import ServerUser


T = TypeVar("T", bound="Metrics")


@_attrs_define
class Metrics:
    """
    Attributes:
        analytics_overview (MetricsAnalyticsOverview): Gatehouse records no page analytics: every figure is 0, daily
            lists are zero-filled over the 30 days, other lists empty, top_region null.
        auth_overview (MetricsAuthOverview):
        daily_active_users (list[MetricsDailyActiveUsersItem]): Active users per UTC day, the 30 days ending today,
            oldest first, zero-filled. A user is active on a day when their last_active_at moved that day: sign-up, sign-in,
            token refresh or any authenticated request (recorded once per user and day). Deleted users leave the counts.
        daily_users (list[MetricsDailyUsersItem]): Sign-ups per UTC day (signed_up_at), the 30 days ending today, oldest
            first, 0 for a day without any.
        email_overview (MetricsEmailOverview):
        login_methods (list[MetricsLoginMethodsItem]): How many users can sign in with each method: password, otp
            (e-mailed code or magic link), passkey, then each OAuth provider linked to at least one user, by provider config
            id. A user with several methods counts once for each. Example: [{'count': 10, 'method': 'password'}, {'count':
            2, 'method': 'otp'}, {'count': 0, 'method': 'passkey'}, {'count': 4, 'method': 'github'}].
        payments_overview (MetricsPaymentsOverview): Payments figures from the owned products, payment transactions and
            purchase links of the project. Money figures count only non-test transactions; counts include test purchases.
        recently_active (list[ServerUser]): The 10 most recently active users (last_active_at, newest first).
        recently_registered (list[ServerUser]): The 10 newest users (signed_up_at, newest first).
        total_users (int): Users of the project (anonymous ones only with include_anonymous=true). Example: 12.
        users_by_country (MetricsUsersByCountry): Users per country_code (ISO 3166-1 alpha-2). Gatehouse does not look
            up countries itself: only users whose country_code was set through the API are counted; {} when none. Example:
            {'DE': 3}.
    """

    analytics_overview: MetricsAnalyticsOverview
    auth_overview: MetricsAuthOverview
    daily_active_users: list[MetricsDailyActiveUsersItem]
    daily_users: list[MetricsDailyUsersItem]
    email_overview: MetricsEmailOverview
    login_methods: list[MetricsLoginMethodsItem]
    payments_overview: MetricsPaymentsOverview
    recently_active: list[ServerUser]
    recently_registered: list[ServerUser]
    total_users: int
    users_by_country: MetricsUsersByCountry
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        analytics_overview = self.analytics_overview.to_dict()

        auth_overview = self.auth_overview.to_dict()

        daily_active_users = []
        for daily_active_users_item_data in self.daily_active_users:
            daily_active_users_item = daily_active_users_item_data.to_dict()
            daily_active_users.append(daily_active_users_item)

        daily_users = []
        for daily_users_item_data in self.daily_users:
            daily_users_item = daily_users_item_data.to_dict()
            daily_users.append(daily_users_item)

        email_overview = self.email_overview.to_dict()

        login_methods = []
        for login_methods_item_data in self.login_methods:
            login_methods_item = login_methods_item_data.to_dict()
            login_methods.append(login_methods_item)

        payments_overview = self.payments_overview.to_dict()

        recently_active = []
        for recently_active_item_data in self.recently_active:
            recently_active_item = recently_active_item_data.to_dict()
            recently_active.append(recently_active_item)

        recently_registered = []
        for recently_registered_item_data in self.recently_registered:
            recently_registered_item = recently_registered_item_data.to_dict()
            recently_registered.append(recently_registered_item)

        total_users = self.total_users

        users_by_country = self.users_by_country.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "analytics_overview": analytics_overview,
                "auth_overview": auth_overview,
                "daily_active_users": daily_active_users,
                "daily_users": daily_users,
                "email_overview": email_overview,
                "login_methods": login_methods,
                "payments_overview": payments_overview,
                "recently_active": recently_active,
                "recently_registered": recently_registered,
                "total_users": total_users,
                "users_by_country": users_by_country,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metrics_analytics_overview import MetricsAnalyticsOverview  # noqa: PLC0415
        from ..models.metrics_auth_overview import MetricsAuthOverview  # noqa: PLC0415
        from ..models.metrics_daily_active_users_item import MetricsDailyActiveUsersItem  # noqa: PLC0415
        from ..models.metrics_daily_users_item import MetricsDailyUsersItem  # noqa: PLC0415
        from ..models.metrics_email_overview import MetricsEmailOverview  # noqa: PLC0415
        from ..models.metrics_login_methods_item import MetricsLoginMethodsItem  # noqa: PLC0415
        from ..models.metrics_payments_overview import MetricsPaymentsOverview  # noqa: PLC0415
        from ..models.metrics_users_by_country import MetricsUsersByCountry  # noqa: PLC0415
        from ..models.server_user import ServerUser  # noqa: PLC0415

        d = dict(src_dict)
        analytics_overview = MetricsAnalyticsOverview.from_dict(d.pop("analytics_overview"))

        auth_overview = MetricsAuthOverview.from_dict(d.pop("auth_overview"))

        daily_active_users = []
        _daily_active_users = d.pop("daily_active_users")
        for daily_active_users_item_data in _daily_active_users:
            daily_active_users_item = MetricsDailyActiveUsersItem.from_dict(daily_active_users_item_data)

            daily_active_users.append(daily_active_users_item)

        daily_users = []
        _daily_users = d.pop("daily_users")
        for daily_users_item_data in _daily_users:
            daily_users_item = MetricsDailyUsersItem.from_dict(daily_users_item_data)

            daily_users.append(daily_users_item)

        email_overview = MetricsEmailOverview.from_dict(d.pop("email_overview"))

        login_methods = []
        _login_methods = d.pop("login_methods")
        for login_methods_item_data in _login_methods:
            login_methods_item = MetricsLoginMethodsItem.from_dict(login_methods_item_data)

            login_methods.append(login_methods_item)

        payments_overview = MetricsPaymentsOverview.from_dict(d.pop("payments_overview"))

        recently_active = []
        _recently_active = d.pop("recently_active")
        for recently_active_item_data in _recently_active:
            recently_active_item = ServerUser.from_dict(recently_active_item_data)

            recently_active.append(recently_active_item)

        recently_registered = []
        _recently_registered = d.pop("recently_registered")
        for recently_registered_item_data in _recently_registered:
            recently_registered_item = ServerUser.from_dict(recently_registered_item_data)

            recently_registered.append(recently_registered_item)

        total_users = d.pop("total_users")

        users_by_country = MetricsUsersByCountry.from_dict(d.pop("users_by_country"))

        metrics = cls(
            analytics_overview=analytics_overview,
            auth_overview=auth_overview,
            daily_active_users=daily_active_users,
            daily_users=daily_users,
            email_overview=email_overview,
            login_methods=login_methods,
            payments_overview=payments_overview,
            recently_active=recently_active,
            recently_registered=recently_registered,
            total_users=total_users,
            users_by_country=users_by_country,
        )

        metrics.additional_properties = d
        return metrics

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
