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
        host (str):
        password (str):
        port (int):
        sender_email (str):
        sender_name (str):
        type_ (EmailConfigType1Type):
        username (str):
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
