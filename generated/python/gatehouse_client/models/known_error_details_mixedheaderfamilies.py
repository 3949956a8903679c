from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsMIXEDHEADERFAMILIES")


@_attrs_define
class KnownErrorDetailsMIXEDHEADERFAMILIES:
    """The details of MIXED_HEADER_FAMILIES.

    Attributes:
        x_hexclave_header (str): An x-hexclave-* header the same request sent. Example: x-hexclave-access-type.
        x_stack_header (str): An x-stack-* header the request sent. Example: x-stack-project-id.
    """

    x_hexclave_header: str
    x_stack_header: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x_hexclave_header = self.x_hexclave_header

        x_stack_header = self.x_stack_header

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x_hexclave_header": x_hexclave_header,
                "x_stack_header": x_stack_header,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        x_hexclave_header = d.pop("x_hexclave_header")

        x_stack_header = d.pop("x_stack_header")

        known_error_details_mixedheaderfamilies = cls(
            x_hexclave_header=x_hexclave_header,
            x_stack_header=x_stack_header,
        )

        known_error_details_mixedheaderfamilies.additional_properties = d
        return known_error_details_mixedheaderfamilies

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
