from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsPUBLISHABLECLIENTKEYREQUIREDFORPROJECT")


@_attrs_define
class KnownErrorDetailsPUBLISHABLECLIENTKEYREQUIREDFORPROJECT:
    """The details of PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT.

    Attributes:
        project_id (None | str):
    """

    project_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id: None | str
        project_id = self.project_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "project_id": project_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_project_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_id = _parse_project_id(d.pop("project_id"))

        known_error_details_publishableclientkeyrequiredforproject = cls(
            project_id=project_id,
        )

        known_error_details_publishableclientkeyrequiredforproject.additional_properties = d
        return known_error_details_publishableclientkeyrequiredforproject

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
