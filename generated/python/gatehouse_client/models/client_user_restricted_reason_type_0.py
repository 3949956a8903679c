from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.client_user_restricted_reason_type_0_type import ClientUserRestrictedReasonType0Type

T = TypeVar("T", bound="ClientUserRestrictedReasonType0")


@_attrs_define
class ClientUserRestrictedReasonType0:
    """Why the user is restricted; null when not restricted. Anonymous users are always restricted.

    Attributes:
        type_ (ClientUserRestrictedReasonType0Type):
    """

    type_: ClientUserRestrictedReasonType0Type
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClientUserRestrictedReasonType0Type(d.pop("type"))

        client_user_restricted_reason_type_0 = cls(
            type_=type_,
        )

        client_user_restricted_reason_type_0.additional_properties = d
        return client_user_restricted_reason_type_0

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
