from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SwitchPaymentsProductBody")


@_attrs_define
class SwitchPaymentsProductBody:
    """
    Attributes:
        from_product_id (str): The product the customer owns now. Example: basic-plan.
        to_product_id (str): The product to switch to: of the same catalog (catalogId). Example: pro-plan.
        price_id (str | Unset): The new product's price; required when it has more than one. Example: monthly.
    """

    from_product_id: str
    to_product_id: str
    price_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_product_id = self.from_product_id

        to_product_id = self.to_product_id

        price_id = self.price_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from_product_id": from_product_id,
                "to_product_id": to_product_id,
            }
        )
        if price_id is not UNSET:
            field_dict["price_id"] = price_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_product_id = d.pop("from_product_id")

        to_product_id = d.pop("to_product_id")

        price_id = d.pop("price_id", UNSET)

        switch_payments_product_body = cls(
            from_product_id=from_product_id,
            to_product_id=to_product_id,
            price_id=price_id,
        )

        return switch_payments_product_body
