from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CompleteCliResultType2")


@_attrs_define
class CompleteCliResultType2:
    """
    Attributes:
        access_token (str):  Example: eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi
            0yYjRiMmYxZjZhMTAifQ.MEUCIQDx….
        refresh_token (str):  Example: k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y.
    """

    access_token: str
    refresh_token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        refresh_token = self.refresh_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_token": access_token,
                "refresh_token": refresh_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        refresh_token = d.pop("refresh_token")

        complete_cli_result_type_2 = cls(
            access_token=access_token,
            refresh_token=refresh_token,
        )

        complete_cli_result_type_2.additional_properties = d
        return complete_cli_result_type_2

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
