from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.payments_price_free_trial_item_type_1 import PaymentsPriceFreeTrialItemType1
from ..models.payments_price_interval_item_type_1 import PaymentsPriceIntervalItemType1
from ..types import UNSET, Unset

T = TypeVar("T", bound="PaymentsPrice")


@_attrs_define
class PaymentsPrice:
    """Amounts per currency as decimal strings ("9.99"; no leading zeros, at most the currency's decimals); an interval
    makes it a subscription price.

        Attributes:
            aud (str | Unset):  Example: 9.99.
            cad (str | Unset):  Example: 9.99.
            eur (str | Unset):  Example: 9.99.
            gbp (str | Unset):  Example: 9.99.
            inr (str | Unset):  Example: 9.99.
            jpy (str | Unset):  Example: 9.99.
            usd (str | Unset):  Example: 9.99.
            free_trial (list[int | PaymentsPriceFreeTrialItemType1] | Unset):  Example: [1, 'month'].
            interval (list[int | PaymentsPriceIntervalItemType1] | Unset):  Example: [1, 'month'].
            server_only (bool | Unset):
    """

    aud: str | Unset = UNSET
    cad: str | Unset = UNSET
    eur: str | Unset = UNSET
    gbp: str | Unset = UNSET
    inr: str | Unset = UNSET
    jpy: str | Unset = UNSET
    usd: str | Unset = UNSET
    free_trial: list[int | PaymentsPriceFreeTrialItemType1] | Unset = UNSET
    interval: list[int | PaymentsPriceIntervalItemType1] | Unset = UNSET
    server_only: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        aud = self.aud

        cad = self.cad

        eur = self.eur

        gbp = self.gbp

        inr = self.inr

        jpy = self.jpy

        usd = self.usd

        free_trial: list[int | str] | Unset = UNSET
        if not isinstance(self.free_trial, Unset):
            free_trial = []
            for free_trial_item_data in self.free_trial:
                free_trial_item: int | str
                if isinstance(free_trial_item_data, PaymentsPriceFreeTrialItemType1):
                    free_trial_item = free_trial_item_data.value
                else:
                    free_trial_item = free_trial_item_data
                free_trial.append(free_trial_item)

        interval: list[int | str] | Unset = UNSET
        if not isinstance(self.interval, Unset):
            interval = []
            for interval_item_data in self.interval:
                interval_item: int | str
                if isinstance(interval_item_data, PaymentsPriceIntervalItemType1):
                    interval_item = interval_item_data.value
                else:
                    interval_item = interval_item_data
                interval.append(interval_item)

        server_only = self.server_only

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if aud is not UNSET:
            field_dict["AUD"] = aud
        if cad is not UNSET:
            field_dict["CAD"] = cad
        if eur is not UNSET:
            field_dict["EUR"] = eur
        if gbp is not UNSET:
            field_dict["GBP"] = gbp
        if inr is not UNSET:
            field_dict["INR"] = inr
        if jpy is not UNSET:
            field_dict["JPY"] = jpy
        if usd is not UNSET:
            field_dict["USD"] = usd
        if free_trial is not UNSET:
            field_dict["free_trial"] = free_trial
        if interval is not UNSET:
            field_dict["interval"] = interval
        if server_only is not UNSET:
            field_dict["server_only"] = server_only

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aud = d.pop("AUD", UNSET)

        cad = d.pop("CAD", UNSET)

        eur = d.pop("EUR", UNSET)

        gbp = d.pop("GBP", UNSET)

        inr = d.pop("INR", UNSET)

        jpy = d.pop("JPY", UNSET)

        usd = d.pop("USD", UNSET)

        _free_trial = d.pop("free_trial", UNSET)
        free_trial: list[int | PaymentsPriceFreeTrialItemType1] | Unset = UNSET
        if _free_trial is not UNSET:
            free_trial = []
            for free_trial_item_data in _free_trial:

                def _parse_free_trial_item(data: object) -> int | PaymentsPriceFreeTrialItemType1:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        free_trial_item_type_1 = PaymentsPriceFreeTrialItemType1(data)

                        return free_trial_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(int | PaymentsPriceFreeTrialItemType1, data)

                free_trial_item = _parse_free_trial_item(free_trial_item_data)

                free_trial.append(free_trial_item)

        _interval = d.pop("interval", UNSET)
        interval: list[int | PaymentsPriceIntervalItemType1] | Unset = UNSET
        if _interval is not UNSET:
            interval = []
            for interval_item_data in _interval:

                def _parse_interval_item(data: object) -> int | PaymentsPriceIntervalItemType1:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        interval_item_type_1 = PaymentsPriceIntervalItemType1(data)

                        return interval_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(int | PaymentsPriceIntervalItemType1, data)

                interval_item = _parse_interval_item(interval_item_data)

                interval.append(interval_item)

        server_only = d.pop("server_only", UNSET)

        payments_price = cls(
            aud=aud,
            cad=cad,
            eur=eur,
            gbp=gbp,
            inr=inr,
            jpy=jpy,
            usd=usd,
            free_trial=free_trial,
            interval=interval,
            server_only=server_only,
        )

        return payments_price
