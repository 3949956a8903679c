from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.config_source_type_1_type import ConfigSourceType1Type

T = TypeVar("T", bound="ConfigSourceType1")


@_attrs_define
class ConfigSourceType1:
    """
    Attributes:
        type_ (ConfigSourceType1Type): Pushed from somewhere that did not say where (a script, another CI).
    """

    type_: ConfigSourceType1Type

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
        type_ = ConfigSourceType1Type(d.pop("type"))

        config_source_type_1 = cls(
            type_=type_,
        )

        return config_source_type_1
