from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsPRODUCTNOTOWNED")


@_attrs_define
class KnownErrorDetailsPRODUCTNOTOWNED:
    """The details of PRODUCT_NOT_OWNED.

    Attributes:
        customer_id (str):  Example: 3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        product_id (str):  Example: pro-plan.
    """

    customer_id: str
    product_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer_id = self.customer_id

        product_id = self.product_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer_id": customer_id,
                "product_id": product_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = d.pop("customer_id")

        product_id = d.pop("product_id")

        known_error_details_productnotowned = cls(
            customer_id=customer_id,
            product_id=product_id,
        )

        known_error_details_productnotowned.additional_properties = d
        return known_error_details_productnotowned

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
