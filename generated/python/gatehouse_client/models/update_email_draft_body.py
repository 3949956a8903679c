from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateEmailDraftBody")


@_attrs_define
class UpdateEmailDraftBody:
    """
    Attributes:
        display_name (str | Unset):
        theme_id (bool | None | Unset | UUID): A theme id; `false` for no theme; `null` for the project's theme.
        tsx_source (str | Unset): TSX source: exports EmailTemplate (and optionally subject and variables) or, for
            themes, EmailTheme. Each receives { user, project, variables, locale }: `locale` is the language the e-mail is
            sent in ('en' or 'de': the recipient's browser language for their own sign-in, reset and verification mails,
            else the project's default_locale), for templates that branch on it.
    """

    display_name: str | Unset = UNSET
    theme_id: bool | None | Unset | UUID = UNSET
    tsx_source: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        theme_id: bool | None | str | Unset
        if isinstance(self.theme_id, Unset):
            theme_id = UNSET
        elif isinstance(self.theme_id, UUID):
            theme_id = str(self.theme_id)
        else:
            theme_id = self.theme_id

        tsx_source = self.tsx_source

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if display_name is not UNSET:
            field_dict["display_name"] = display_name
        if theme_id is not UNSET:
            field_dict["theme_id"] = theme_id
        if tsx_source is not UNSET:
            field_dict["tsx_source"] = tsx_source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        display_name = d.pop("display_name", UNSET)

        def _parse_theme_id(data: object) -> bool | None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                theme_id_type_0 = UUID(data)

                return theme_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | None | Unset | UUID, data)

        theme_id = _parse_theme_id(d.pop("theme_id", UNSET))

        tsx_source = d.pop("tsx_source", UNSET)

        update_email_draft_body = cls(
            display_name=display_name,
            theme_id=theme_id,
            tsx_source=tsx_source,
        )

        return update_email_draft_body
