from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PatchConfigOverride")


@_attrs_define
class PatchConfigOverride:
    """
    Attributes:
        config_override_string (str): A JSON object whose keys are dotted paths (e.g. {"auth.password.allowSignIn":
            true}); each sets that path of the override, `null` unsets it. All or nothing. Example:
            {"auth.password.allowSignIn": true}.
    """

    config_override_string: str

    def to_dict(self) -> dict[str, Any]:
        config_override_string = self.config_override_string

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "config_override_string": config_override_string,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        config_override_string = d.pop("config_override_string")

        patch_config_override = cls(
            config_override_string=config_override_string,
        )

        return patch_config_override
