from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SendTestEmailBodyEmailConfig")


@_attrs_define
class SendTestEmailBodyEmailConfig:
    """
    Attributes:
        host (str):
        password (str):
        port (int):
        sender_email (str):  Example: ada@example.com.
        sender_name (str):
        username (str):
    """

    host: str
    password: str
    port: int
    sender_email: str
    sender_name: str
    username: str

    def to_dict(self) -> dict[str, Any]:
        host = self.host

        password = self.password

        port = self.port

        sender_email = self.sender_email

        sender_name = self.sender_name

        username = self.username

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "host": host,
                "password": password,
                "port": port,
                "sender_email": sender_email,
                "sender_name": sender_name,
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

        username = d.pop("username")

        send_test_email_body_email_config = cls(
            host=host,
            password=password,
            port=port,
            sender_email=sender_email,
            sender_name=sender_name,
            username=username,
        )

        return send_test_email_body_email_config
