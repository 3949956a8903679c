from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetDataVaultValueBody")


@_attrs_define
class SetDataVaultValueBody:
    """
    Attributes:
        encrypted_value (str): The value, encrypted by the client. Opaque to the server, which encrypts it again at
            rest. Example: v1.Zk3mQ0p8sWn2xYc7Lr4t.9bA4eZ7uKoP5iRw0EGd3xk0pQm1vW8fJr2sTnYc6hLq.
        hashed_key (str): The key, hashed by the client (the SDK: PBKDF2 of the key and the secret). Opaque to the
            server. Example: Gd3xk0pQm1vW8fJr2sTnYc6hLq9bA4eZ7uKoP5iRw0E.
    """

    encrypted_value: str
    hashed_key: str

    def to_dict(self) -> dict[str, Any]:
        encrypted_value = self.encrypted_value

        hashed_key = self.hashed_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "encrypted_value": encrypted_value,
                "hashed_key": hashed_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        encrypted_value = d.pop("encrypted_value")

        hashed_key = d.pop("hashed_key")

        set_data_vault_value_body = cls(
            encrypted_value=encrypted_value,
            hashed_key=hashed_key,
        )

        return set_data_vault_value_body
