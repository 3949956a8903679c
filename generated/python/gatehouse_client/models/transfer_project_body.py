from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="TransferProjectBody")


@_attrs_define
class TransferProjectBody:
    """
    Attributes:
        new_team_id (UUID): A team of the internal project the caller is a member of; its members administer the project
            from now on. Example: 6c1f7b1e-9d1e-4c3a-8b55-0f8a8d0c2e11.
        project_id (str): The project to move; the caller must hold team_admin in the team that owns it now. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    new_team_id: UUID
    project_id: str

    def to_dict(self) -> dict[str, Any]:
        new_team_id = str(self.new_team_id)

        project_id = self.project_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "new_team_id": new_team_id,
                "project_id": project_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        new_team_id = UUID(d.pop("new_team_id"))

        project_id = d.pop("project_id")

        transfer_project_body = cls(
            new_team_id=new_team_id,
            project_id=project_id,
        )

        return transfer_project_body
