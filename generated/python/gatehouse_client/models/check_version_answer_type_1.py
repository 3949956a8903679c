from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CheckVersionAnswerType1")


@_attrs_define
class CheckVersionAnswerType1:
    """
    Attributes:
        error (str):  Example: This SDK (0.0.9) is older than the version this server is built for (0.1.0). Upgrade it..
        severe (bool): True when the SDK is on an older incompatible line (major, or minor while below 1.0) and will
            likely break.
        up_to_date (bool):
    """

    error: str
    severe: bool
    up_to_date: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error = self.error

        severe = self.severe

        up_to_date = self.up_to_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "severe": severe,
                "upToDate": up_to_date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        error = d.pop("error")

        severe = d.pop("severe")

        up_to_date = d.pop("upToDate")

        check_version_answer_type_1 = cls(
            error=error,
            severe=severe,
            up_to_date=up_to_date,
        )

        check_version_answer_type_1.additional_properties = d
        return check_version_answer_type_1

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
