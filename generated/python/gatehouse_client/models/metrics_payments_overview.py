from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.metrics_payments_overview_daily_subscriptions_item import (
        MetricsPaymentsOverviewDailySubscriptionsItem,
    )
    from ..models.metrics_payments_overview_subscriptions_by_status import MetricsPaymentsOverviewSubscriptionsByStatus


T = TypeVar("T", bound="MetricsPaymentsOverview")


@_attrs_define
class MetricsPaymentsOverview:
    """Payments figures from the owned products, payment transactions and purchase links of the project. Money figures
    count only non-test transactions; counts include test purchases.

        Attributes:
            active_subscription_count (int): Subscriptions with status active (the same number as
                subscriptions_by_status.active). Test purchases included. Example: 12.
            checkout_conversion_rate (float): Purchase links (create-purchase-url) that completed a purchase ÷ purchase
                links created, test purchases included; 0 when none was created. Example: 0.98.
            daily_subscriptions (list[MetricsPaymentsOverviewDailySubscriptionsItem]): Subscriptions granted per UTC day,
                the 30 days ending today, oldest first, zero-filled. Test purchases included.
            mrr_cents (int): Monthly recurring revenue in USD cents: over the active subscriptions whose grant was not a
                test, the USD amount of their price × quantity normalised to a month (year ÷ 12, week × 52 ÷ 12, day × 365 ÷ 12,
                n-unit intervals ÷ n), in integers rounded down per distinct price amount and interval. Prices without a USD
                amount are not counted. Example: 12.
            revenue_cents (int): Revenue in USD cents: the sum of the USD charged_amount of every money_transfer entry of
                the non-test transactions (test_mode false), refunds (negative entries) subtracted. Test-mode transactions never
                count as money; amounts in other currencies are not converted. Example: 2999.
            subscriptions_by_status (MetricsPaymentsOverviewSubscriptionsByStatus): Subscriptions (owned products bought at
                a price with an interval, or through a Stripe subscription) per status: active, canceled (canceled at period
                end, still owned until then), ended (canceled now, refunded or expired). Every status is present, 0 when none.
                Test purchases included. Example: {'active': 3, 'canceled': 1, 'ended': 2}.
            total_one_time_purchases (int): Owned products that are not subscriptions, ever granted (hosted-page or Stripe
                purchases and server grants), whatever their status now. Test purchases included. Example: 12.
            total_orders (int): Transactions of type purchase (every grant: hosted-page and Stripe purchases and server
                grants), test ones included. Example: 12.
    """

    active_subscription_count: int
    checkout_conversion_rate: float
    daily_subscriptions: list[MetricsPaymentsOverviewDailySubscriptionsItem]
    mrr_cents: int
    revenue_cents: int
    subscriptions_by_status: MetricsPaymentsOverviewSubscriptionsByStatus
    total_one_time_purchases: int
    total_orders: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_subscription_count = self.active_subscription_count

        checkout_conversion_rate = self.checkout_conversion_rate

        daily_subscriptions = []
        for daily_subscriptions_item_data in self.daily_subscriptions:
            daily_subscriptions_item = daily_subscriptions_item_data.to_dict()
            daily_subscriptions.append(daily_subscriptions_item)

        mrr_cents = self.mrr_cents

        revenue_cents = self.revenue_cents

        subscriptions_by_status = self.subscriptions_by_status.to_dict()

        total_one_time_purchases = self.total_one_time_purchases

        total_orders = self.total_orders

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_subscription_count": active_subscription_count,
                "checkout_conversion_rate": checkout_conversion_rate,
                "daily_subscriptions": daily_subscriptions,
                "mrr_cents": mrr_cents,
                "revenue_cents": revenue_cents,
                "subscriptions_by_status": subscriptions_by_status,
                "total_one_time_purchases": total_one_time_purchases,
                "total_orders": total_orders,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metrics_payments_overview_daily_subscriptions_item import (
            MetricsPaymentsOverviewDailySubscriptionsItem,  # noqa: PLC0415
        )
        from ..models.metrics_payments_overview_subscriptions_by_status import (
            MetricsPaymentsOverviewSubscriptionsByStatus,  # noqa: PLC0415
        )

        d = dict(src_dict)
        active_subscription_count = d.pop("active_subscription_count")

        checkout_conversion_rate = d.pop("checkout_conversion_rate")

        daily_subscriptions = []
        _daily_subscriptions = d.pop("daily_subscriptions")
        for daily_subscriptions_item_data in _daily_subscriptions:
            daily_subscriptions_item = MetricsPaymentsOverviewDailySubscriptionsItem.from_dict(
                daily_subscriptions_item_data
            )

            daily_subscriptions.append(daily_subscriptions_item)

        mrr_cents = d.pop("mrr_cents")

        revenue_cents = d.pop("revenue_cents")

        subscriptions_by_status = MetricsPaymentsOverviewSubscriptionsByStatus.from_dict(
            d.pop("subscriptions_by_status")
        )

        total_one_time_purchases = d.pop("total_one_time_purchases")

        total_orders = d.pop("total_orders")

        metrics_payments_overview = cls(
            active_subscription_count=active_subscription_count,
            checkout_conversion_rate=checkout_conversion_rate,
            daily_subscriptions=daily_subscriptions,
            mrr_cents=mrr_cents,
            revenue_cents=revenue_cents,
            subscriptions_by_status=subscriptions_by_status,
            total_one_time_purchases=total_one_time_purchases,
            total_orders=total_orders,
        )

        metrics_payments_overview.additional_properties = d
        return metrics_payments_overview

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
