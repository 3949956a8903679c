from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.config_source_type_0 import ConfigSourceType0
    from ..models.config_source_type_1 import ConfigSourceType1
    from ..models.config_source_type_2 import ConfigSourceType2


T = TypeVar("T", bound="PutConfigOverride")


@_attrs_define
class PutConfigOverride:
    """
    Attributes:
        config_string (str): The whole override as a JSON object (keys may be dotted paths); replaces the stored one.
            Example: {"auth.password.allowSignIn": true}.
        source (ConfigSourceType0 | ConfigSourceType1 | ConfigSourceType2 | Unset): Where the branch config comes from;
            required when replacing the branch override.
    """

    config_string: str
    source: ConfigSourceType0 | ConfigSourceType1 | ConfigSourceType2 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.config_source_type_0 import ConfigSourceType0  # noqa: PLC0415
        from ..models.config_source_type_1 import ConfigSourceType1  # noqa: PLC0415

        config_string = self.config_string

        source: dict[str, Any] | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, ConfigSourceType0):
            source = self.source.to_dict()
        elif isinstance(self.source, ConfigSourceType1):
            source = self.source.to_dict()
        else:
            source = self.source.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "config_string": config_string,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.config_source_type_0 import ConfigSourceType0  # noqa: PLC0415
        from ..models.config_source_type_1 import ConfigSourceType1  # noqa: PLC0415
        from ..models.config_source_type_2 import ConfigSourceType2  # noqa: PLC0415

        d = dict(src_dict)
        config_string = d.pop("config_string")

        def _parse_source(data: object) -> ConfigSourceType0 | ConfigSourceType1 | ConfigSourceType2 | Unset:
            if isinstance(data, Unset):
                return data
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

        source = _parse_source(d.pop("source", UNSET))

        put_config_override = cls(
            config_string=config_string,
            source=source,
        )

        return put_config_override
