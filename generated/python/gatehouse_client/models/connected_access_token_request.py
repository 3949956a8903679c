from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ConnectedAccessTokenRequest")


@_attrs_define
class ConnectedAccessTokenRequest:
    """
    Attributes:
        scope (str | Unset): Scopes the token must carry, space separated. Example: user:email.
    """

    scope: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        scope = self.scope

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scope = d.pop("scope", UNSET)

        connected_access_token_request = cls(
            scope=scope,
        )

        return connected_access_token_request
