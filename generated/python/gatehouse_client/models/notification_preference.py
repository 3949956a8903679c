from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NotificationPreference")


@_attrs_define
class NotificationPreference:
    """
    Attributes:
        can_disable (bool): False for Transactional: sign-in codes, resets and verification always go out.
        enabled (bool):
        notification_category_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        notification_category_name (str):  Example: Marketing.
    """

    can_disable: bool
    enabled: bool
    notification_category_id: UUID
    notification_category_name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        can_disable = self.can_disable

        enabled = self.enabled

        notification_category_id = str(self.notification_category_id)

        notification_category_name = self.notification_category_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "can_disable": can_disable,
                "enabled": enabled,
                "notification_category_id": notification_category_id,
                "notification_category_name": notification_category_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        can_disable = d.pop("can_disable")

        enabled = d.pop("enabled")

        notification_category_id = UUID(d.pop("notification_category_id"))

        notification_category_name = d.pop("notification_category_name")

        notification_preference = cls(
            can_disable=can_disable,
            enabled=enabled,
            notification_category_id=notification_category_id,
            notification_category_name=notification_category_name,
        )

        notification_preference.additional_properties = d
        return notification_preference

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
