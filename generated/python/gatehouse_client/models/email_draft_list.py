from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.email_draft import EmailDraft


T = TypeVar("T", bound="EmailDraftList")


@_attrs_define
class EmailDraftList:
    """
    Attributes:
        drafts (list[EmailDraft]):
    """

    drafts: list[EmailDraft]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        drafts = []
        for drafts_item_data in self.drafts:
            drafts_item = drafts_item_data.to_dict()
            drafts.append(drafts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "drafts": drafts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_draft import EmailDraft  # noqa: PLC0415

        d = dict(src_dict)
        drafts = []
        _drafts = d.pop("drafts")
        for drafts_item_data in _drafts:
            drafts_item = EmailDraft.from_dict(drafts_item_data)

            drafts.append(drafts_item)

        email_draft_list = cls(
            drafts=drafts,
        )

        email_draft_list.additional_properties = d
        return email_draft_list

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
