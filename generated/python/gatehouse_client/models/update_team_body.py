from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateTeamBody")


@_attrs_define
class UpdateTeamBody:
    """
    Attributes:
        client_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        client_read_only_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact
            UTF-8 JSON. Example: {'plan': 'pro'}.
        display_name (str | Unset): At most 256 characters. Example: Ada's Team.
        profile_image_url (None | str | Unset): A data URL `data:image/(png|jpg|jpeg|gif|bmp|webp);base64,…` of under
            100 KB decoded (clients), or also an http(s) URL (server and admin). null removes it. Example:
            data:image/png;base64,iVBORw0KGgo=.
        server_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
    """

    client_metadata: Any | Unset = UNSET
    client_read_only_metadata: Any | Unset = UNSET
    display_name: str | Unset = UNSET
    profile_image_url: None | str | Unset = UNSET
    server_metadata: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        client_metadata = self.client_metadata

        client_read_only_metadata = self.client_read_only_metadata

        display_name = self.display_name

        profile_image_url: None | str | Unset
        if isinstance(self.profile_image_url, Unset):
            profile_image_url = UNSET
        else:
            profile_image_url = self.profile_image_url

        server_metadata = self.server_metadata

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if client_metadata is not UNSET:
            field_dict["client_metadata"] = client_metadata
        if client_read_only_metadata is not UNSET:
            field_dict["client_read_only_metadata"] = client_read_only_metadata
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if profile_image_url is not UNSET:
            field_dict["profile_image_url"] = profile_image_url
        if server_metadata is not UNSET:
            field_dict["server_metadata"] = server_metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_metadata = d.pop("client_metadata", UNSET)

        client_read_only_metadata = d.pop("client_read_only_metadata", UNSET)

        display_name = d.pop("display_name", UNSET)

        def _parse_profile_image_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        profile_image_url = _parse_profile_image_url(d.pop("profile_image_url", UNSET))

        server_metadata = d.pop("server_metadata", UNSET)

        update_team_body = cls(
            client_metadata=client_metadata,
            client_read_only_metadata=client_read_only_metadata,
            display_name=display_name,
            profile_image_url=profile_image_url,
            server_metadata=server_metadata,
        )

        return update_team_body
