from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsEMAILTHEMEDOESNOTEXIST")


@_attrs_define
class KnownErrorDetailsEMAILTHEMEDOESNOTEXIST:
    """The details of EMAIL_THEME_DOES_NOT_EXIST.

    Attributes:
        theme_id (str):
    """

    theme_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        theme_id = self.theme_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "theme_id": theme_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        theme_id = d.pop("theme_id")

        known_error_details_emailthemedoesnotexist = cls(
            theme_id=theme_id,
        )

        known_error_details_emailthemedoesnotexist.additional_properties = d
        return known_error_details_emailthemedoesnotexist

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
