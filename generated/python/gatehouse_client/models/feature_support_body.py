from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FeatureSupportBody")


@_attrs_define
class FeatureSupportBody:
    """
    Attributes:
        feature_name (Any | Unset): The feature the SDK asked about; echoed in the answer (strings only, cut to 100
            characters). Example: useStackApp().redirectToAccountSettings.
        name (Any | Unset): The SDK or app asking; only logged. Example: @stackframe/react.
    """

    feature_name: Any | Unset = UNSET
    name: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        feature_name = self.feature_name

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if feature_name is not UNSET:
            field_dict["feature_name"] = feature_name
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        feature_name = d.pop("feature_name", UNSET)

        name = d.pop("name", UNSET)

        feature_support_body = cls(
            feature_name=feature_name,
            name=name,
        )

        feature_support_body.additional_properties = d
        return feature_support_body

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
