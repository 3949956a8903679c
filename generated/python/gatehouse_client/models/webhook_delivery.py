from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_status import WebhookDeliveryStatus
from ..models.webhook_event_type import WebhookEventType

if TYPE_CHECKING:
    from ..models.webhook_delivery_payload import WebhookDeliveryPayload


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        attempts (int):
        created_at_millis (int):
        error (None | str):
        event_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        event_type (WebhookEventType):  Example: user.created.
        http_status (int | None):
        id (UUID): Also the `webhook-id` header of every attempt: stable per event and endpoint, for de-duplication.
            Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        last_attempt_at_millis (int | None):
        latency_ms (int | None):
        next_attempt_at_millis (int | None):
        payload (WebhookDeliveryPayload): The message body sent: `{type, timestamp, data}`.
        response_excerpt (None | str): The first 1,024 bytes of the last answer.
        status (WebhookDeliveryStatus):
    """

    attempts: int
    created_at_millis: int
    error: None | str
    event_id: UUID
    event_type: WebhookEventType
    http_status: int | None
    id: UUID
    last_attempt_at_millis: int | None
    latency_ms: int | None
    next_attempt_at_millis: int | None
    payload: WebhookDeliveryPayload
    response_excerpt: None | str
    status: WebhookDeliveryStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        created_at_millis = self.created_at_millis

        error: None | str
        error = self.error

        event_id = str(self.event_id)

        event_type = self.event_type.value

        http_status: int | None
        http_status = self.http_status

        id = str(self.id)

        last_attempt_at_millis: int | None
        last_attempt_at_millis = self.last_attempt_at_millis

        latency_ms: int | None
        latency_ms = self.latency_ms

        next_attempt_at_millis: int | None
        next_attempt_at_millis = self.next_attempt_at_millis

        payload = self.payload.to_dict()

        response_excerpt: None | str
        response_excerpt = self.response_excerpt

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts": attempts,
                "created_at_millis": created_at_millis,
                "error": error,
                "event_id": event_id,
                "event_type": event_type,
                "http_status": http_status,
                "id": id,
                "last_attempt_at_millis": last_attempt_at_millis,
                "latency_ms": latency_ms,
                "next_attempt_at_millis": next_attempt_at_millis,
                "payload": payload,
                "response_excerpt": response_excerpt,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_payload import WebhookDeliveryPayload  # noqa: PLC0415

        d = dict(src_dict)
        attempts = d.pop("attempts")

        created_at_millis = d.pop("created_at_millis")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        event_id = UUID(d.pop("event_id"))

        event_type = WebhookEventType(d.pop("event_type"))

        def _parse_http_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        http_status = _parse_http_status(d.pop("http_status"))

        id = UUID(d.pop("id"))

        def _parse_last_attempt_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_attempt_at_millis = _parse_last_attempt_at_millis(d.pop("last_attempt_at_millis"))

        def _parse_latency_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        latency_ms = _parse_latency_ms(d.pop("latency_ms"))

        def _parse_next_attempt_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_attempt_at_millis = _parse_next_attempt_at_millis(d.pop("next_attempt_at_millis"))

        payload = WebhookDeliveryPayload.from_dict(d.pop("payload"))

        def _parse_response_excerpt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        response_excerpt = _parse_response_excerpt(d.pop("response_excerpt"))

        status = WebhookDeliveryStatus(d.pop("status"))

        webhook_delivery = cls(
            attempts=attempts,
            created_at_millis=created_at_millis,
            error=error,
            event_id=event_id,
            event_type=event_type,
            http_status=http_status,
            id=id,
            last_attempt_at_millis=last_attempt_at_millis,
            latency_ms=latency_ms,
            next_attempt_at_millis=next_attempt_at_millis,
            payload=payload,
            response_excerpt=response_excerpt,
            status=status,
        )

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
