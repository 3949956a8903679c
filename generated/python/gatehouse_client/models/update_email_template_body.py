from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateEmailTemplateBody")


@_attrs_define
class UpdateEmailTemplateBody:
    """
    Attributes:
        tsx_source (str): TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes,
            EmailTheme. Each receives { user, project, variables, locale }: `locale` is the language the e-mail is sent in
            ('en' or 'de': the recipient's browser language for their own sign-in, reset and verification mails, else the
            project's default_locale), for templates that branch on it.
        theme_id (bool | None | Unset | UUID): A theme id; `false` for no theme; `null` for the project's theme.
    """

    tsx_source: str
    theme_id: bool | None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        tsx_source = self.tsx_source

        theme_id: bool | None | str | Unset
        if isinstance(self.theme_id, Unset):
            theme_id = UNSET
        elif isinstance(self.theme_id, UUID):
            theme_id = str(self.theme_id)
        else:
            theme_id = self.theme_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tsx_source": tsx_source,
            }
        )
        if theme_id is not UNSET:
            field_dict["theme_id"] = theme_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tsx_source = d.pop("tsx_source")

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

        update_email_template_body = cls(
            tsx_source=tsx_source,
            theme_id=theme_id,
        )

        return update_email_template_body
