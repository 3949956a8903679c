from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StripeAccountInfo")


@_attrs_define
class StripeAccountInfo:
    """
    Attributes:
        account_id (str):  Example: acct_1032D82eZvKYlo2C.
        charges_enabled (bool):
        details_submitted (bool):
        livemode (bool): Whether the key is a live key (false: a Stripe test key).
        payouts_enabled (bool):
        webhook_url (str): Where to point the Stripe webhook endpoint of this project (events:
            checkout.session.completed, invoice.paid, customer.subscription.updated, customer.subscription.deleted,
            charge.refunded). Example: https://auth.example.com/api/v1/integrations/stripe/webhooks/3f1c….
    """

    account_id: str
    charges_enabled: bool
    details_submitted: bool
    livemode: bool
    payouts_enabled: bool
    webhook_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        charges_enabled = self.charges_enabled

        details_submitted = self.details_submitted

        livemode = self.livemode

        payouts_enabled = self.payouts_enabled

        webhook_url = self.webhook_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account_id": account_id,
                "charges_enabled": charges_enabled,
                "details_submitted": details_submitted,
                "livemode": livemode,
                "payouts_enabled": payouts_enabled,
                "webhook_url": webhook_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account_id = d.pop("account_id")

        charges_enabled = d.pop("charges_enabled")

        details_submitted = d.pop("details_submitted")

        livemode = d.pop("livemode")

        payouts_enabled = d.pop("payouts_enabled")

        webhook_url = d.pop("webhook_url")

        stripe_account_info = cls(
            account_id=account_id,
            charges_enabled=charges_enabled,
            details_submitted=details_submitted,
            livemode=livemode,
            payouts_enabled=payouts_enabled,
            webhook_url=webhook_url,
        )

        stripe_account_info.additional_properties = d
        return stripe_account_info

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
