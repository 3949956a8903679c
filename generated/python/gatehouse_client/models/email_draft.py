from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EmailDraft")


@_attrs_define
class EmailDraft:
    """
    Attributes:
        display_name (str):  Example: November newsletter.
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        sent_at_millis (int | None):
        theme_id (bool | None | UUID): A theme id; `false` for no theme; `null` for the project's theme.
        tsx_source (str):  Example: export function EmailTemplate({ user }) {
              return <p>Hello {user.displayName}!</p>;
            }.
    """

    display_name: str
    id: UUID
    sent_at_millis: int | None
    theme_id: bool | None | UUID
    tsx_source: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        id = str(self.id)

        sent_at_millis: int | None
        sent_at_millis = self.sent_at_millis

        theme_id: bool | None | str
        if isinstance(self.theme_id, UUID):
            theme_id = str(self.theme_id)
        else:
            theme_id = self.theme_id

        tsx_source = self.tsx_source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "display_name": display_name,
                "id": id,
                "sent_at_millis": sent_at_millis,
                "theme_id": theme_id,
                "tsx_source": tsx_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name")

        id = UUID(d.pop("id"))

        def _parse_sent_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        sent_at_millis = _parse_sent_at_millis(d.pop("sent_at_millis"))

        def _parse_theme_id(data: object) -> bool | None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                theme_id_type_0 = UUID(data)

                return theme_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | None | UUID, data)

        theme_id = _parse_theme_id(d.pop("theme_id"))

        tsx_source = d.pop("tsx_source")

        email_draft = cls(
            display_name=display_name,
            id=id,
            sent_at_millis=sent_at_millis,
            theme_id=theme_id,
            tsx_source=tsx_source,
        )

        email_draft.additional_properties = d
        return email_draft

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
