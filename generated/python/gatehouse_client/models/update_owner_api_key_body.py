from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateOwnerApiKeyBody")


@_attrs_define
class UpdateOwnerApiKeyBody:
    """
    Attributes:
        description (str | Unset):
        revoked (bool | Unset): Revokes the key for good; there is no un-revoke.
    """

    description: str | Unset = UNSET
    revoked: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        revoked = self.revoked

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if revoked is not UNSET:
            field_dict["revoked"] = revoked

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description", UNSET)

        revoked = d.pop("revoked", UNSET)

        update_owner_api_key_body = cls(
            description=description,
            revoked=revoked,
        )

        return update_owner_api_key_body
