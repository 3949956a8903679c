from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PaymentsSetupIntent")


@_attrs_define
class PaymentsSetupIntent:
    """
    Attributes:
        client_secret (str): Confirm it with Stripe.js (Elements) in the browser. Example:
            seti_1Mm8s8LkdIwHu7ix0OXBfTRG_secret_NXDICkPqPeiBTAFqWmkbff09lRmSVXe.
        publishable_key (None | str): null: Gatehouse keeps no publishable key; use your own.
        stripe_account_id (str):  Example: acct_1032D82eZvKYlo2C.
    """

    client_secret: str
    publishable_key: None | str
    stripe_account_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_secret = self.client_secret

        publishable_key: None | str
        publishable_key = self.publishable_key

        stripe_account_id = self.stripe_account_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_secret": client_secret,
                "publishable_key": publishable_key,
                "stripe_account_id": stripe_account_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_secret = d.pop("client_secret")

        def _parse_publishable_key(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        publishable_key = _parse_publishable_key(d.pop("publishable_key"))

        stripe_account_id = d.pop("stripe_account_id")

        payments_setup_intent = cls(
            client_secret=client_secret,
            publishable_key=publishable_key,
            stripe_account_id=stripe_account_id,
        )

        payments_setup_intent.additional_properties = d
        return payments_setup_intent

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
