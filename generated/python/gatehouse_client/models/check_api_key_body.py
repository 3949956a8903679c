from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CheckApiKeyBody")


@_attrs_define
class CheckApiKeyBody:
    """
    Attributes:
        api_key (str):  Example:
            sk_0123456789abcdefghjkmnpqrstvwxyz0123456789abc3f0b6d6e3c0e4a539b5b2b4b2f1f6a10user1574ck4u7h1a2b3c4d.
    """

    api_key: str

    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "api_key": api_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        check_api_key_body = cls(
            api_key=api_key,
        )

        return check_api_key_body
