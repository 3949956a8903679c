from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.config_source_type_0 import ConfigSourceType0
    from ..models.config_source_type_1 import ConfigSourceType1
    from ..models.config_source_type_2 import ConfigSourceType2


T = TypeVar("T", bound="ConfigSourceAnswer")


@_attrs_define
class ConfigSourceAnswer:
    """
    Attributes:
        source (ConfigSourceType0 | ConfigSourceType1 | ConfigSourceType2): Where the branch config comes from; required
            when replacing the branch override.
    """

    source: ConfigSourceType0 | ConfigSourceType1 | ConfigSourceType2
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.config_source_type_0 import ConfigSourceType0  # noqa: PLC0415
        from ..models.config_source_type_1 import ConfigSourceType1  # noqa: PLC0415

        source: dict[str, Any]
        if isinstance(self.source, ConfigSourceType0):
            source = self.source.to_dict()
        elif isinstance(self.source, ConfigSourceType1):
            source = self.source.to_dict()
        else:
            source = self.source.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.config_source_type_0 import ConfigSourceType0  # noqa: PLC0415
        from ..models.config_source_type_1 import ConfigSourceType1  # noqa: PLC0415
        from ..models.config_source_type_2 import ConfigSourceType2  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_source(data: object) -> ConfigSourceType0 | ConfigSourceType1 | ConfigSourceType2:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_config_source_type_0 = ConfigSourceType0.from_dict(data)

                return componentsschemas_config_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_config_source_type_1 = ConfigSourceType1.from_dict(data)

                return componentsschemas_config_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_config_source_type_2 = ConfigSourceType2.from_dict(data)

            return componentsschemas_config_source_type_2

        source = _parse_source(d.pop("source"))

        config_source_answer = cls(
            source=source,
        )

        config_source_answer.additional_properties = d
        return config_source_answer

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
