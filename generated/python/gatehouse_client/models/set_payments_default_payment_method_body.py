from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetPaymentsDefaultPaymentMethodBody")


@_attrs_define
class SetPaymentsDefaultPaymentMethodBody:
    """
    Attributes:
        payment_method_id (str):  Example: pm_1Q0PsIJvEtkwdCNYMSaVuRz6.
    """

    payment_method_id: str

    def to_dict(self) -> dict[str, Any]:
        payment_method_id = self.payment_method_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payment_method_id": payment_method_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment_method_id = d.pop("payment_method_id")

        set_payments_default_payment_method_body = cls(
            payment_method_id=payment_method_id,
        )

        return set_payments_default_payment_method_body
