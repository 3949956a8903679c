from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PaymentsTransactionEntry")


@_attrs_define
class PaymentsTransactionEntry:
    """One of money_transfer {customer_type, customer_id, charged_amount, net_amount}, item_quantity_change {customer_type,
    customer_id, item_id, quantity}, product_grant {customer_type, customer_id, product_id, product, price_id, quantity,
    subscription_id?, one_time_purchase_id?}, product_revocation {quantity}, product_revocation_reversal {quantity};
    each with type, adjusted_transaction_id and adjusted_entry_index. Amounts are decimal strings.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payments_transaction_entry = cls()

        payments_transaction_entry.additional_properties = d
        return payments_transaction_entry

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
