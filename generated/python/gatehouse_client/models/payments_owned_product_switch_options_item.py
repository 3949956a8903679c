from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.payments_inline_product import PaymentsInlineProduct


T = TypeVar("T", bound="PaymentsOwnedProductSwitchOptionsItem")


@_attrs_define
class PaymentsOwnedProductSwitchOptionsItem:
    """
    Attributes:
        product (PaymentsInlineProduct): A product as the wire names it (wire-contract §9.21).
        product_id (str):
    """

    product: PaymentsInlineProduct
    product_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        product = self.product.to_dict()

        product_id = self.product_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "product": product,
                "product_id": product_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_inline_product import PaymentsInlineProduct  # noqa: PLC0415

        d = dict(src_dict)
        product = PaymentsInlineProduct.from_dict(d.pop("product"))

        product_id = d.pop("product_id")

        payments_owned_product_switch_options_item = cls(
            product=product,
            product_id=product_id,
        )

        payments_owned_product_switch_options_item.additional_properties = d
        return payments_owned_product_switch_options_item

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
