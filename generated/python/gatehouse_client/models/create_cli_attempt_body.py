from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateCliAttemptBody")


@_attrs_define
class CreateCliAttemptBody:
    """
    Attributes:
        anon_refresh_token (str | Unset): A refresh token of the CLI's anonymous user, which the browser may claim (mode
            `claim-anon-session`).
        expires_in_millis (int | Unset): How long the login may take; default and most 2 hours (more is SCHEMA_ERROR).
            Example: 600000.
    """

    anon_refresh_token: str | Unset = UNSET
    expires_in_millis: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        anon_refresh_token = self.anon_refresh_token

        expires_in_millis = self.expires_in_millis

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if anon_refresh_token is not UNSET:
            field_dict["anon_refresh_token"] = anon_refresh_token
        if expires_in_millis is not UNSET:
            field_dict["expires_in_millis"] = expires_in_millis

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        anon_refresh_token = d.pop("anon_refresh_token", UNSET)

        expires_in_millis = d.pop("expires_in_millis", UNSET)

        create_cli_attempt_body = cls(
            anon_refresh_token=anon_refresh_token,
            expires_in_millis=expires_in_millis,
        )

        return create_cli_attempt_body
