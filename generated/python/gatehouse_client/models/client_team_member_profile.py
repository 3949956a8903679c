from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClientTeamMemberProfile")


@_attrs_define
class ClientTeamMemberProfile:
    """
    Attributes:
        display_name (None | str): The member's name in this team, else the user's own display name.
        profile_image_url (None | str): The member's image in this team, else the user's own.
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    display_name: None | str
    profile_image_url: None | str
    team_id: UUID
    user_id: UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name: None | str
        display_name = self.display_name

        profile_image_url: None | str
        profile_image_url = self.profile_image_url

        team_id = str(self.team_id)

        user_id = str(self.user_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "display_name": display_name,
                "profile_image_url": profile_image_url,
                "team_id": team_id,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_display_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        display_name = _parse_display_name(d.pop("display_name"))

        def _parse_profile_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        profile_image_url = _parse_profile_image_url(d.pop("profile_image_url"))

        team_id = UUID(d.pop("team_id"))

        user_id = UUID(d.pop("user_id"))

        client_team_member_profile = cls(
            display_name=display_name,
            profile_image_url=profile_image_url,
            team_id=team_id,
            user_id=user_id,
        )

        client_team_member_profile.additional_properties = d
        return client_team_member_profile

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
