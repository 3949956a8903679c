from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClientTeam")


@_attrs_define
class ClientTeam:
    """A team as its members see it (client access). Never carries server-only fields.

    Attributes:
        client_metadata (Any): Any JSON value. Example: {'plan': 'pro'}.
        client_read_only_metadata (Any): Any JSON value. Example: {'plan': 'pro'}.
        display_name (str):  Example: Ada's Team.
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        profile_image_url (None | str):
    """

    client_metadata: Any
    client_read_only_metadata: Any
    display_name: str
    id: UUID
    profile_image_url: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_metadata = self.client_metadata

        client_read_only_metadata = self.client_read_only_metadata

        display_name = self.display_name

        id = str(self.id)

        profile_image_url: None | str
        profile_image_url = self.profile_image_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_metadata": client_metadata,
                "client_read_only_metadata": client_read_only_metadata,
                "display_name": display_name,
                "id": id,
                "profile_image_url": profile_image_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_metadata = d.pop("client_metadata")

        client_read_only_metadata = d.pop("client_read_only_metadata")

        display_name = d.pop("display_name")

        id = UUID(d.pop("id"))

        def _parse_profile_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        profile_image_url = _parse_profile_image_url(d.pop("profile_image_url"))

        client_team = cls(
            client_metadata=client_metadata,
            client_read_only_metadata=client_read_only_metadata,
            display_name=display_name,
            id=id,
            profile_image_url=profile_image_url,
        )

        client_team.additional_properties = d
        return client_team

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
