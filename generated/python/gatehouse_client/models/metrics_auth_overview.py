from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.metrics_auth_overview_daily_active_teams_split import MetricsAuthOverviewDailyActiveTeamsSplit
    from ..models.metrics_auth_overview_daily_active_users_split import MetricsAuthOverviewDailyActiveUsersSplit


T = TypeVar("T", bound="MetricsAuthOverview")


@_attrs_define
class MetricsAuthOverview:
    """
    Attributes:
        anonymous_users (int): Anonymous users (counted whatever include_anonymous says). Example: 12.
        daily_active_teams_split (MetricsAuthOverviewDailyActiveTeamsSplit): Today's active teams (a team is active on a
            day when one of its members was), split like the users: total = new + retained + reactivated.
        daily_active_users_split (MetricsAuthOverviewDailyActiveUsersSplit): Today's active users, split by why they are
            active: total = new + retained + reactivated.
        mau (int): Monthly active users: users whose last_active_at is within the last 30 × 24 hours. Example: 12.
        total_teams (int): Teams of the project. Example: 12.
        total_users_filtered (int): Users the user list shows by default: not anonymous and not restricted by an admin.
            Example: 12.
        unverified_users (int): Users that are not anonymous and have no verified primary e-mail (unverified, or no
            e-mail at all). Example: 12.
        verified_users (int): Users whose primary e-mail is verified (anonymous users have none). Example: 12.
    """

    anonymous_users: int
    daily_active_teams_split: MetricsAuthOverviewDailyActiveTeamsSplit
    daily_active_users_split: MetricsAuthOverviewDailyActiveUsersSplit
    mau: int
    total_teams: int
    total_users_filtered: int
    unverified_users: int
    verified_users: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        anonymous_users = self.anonymous_users

        daily_active_teams_split = self.daily_active_teams_split.to_dict()

        daily_active_users_split = self.daily_active_users_split.to_dict()

        mau = self.mau

        total_teams = self.total_teams

        total_users_filtered = self.total_users_filtered

        unverified_users = self.unverified_users

        verified_users = self.verified_users

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "anonymous_users": anonymous_users,
                "daily_active_teams_split": daily_active_teams_split,
                "daily_active_users_split": daily_active_users_split,
                "mau": mau,
                "total_teams": total_teams,
                "total_users_filtered": total_users_filtered,
                "unverified_users": unverified_users,
                "verified_users": verified_users,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metrics_auth_overview_daily_active_teams_split import MetricsAuthOverviewDailyActiveTeamsSplit  # noqa: PLC0415
        from ..models.metrics_auth_overview_daily_active_users_split import MetricsAuthOverviewDailyActiveUsersSplit  # noqa: PLC0415

        d = dict(src_dict)
        anonymous_users = d.pop("anonymous_users")

        daily_active_teams_split = MetricsAuthOverviewDailyActiveTeamsSplit.from_dict(d.pop("daily_active_teams_split"))

        daily_active_users_split = MetricsAuthOverviewDailyActiveUsersSplit.from_dict(d.pop("daily_active_users_split"))

        mau = d.pop("mau")

        total_teams = d.pop("total_teams")

        total_users_filtered = d.pop("total_users_filtered")

        unverified_users = d.pop("unverified_users")

        verified_users = d.pop("verified_users")

        metrics_auth_overview = cls(
            anonymous_users=anonymous_users,
            daily_active_teams_split=daily_active_teams_split,
            daily_active_users_split=daily_active_users_split,
            mau=mau,
            total_teams=total_teams,
            total_users_filtered=total_users_filtered,
            unverified_users=unverified_users,
            verified_users=verified_users,
        )

        metrics_auth_overview.additional_properties = d
        return metrics_auth_overview

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
