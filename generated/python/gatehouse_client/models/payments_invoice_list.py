from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.payments_invoice_list_items_item import PaymentsInvoiceListItemsItem
    from ..models.payments_invoice_list_pagination import PaymentsInvoiceListPagination


T = TypeVar("T", bound="PaymentsInvoiceList")


@_attrs_define
class PaymentsInvoiceList:
    """
    Attributes:
        is_paginated (bool):
        items (list[PaymentsInvoiceListItemsItem]):
        pagination (PaymentsInvoiceListPagination):
    """

    is_paginated: bool
    items: list[PaymentsInvoiceListItemsItem]
    pagination: PaymentsInvoiceListPagination
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        is_paginated = self.is_paginated

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        pagination = self.pagination.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "is_paginated": is_paginated,
                "items": items,
                "pagination": pagination,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_invoice_list_items_item import PaymentsInvoiceListItemsItem  # noqa: PLC0415
        from ..models.payments_invoice_list_pagination import PaymentsInvoiceListPagination  # noqa: PLC0415

        d = dict(src_dict)
        is_paginated = d.pop("is_paginated")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = PaymentsInvoiceListItemsItem.from_dict(items_item_data)

            items.append(items_item)

        pagination = PaymentsInvoiceListPagination.from_dict(d.pop("pagination"))

        payments_invoice_list = cls(
            is_paginated=is_paginated,
            items=items,
            pagination=pagination,
        )

        payments_invoice_list.additional_properties = d
        return payments_invoice_list

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
