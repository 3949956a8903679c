from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CancelSubscriptionBody")


@_attrs_define
class CancelSubscriptionBody:
    """
    Attributes:
        subscription_id (str): The `subscription.subscription_id` of GET /payments/products. Example:
            7c0e1f7a-2b1d-4f6e-9a0d-5b3c2e1f0a9b.
        at_period_end (bool | Unset): true (default): it stays until its period ends, then ends. false: it ends now (its
            items that last as long as the purchase go at once); no money is returned. Default: True.
    """

    subscription_id: str
    at_period_end: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        subscription_id = self.subscription_id

        at_period_end = self.at_period_end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscription_id": subscription_id,
            }
        )
        if at_period_end is not UNSET:
            field_dict["at_period_end"] = at_period_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        subscription_id = d.pop("subscription_id")

        at_period_end = d.pop("at_period_end", UNSET)

        cancel_subscription_body = cls(
            subscription_id=subscription_id,
            at_period_end=at_period_end,
        )

        return cancel_subscription_body
