from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.client_project_config import ClientProjectConfig


T = TypeVar("T", bound="ClientProject")


@_attrs_define
class ClientProject:
    """
    Attributes:
        config (ClientProjectConfig): The public settings a sign-in page needs: which methods are on, and the trusted
            domains.
        display_name (str): The name your users see on hosted pages and in e-mails. Example: My app.
        id (str): The project id (x-stack-project-id). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    config: ClientProjectConfig
    display_name: str
    id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        display_name = self.display_name

        id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "display_name": display_name,
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.client_project_config import ClientProjectConfig  # noqa: PLC0415

        d = dict(src_dict)
        config = ClientProjectConfig.from_dict(d.pop("config"))

        display_name = d.pop("display_name")

        id = d.pop("id")

        client_project = cls(
            config=config,
            display_name=display_name,
            id=id,
        )

        client_project.additional_properties = d
        return client_project

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
