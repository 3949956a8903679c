from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_event_type import WebhookEventType

T = TypeVar("T", bound="WebhookEndpointWithSecret")


@_attrs_define
class WebhookEndpointWithSecret:
    """
    Attributes:
        created_at_millis (int):
        description (str):  Example: Billing service.
        enabled (bool):
        event_types (list[WebhookEventType]):
        failing (bool): True once a delivery failed after its whole retry schedule (about a day), until a delivery
            succeeds again.
        failing_since_millis (int | None):
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        previous_secret_valid_until_millis (int | None): After a rotation: until when the replaced secret also signs
            (both signatures are sent).
        updated_at_millis (int):
        url (str):  Example: https://api.example.com/webhooks/gatehouse.
        secret (str): The signing secret (Standard Webhooks `whsec_…`), shown in this answer only. Example:
            whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw.
    """

    created_at_millis: int
    description: str
    enabled: bool
    event_types: list[WebhookEventType]
    failing: bool
    failing_since_millis: int | None
    id: UUID
    previous_secret_valid_until_millis: int | None
    updated_at_millis: int
    url: str
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at_millis = self.created_at_millis

        description = self.description

        enabled = self.enabled

        event_types = []
        for event_types_item_data in self.event_types:
            event_types_item = event_types_item_data.value
            event_types.append(event_types_item)

        failing = self.failing

        failing_since_millis: int | None
        failing_since_millis = self.failing_since_millis

        id = str(self.id)

        previous_secret_valid_until_millis: int | None
        previous_secret_valid_until_millis = self.previous_secret_valid_until_millis

        updated_at_millis = self.updated_at_millis

        url = self.url

        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at_millis": created_at_millis,
                "description": description,
                "enabled": enabled,
                "event_types": event_types,
                "failing": failing,
                "failing_since_millis": failing_since_millis,
                "id": id,
                "previous_secret_valid_until_millis": previous_secret_valid_until_millis,
                "updated_at_millis": updated_at_millis,
                "url": url,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at_millis = d.pop("created_at_millis")

        description = d.pop("description")

        enabled = d.pop("enabled")

        event_types = []
        _event_types = d.pop("event_types")
        for event_types_item_data in _event_types:
            event_types_item = WebhookEventType(event_types_item_data)

            event_types.append(event_types_item)

        failing = d.pop("failing")

        def _parse_failing_since_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        failing_since_millis = _parse_failing_since_millis(d.pop("failing_since_millis"))

        id = UUID(d.pop("id"))

        def _parse_previous_secret_valid_until_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        previous_secret_valid_until_millis = _parse_previous_secret_valid_until_millis(
            d.pop("previous_secret_valid_until_millis")
        )

        updated_at_millis = d.pop("updated_at_millis")

        url = d.pop("url")

        secret = d.pop("secret")

        webhook_endpoint_with_secret = cls(
            created_at_millis=created_at_millis,
            description=description,
            enabled=enabled,
            event_types=event_types,
            failing=failing,
            failing_since_millis=failing_since_millis,
            id=id,
            previous_secret_valid_until_millis=previous_secret_valid_until_millis,
            updated_at_millis=updated_at_millis,
            url=url,
            secret=secret,
        )

        webhook_endpoint_with_secret.additional_properties = d
        return webhook_endpoint_with_secret

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
