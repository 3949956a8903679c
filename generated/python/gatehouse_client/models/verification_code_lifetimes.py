from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="VerificationCodeLifetimes")


@_attrs_define
class VerificationCodeLifetimes:
    """How long e-mailed codes and links stay valid, per kind (Gatehouse addition). Defaults: sign-in 600 s, password reset
    3600 s, e-mail verification 86400 s, team invitation 604800 s. Config key verificationCodes.lifetimes.

        Attributes:
            email_verification_seconds (int | Unset): Seconds a e-mail verification code stays valid.
            password_reset_seconds (int | Unset): Seconds a password reset code stays valid.
            sign_in_seconds (int | Unset): Seconds a magic-link / sign-in code stays valid.
            team_invitation_seconds (int | Unset): Seconds a team invitation code stays valid.
    """

    email_verification_seconds: int | Unset = UNSET
    password_reset_seconds: int | Unset = UNSET
    sign_in_seconds: int | Unset = UNSET
    team_invitation_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email_verification_seconds = self.email_verification_seconds

        password_reset_seconds = self.password_reset_seconds

        sign_in_seconds = self.sign_in_seconds

        team_invitation_seconds = self.team_invitation_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if email_verification_seconds is not UNSET:
            field_dict["email_verification_seconds"] = email_verification_seconds
        if password_reset_seconds is not UNSET:
            field_dict["password_reset_seconds"] = password_reset_seconds
        if sign_in_seconds is not UNSET:
            field_dict["sign_in_seconds"] = sign_in_seconds
        if team_invitation_seconds is not UNSET:
            field_dict["team_invitation_seconds"] = team_invitation_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email_verification_seconds = d.pop("email_verification_seconds", UNSET)

        password_reset_seconds = d.pop("password_reset_seconds", UNSET)

        sign_in_seconds = d.pop("sign_in_seconds", UNSET)

        team_invitation_seconds = d.pop("team_invitation_seconds", UNSET)

        verification_code_lifetimes = cls(
            email_verification_seconds=email_verification_seconds,
            password_reset_seconds=password_reset_seconds,
            sign_in_seconds=sign_in_seconds,
            team_invitation_seconds=team_invitation_seconds,
        )

        return verification_code_lifetimes
