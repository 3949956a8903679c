from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateTeamMemberProfileBody")


@_attrs_define
class UpdateTeamMemberProfileBody:
    """
    Attributes:
        display_name (None | str | Unset): The name in this team; null (or "") falls back to the user's own.
        profile_image_url (None | str | Unset): The image in this team: a data URL
            `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` under 100 KB (clients), or also an http(s) URL (server and
            admin); null falls back to the user's own. Example: data:image/png;base64,iVBORw0KGgo=.
    """

    display_name: None | str | Unset = UNSET
    profile_image_url: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        display_name: None | str | Unset
        if isinstance(self.display_name, Unset):
            display_name = UNSET
        else:
            display_name = self.display_name

        profile_image_url: None | str | Unset
        if isinstance(self.profile_image_url, Unset):
            profile_image_url = UNSET
        else:
            profile_image_url = self.profile_image_url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if profile_image_url is not UNSET:
            field_dict["profile_image_url"] = profile_image_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_display_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        display_name = _parse_display_name(d.pop("display_name", UNSET))

        def _parse_profile_image_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        profile_image_url = _parse_profile_image_url(d.pop("profile_image_url", UNSET))

        update_team_member_profile_body = cls(
            display_name=display_name,
            profile_image_url=profile_image_url,
        )

        return update_team_member_profile_body
