from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EmailTheme")


@_attrs_define
class EmailTheme:
    """
    Attributes:
        display_name (str):  Example: Default light.
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        tsx_source (str):  Example: export function EmailTemplate({ user }) {
              return <p>Hello {user.displayName}!</p>;
            }.
    """

    display_name: str
    id: UUID
    tsx_source: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        id = str(self.id)

        tsx_source = self.tsx_source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "display_name": display_name,
                "id": id,
                "tsx_source": tsx_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name")

        id = UUID(d.pop("id"))

        tsx_source = d.pop("tsx_source")

        email_theme = cls(
            display_name=display_name,
            id=id,
            tsx_source=tsx_source,
        )

        email_theme.additional_properties = d
        return email_theme

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
