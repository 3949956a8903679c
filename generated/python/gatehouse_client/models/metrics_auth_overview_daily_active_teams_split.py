from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsAuthOverviewDailyActiveTeamsSplit")


@_attrs_define
class MetricsAuthOverviewDailyActiveTeamsSplit:
    """Today's active teams (a team is active on a day when one of its members was), split like the users: total = new +
    retained + reactivated.

        Attributes:
            new (int): Of those, teams created today. Example: 12.
            reactivated (int): Of those, not new and not active yesterday (back after a gap). Example: 12.
            retained (int): Of those, not new and active yesterday too. Example: 12.
            total (int): Teams active today (UTC). Example: 12.
    """

    new: int
    reactivated: int
    retained: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        new = self.new

        reactivated = self.reactivated

        retained = self.retained

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "new": new,
                "reactivated": reactivated,
                "retained": retained,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        new = d.pop("new")

        reactivated = d.pop("reactivated")

        retained = d.pop("retained")

        total = d.pop("total")

        metrics_auth_overview_daily_active_teams_split = cls(
            new=new,
            reactivated=reactivated,
            retained=retained,
            total=total,
        )

        metrics_auth_overview_daily_active_teams_split.additional_properties = d
        return metrics_auth_overview_daily_active_teams_split

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
