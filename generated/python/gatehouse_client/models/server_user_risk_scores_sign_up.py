from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ServerUserRiskScoresSignUp")


@_attrs_define
class ServerUserRiskScoresSignUp:
    """
    Attributes:
        bot (int):
        free_trial_abuse (int):
    """

    bot: int
    free_trial_abuse: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        free_trial_abuse = self.free_trial_abuse

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        server_user_risk_scores_sign_up = cls(
            bot=bot,
            free_trial_abuse=free_trial_abuse,
        )

        server_user_risk_scores_sign_up.additional_properties = d
        return server_user_risk_scores_sign_up

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
