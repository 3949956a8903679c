from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_event_type import WebhookEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhookEndpointBody")


@_attrs_define
class CreateWebhookEndpointBody:
    """
    Attributes:
        url (str):  Example: https://api.example.com/webhooks/gatehouse.
        description (str | Unset):  Example: Billing service.
        enabled (bool | Unset):
        event_types (list[WebhookEventType] | Unset): The event types sent to this endpoint; empty: every type. Example:
            ['user.created', 'user.deleted'].
    """

    url: str
    description: str | Unset = UNSET
    enabled: bool | Unset = UNSET
    event_types: list[WebhookEventType] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        description = self.description

        enabled = self.enabled

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if event_types is not UNSET:
            field_dict["event_types"] = event_types

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        description = d.pop("description", UNSET)

        enabled = d.pop("enabled", UNSET)

        _event_types = d.pop("event_types", UNSET)
        event_types: list[WebhookEventType] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = WebhookEventType(event_types_item_data)

                event_types.append(event_types_item)

        create_webhook_endpoint_body = cls(
            url=url,
            description=description,
            enabled=enabled,
            event_types=event_types,
        )

        return create_webhook_endpoint_body
