from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.known_error_details_wrongapikeytype_actual_type import KnownErrorDetailsWRONGAPIKEYTYPEActualType
from ..models.known_error_details_wrongapikeytype_expected_type import KnownErrorDetailsWRONGAPIKEYTYPEExpectedType

T = TypeVar("T", bound="KnownErrorDetailsWRONGAPIKEYTYPE")


@_attrs_define
class KnownErrorDetailsWRONGAPIKEYTYPE:
    """The details of WRONG_API_KEY_TYPE.

    Attributes:
        actual_type (KnownErrorDetailsWRONGAPIKEYTYPEActualType):  Example: team.
        expected_type (KnownErrorDetailsWRONGAPIKEYTYPEExpectedType):  Example: user.
    """

    actual_type: KnownErrorDetailsWRONGAPIKEYTYPEActualType
    expected_type: KnownErrorDetailsWRONGAPIKEYTYPEExpectedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actual_type = self.actual_type.value

        expected_type = self.expected_type.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actual_type": actual_type,
                "expected_type": expected_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actual_type = KnownErrorDetailsWRONGAPIKEYTYPEActualType(d.pop("actual_type"))

        expected_type = KnownErrorDetailsWRONGAPIKEYTYPEExpectedType(d.pop("expected_type"))

        known_error_details_wrongapikeytype = cls(
            actual_type=actual_type,
            expected_type=expected_type,
        )

        known_error_details_wrongapikeytype.additional_properties = d
        return known_error_details_wrongapikeytype

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
