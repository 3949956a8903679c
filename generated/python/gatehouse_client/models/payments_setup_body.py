from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PaymentsSetupBody")


@_attrs_define
class PaymentsSetupBody:
    """
    Attributes:
        stripe_secret_key (str): Write-only: sealed at rest, never answered back. Example: sk_test_51Abc.
        stripe_webhook_secret (str): The signing secret of the Stripe webhook endpoint pointing at this project's
            receiver. Write-only. Example: whsec_abc123.
    """

    stripe_secret_key: str
    stripe_webhook_secret: str

    def to_dict(self) -> dict[str, Any]:
        stripe_secret_key = self.stripe_secret_key

        stripe_webhook_secret = self.stripe_webhook_secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stripe_secret_key": stripe_secret_key,
                "stripe_webhook_secret": stripe_webhook_secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stripe_secret_key = d.pop("stripe_secret_key")

        stripe_webhook_secret = d.pop("stripe_webhook_secret")

        payments_setup_body = cls(
            stripe_secret_key=stripe_secret_key,
            stripe_webhook_secret=stripe_webhook_secret,
        )

        return payments_setup_body
