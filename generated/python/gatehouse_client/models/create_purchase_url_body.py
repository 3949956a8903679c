from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_purchase_url_body_customer_type import CreatePurchaseUrlBodyCustomerType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payments_inline_product import PaymentsInlineProduct


T = TypeVar("T", bound="CreatePurchaseUrlBody")


@_attrs_define
class CreatePurchaseUrlBody:
    """
    Attributes:
        customer_id (str):  Example: 3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        customer_type (CreatePurchaseUrlBodyCustomerType):  Example: user.
        product_id (str | Unset):  Example: pro.
        product_inline (PaymentsInlineProduct | Unset): A product as the wire names it (wire-contract §9.21).
        return_url (str | Unset):  Example: https://app.example.com/billing/done.
    """

    customer_id: str
    customer_type: CreatePurchaseUrlBodyCustomerType
    product_id: str | Unset = UNSET
    product_inline: PaymentsInlineProduct | Unset = UNSET
    return_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        customer_id = self.customer_id

        customer_type = self.customer_type.value

        product_id = self.product_id

        product_inline: dict[str, Any] | Unset = UNSET
        if not isinstance(self.product_inline, Unset):
            product_inline = self.product_inline.to_dict()

        return_url = self.return_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customer_id": customer_id,
                "customer_type": customer_type,
            }
        )
        if product_id is not UNSET:
            field_dict["product_id"] = product_id
        if product_inline is not UNSET:
            field_dict["product_inline"] = product_inline
        if return_url is not UNSET:
            field_dict["return_url"] = return_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_inline_product import PaymentsInlineProduct  # noqa: PLC0415

        d = dict(src_dict)
        customer_id = d.pop("customer_id")

        customer_type = CreatePurchaseUrlBodyCustomerType(d.pop("customer_type"))

        product_id = d.pop("product_id", UNSET)

        _product_inline = d.pop("product_inline", UNSET)
        product_inline: PaymentsInlineProduct | Unset
        if isinstance(_product_inline, Unset):
            product_inline = UNSET
        else:
            product_inline = PaymentsInlineProduct.from_dict(_product_inline)

        return_url = d.pop("return_url", UNSET)

        create_purchase_url_body = cls(
            customer_id=customer_id,
            customer_type=customer_type,
            product_id=product_id,
            product_inline=product_inline,
            return_url=return_url,
        )

        return create_purchase_url_body
