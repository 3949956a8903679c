from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PollCliBody")


@_attrs_define
class PollCliBody:
    """
    Attributes:
        polling_code (str): The polling code of POST /auth/cli. Example: a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
    """

    polling_code: str

    def to_dict(self) -> dict[str, Any]:
        polling_code = self.polling_code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "polling_code": polling_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        polling_code = d.pop("polling_code")

        poll_cli_body = cls(
            polling_code=polling_code,
        )

        return poll_cli_body
