from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsAnalyticsOverviewDailyClicksItem")


@_attrs_define
class MetricsAnalyticsOverviewDailyClicksItem:
    """
    Attributes:
        activity (int):
        date (str): A UTC day, YYYY-MM-DD. Example: 2026-11-28.
    """

    activity: int
    date: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        activity = self.activity

        date = self.date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "activity": activity,
                "date": date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activity = d.pop("activity")

        date = d.pop("date")

        metrics_analytics_overview_daily_clicks_item = cls(
            activity=activity,
            date=date,
        )

        metrics_analytics_overview_daily_clicks_item.additional_properties = d
        return metrics_analytics_overview_daily_clicks_item

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
