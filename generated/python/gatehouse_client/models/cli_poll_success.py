from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.cli_poll_success_status import CliPollSuccessStatus

T = TypeVar("T", bound="CliPollSuccess")


@_attrs_define
class CliPollSuccess:
    """
    Attributes:
        refresh_token (str): A new session of the user who confirmed the login. Example:
            k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y.
        status (CliPollSuccessStatus):
    """

    refresh_token: str
    status: CliPollSuccessStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        refresh_token = self.refresh_token

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "refresh_token": refresh_token,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        refresh_token = d.pop("refresh_token")

        status = CliPollSuccessStatus(d.pop("status"))

        cli_poll_success = cls(
            refresh_token=refresh_token,
            status=status,
        )

        cli_poll_success.additional_properties = d
        return cli_poll_success

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
