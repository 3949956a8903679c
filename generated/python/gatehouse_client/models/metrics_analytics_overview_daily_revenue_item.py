from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsAnalyticsOverviewDailyRevenueItem")


@_attrs_define
class MetricsAnalyticsOverviewDailyRevenueItem:
    """
    Attributes:
        date (str): A UTC day, YYYY-MM-DD. Example: 2026-11-28.
        new_cents (int):
        refund_cents (int):
    """

    date: str
    new_cents: int
    refund_cents: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date

        new_cents = self.new_cents

        refund_cents = self.refund_cents

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "new_cents": new_cents,
                "refund_cents": refund_cents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = d.pop("date")

        new_cents = d.pop("new_cents")

        refund_cents = d.pop("refund_cents")

        metrics_analytics_overview_daily_revenue_item = cls(
            date=date,
            new_cents=new_cents,
            refund_cents=refund_cents,
        )

        metrics_analytics_overview_daily_revenue_item.additional_properties = d
        return metrics_analytics_overview_daily_revenue_item

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
