from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.payments_inline_product_customer_type import PaymentsInlineProductCustomerType
from ..models.payments_inline_product_free_trial_item_type_1 import PaymentsInlineProductFreeTrialItemType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payments_inline_product_included_items import PaymentsInlineProductIncludedItems
    from ..models.payments_inline_product_prices import PaymentsInlineProductPrices


T = TypeVar("T", bound="PaymentsInlineProduct")


@_attrs_define
class PaymentsInlineProduct:
    """A product as the wire names it (wire-contract §9.21).

    Attributes:
        customer_type (PaymentsInlineProductCustomerType):
        display_name (str):  Example: Pro plan.
        prices (PaymentsInlineProductPrices):  Example: {'monthly': {'USD': '9.99', 'interval': [1, 'month']}}.
        client_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        client_read_only_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact
            UTF-8 JSON. Example: {'plan': 'pro'}.
        free_trial (list[int | PaymentsInlineProductFreeTrialItemType1] | Unset):  Example: [1, 'month'].
        included_items (PaymentsInlineProductIncludedItems | Unset):
        server_metadata (Any | Unset): Any JSON value, at most 65536 bytes (64 KiB) when serialised as compact UTF-8
            JSON. Example: {'plan': 'pro'}.
        server_only (bool | Unset):  Default: True.
        stackable (bool | Unset):  Default: False.
    """

    customer_type: PaymentsInlineProductCustomerType
    display_name: str
    prices: PaymentsInlineProductPrices
    client_metadata: Any | Unset = UNSET
    client_read_only_metadata: Any | Unset = UNSET
    free_trial: list[int | PaymentsInlineProductFreeTrialItemType1] | Unset = UNSET
    included_items: PaymentsInlineProductIncludedItems | Unset = UNSET
    server_metadata: Any | Unset = UNSET
    server_only: bool | Unset = True
    stackable: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        customer_type = self.customer_type.value

        display_name = self.display_name

        prices = self.prices.to_dict()

        client_metadata = self.client_metadata

        client_read_only_metadata = self.client_read_only_metadata

        free_trial: list[int | str] | Unset = UNSET
        if not isinstance(self.free_trial, Unset):
            free_trial = []
            for free_trial_item_data in self.free_trial:
                free_trial_item: int | str
                if isinstance(free_trial_item_data, PaymentsInlineProductFreeTrialItemType1):
                    free_trial_item = free_trial_item_data.value
                else:
                    free_trial_item = free_trial_item_data
                free_trial.append(free_trial_item)

        included_items: dict[str, Any] | Unset = UNSET
        if not isinstance(self.included_items, Unset):
            included_items = self.included_items.to_dict()

        server_metadata = self.server_metadata

        server_only = self.server_only

        stackable = self.stackable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customer_type": customer_type,
                "display_name": display_name,
                "prices": prices,
            }
        )
        if client_metadata is not UNSET:
            field_dict["client_metadata"] = client_metadata
        if client_read_only_metadata is not UNSET:
            field_dict["client_read_only_metadata"] = client_read_only_metadata
        if free_trial is not UNSET:
            field_dict["free_trial"] = free_trial
        if included_items is not UNSET:
            field_dict["included_items"] = included_items
        if server_metadata is not UNSET:
            field_dict["server_metadata"] = server_metadata
        if server_only is not UNSET:
            field_dict["server_only"] = server_only
        if stackable is not UNSET:
            field_dict["stackable"] = stackable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_inline_product_included_items import PaymentsInlineProductIncludedItems  # noqa: PLC0415
        from ..models.payments_inline_product_prices import PaymentsInlineProductPrices  # noqa: PLC0415

        d = dict(src_dict)
        customer_type = PaymentsInlineProductCustomerType(d.pop("customer_type"))

        display_name = d.pop("display_name")

        prices = PaymentsInlineProductPrices.from_dict(d.pop("prices"))

        client_metadata = d.pop("client_metadata", UNSET)

        client_read_only_metadata = d.pop("client_read_only_metadata", UNSET)

        _free_trial = d.pop("free_trial", UNSET)
        free_trial: list[int | PaymentsInlineProductFreeTrialItemType1] | Unset = UNSET
        if _free_trial is not UNSET:
            free_trial = []
            for free_trial_item_data in _free_trial:

                def _parse_free_trial_item(data: object) -> int | PaymentsInlineProductFreeTrialItemType1:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        free_trial_item_type_1 = PaymentsInlineProductFreeTrialItemType1(data)

                        return free_trial_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(int | PaymentsInlineProductFreeTrialItemType1, data)

                free_trial_item = _parse_free_trial_item(free_trial_item_data)

                free_trial.append(free_trial_item)

        _included_items = d.pop("included_items", UNSET)
        included_items: PaymentsInlineProductIncludedItems | Unset
        if isinstance(_included_items, Unset):
            included_items = UNSET
        else:
            included_items = PaymentsInlineProductIncludedItems.from_dict(_included_items)

        server_metadata = d.pop("server_metadata", UNSET)

        server_only = d.pop("server_only", UNSET)

        stackable = d.pop("stackable", UNSET)

        payments_inline_product = cls(
            customer_type=customer_type,
            display_name=display_name,
            prices=prices,
            client_metadata=client_metadata,
            client_read_only_metadata=client_read_only_metadata,
            free_trial=free_trial,
            included_items=included_items,
            server_metadata=server_metadata,
            server_only=server_only,
            stackable=stackable,
        )

        return payments_inline_product
