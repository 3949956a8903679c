from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsIDEMPOTENCYKEYREUSED")


@_attrs_define
class KnownErrorDetailsIDEMPOTENCYKEYREUSED:
    """The details of IDEMPOTENCY_KEY_REUSED.

    Attributes:
        idempotency_key (str):  Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
    """

    idempotency_key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "idempotency_key": idempotency_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        idempotency_key = d.pop("idempotency_key")

        known_error_details_idempotencykeyreused = cls(
            idempotency_key=idempotency_key,
        )

        known_error_details_idempotencykeyreused.additional_properties = d
        return known_error_details_idempotencykeyreused

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
