from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProjectConfigUserDefaultPermissionsItem")


@_attrs_define
class ProjectConfigUserDefaultPermissionsItem:
    """
    Attributes:
        id (str): A permission id: a defined permission or a system one such as team_admin.
    """

    id: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        project_config_user_default_permissions_item = cls(
            id=id,
        )

        return project_config_user_default_permissions_item
