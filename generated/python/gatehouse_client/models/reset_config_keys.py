from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ResetConfigKeys")


@_attrs_define
class ResetConfigKeys:
    """
    Attributes:
        keys (list[str]): The dotted paths to remove from the override (a path names its whole subtree). Example:
            ['auth.password.allowSignIn'].
    """

    keys: list[str]

    def to_dict(self) -> dict[str, Any]:
        keys = self.keys

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keys": keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keys = cast(list[str], d.pop("keys"))

        reset_config_keys = cls(
            keys=keys,
        )

        return reset_config_keys
