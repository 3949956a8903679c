from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.update_contact_channel_body_type import UpdateContactChannelBodyType
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateContactChannelBody")


@_attrs_define
class UpdateContactChannelBody:
    """
    Attributes:
        is_primary (bool | Unset):
        is_verified (bool | Unset): Server and admin only.
        type_ (UpdateContactChannelBodyType | Unset):
        used_for_auth (bool | Unset):
        value (str | Unset):  Example: ada@example.com.
    """

    is_primary: bool | Unset = UNSET
    is_verified: bool | Unset = UNSET
    type_: UpdateContactChannelBodyType | Unset = UNSET
    used_for_auth: bool | Unset = UNSET
    value: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        is_primary = self.is_primary

        is_verified = self.is_verified

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        used_for_auth = self.used_for_auth

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if is_primary is not UNSET:
            field_dict["is_primary"] = is_primary
        if is_verified is not UNSET:
            field_dict["is_verified"] = is_verified
        if type_ is not UNSET:
            field_dict["type"] = type_
        if used_for_auth is not UNSET:
            field_dict["used_for_auth"] = used_for_auth
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        is_primary = d.pop("is_primary", UNSET)

        is_verified = d.pop("is_verified", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: UpdateContactChannelBodyType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = UpdateContactChannelBodyType(_type_)

        used_for_auth = d.pop("used_for_auth", UNSET)

        value = d.pop("value", UNSET)

        update_contact_channel_body = cls(
            is_primary=is_primary,
            is_verified=is_verified,
            type_=type_,
            used_for_auth=used_for_auth,
            value=value,
        )

        return update_contact_channel_body
