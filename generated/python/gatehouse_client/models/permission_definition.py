from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PermissionDefinition")


@_attrs_define
class PermissionDefinition:
    """
    Attributes:
        contained_permission_ids (list[str]): The permissions holding this one also gives, sorted by id (expanded
            transitively by `recursive=true` listings).
        id (str):  Example: read:docs.
        description (str | Unset): Left out when the definition has none. Example: Read the documents of the team..
    """

    contained_permission_ids: list[str]
    id: str
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contained_permission_ids = self.contained_permission_ids

        id = self.id

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "contained_permission_ids": contained_permission_ids,
                "id": id,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contained_permission_ids = cast(list[str], d.pop("contained_permission_ids"))

        id = d.pop("id")

        description = d.pop("description", UNSET)

        permission_definition = cls(
            contained_permission_ids=contained_permission_ids,
            id=id,
            description=description,
        )

        permission_definition.additional_properties = d
        return permission_definition

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
