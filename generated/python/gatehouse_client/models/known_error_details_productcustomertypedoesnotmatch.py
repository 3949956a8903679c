from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_productcustomertypedoesnotmatch_actual_customer_type import (
    KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHActualCustomerType,
)
from ..models.known_error_details_productcustomertypedoesnotmatch_product_customer_type import (
    KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHProductCustomerType,
)

T = TypeVar("T", bound="KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCH")


@_attrs_define
class KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCH:
    """The details of PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH.

    Attributes:
        actual_customer_type (KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHActualCustomerType):  Example: team.
        customer_id (str):  Example: 3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        product_customer_type (KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHProductCustomerType):  Example: user.
        product_id (None | str):  Example: pro-plan.
    """

    actual_customer_type: KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHActualCustomerType
    customer_id: str
    product_customer_type: KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHProductCustomerType
    product_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actual_customer_type = self.actual_customer_type.value

        customer_id = self.customer_id

        product_customer_type = self.product_customer_type.value

        product_id: None | str
        product_id = self.product_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actual_customer_type": actual_customer_type,
                "customer_id": customer_id,
                "product_customer_type": product_customer_type,
                "product_id": product_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actual_customer_type = KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHActualCustomerType(
            d.pop("actual_customer_type")
        )

        customer_id = d.pop("customer_id")

        product_customer_type = KnownErrorDetailsPRODUCTCUSTOMERTYPEDOESNOTMATCHProductCustomerType(
            d.pop("product_customer_type")
        )

        def _parse_product_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_id = _parse_product_id(d.pop("product_id"))

        known_error_details_productcustomertypedoesnotmatch = cls(
            actual_customer_type=actual_customer_type,
            customer_id=customer_id,
            product_customer_type=product_customer_type,
            product_id=product_id,
        )

        known_error_details_productcustomertypedoesnotmatch.additional_properties = d
        return known_error_details_productcustomertypedoesnotmatch

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
