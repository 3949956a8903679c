from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_contact_channel_body_type import CreateContactChannelBodyType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateContactChannelBody")


@_attrs_define
class CreateContactChannelBody:
    """
    Attributes:
        type_ (CreateContactChannelBodyType):
        used_for_auth (bool):
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        value (str):  Example: ada@example.com.
        is_primary (bool | Unset):
        is_verified (bool | Unset): Server and admin only.
    """

    type_: CreateContactChannelBodyType
    used_for_auth: bool
    user_id: str
    value: str
    is_primary: bool | Unset = UNSET
    is_verified: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        used_for_auth = self.used_for_auth

        user_id = self.user_id

        value = self.value

        is_primary = self.is_primary

        is_verified = self.is_verified

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "used_for_auth": used_for_auth,
                "user_id": user_id,
                "value": value,
            }
        )
        if is_primary is not UNSET:
            field_dict["is_primary"] = is_primary
        if is_verified is not UNSET:
            field_dict["is_verified"] = is_verified

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CreateContactChannelBodyType(d.pop("type"))

        used_for_auth = d.pop("used_for_auth")

        user_id = d.pop("user_id")

        value = d.pop("value")

        is_primary = d.pop("is_primary", UNSET)

        is_verified = d.pop("is_verified", UNSET)

        create_contact_channel_body = cls(
            type_=type_,
            used_for_auth=used_for_auth,
            user_id=user_id,
            value=value,
            is_primary=is_primary,
            is_verified=is_verified,
        )

        return create_contact_channel_body
