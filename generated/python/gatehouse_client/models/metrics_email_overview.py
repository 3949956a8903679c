from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.metrics_email_overview_daily_emails_by_status_item import MetricsEmailOverviewDailyEmailsByStatusItem
    from ..models.metrics_email_overview_daily_emails_item import MetricsEmailOverviewDailyEmailsItem
    from ..models.metrics_email_overview_deliverability_status import MetricsEmailOverviewDeliverabilityStatus
    from ..models.metrics_email_overview_emails_by_status import MetricsEmailOverviewEmailsByStatus
    from ..models.metrics_email_overview_recent_emails_item import MetricsEmailOverviewRecentEmailsItem


T = TypeVar("T", bound="MetricsEmailOverview")


@_attrs_define
class MetricsEmailOverview:
    """
    Attributes:
        bounce_rate (float): Always 0: bounces are not tracked. Example: 0.98.
        click_rate (float): Always 0: link clicks are not tracked. Example: 0.98.
        daily_emails (list[MetricsEmailOverviewDailyEmailsItem]): E-mails queued per UTC day (created_at), the 30 days
            ending today, zero-filled.
        daily_emails_by_status (list[MetricsEmailOverviewDailyEmailsByStatusItem]): The same days by current status: ok
            = sent or kept_in_dev_inbox, error = failed, in_progress = queued.
        deliverability_rate (float): delivered / (delivered + error), 0 when there are none. Example: 0.98.
        deliverability_status (MetricsEmailOverviewDeliverabilityStatus): delivered = sent or kept_in_dev_inbox; bounced
            is always 0 (bounces are not tracked: the SMTP server accepting a message is all the outbox knows); error =
            failed; in_progress = queued.
        emails_by_status (MetricsEmailOverviewEmailsByStatus): Outbox e-mails of the project per status: queued (not
            sent yet, perhaps retrying), sent (accepted by the SMTP server), failed (given up after the retries),
            kept_in_dev_inbox (not sent: development mode). Every status is present, 0 when none. Example: {'failed': 1,
            'kept_in_dev_inbox': 0, 'queued': 0, 'sent': 40}.
        emails_sent (int): E-mails accepted by the SMTP server (status sent). Example: 12.
        recent_emails (list[MetricsEmailOverviewRecentEmailsItem]): The 10 newest e-mails, newest first, with their
            outbox status.
        total_emails (int): Every e-mail in the outbox of the project. Example: 12.
    """

    bounce_rate: float
    click_rate: float
    daily_emails: list[MetricsEmailOverviewDailyEmailsItem]
    daily_emails_by_status: list[MetricsEmailOverviewDailyEmailsByStatusItem]
    deliverability_rate: float
    deliverability_status: MetricsEmailOverviewDeliverabilityStatus
    emails_by_status: MetricsEmailOverviewEmailsByStatus
    emails_sent: int
    recent_emails: list[MetricsEmailOverviewRecentEmailsItem]
    total_emails: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bounce_rate = self.bounce_rate

        click_rate = self.click_rate

        daily_emails = []
        for daily_emails_item_data in self.daily_emails:
            daily_emails_item = daily_emails_item_data.to_dict()
            daily_emails.append(daily_emails_item)

        daily_emails_by_status = []
        for daily_emails_by_status_item_data in self.daily_emails_by_status:
            daily_emails_by_status_item = daily_emails_by_status_item_data.to_dict()
            daily_emails_by_status.append(daily_emails_by_status_item)

        deliverability_rate = self.deliverability_rate

        deliverability_status = self.deliverability_status.to_dict()

        emails_by_status = self.emails_by_status.to_dict()

        emails_sent = self.emails_sent

        recent_emails = []
        for recent_emails_item_data in self.recent_emails:
            recent_emails_item = recent_emails_item_data.to_dict()
            recent_emails.append(recent_emails_item)

        total_emails = self.total_emails

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bounce_rate": bounce_rate,
                "click_rate": click_rate,
                "daily_emails": daily_emails,
                "daily_emails_by_status": daily_emails_by_status,
                "deliverability_rate": deliverability_rate,
                "deliverability_status": deliverability_status,
                "emails_by_status": emails_by_status,
                "emails_sent": emails_sent,
                "recent_emails": recent_emails,
                "total_emails": total_emails,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metrics_email_overview_daily_emails_by_status_item import (
            MetricsEmailOverviewDailyEmailsByStatusItem,  # noqa: PLC0415
        )
        from ..models.metrics_email_overview_daily_emails_item import MetricsEmailOverviewDailyEmailsItem  # noqa: PLC0415
        from ..models.metrics_email_overview_deliverability_status import MetricsEmailOverviewDeliverabilityStatus  # noqa: PLC0415
        from ..models.metrics_email_overview_emails_by_status import MetricsEmailOverviewEmailsByStatus  # noqa: PLC0415
        from ..models.metrics_email_overview_recent_emails_item import MetricsEmailOverviewRecentEmailsItem  # noqa: PLC0415

        d = dict(src_dict)
        bounce_rate = d.pop("bounce_rate")

        click_rate = d.pop("click_rate")

        daily_emails = []
        _daily_emails = d.pop("daily_emails")
        for daily_emails_item_data in _daily_emails:
            daily_emails_item = MetricsEmailOverviewDailyEmailsItem.from_dict(daily_emails_item_data)

            daily_emails.append(daily_emails_item)

        daily_emails_by_status = []
        _daily_emails_by_status = d.pop("daily_emails_by_status")
        for daily_emails_by_status_item_data in _daily_emails_by_status:
            daily_emails_by_status_item = MetricsEmailOverviewDailyEmailsByStatusItem.from_dict(
                daily_emails_by_status_item_data
            )

            daily_emails_by_status.append(daily_emails_by_status_item)

        deliverability_rate = d.pop("deliverability_rate")

        deliverability_status = MetricsEmailOverviewDeliverabilityStatus.from_dict(d.pop("deliverability_status"))

        emails_by_status = MetricsEmailOverviewEmailsByStatus.from_dict(d.pop("emails_by_status"))

        emails_sent = d.pop("emails_sent")

        recent_emails = []
        _recent_emails = d.pop("recent_emails")
        for recent_emails_item_data in _recent_emails:
            recent_emails_item = MetricsEmailOverviewRecentEmailsItem.from_dict(recent_emails_item_data)

            recent_emails.append(recent_emails_item)

        total_emails = d.pop("total_emails")

        metrics_email_overview = cls(
            bounce_rate=bounce_rate,
            click_rate=click_rate,
            daily_emails=daily_emails,
            daily_emails_by_status=daily_emails_by_status,
            deliverability_rate=deliverability_rate,
            deliverability_status=deliverability_status,
            emails_by_status=emails_by_status,
            emails_sent=emails_sent,
            recent_emails=recent_emails,
            total_emails=total_emails,
        )

        metrics_email_overview.additional_properties = d
        return metrics_email_overview

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
