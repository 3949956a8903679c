from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsCONTAINEDPERMISSIONCYCLE")


@_attrs_define
class KnownErrorDetailsCONTAINEDPERMISSIONCYCLE:
    """The details of CONTAINED_PERMISSION_CYCLE.

    Attributes:
        cycle (list[str]): The loop the change would make, from the changed permission back to it. Example: ['editor',
            'reviewer', 'editor'].
        permission_id (str):  Example: editor.
    """

    cycle: list[str]
    permission_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cycle = self.cycle

        permission_id = self.permission_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cycle": cycle,
                "permission_id": permission_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cycle = cast(list[str], d.pop("cycle"))

        permission_id = d.pop("permission_id")

        known_error_details_containedpermissioncycle = cls(
            cycle=cycle,
            permission_id=permission_id,
        )

        known_error_details_containedpermissioncycle.additional_properties = d
        return known_error_details_containedpermissioncycle

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
