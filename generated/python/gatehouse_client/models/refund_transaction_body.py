from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="RefundTransactionBody")


@_attrs_define
class RefundTransactionBody:
    """
    Attributes:
        transaction_id (UUID):  Example: 7c0e1f7a-2b1d-4f6e-9a0d-5b3c2e1f0a9b.
    """

    transaction_id: UUID

    def to_dict(self) -> dict[str, Any]:
        transaction_id = str(self.transaction_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "transaction_id": transaction_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        transaction_id = UUID(d.pop("transaction_id"))

        refund_transaction_body = cls(
            transaction_id=transaction_id,
        )

        return refund_transaction_body
