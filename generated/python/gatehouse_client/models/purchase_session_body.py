from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PurchaseSessionBody")


@_attrs_define
class PurchaseSessionBody:
    """
    Attributes:
        full_code (str): The `<projectId>_<code>` of the purchase URL. Example:
            3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6.
        price_id (str):  Example: monthly.
        quantity (int | Unset):  Default: 1. Example: 1.
    """

    full_code: str
    price_id: str
    quantity: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        full_code = self.full_code

        price_id = self.price_id

        quantity = self.quantity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "full_code": full_code,
                "price_id": price_id,
            }
        )
        if quantity is not UNSET:
            field_dict["quantity"] = quantity

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        full_code = d.pop("full_code")

        price_id = d.pop("price_id")

        quantity = d.pop("quantity", UNSET)

        purchase_session_body = cls(
            full_code=full_code,
            price_id=price_id,
            quantity=quantity,
        )

        return purchase_session_body
