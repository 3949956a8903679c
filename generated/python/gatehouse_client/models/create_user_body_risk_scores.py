from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_user_body_risk_scores_sign_up import CreateUserBodyRiskScoresSignUp


T = TypeVar("T", bound="CreateUserBodyRiskScores")


@_attrs_define
class CreateUserBodyRiskScores:
    """Sign-up risk scores, integers 0 to 100 (both are 0 when never set).

    Attributes:
        sign_up (CreateUserBodyRiskScoresSignUp):
    """

    sign_up: CreateUserBodyRiskScoresSignUp

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
        from ..models.create_user_body_risk_scores_sign_up import CreateUserBodyRiskScoresSignUp  # noqa: PLC0415

        d = dict(src_dict)
        sign_up = CreateUserBodyRiskScoresSignUp.from_dict(d.pop("sign_up"))

        create_user_body_risk_scores = cls(
            sign_up=sign_up,
        )

        return create_user_body_risk_scores
