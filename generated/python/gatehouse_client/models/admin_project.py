from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.project_config import ProjectConfig


T = TypeVar("T", bound="AdminProject")


@_attrs_define
class AdminProject:
    """
    Attributes:
        config (ProjectConfig):
        created_at_millis (int):
        description (str):  Example: Sign-in for the customer portal.
        display_name (str):  Example: My app.
        id (str):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        is_production_mode (bool):
        logo_full_url (None | str):
        logo_url (None | str):
        owner_team_id (None | str):
    """

    config: ProjectConfig
    created_at_millis: int
    description: str
    display_name: str
    id: str
    is_production_mode: bool
    logo_full_url: None | str
    logo_url: None | str
    owner_team_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        created_at_millis = self.created_at_millis

        description = self.description

        display_name = self.display_name

        id = self.id

        is_production_mode = self.is_production_mode

        logo_full_url: None | str
        logo_full_url = self.logo_full_url

        logo_url: None | str
        logo_url = self.logo_url

        owner_team_id: None | str
        owner_team_id = self.owner_team_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "created_at_millis": created_at_millis,
                "description": description,
                "display_name": display_name,
                "id": id,
                "is_production_mode": is_production_mode,
                "logo_full_url": logo_full_url,
                "logo_url": logo_url,
                "owner_team_id": owner_team_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.project_config import ProjectConfig  # noqa: PLC0415

        d = dict(src_dict)
        config = ProjectConfig.from_dict(d.pop("config"))

        created_at_millis = d.pop("created_at_millis")

        description = d.pop("description")

        display_name = d.pop("display_name")

        id = d.pop("id")

        is_production_mode = d.pop("is_production_mode")

        def _parse_logo_full_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        logo_full_url = _parse_logo_full_url(d.pop("logo_full_url"))

        def _parse_logo_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        logo_url = _parse_logo_url(d.pop("logo_url"))

        def _parse_owner_team_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_team_id = _parse_owner_team_id(d.pop("owner_team_id"))

        admin_project = cls(
            config=config,
            created_at_millis=created_at_millis,
            description=description,
            display_name=display_name,
            id=id,
            is_production_mode=is_production_mode,
            logo_full_url=logo_full_url,
            logo_url=logo_url,
            owner_team_id=owner_team_id,
        )

        admin_project.additional_properties = d
        return admin_project

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
