from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSessionBody")


@_attrs_define
class CreateSessionBody:
    """
    Attributes:
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        expires_in_millis (int | Unset):  Example: 86400000.
        is_impersonation (bool | Unset):
    """

    user_id: str
    expires_in_millis: int | Unset = UNSET
    is_impersonation: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        expires_in_millis = self.expires_in_millis

        is_impersonation = self.is_impersonation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
            }
        )
        if expires_in_millis is not UNSET:
            field_dict["expires_in_millis"] = expires_in_millis
        if is_impersonation is not UNSET:
            field_dict["is_impersonation"] = is_impersonation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        expires_in_millis = d.pop("expires_in_millis", UNSET)

        is_impersonation = d.pop("is_impersonation", UNSET)

        create_session_body = cls(
            user_id=user_id,
            expires_in_millis=expires_in_millis,
            is_impersonation=is_impersonation,
        )

        return create_session_body
