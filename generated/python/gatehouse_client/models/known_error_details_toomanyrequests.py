from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsTOOMANYREQUESTS")


@_attrs_define
class KnownErrorDetailsTOOMANYREQUESTS:
    """The details of TOO_MANY_REQUESTS.

    Attributes:
        limit (str): The limit that refused the request: a key of the project setting `rate_limits`. Example:
            sign_ins_per_ip.
        retry_after_seconds (int): Seconds until the limit admits requests again; also sent as `Retry-After`. Example:
            42.
    """

    limit: str
    retry_after_seconds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        limit = self.limit

        retry_after_seconds = self.retry_after_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "limit": limit,
                "retry_after_seconds": retry_after_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        limit = d.pop("limit")

        retry_after_seconds = d.pop("retry_after_seconds")

        known_error_details_toomanyrequests = cls(
            limit=limit,
            retry_after_seconds=retry_after_seconds,
        )

        known_error_details_toomanyrequests.additional_properties = d
        return known_error_details_toomanyrequests

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
