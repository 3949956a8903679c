from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payments_owned_product_type import PaymentsOwnedProductType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payments_inline_product import PaymentsInlineProduct
    from ..models.payments_owned_product_subscription_type_0 import PaymentsOwnedProductSubscriptionType0
    from ..models.payments_owned_product_switch_options_item import PaymentsOwnedProductSwitchOptionsItem


T = TypeVar("T", bound="PaymentsOwnedProduct")


@_attrs_define
class PaymentsOwnedProduct:
    """
    Attributes:
        id (None | str): The config product id; null for an inline product.
        product (PaymentsInlineProduct): A product as the wire names it (wire-contract §9.21).
        quantity (int):
        subscription (None | PaymentsOwnedProductSubscriptionType0 | Unset):
        switch_options (list[PaymentsOwnedProductSwitchOptionsItem] | Unset):
        type_ (PaymentsOwnedProductType | Unset):
    """

    id: None | str
    product: PaymentsInlineProduct
    quantity: int
    subscription: None | PaymentsOwnedProductSubscriptionType0 | Unset = UNSET
    switch_options: list[PaymentsOwnedProductSwitchOptionsItem] | Unset = UNSET
    type_: PaymentsOwnedProductType | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.payments_owned_product_subscription_type_0 import PaymentsOwnedProductSubscriptionType0  # noqa: PLC0415

        id: None | str
        id = self.id

        product = self.product.to_dict()

        quantity = self.quantity

        subscription: dict[str, Any] | None | Unset
        if isinstance(self.subscription, Unset):
            subscription = UNSET
        elif isinstance(self.subscription, PaymentsOwnedProductSubscriptionType0):
            subscription = self.subscription.to_dict()
        else:
            subscription = self.subscription

        switch_options: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.switch_options, Unset):
            switch_options = []
            for switch_options_item_data in self.switch_options:
                switch_options_item = switch_options_item_data.to_dict()
                switch_options.append(switch_options_item)

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "product": product,
                "quantity": quantity,
            }
        )
        if subscription is not UNSET:
            field_dict["subscription"] = subscription
        if switch_options is not UNSET:
            field_dict["switch_options"] = switch_options
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_inline_product import PaymentsInlineProduct  # noqa: PLC0415
        from ..models.payments_owned_product_subscription_type_0 import PaymentsOwnedProductSubscriptionType0  # noqa: PLC0415
        from ..models.payments_owned_product_switch_options_item import PaymentsOwnedProductSwitchOptionsItem  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))

        product = PaymentsInlineProduct.from_dict(d.pop("product"))

        quantity = d.pop("quantity")

        def _parse_subscription(data: object) -> None | PaymentsOwnedProductSubscriptionType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                subscription_type_0 = PaymentsOwnedProductSubscriptionType0.from_dict(data)

                return subscription_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaymentsOwnedProductSubscriptionType0 | Unset, data)

        subscription = _parse_subscription(d.pop("subscription", UNSET))

        _switch_options = d.pop("switch_options", UNSET)
        switch_options: list[PaymentsOwnedProductSwitchOptionsItem] | Unset = UNSET
        if _switch_options is not UNSET:
            switch_options = []
            for switch_options_item_data in _switch_options:
                switch_options_item = PaymentsOwnedProductSwitchOptionsItem.from_dict(switch_options_item_data)

                switch_options.append(switch_options_item)

        _type_ = d.pop("type", UNSET)
        type_: PaymentsOwnedProductType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = PaymentsOwnedProductType(_type_)

        payments_owned_product = cls(
            id=id,
            product=product,
            quantity=quantity,
            subscription=subscription,
            switch_options=switch_options,
            type_=type_,
        )

        payments_owned_product.additional_properties = d
        return payments_owned_product

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
