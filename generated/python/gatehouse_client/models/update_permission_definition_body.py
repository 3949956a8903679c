from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdatePermissionDefinitionBody")


@_attrs_define
class UpdatePermissionDefinitionBody:
    """
    Attributes:
        contained_permission_ids (list[str] | Unset): Replaces the contained permissions. Example: ['read:docs'].
        description (None | str | Unset): null removes the description.
        id (str | Unset): A new id: grants, contained references and default-permission settings follow the rename.
            Example: read:docs.
    """

    contained_permission_ids: list[str] | Unset = UNSET
    description: None | str | Unset = UNSET
    id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        contained_permission_ids: list[str] | Unset = UNSET
        if not isinstance(self.contained_permission_ids, Unset):
            contained_permission_ids = self.contained_permission_ids

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if contained_permission_ids is not UNSET:
            field_dict["contained_permission_ids"] = contained_permission_ids
        if description is not UNSET:
            field_dict["description"] = description
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contained_permission_ids = cast(list[str], d.pop("contained_permission_ids", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        id = d.pop("id", UNSET)

        update_permission_definition_body = cls(
            contained_permission_ids=contained_permission_ids,
            description=description,
            id=id,
        )

        return update_permission_definition_body
