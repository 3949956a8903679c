from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsEmailOverviewDailyEmailsByStatusItem")


@_attrs_define
class MetricsEmailOverviewDailyEmailsByStatusItem:
    """
    Attributes:
        date (str): A UTC day, YYYY-MM-DD. Example: 2026-11-28.
        error (int):
        in_progress (int):
        ok (int):
    """

    date: str
    error: int
    in_progress: int
    ok: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date

        error = self.error

        in_progress = self.in_progress

        ok = self.ok

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "error": error,
                "in_progress": in_progress,
                "ok": ok,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = d.pop("date")

        error = d.pop("error")

        in_progress = d.pop("in_progress")

        ok = d.pop("ok")

        metrics_email_overview_daily_emails_by_status_item = cls(
            date=date,
            error=error,
            in_progress=in_progress,
            ok=ok,
        )

        metrics_email_overview_daily_emails_by_status_item.additional_properties = d
        return metrics_email_overview_daily_emails_by_status_item

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
