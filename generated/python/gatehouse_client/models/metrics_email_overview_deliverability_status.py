from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsEmailOverviewDeliverabilityStatus")


@_attrs_define
class MetricsEmailOverviewDeliverabilityStatus:
    """delivered = sent or kept_in_dev_inbox; bounced is always 0 (bounces are not tracked: the SMTP server accepting a
    message is all the outbox knows); error = failed; in_progress = queued.

        Attributes:
            bounced (int):
            delivered (int):
            error (int):
            in_progress (int):
    """

    bounced: int
    delivered: int
    error: int
    in_progress: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bounced = self.bounced

        delivered = self.delivered

        error = self.error

        in_progress = self.in_progress

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bounced": bounced,
                "delivered": delivered,
                "error": error,
                "in_progress": in_progress,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bounced = d.pop("bounced")

        delivered = d.pop("delivered")

        error = d.pop("error")

        in_progress = d.pop("in_progress")

        metrics_email_overview_deliverability_status = cls(
            bounced=bounced,
            delivered=delivered,
            error=error,
            in_progress=in_progress,
        )

        metrics_email_overview_deliverability_status.additional_properties = d
        return metrics_email_overview_deliverability_status

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
