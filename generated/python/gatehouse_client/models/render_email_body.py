from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.render_email_body_variables import RenderEmailBodyVariables


T = TypeVar("T", bound="RenderEmailBody")


@_attrs_define
class RenderEmailBody:
    """
    Attributes:
        template_id (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        template_tsx_source (str | Unset): TSX source: exports EmailTemplate (and optionally subject and variables) or,
            for themes, EmailTheme. Each receives { user, project, variables, locale }: `locale` is the language the e-mail
            is sent in ('en' or 'de': the recipient's browser language for their own sign-in, reset and verification mails,
            else the project's default_locale), for templates that branch on it.
        theme_id (bool | None | Unset | UUID): A theme id; `false` for no theme; `null` for the project's theme.
        theme_tsx_source (str | Unset): TSX source: exports EmailTemplate (and optionally subject and variables) or, for
            themes, EmailTheme. Each receives { user, project, variables, locale }: `locale` is the language the e-mail is
            sent in ('en' or 'de': the recipient's browser language for their own sign-in, reset and verification mails,
            else the project's default_locale), for templates that branch on it.
        variables (RenderEmailBodyVariables | Unset): Values for the template's variables; missing ones are shown as
            placeholders.
    """

    template_id: UUID | Unset = UNSET
    template_tsx_source: str | Unset = UNSET
    theme_id: bool | None | Unset | UUID = UNSET
    theme_tsx_source: str | Unset = UNSET
    variables: RenderEmailBodyVariables | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        template_id: str | Unset = UNSET
        if not isinstance(self.template_id, Unset):
            template_id = str(self.template_id)

        template_tsx_source = self.template_tsx_source

        theme_id: bool | None | str | Unset
        if isinstance(self.theme_id, Unset):
            theme_id = UNSET
        elif isinstance(self.theme_id, UUID):
            theme_id = str(self.theme_id)
        else:
            theme_id = self.theme_id

        theme_tsx_source = self.theme_tsx_source

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if template_id is not UNSET:
            field_dict["template_id"] = template_id
        if template_tsx_source is not UNSET:
            field_dict["template_tsx_source"] = template_tsx_source
        if theme_id is not UNSET:
            field_dict["theme_id"] = theme_id
        if theme_tsx_source is not UNSET:
            field_dict["theme_tsx_source"] = theme_tsx_source
        if variables is not UNSET:
            field_dict["variables"] = variables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.render_email_body_variables import RenderEmailBodyVariables  # noqa: PLC0415

        d = dict(src_dict)
        _template_id = d.pop("template_id", UNSET)
        template_id: UUID | Unset
        if isinstance(_template_id, Unset):
            template_id = UNSET
        else:
            template_id = UUID(_template_id)

        template_tsx_source = d.pop("template_tsx_source", UNSET)

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

        theme_tsx_source = d.pop("theme_tsx_source", UNSET)

        _variables = d.pop("variables", UNSET)
        variables: RenderEmailBodyVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = RenderEmailBodyVariables.from_dict(_variables)

        render_email_body = cls(
            template_id=template_id,
            template_tsx_source=template_tsx_source,
            theme_id=theme_id,
            theme_tsx_source=theme_tsx_source,
            variables=variables,
        )

        return render_email_body
