from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.update_user_body_risk_scores_sign_up import UpdateUserBodyRiskScoresSignUp


T = TypeVar("T", bound="UpdateUserBodyRiskScores")


@_attrs_define
class UpdateUserBodyRiskScores:
    """Sign-up risk scores, integers 0 to 100 (both are 0 when never set).

    Attributes:
        sign_up (UpdateUserBodyRiskScoresSignUp):
    """

    sign_up: UpdateUserBodyRiskScoresSignUp

    def to_dict(self) -> dict[str, Any]:
        sign_up = self.sign_up.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sign_up": sign_up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_user_body_risk_scores_sign_up import UpdateUserBodyRiskScoresSignUp  # noqa: PLC0415

        d = dict(src_dict)
        sign_up = UpdateUserBodyRiskScoresSignUp.from_dict(d.pop("sign_up"))

        update_user_body_risk_scores = cls(
            sign_up=sign_up,
        )

        return update_user_body_risk_scores
