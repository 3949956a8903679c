from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payments_inline_product import PaymentsInlineProduct


T = TypeVar("T", bound="GrantPaymentsProductBody")


@_attrs_define
class GrantPaymentsProductBody:
    """
    Attributes:
        product_id (str | Unset): A product of the payments config. Example: pro-plan.
        product_inline (PaymentsInlineProduct | Unset): A product as the wire names it (wire-contract §9.21).
        quantity (int | Unset): How many (stackable products only; default 1). Example: 1.
    """

    product_id: str | Unset = UNSET
    product_inline: PaymentsInlineProduct | Unset = UNSET
    quantity: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        product_id = self.product_id

        product_inline: dict[str, Any] | Unset = UNSET
        if not isinstance(self.product_inline, Unset):
            product_inline = self.product_inline.to_dict()

        quantity = self.quantity

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if product_id is not UNSET:
            field_dict["product_id"] = product_id
        if product_inline is not UNSET:
            field_dict["product_inline"] = product_inline
        if quantity is not UNSET:
            field_dict["quantity"] = quantity

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_inline_product import PaymentsInlineProduct  # noqa: PLC0415

        d = dict(src_dict)
        product_id = d.pop("product_id", UNSET)

        _product_inline = d.pop("product_inline", UNSET)
        product_inline: PaymentsInlineProduct | Unset
        if isinstance(_product_inline, Unset):
            product_inline = UNSET
        else:
            product_inline = PaymentsInlineProduct.from_dict(_product_inline)

        quantity = d.pop("quantity", UNSET)

        grant_payments_product_body = cls(
            product_id=product_id,
            product_inline=product_inline,
            quantity=quantity,
        )

        return grant_payments_product_body
