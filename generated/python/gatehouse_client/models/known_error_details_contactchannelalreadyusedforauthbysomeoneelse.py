from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE")


@_attrs_define
class KnownErrorDetailsCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE:
    """The details of CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE.

    Attributes:
        contact_channel_value (str):
        type_ (str):
        would_work_if_email_was_verified (bool):
    """

    contact_channel_value: str
    type_: str
    would_work_if_email_was_verified: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contact_channel_value = self.contact_channel_value

        type_ = self.type_

        would_work_if_email_was_verified = self.would_work_if_email_was_verified

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "contact_channel_value": contact_channel_value,
                "type": type_,
                "would_work_if_email_was_verified": would_work_if_email_was_verified,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contact_channel_value = d.pop("contact_channel_value")

        type_ = d.pop("type")

        would_work_if_email_was_verified = d.pop("would_work_if_email_was_verified")

        known_error_details_contactchannelalreadyusedforauthbysomeoneelse = cls(
            contact_channel_value=contact_channel_value,
            type_=type_,
            would_work_if_email_was_verified=would_work_if_email_was_verified,
        )

        known_error_details_contactchannelalreadyusedforauthbysomeoneelse.additional_properties = d
        return known_error_details_contactchannelalreadyusedforauthbysomeoneelse

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
