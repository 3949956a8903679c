from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.send_test_email_body_email_config import SendTestEmailBodyEmailConfig


T = TypeVar("T", bound="SendTestEmailBody")


@_attrs_define
class SendTestEmailBody:
    """
    Attributes:
        email_config (SendTestEmailBodyEmailConfig):
        recipient_email (str):  Example: ada@example.com.
    """

    email_config: SendTestEmailBodyEmailConfig
    recipient_email: str

    def to_dict(self) -> dict[str, Any]:
        email_config = self.email_config.to_dict()

        recipient_email = self.recipient_email

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email_config": email_config,
                "recipient_email": recipient_email,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.send_test_email_body_email_config import SendTestEmailBodyEmailConfig  # noqa: PLC0415

        d = dict(src_dict)
        email_config = SendTestEmailBodyEmailConfig.from_dict(d.pop("email_config"))

        recipient_email = d.pop("recipient_email")

        send_test_email_body = cls(
            email_config=email_config,
            recipient_email=recipient_email,
        )

        return send_test_email_body
