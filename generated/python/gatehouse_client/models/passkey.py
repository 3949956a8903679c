from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Passkey")


@_attrs_define
class Passkey:
    """
    Attributes:
        created_at_millis (int): When it was added, milliseconds since the epoch. Example: 1764000000000.
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        last_used_at_millis (int | None): The last sign-in with it, milliseconds since the epoch; null if never used.
            Example: 1764100000000.
        name (str): The user's name for it; by default "Passkey on <browser>, <system>" from where it was added.
            Example: Passkey on Chrome, macOS.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    created_at_millis: int
    id: UUID
    last_used_at_millis: int | None
    name: str
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at_millis = self.created_at_millis

        id = str(self.id)

        last_used_at_millis: int | None
        last_used_at_millis = self.last_used_at_millis

        name = self.name

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at_millis": created_at_millis,
                "id": id,
                "last_used_at_millis": last_used_at_millis,
                "name": name,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at_millis = d.pop("created_at_millis")

        id = UUID(d.pop("id"))

        def _parse_last_used_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_used_at_millis = _parse_last_used_at_millis(d.pop("last_used_at_millis"))

        name = d.pop("name")

        user_id = UUID(d.pop("user_id"))

        passkey = cls(
            created_at_millis=created_at_millis,
            id=id,
            last_used_at_millis=last_used_at_millis,
            name=name,
            user_id=user_id,
        )

        passkey.additional_properties = d
        return passkey

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
