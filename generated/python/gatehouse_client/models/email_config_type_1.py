from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.email_config_type_1_type import EmailConfigType1Type

T = TypeVar("T", bound="EmailConfigType1")


@_attrs_define
class EmailConfigType1:
    """
    Attributes:
        host (str): SMTP server host name. It must resolve to a public address (private and loopback ones are refused
            unless the server sets GATEHOUSE_OUTBOUND_ALLOW_PRIVATE).
        password (str): SMTP password. Write-only: answers show a placeholder in its place, and sending that placeholder
            back keeps the stored password.
        port (int): SMTP port: 465 speaks TLS at once, others (587, 25) upgrade with STARTTLS when offered.
        sender_email (str): The From address, e.g. noreply@acme.com (your SMTP server must be allowed to send as it).
        sender_name (str): The From name your users see, e.g. "Acme".
        type_ (EmailConfigType1Type): standard: e-mails go through your SMTP server below, from your sender address.
        username (str): SMTP user name.
    """

    host: str
    password: str
    port: int
    sender_email: str
    sender_name: str
    type_: EmailConfigType1Type
    username: str

    def to_dict(self) -> dict[str, Any]:
        host = self.host

        password = self.password

        port = self.port

        sender_email = self.sender_email

        sender_name = self.sender_name

        type_ = self.type_.value

        username = self.username

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "host": host,
                "password": password,
                "port": port,
                "sender_email": sender_email,
                "sender_name": sender_name,
                "type": type_,
                "username": username,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        host = d.pop("host")

        password = d.pop("password")

        port = d.pop("port")

        sender_email = d.pop("sender_email")

        sender_name = d.pop("sender_name")

        type_ = EmailConfigType1Type(d.pop("type"))

        username = d.pop("username")

        email_config_type_1 = cls(
            host=host,
            password=password,
            port=port,
            sender_email=sender_email,
            sender_name=sender_name,
            type_=type_,
            username=username,
        )

        return email_config_type_1
