from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PaymentsOwnedProductSubscriptionType0")


@_attrs_define
class PaymentsOwnedProductSubscriptionType0:
    """
    Attributes:
        cancel_at_period_end (bool):
        current_period_end (None | str): ISO 8601, or null.
        is_cancelable (bool):
        subscription_id (str):
    """

    cancel_at_period_end: bool
    current_period_end: None | str
    is_cancelable: bool
    subscription_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cancel_at_period_end = self.cancel_at_period_end

        current_period_end: None | str
        current_period_end = self.current_period_end

        is_cancelable = self.is_cancelable

        subscription_id = self.subscription_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cancel_at_period_end": cancel_at_period_end,
                "current_period_end": current_period_end,
                "is_cancelable": is_cancelable,
                "subscription_id": subscription_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cancel_at_period_end = d.pop("cancel_at_period_end")

        def _parse_current_period_end(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current_period_end = _parse_current_period_end(d.pop("current_period_end"))

        is_cancelable = d.pop("is_cancelable")

        subscription_id = d.pop("subscription_id")

        payments_owned_product_subscription_type_0 = cls(
            cancel_at_period_end=cancel_at_period_end,
            current_period_end=current_period_end,
            is_cancelable=is_cancelable,
            subscription_id=subscription_id,
        )

        payments_owned_product_subscription_type_0.additional_properties = d
        return payments_owned_product_subscription_type_0

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
