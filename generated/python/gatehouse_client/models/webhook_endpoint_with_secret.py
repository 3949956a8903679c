from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_endpoint_disabled_reason_type_1 import WebhookEndpointDisabledReasonType1
from ..models.webhook_endpoint_disabled_reason_type_2_type_1 import WebhookEndpointDisabledReasonType2Type1
from ..models.webhook_endpoint_disabled_reason_type_3_type_1 import WebhookEndpointDisabledReasonType3Type1
from ..models.webhook_event_type import WebhookEventType

T = TypeVar("T", bound="WebhookEndpointWithSecret")


@_attrs_define
class WebhookEndpointWithSecret:
    """
    Attributes:
        consecutive_failed_deliveries (int): Deliveries in a row that failed after their whole retry schedule; any
            success, or enabling or disabling by hand, resets it.
        created_at_millis (int):
        description (str):  Example: Billing service.
        disabled_at_millis (int | None): When Gatehouse disabled the endpoint (with disabled_reason).
        disabled_reason (None | WebhookEndpointDisabledReasonType1 | WebhookEndpointDisabledReasonType2Type1 |
            WebhookEndpointDisabledReasonType3Type1): Why Gatehouse disabled the endpoint: `consecutive_failed_deliveries`:
            that many deliveries in a row (the server setting, default 5) failed after their whole retry schedule. null:
            enabled, or disabled by hand. Enabling the endpoint (PATCH enabled:true) clears it.
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

    consecutive_failed_deliveries: int
    created_at_millis: int
    description: str
    disabled_at_millis: int | None
    disabled_reason: (
        None
        | WebhookEndpointDisabledReasonType1
        | WebhookEndpointDisabledReasonType2Type1
        | WebhookEndpointDisabledReasonType3Type1
    )
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
        consecutive_failed_deliveries = self.consecutive_failed_deliveries

        created_at_millis = self.created_at_millis

        description = self.description

        disabled_at_millis: int | None
        disabled_at_millis = self.disabled_at_millis

        disabled_reason: None | str
        if isinstance(self.disabled_reason, WebhookEndpointDisabledReasonType1):
            disabled_reason = self.disabled_reason.value
        elif isinstance(self.disabled_reason, WebhookEndpointDisabledReasonType2Type1):
            disabled_reason = self.disabled_reason.value
        elif isinstance(self.disabled_reason, WebhookEndpointDisabledReasonType3Type1):
            disabled_reason = self.disabled_reason.value
        else:
            disabled_reason = self.disabled_reason

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
                "consecutive_failed_deliveries": consecutive_failed_deliveries,
                "created_at_millis": created_at_millis,
                "description": description,
                "disabled_at_millis": disabled_at_millis,
                "disabled_reason": disabled_reason,
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
        consecutive_failed_deliveries = d.pop("consecutive_failed_deliveries")

        created_at_millis = d.pop("created_at_millis")

        description = d.pop("description")

        def _parse_disabled_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        disabled_at_millis = _parse_disabled_at_millis(d.pop("disabled_at_millis"))

        def _parse_disabled_reason(
            data: object,
        ) -> (
            None
            | WebhookEndpointDisabledReasonType1
            | WebhookEndpointDisabledReasonType2Type1
            | WebhookEndpointDisabledReasonType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_1 = WebhookEndpointDisabledReasonType1(data)

                return disabled_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_2_type_1 = WebhookEndpointDisabledReasonType2Type1(data)

                return disabled_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_reason_type_3_type_1 = WebhookEndpointDisabledReasonType3Type1(data)

                return disabled_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | WebhookEndpointDisabledReasonType1
                | WebhookEndpointDisabledReasonType2Type1
                | WebhookEndpointDisabledReasonType3Type1,
                data,
            )

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

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
            consecutive_failed_deliveries=consecutive_failed_deliveries,
            created_at_millis=created_at_millis,
            description=description,
            disabled_at_millis=disabled_at_millis,
            disabled_reason=disabled_reason,
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
