from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsDATAVAULTSTOREHASHEDKEYDOESNOTEXIST")


@_attrs_define
class KnownErrorDetailsDATAVAULTSTOREHASHEDKEYDOESNOTEXIST:
    """The details of DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST.

    Attributes:
        hashed_key (str):  Example: Gd3xk0pQm1vW8fJr2sTnYc6hLq9bA4eZ7uKoP5iRw0E.
        store_id (str):  Example: user-secrets.
    """

    hashed_key: str
    store_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hashed_key = self.hashed_key

        store_id = self.store_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hashed_key": hashed_key,
                "store_id": store_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hashed_key = d.pop("hashed_key")

        store_id = d.pop("store_id")

        known_error_details_datavaultstorehashedkeydoesnotexist = cls(
            hashed_key=hashed_key,
            store_id=store_id,
        )

        known_error_details_datavaultstorehashedkeydoesnotexist.additional_properties = d
        return known_error_details_datavaultstorehashedkeydoesnotexist

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
