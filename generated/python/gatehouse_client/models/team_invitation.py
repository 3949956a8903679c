from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TeamInvitation")


@_attrs_define
class TeamInvitation:
    """An invitation that can still be accepted (unused, unexpired).

    Attributes:
        expires_at_millis (int):
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        recipient_email (str):  Example: grace@example.com.
        team_display_name (str):  Example: Engineering.
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    expires_at_millis: int
    id: UUID
    recipient_email: str
    team_display_name: str
    team_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at_millis = self.expires_at_millis

        id = str(self.id)

        recipient_email = self.recipient_email

        team_display_name = self.team_display_name

        team_id = str(self.team_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at_millis": expires_at_millis,
                "id": id,
                "recipient_email": recipient_email,
                "team_display_name": team_display_name,
                "team_id": team_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at_millis = d.pop("expires_at_millis")

        id = UUID(d.pop("id"))

        recipient_email = d.pop("recipient_email")

        team_display_name = d.pop("team_display_name")

        team_id = UUID(d.pop("team_id"))

        team_invitation = cls(
            expires_at_millis=expires_at_millis,
            id=id,
            recipient_email=recipient_email,
            team_display_name=team_display_name,
            team_id=team_id,
        )

        team_invitation.additional_properties = d
        return team_invitation

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
