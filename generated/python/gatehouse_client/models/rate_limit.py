from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RateLimit")


@_attrs_define
class RateLimit:
    """Consecutive wrong passwords per account (sign-in e-mail, or the user changing their password); then every attempt,
    even the right password, waits for the window to end. A success resets the count. Default: 10 per 900 s.

        Attributes:
            max_ (int): Requests (or failures) allowed per window. Example: 10.
            window_seconds (int): The window, in seconds, starting with the first request counted. Example: 900.
    """

    max_: int
    window_seconds: int

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        window_seconds = self.window_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
                "window_seconds": window_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        window_seconds = d.pop("window_seconds")

        rate_limit = cls(
            max_=max_,
            window_seconds=window_seconds,
        )

        return rate_limit
