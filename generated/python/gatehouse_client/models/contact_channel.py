from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.contact_channel_type import ContactChannelType

T = TypeVar("T", bound="ContactChannel")


@_attrs_define
class ContactChannel:
    """
    Attributes:
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        is_primary (bool):
        is_verified (bool):
        type_ (ContactChannelType):
        used_for_auth (bool): Whether the address signs in (password, magic link). At most one user of a project per
            address.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        value (str):  Example: ada@example.com.
    """

    id: UUID
    is_primary: bool
    is_verified: bool
    type_: ContactChannelType
    used_for_auth: bool
    user_id: UUID
    value: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        is_primary = self.is_primary

        is_verified = self.is_verified

        type_ = self.type_.value

        used_for_auth = self.used_for_auth

        user_id = str(self.user_id)

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "is_primary": is_primary,
                "is_verified": is_verified,
                "type": type_,
                "used_for_auth": used_for_auth,
                "user_id": user_id,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        is_primary = d.pop("is_primary")

        is_verified = d.pop("is_verified")

        type_ = ContactChannelType(d.pop("type"))

        used_for_auth = d.pop("used_for_auth")

        user_id = UUID(d.pop("user_id"))

        value = d.pop("value")

        contact_channel = cls(
            id=id,
            is_primary=is_primary,
            is_verified=is_verified,
            type_=type_,
            used_for_auth=used_for_auth,
            user_id=user_id,
            value=value,
        )

        contact_channel.additional_properties = d
        return contact_channel

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
