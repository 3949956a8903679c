from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.send_email_body_notification_category_name import SendEmailBodyNotificationCategoryName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.send_email_body_variables import SendEmailBodyVariables


T = TypeVar("T", bound="SendEmailBody")


@_attrs_define
class SendEmailBody:
    """
    Attributes:
        all_users (bool | Unset):
        draft_id (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        html (str | Unset):
        notification_category_name (SendEmailBodyNotificationCategoryName | Unset): Default Transactional. Marketing
            mail is skipped for users who turned it off and carries an unsubscribe link.
        subject (str | Unset): Required with `html`; otherwise overrides the template's subject.
        template_id (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        theme_id (bool | None | Unset | UUID): Overrides the template's theme: a theme id, `false` for none, `null` for
            the project's theme.
        user_ids (list[UUID] | Unset):
        variables (SendEmailBodyVariables | Unset): Values for the template's declared variables (a missing or mistyped
            one is EMAIL_RENDERING_ERROR).
    """

    all_users: bool | Unset = UNSET
    draft_id: UUID | Unset = UNSET
    html: str | Unset = UNSET
    notification_category_name: SendEmailBodyNotificationCategoryName | Unset = UNSET
    subject: str | Unset = UNSET
    template_id: UUID | Unset = UNSET
    theme_id: bool | None | Unset | UUID = UNSET
    user_ids: list[UUID] | Unset = UNSET
    variables: SendEmailBodyVariables | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        all_users = self.all_users

        draft_id: str | Unset = UNSET
        if not isinstance(self.draft_id, Unset):
            draft_id = str(self.draft_id)

        html = self.html

        notification_category_name: str | Unset = UNSET
        if not isinstance(self.notification_category_name, Unset):
            notification_category_name = self.notification_category_name.value

        subject = self.subject

        template_id: str | Unset = UNSET
        if not isinstance(self.template_id, Unset):
            template_id = str(self.template_id)

        theme_id: bool | None | str | Unset
        if isinstance(self.theme_id, Unset):
            theme_id = UNSET
        elif isinstance(self.theme_id, UUID):
            theme_id = str(self.theme_id)
        else:
            theme_id = self.theme_id

        user_ids: list[str] | Unset = UNSET
        if not isinstance(self.user_ids, Unset):
            user_ids = []
            for user_ids_item_data in self.user_ids:
                user_ids_item = str(user_ids_item_data)
                user_ids.append(user_ids_item)

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if all_users is not UNSET:
            field_dict["all_users"] = all_users
        if draft_id is not UNSET:
            field_dict["draft_id"] = draft_id
        if html is not UNSET:
            field_dict["html"] = html
        if notification_category_name is not UNSET:
            field_dict["notification_category_name"] = notification_category_name
        if subject is not UNSET:
            field_dict["subject"] = subject
        if template_id is not UNSET:
            field_dict["template_id"] = template_id
        if theme_id is not UNSET:
            field_dict["theme_id"] = theme_id
        if user_ids is not UNSET:
            field_dict["user_ids"] = user_ids
        if variables is not UNSET:
            field_dict["variables"] = variables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.send_email_body_variables import SendEmailBodyVariables  # noqa: PLC0415

        d = dict(src_dict)
        all_users = d.pop("all_users", UNSET)

        _draft_id = d.pop("draft_id", UNSET)
        draft_id: UUID | Unset
        if isinstance(_draft_id, Unset):
            draft_id = UNSET
        else:
            draft_id = UUID(_draft_id)

        html = d.pop("html", UNSET)

        _notification_category_name = d.pop("notification_category_name", UNSET)
        notification_category_name: SendEmailBodyNotificationCategoryName | Unset
        if isinstance(_notification_category_name, Unset):
            notification_category_name = UNSET
        else:
            notification_category_name = SendEmailBodyNotificationCategoryName(_notification_category_name)

        subject = d.pop("subject", UNSET)

        _template_id = d.pop("template_id", UNSET)
        template_id: UUID | Unset
        if isinstance(_template_id, Unset):
            template_id = UNSET
        else:
            template_id = UUID(_template_id)

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

        _user_ids = d.pop("user_ids", UNSET)
        user_ids: list[UUID] | Unset = UNSET
        if _user_ids is not UNSET:
            user_ids = []
            for user_ids_item_data in _user_ids:
                user_ids_item = UUID(user_ids_item_data)

                user_ids.append(user_ids_item)

        _variables = d.pop("variables", UNSET)
        variables: SendEmailBodyVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = SendEmailBodyVariables.from_dict(_variables)

        send_email_body = cls(
            all_users=all_users,
            draft_id=draft_id,
            html=html,
            notification_category_name=notification_category_name,
            subject=subject,
            template_id=template_id,
            theme_id=theme_id,
            user_ids=user_ids,
            variables=variables,
        )

        return send_email_body
