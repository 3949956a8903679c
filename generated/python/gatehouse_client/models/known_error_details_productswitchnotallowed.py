from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_productswitchnotallowed_reason import KnownErrorDetailsPRODUCTSWITCHNOTALLOWEDReason

T = TypeVar("T", bound="KnownErrorDetailsPRODUCTSWITCHNOTALLOWED")


@_attrs_define
class KnownErrorDetailsPRODUCTSWITCHNOTALLOWED:
    """The details of PRODUCT_SWITCH_NOT_ALLOWED.

    Attributes:
        from_product_id (str):  Example: pro-plan.
        reason (KnownErrorDetailsPRODUCTSWITCHNOTALLOWEDReason):  Example: not_in_same_catalog.
        to_product_id (str):  Example: team-plan.
    """

    from_product_id: str
    reason: KnownErrorDetailsPRODUCTSWITCHNOTALLOWEDReason
    to_product_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_product_id = self.from_product_id

        reason = self.reason.value

        to_product_id = self.to_product_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from_product_id": from_product_id,
                "reason": reason,
                "to_product_id": to_product_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_product_id = d.pop("from_product_id")

        reason = KnownErrorDetailsPRODUCTSWITCHNOTALLOWEDReason(d.pop("reason"))

        to_product_id = d.pop("to_product_id")

        known_error_details_productswitchnotallowed = cls(
            from_product_id=from_product_id,
            reason=reason,
            to_product_id=to_product_id,
        )

        known_error_details_productswitchnotallowed.additional_properties = d
        return known_error_details_productswitchnotallowed

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
