from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.project_config_update import ProjectConfigUpdate


T = TypeVar("T", bound="UpdateProjectBody")


@_attrs_define
class UpdateProjectBody:
    """
    Attributes:
        config (ProjectConfigUpdate | Unset):
        description (None | str | Unset):
        display_name (str | Unset):  Example: My app.
        is_production_mode (bool | Unset):
        logo_full_url (None | str | Unset):  Example: https://app.example.com/handler/email-verification.
        logo_url (None | str | Unset):  Example: https://app.example.com/handler/email-verification.
    """

    config: ProjectConfigUpdate | Unset = UNSET
    description: None | str | Unset = UNSET
    display_name: str | Unset = UNSET
    is_production_mode: bool | Unset = UNSET
    logo_full_url: None | str | Unset = UNSET
    logo_url: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        display_name = self.display_name

        is_production_mode = self.is_production_mode

        logo_full_url: None | str | Unset
        if isinstance(self.logo_full_url, Unset):
            logo_full_url = UNSET
        else:
            logo_full_url = self.logo_full_url

        logo_url: None | str | Unset
        if isinstance(self.logo_url, Unset):
            logo_url = UNSET
        else:
            logo_url = self.logo_url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if config is not UNSET:
            field_dict["config"] = config
        if description is not UNSET:
            field_dict["description"] = description
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if is_production_mode is not UNSET:
            field_dict["is_production_mode"] = is_production_mode
        if logo_full_url is not UNSET:
            field_dict["logo_full_url"] = logo_full_url
        if logo_url is not UNSET:
            field_dict["logo_url"] = logo_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.project_config_update import ProjectConfigUpdate  # noqa: PLC0415

        d = dict(src_dict)
        _config = d.pop("config", UNSET)
        config: ProjectConfigUpdate | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = ProjectConfigUpdate.from_dict(_config)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        display_name = d.pop("display_name", UNSET)

        is_production_mode = d.pop("is_production_mode", UNSET)

        def _parse_logo_full_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        logo_full_url = _parse_logo_full_url(d.pop("logo_full_url", UNSET))

        def _parse_logo_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        logo_url = _parse_logo_url(d.pop("logo_url", UNSET))

        update_project_body = cls(
            config=config,
            description=description,
            display_name=display_name,
            is_production_mode=is_production_mode,
            logo_full_url=logo_full_url,
            logo_url=logo_url,
        )

        return update_project_body
