from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """
    Attributes:
        created_at (int): Milliseconds since the epoch.
        id (UUID): The session id; access tokens carry it as `refresh_token_id`. Example:
            8c2d4e1a-6b7f-4c3d-9e8a-1f2b3c4d5e6f.
        is_current_session (bool): Whether the access token of this request was minted from this session.
        is_impersonation (bool):
        last_used_at (int): Milliseconds since the epoch of the last sign-in or refresh.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    created_at: int
    id: UUID
    is_current_session: bool
    is_impersonation: bool
    last_used_at: int
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = str(self.id)

        is_current_session = self.is_current_session

        is_impersonation = self.is_impersonation

        last_used_at = self.last_used_at

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "is_current_session": is_current_session,
                "is_impersonation": is_impersonation,
                "last_used_at": last_used_at,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = UUID(d.pop("id"))

        is_current_session = d.pop("is_current_session")

        is_impersonation = d.pop("is_impersonation")

        last_used_at = d.pop("last_used_at")

        user_id = UUID(d.pop("user_id"))

        session = cls(
            created_at=created_at,
            id=id,
            is_current_session=is_current_session,
            is_impersonation=is_impersonation,
            last_used_at=last_used_at,
            user_id=user_id,
        )

        session.additional_properties = d
        return session

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
