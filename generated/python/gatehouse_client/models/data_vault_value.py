from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DataVaultValue")


@_attrs_define
class DataVaultValue:
    """
    Attributes:
        encrypted_value (str): The value exactly as it was set. Example:
            v1.Zk3mQ0p8sWn2xYc7Lr4t.9bA4eZ7uKoP5iRw0EGd3xk0pQm1vW8fJr2sTnYc6hLq.
    """

    encrypted_value: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        encrypted_value = self.encrypted_value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "encrypted_value": encrypted_value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        encrypted_value = d.pop("encrypted_value")

        data_vault_value = cls(
            encrypted_value=encrypted_value,
        )

        data_vault_value.additional_properties = d
        return data_vault_value

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
