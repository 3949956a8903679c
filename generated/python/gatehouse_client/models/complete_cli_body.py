from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.complete_cli_body_mode import CompleteCliBodyMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="CompleteCliBody")


@_attrs_define
class CompleteCliBody:
    """
    Attributes:
        login_code (str): The login code from the confirmation page URL. Example:
            a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a.
        mode (CompleteCliBodyMode | Unset): `complete` (default) confirms the login; `check` tells whether an anonymous
            session is attached; `claim-anon-session` takes it, once; `status` (Gatehouse addition) tells where the login
            stands, whatever that is, and changes nothing (the confirmation page shows a finished login as finished on
            reload).
        refresh_token (str | Unset): Required for `complete`: the refresh token of the signed-in browser session; the
            CLI gets a new session of its user.
    """

    login_code: str
    mode: CompleteCliBodyMode | Unset = UNSET
    refresh_token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        login_code = self.login_code

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        refresh_token = self.refresh_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "login_code": login_code,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if refresh_token is not UNSET:
            field_dict["refresh_token"] = refresh_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        login_code = d.pop("login_code")

        _mode = d.pop("mode", UNSET)
        mode: CompleteCliBodyMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = CompleteCliBodyMode(_mode)

        refresh_token = d.pop("refresh_token", UNSET)

        complete_cli_body = cls(
            login_code=login_code,
            mode=mode,
            refresh_token=refresh_token,
        )

        return complete_cli_body
