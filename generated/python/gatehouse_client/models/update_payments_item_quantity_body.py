from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdatePaymentsItemQuantityBody")


@_attrs_define
class UpdatePaymentsItemQuantityBody:
    """
    Attributes:
        delta (int): Added to the quantity (negative to spend). Example: -1.
        description (str | Unset):  Example: Used one export.
        expires_at (datetime.datetime | Unset): When this change stops counting (ISO 8601). Example:
            2030-01-01T00:00:00Z.
    """

    delta: int
    description: str | Unset = UNSET
    expires_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        description = self.description

        expires_at: str | Unset = UNSET
        if not isinstance(self.expires_at, Unset):
            expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "delta": delta,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delta = d.pop("delta")

        description = d.pop("description", UNSET)

        _expires_at = d.pop("expires_at", UNSET)
        expires_at: datetime.datetime | Unset
        if isinstance(_expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = datetime.datetime.fromisoformat(_expires_at)

        update_payments_item_quantity_body = cls(
            delta=delta,
            description=description,
            expires_at=expires_at,
        )

        return update_payments_item_quantity_body
