from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.config_source_type_2_type import ConfigSourceType2Type

T = TypeVar("T", bound="ConfigSourceType2")


@_attrs_define
class ConfigSourceType2:
    """
    Attributes:
        type_ (ConfigSourceType2Type): Not linked to a repository: the branch config is edited here (dashboard or API).
    """

    type_: ConfigSourceType2Type

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ConfigSourceType2Type(d.pop("type"))

        config_source_type_2 = cls(
            type_=type_,
        )

        return config_source_type_2
