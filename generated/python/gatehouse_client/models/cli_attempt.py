from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CliAttempt")


@_attrs_define
class CliAttempt:
    """
    Attributes:
        expires_at (datetime.datetime):  Example: 2026-11-27T12:00:00.000Z.
        login_code (str): Put it in the confirmation page the user opens: `<hosted pages>/handler/cli-auth-
            confirm?project_id=<project id>&login_code=<login code>` (without project_id the page cannot tell which project
            the login is for). Example: a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        polling_code (str): Keep it: POST /auth/cli/poll with it until the status is success. Example:
            a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        user_code (str): Gatehouse addition: show it to the user; the confirmation page shows the same code, and the
            user confirms only when both match. Example: K7QX-M3PA.
    """

    expires_at: datetime.datetime
    login_code: str
    polling_code: str
    user_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at.isoformat()

        login_code = self.login_code

        polling_code = self.polling_code

        user_code = self.user_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "login_code": login_code,
                "polling_code": polling_code,
                "user_code": user_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        login_code = d.pop("login_code")

        polling_code = d.pop("polling_code")

        user_code = d.pop("user_code")

        cli_attempt = cls(
            expires_at=expires_at,
            login_code=login_code,
            polling_code=polling_code,
            user_code=user_code,
        )

        cli_attempt.additional_properties = d
        return cli_attempt

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
