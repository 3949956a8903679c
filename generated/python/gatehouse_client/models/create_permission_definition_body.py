from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatePermissionDefinitionBody")


@_attrs_define
class CreatePermissionDefinitionBody:
    """
    Attributes:
        id (str): A permission id: lowercase letters, digits, ":" and "_"; system team permissions start with "$".
            Example: read:docs.
        contained_permission_ids (list[str] | Unset): Ids of permissions of the same scope that holding this one gives
            too. Must not lead back to this permission. Example: ['read:docs'].
        description (None | str | Unset):
    """

    id: str
    contained_permission_ids: list[str] | Unset = UNSET
    description: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        contained_permission_ids: list[str] | Unset = UNSET
        if not isinstance(self.contained_permission_ids, Unset):
            contained_permission_ids = self.contained_permission_ids

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if contained_permission_ids is not UNSET:
            field_dict["contained_permission_ids"] = contained_permission_ids
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        contained_permission_ids = cast(list[str], d.pop("contained_permission_ids", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        create_permission_definition_body = cls(
            id=id,
            contained_permission_ids=contained_permission_ids,
            description=description,
        )

        return create_permission_definition_body
