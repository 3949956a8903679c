from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateUserBodyRiskScoresSignUp")


@_attrs_define
class UpdateUserBodyRiskScoresSignUp:
    """
    Attributes:
        bot (int):
        free_trial_abuse (int):
    """

    bot: int
    free_trial_abuse: int

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        free_trial_abuse = self.free_trial_abuse

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "free_trial_abuse": free_trial_abuse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        free_trial_abuse = d.pop("free_trial_abuse")

        update_user_body_risk_scores_sign_up = cls(
            bot=bot,
            free_trial_abuse=free_trial_abuse,
        )

        return update_user_body_risk_scores_sign_up
