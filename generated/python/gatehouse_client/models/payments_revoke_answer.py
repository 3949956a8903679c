from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PaymentsRevokeAnswer")


@_attrs_define
class PaymentsRevokeAnswer:
    """
    Attributes:
        success (bool):
        transaction_ids (list[str]): The transactions that recorded the revocation (one per grant).
    """

    success: bool
    transaction_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        transaction_ids = self.transaction_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
                "transaction_ids": transaction_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        success = d.pop("success")

        transaction_ids = cast(list[str], d.pop("transaction_ids"))

        payments_revoke_answer = cls(
            success=success,
            transaction_ids=transaction_ids,
        )

        payments_revoke_answer.additional_properties = d
        return payments_revoke_answer

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
