from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PaymentsInvoiceListItemsItem")


@_attrs_define
class PaymentsInvoiceListItemsItem:
    """
    Attributes:
        amount_due (str): A decimal string in the currency's units. Example: 9.99.
        amount_paid (str):  Example: 9.99.
        created_at_millis (int):
        currency (str):  Example: USD.
        hosted_invoice_url (None | str):
        id (str):  Example: in_1MtHbELkdIwHu7ixl4OzzPMv.
        status (None | str): draft, open, paid, uncollectible or void (Stripe's). Example: paid.
    """

    amount_due: str
    amount_paid: str
    created_at_millis: int
    currency: str
    hosted_invoice_url: None | str
    id: str
    status: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount_due = self.amount_due

        amount_paid = self.amount_paid

        created_at_millis = self.created_at_millis

        currency = self.currency

        hosted_invoice_url: None | str
        hosted_invoice_url = self.hosted_invoice_url

        id = self.id

        status: None | str
        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount_due": amount_due,
                "amount_paid": amount_paid,
                "created_at_millis": created_at_millis,
                "currency": currency,
                "hosted_invoice_url": hosted_invoice_url,
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount_due = d.pop("amount_due")

        amount_paid = d.pop("amount_paid")

        created_at_millis = d.pop("created_at_millis")

        currency = d.pop("currency")

        def _parse_hosted_invoice_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hosted_invoice_url = _parse_hosted_invoice_url(d.pop("hosted_invoice_url"))

        id = d.pop("id")

        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))

        payments_invoice_list_items_item = cls(
            amount_due=amount_due,
            amount_paid=amount_paid,
            created_at_millis=created_at_millis,
            currency=currency,
            hosted_invoice_url=hosted_invoice_url,
            id=id,
            status=status,
        )

        payments_invoice_list_items_item.additional_properties = d
        return payments_invoice_list_items_item

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
