from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ValidatePurchaseCodeBody")


@_attrs_define
class ValidatePurchaseCodeBody:
    """
    Attributes:
        full_code (str): The `<projectId>_<code>` of the purchase URL. Example:
            3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6.
    """

    full_code: str

    def to_dict(self) -> dict[str, Any]:
        full_code = self.full_code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "full_code": full_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        full_code = d.pop("full_code")

        validate_purchase_code_body = cls(
            full_code=full_code,
        )

        return validate_purchase_code_body
