from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetDataVaultValueBody")


@_attrs_define
class GetDataVaultValueBody:
    """
    Attributes:
        hashed_key (str): The key, hashed by the client (the SDK: PBKDF2 of the key and the secret). Opaque to the
            server. Example: Gd3xk0pQm1vW8fJr2sTnYc6hLq9bA4eZ7uKoP5iRw0E.
    """

    hashed_key: str

    def to_dict(self) -> dict[str, Any]:
        hashed_key = self.hashed_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hashed_key": hashed_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hashed_key = d.pop("hashed_key")

        get_data_vault_value_body = cls(
            hashed_key=hashed_key,
        )

        return get_data_vault_value_body
