from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.payments_payment_method_type_0 import PaymentsPaymentMethodType0


T = TypeVar("T", bound="PaymentsSetDefaultAnswer")


@_attrs_define
class PaymentsSetDefaultAnswer:
    """
    Attributes:
        default_payment_method (None | PaymentsPaymentMethodType0): A card as Stripe summarises it (never its number).
        success (bool):
    """

    default_payment_method: None | PaymentsPaymentMethodType0
    success: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.payments_payment_method_type_0 import PaymentsPaymentMethodType0  # noqa: PLC0415

        default_payment_method: dict[str, Any] | None
        if isinstance(self.default_payment_method, PaymentsPaymentMethodType0):
            default_payment_method = self.default_payment_method.to_dict()
        else:
            default_payment_method = self.default_payment_method

        success = self.success

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default_payment_method": default_payment_method,
                "success": success,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_payment_method_type_0 import PaymentsPaymentMethodType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_default_payment_method(data: object) -> None | PaymentsPaymentMethodType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_payments_payment_method_type_0 = PaymentsPaymentMethodType0.from_dict(data)

                return componentsschemas_payments_payment_method_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaymentsPaymentMethodType0, data)

        default_payment_method = _parse_default_payment_method(d.pop("default_payment_method"))

        success = d.pop("success")

        payments_set_default_answer = cls(
            default_payment_method=default_payment_method,
            success=success,
        )

        payments_set_default_answer.additional_properties = d
        return payments_set_default_answer

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
