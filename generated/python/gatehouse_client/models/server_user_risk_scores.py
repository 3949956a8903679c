from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.server_user_risk_scores_sign_up import ServerUserRiskScoresSignUp


T = TypeVar("T", bound="ServerUserRiskScores")


@_attrs_define
class ServerUserRiskScores:
    """
    Attributes:
        sign_up (ServerUserRiskScoresSignUp):
    """

    sign_up: ServerUserRiskScoresSignUp
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign_up = self.sign_up.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sign_up": sign_up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.server_user_risk_scores_sign_up import ServerUserRiskScoresSignUp  # noqa: PLC0415

        d = dict(src_dict)
        sign_up = ServerUserRiskScoresSignUp.from_dict(d.pop("sign_up"))

        server_user_risk_scores = cls(
            sign_up=sign_up,
        )

        server_user_risk_scores.additional_properties = d
        return server_user_risk_scores

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
