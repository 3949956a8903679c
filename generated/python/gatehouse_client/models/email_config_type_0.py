from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.email_config_type_0_type import EmailConfigType0Type

T = TypeVar("T", bound="EmailConfigType0")


@_attrs_define
class EmailConfigType0:
    """
    Attributes:
        type_ (EmailConfigType0Type): shared (the default): e-mails go through the Gatehouse server's own SMTP settings,
            from its sender address.
    """

    type_: EmailConfigType0Type

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EmailConfigType0Type(d.pop("type"))

        email_config_type_0 = cls(
            type_=type_,
        )

        return email_config_type_0
