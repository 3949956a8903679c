from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateEmailThemeBody")


@_attrs_define
class UpdateEmailThemeBody:
    """
    Attributes:
        tsx_source (str): TSX source: exports EmailTemplate (and optionally subject and variables) or, for themes,
            EmailTheme. Each receives { user, project, variables, locale }: `locale` is the language the e-mail is sent in
            ('en' or 'de': the recipient's browser language for their own sign-in, reset and verification mails, else the
            project's default_locale), for templates that branch on it.
    """

    tsx_source: str

    def to_dict(self) -> dict[str, Any]:
        tsx_source = self.tsx_source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tsx_source": tsx_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tsx_source = d.pop("tsx_source")

        update_email_theme_body = cls(
            tsx_source=tsx_source,
        )

        return update_email_theme_body
