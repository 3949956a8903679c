from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdatePasswordBody")


@_attrs_define
class UpdatePasswordBody:
    """
    Attributes:
        new_password (str):  Example: correct horse battery staple.
        old_password (str):  Example: correct horse battery staple.
    """

    new_password: str
    old_password: str

    def to_dict(self) -> dict[str, Any]:
        new_password = self.new_password

        old_password = self.old_password

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "new_password": new_password,
                "old_password": old_password,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        new_password = d.pop("new_password")

        old_password = d.pop("old_password")

        update_password_body = cls(
            new_password=new_password,
            old_password=old_password,
        )

        return update_password_body
