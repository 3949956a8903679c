from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SendSignInCodeResult")


@_attrs_define
class SendSignInCodeResult:
    """
    Attributes:
        nonce (str): The last 39 characters of the code. Keep it: the typed 6-character code followed by this nonce is
            the 45-character code for /auth/otp/sign-in. Example: x7k2m9q4w1c8v3b6n0z5a2s7d4f9g1h3j6k8l0p2r.
    """

    nonce: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        nonce = self.nonce

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "nonce": nonce,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nonce = d.pop("nonce")

        send_sign_in_code_result = cls(
            nonce=nonce,
        )

        send_sign_in_code_result.additional_properties = d
        return send_sign_in_code_result

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
