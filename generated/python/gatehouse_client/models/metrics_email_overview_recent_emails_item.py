from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsEmailOverviewRecentEmailsItem")


@_attrs_define
class MetricsEmailOverviewRecentEmailsItem:
    """
    Attributes:
        created_at_millis (int):
        id (UUID):
        status (str):
        subject (str):
    """

    created_at_millis: int
    id: UUID
    status: str
    subject: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at_millis = self.created_at_millis

        id = str(self.id)

        status = self.status

        subject = self.subject

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at_millis": created_at_millis,
                "id": id,
                "status": status,
                "subject": subject,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at_millis = d.pop("created_at_millis")

        id = UUID(d.pop("id"))

        status = d.pop("status")

        subject = d.pop("subject")

        metrics_email_overview_recent_emails_item = cls(
            created_at_millis=created_at_millis,
            id=id,
            status=status,
            subject=subject,
        )

        metrics_email_overview_recent_emails_item.additional_properties = d
        return metrics_email_overview_recent_emails_item

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
