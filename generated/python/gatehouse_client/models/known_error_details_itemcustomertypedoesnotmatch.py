from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_itemcustomertypedoesnotmatch_actual_customer_type import (
    KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHActualCustomerType,
)
from ..models.known_error_details_itemcustomertypedoesnotmatch_item_customer_type import (
    KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHItemCustomerType,
)

T = TypeVar("T", bound="KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCH")


@_attrs_define
class KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCH:
    """The details of ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH.

    Attributes:
        actual_customer_type (KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHActualCustomerType):  Example: team.
        customer_id (str):  Example: 3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        item_customer_type (KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHItemCustomerType):  Example: user.
        item_id (str):  Example: credits.
    """

    actual_customer_type: KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHActualCustomerType
    customer_id: str
    item_customer_type: KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHItemCustomerType
    item_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actual_customer_type = self.actual_customer_type.value

        customer_id = self.customer_id

        item_customer_type = self.item_customer_type.value

        item_id = self.item_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actual_customer_type": actual_customer_type,
                "customer_id": customer_id,
                "item_customer_type": item_customer_type,
                "item_id": item_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actual_customer_type = KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHActualCustomerType(
            d.pop("actual_customer_type")
        )

        customer_id = d.pop("customer_id")

        item_customer_type = KnownErrorDetailsITEMCUSTOMERTYPEDOESNOTMATCHItemCustomerType(d.pop("item_customer_type"))

        item_id = d.pop("item_id")

        known_error_details_itemcustomertypedoesnotmatch = cls(
            actual_customer_type=actual_customer_type,
            customer_id=customer_id,
            item_customer_type=item_customer_type,
            item_id=item_id,
        )

        known_error_details_itemcustomertypedoesnotmatch.additional_properties = d
        return known_error_details_itemcustomertypedoesnotmatch

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
