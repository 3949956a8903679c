from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.purchase_code_info_customer_type import PurchaseCodeInfoCustomerType

if TYPE_CHECKING:
    from ..models.payments_inline_product import PaymentsInlineProduct


T = TypeVar("T", bound="PurchaseCodeInfo")


@_attrs_define
class PurchaseCodeInfo:
    """
    Attributes:
        already_bought_non_stackable (bool):
        customer_id (str):
        customer_type (PurchaseCodeInfoCustomerType):
        expires_at_millis (int):
        product (PaymentsInlineProduct): A product as the wire names it (wire-contract §9.21).
        product_id (None | str):
        project_display_name (str):
        project_id (str):
        return_url (None | str):
        test_mode (bool): True: the purchase completes without Stripe and is marked as a test.
    """

    already_bought_non_stackable: bool
    customer_id: str
    customer_type: PurchaseCodeInfoCustomerType
    expires_at_millis: int
    product: PaymentsInlineProduct
    product_id: None | str
    project_display_name: str
    project_id: str
    return_url: None | str
    test_mode: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        already_bought_non_stackable = self.already_bought_non_stackable

        customer_id = self.customer_id

        customer_type = self.customer_type.value

        expires_at_millis = self.expires_at_millis

        product = self.product.to_dict()

        product_id: None | str
        product_id = self.product_id

        project_display_name = self.project_display_name

        project_id = self.project_id

        return_url: None | str
        return_url = self.return_url

        test_mode = self.test_mode

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "already_bought_non_stackable": already_bought_non_stackable,
                "customer_id": customer_id,
                "customer_type": customer_type,
                "expires_at_millis": expires_at_millis,
                "product": product,
                "product_id": product_id,
                "project_display_name": project_display_name,
                "project_id": project_id,
                "return_url": return_url,
                "test_mode": test_mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payments_inline_product import PaymentsInlineProduct  # noqa: PLC0415

        d = dict(src_dict)
        already_bought_non_stackable = d.pop("already_bought_non_stackable")

        customer_id = d.pop("customer_id")

        customer_type = PurchaseCodeInfoCustomerType(d.pop("customer_type"))

        expires_at_millis = d.pop("expires_at_millis")

        product = PaymentsInlineProduct.from_dict(d.pop("product"))

        def _parse_product_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_id = _parse_product_id(d.pop("product_id"))

        project_display_name = d.pop("project_display_name")

        project_id = d.pop("project_id")

        def _parse_return_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        return_url = _parse_return_url(d.pop("return_url"))

        test_mode = d.pop("test_mode")

        purchase_code_info = cls(
            already_bought_non_stackable=already_bought_non_stackable,
            customer_id=customer_id,
            customer_type=customer_type,
            expires_at_millis=expires_at_millis,
            product=product,
            product_id=product_id,
            project_display_name=project_display_name,
            project_id=project_id,
            return_url=return_url,
            test_mode=test_mode,
        )

        purchase_code_info.additional_properties = d
        return purchase_code_info

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
