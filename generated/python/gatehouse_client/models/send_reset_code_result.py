from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.send_reset_code_result_success import SendResetCodeResultSuccess

T = TypeVar("T", bound="SendResetCodeResult")


@_attrs_define
class SendResetCodeResult:
    """The same answer whether or not an account signs in with this address.

    Attributes:
        success (SendResetCodeResultSuccess):
    """

    success: SendResetCodeResultSuccess
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        success = self.success.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "success": success,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        success = SendResetCodeResultSuccess(d.pop("success"))

        send_reset_code_result = cls(
            success=success,
        )

        send_reset_code_result.additional_properties = d
        return send_reset_code_result

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
