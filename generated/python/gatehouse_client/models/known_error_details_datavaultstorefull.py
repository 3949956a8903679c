from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsDATAVAULTSTOREFULL")


@_attrs_define
class KnownErrorDetailsDATAVAULTSTOREFULL:
    """The details of DATA_VAULT_STORE_FULL.

    Attributes:
        max_entries (int):  Example: 100000.
        store_id (str):  Example: user-secrets.
    """

    max_entries: int
    store_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_entries = self.max_entries

        store_id = self.store_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_entries": max_entries,
                "store_id": store_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_entries = d.pop("max_entries")

        store_id = d.pop("store_id")

        known_error_details_datavaultstorefull = cls(
            max_entries=max_entries,
            store_id=store_id,
        )

        known_error_details_datavaultstorefull.additional_properties = d
        return known_error_details_datavaultstorefull

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
