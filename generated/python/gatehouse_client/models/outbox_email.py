from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.outbox_email_status import OutboxEmailStatus

T = TypeVar("T", bound="OutboxEmail")


@_attrs_define
class OutboxEmail:
    """
    Attributes:
        attempts (int):
        created_at_millis (int):
        html (str):  Example: <p>Your code is <b>X7K2M9</b>.</p>.
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        last_error (None | str):
        notification_category_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        sent_at_millis (int | None):
        status (OutboxEmailStatus): `queued`: waiting for (another) delivery attempt; `sent`: accepted by the SMTP
            server; `failed`: gave up after the last retry (see `last_error`); `kept_in_dev_inbox`: no SMTP server is
            configured for the shared e-mail server, the mail is only kept here.
        subject (str):  Example: Your sign-in code.
        text (str):  Example: Your code is X7K2M9..
        to (str):  Example: ada@example.com.
        user_id (None | UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    attempts: int
    created_at_millis: int
    html: str
    id: UUID
    last_error: None | str
    notification_category_id: UUID
    sent_at_millis: int | None
    status: OutboxEmailStatus
    subject: str
    text: str
    to: str
    user_id: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        created_at_millis = self.created_at_millis

        html = self.html

        id = str(self.id)

        last_error: None | str
        last_error = self.last_error

        notification_category_id = str(self.notification_category_id)

        sent_at_millis: int | None
        sent_at_millis = self.sent_at_millis

        status = self.status.value

        subject = self.subject

        text = self.text

        to = self.to

        user_id: None | str
        if isinstance(self.user_id, UUID):
            user_id = str(self.user_id)
        else:
            user_id = self.user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts": attempts,
                "created_at_millis": created_at_millis,
                "html": html,
                "id": id,
                "last_error": last_error,
                "notification_category_id": notification_category_id,
                "sent_at_millis": sent_at_millis,
                "status": status,
                "subject": subject,
                "text": text,
                "to": to,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        created_at_millis = d.pop("created_at_millis")

        html = d.pop("html")

        id = UUID(d.pop("id"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        notification_category_id = UUID(d.pop("notification_category_id"))

        def _parse_sent_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        sent_at_millis = _parse_sent_at_millis(d.pop("sent_at_millis"))

        status = OutboxEmailStatus(d.pop("status"))

        subject = d.pop("subject")

        text = d.pop("text")

        to = d.pop("to")

        def _parse_user_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                user_id_type_0 = UUID(data)

                return user_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        user_id = _parse_user_id(d.pop("user_id"))

        outbox_email = cls(
            attempts=attempts,
            created_at_millis=created_at_millis,
            html=html,
            id=id,
            last_error=last_error,
            notification_category_id=notification_category_id,
            sent_at_millis=sent_at_millis,
            status=status,
            subject=subject,
            text=text,
            to=to,
            user_id=user_id,
        )

        outbox_email.additional_properties = d
        return outbox_email

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
