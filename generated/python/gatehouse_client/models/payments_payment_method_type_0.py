from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PaymentsPaymentMethodType0")


@_attrs_define
class PaymentsPaymentMethodType0:
    """A card as Stripe summarises it (never its number).

    Attributes:
        brand (None | str):  Example: visa.
        exp_month (int | None):  Example: 12.
        exp_year (int | None):  Example: 2030.
        id (str):  Example: pm_1Q0PsIJvEtkwdCNYMSaVuRz6.
        last4 (None | str):  Example: 4242.
    """

    brand: None | str
    exp_month: int | None
    exp_year: int | None
    id: str
    last4: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        brand: None | str
        brand = self.brand

        exp_month: int | None
        exp_month = self.exp_month

        exp_year: int | None
        exp_year = self.exp_year

        id = self.id

        last4: None | str
        last4 = self.last4

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "brand": brand,
                "exp_month": exp_month,
                "exp_year": exp_year,
                "id": id,
                "last4": last4,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_brand(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand = _parse_brand(d.pop("brand"))

        def _parse_exp_month(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        exp_month = _parse_exp_month(d.pop("exp_month"))

        def _parse_exp_year(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        exp_year = _parse_exp_year(d.pop("exp_year"))

        id = d.pop("id")

        def _parse_last4(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last4 = _parse_last4(d.pop("last4"))

        payments_payment_method_type_0 = cls(
            brand=brand,
            exp_month=exp_month,
            exp_year=exp_year,
            id=id,
            last4=last4,
        )

        payments_payment_method_type_0.additional_properties = d
        return payments_payment_method_type_0

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
