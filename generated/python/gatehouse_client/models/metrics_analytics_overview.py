from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.metrics_analytics_overview_daily_clicks_item import MetricsAnalyticsOverviewDailyClicksItem
    from ..models.metrics_analytics_overview_daily_page_views_item import MetricsAnalyticsOverviewDailyPageViewsItem
    from ..models.metrics_analytics_overview_daily_revenue_item import MetricsAnalyticsOverviewDailyRevenueItem
    from ..models.metrics_analytics_overview_daily_visitors_item import MetricsAnalyticsOverviewDailyVisitorsItem
    from ..models.metrics_analytics_overview_top_referrers_item import MetricsAnalyticsOverviewTopReferrersItem
    from ..models.metrics_analytics_overview_top_region_type_0 import MetricsAnalyticsOverviewTopRegionType0


T = TypeVar("T", bound="MetricsAnalyticsOverview")


@_attrs_define
class MetricsAnalyticsOverview:
    """Gatehouse records no page analytics: every figure is 0, daily lists are zero-filled over the 30 days, other lists
    empty, top_region null.

        Attributes:
            avg_session_seconds (float):
            daily_clicks (list[MetricsAnalyticsOverviewDailyClicksItem]):
            daily_page_views (list[MetricsAnalyticsOverviewDailyPageViewsItem]):
            daily_revenue (list[MetricsAnalyticsOverviewDailyRevenueItem]):
            daily_visitors (list[MetricsAnalyticsOverviewDailyVisitorsItem]):
            online_live (int):
            recent_replays (list[Any]):
            revenue_per_visitor (float):
            top_referrers (list[MetricsAnalyticsOverviewTopReferrersItem]):
            top_region (MetricsAnalyticsOverviewTopRegionType0 | None):
            total_replays (int):
            total_revenue_cents (int):
            visitors (int):
    """

    avg_session_seconds: float
    daily_clicks: list[MetricsAnalyticsOverviewDailyClicksItem]
    daily_page_views: list[MetricsAnalyticsOverviewDailyPageViewsItem]
    daily_revenue: list[MetricsAnalyticsOverviewDailyRevenueItem]
    daily_visitors: list[MetricsAnalyticsOverviewDailyVisitorsItem]
    online_live: int
    recent_replays: list[Any]
    revenue_per_visitor: float
    top_referrers: list[MetricsAnalyticsOverviewTopReferrersItem]
    top_region: MetricsAnalyticsOverviewTopRegionType0 | None
    total_replays: int
    total_revenue_cents: int
    visitors: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.metrics_analytics_overview_top_region_type_0 import MetricsAnalyticsOverviewTopRegionType0  # noqa: PLC0415

        avg_session_seconds = self.avg_session_seconds

        daily_clicks = []
        for daily_clicks_item_data in self.daily_clicks:
            daily_clicks_item = daily_clicks_item_data.to_dict()
            daily_clicks.append(daily_clicks_item)

        daily_page_views = []
        for daily_page_views_item_data in self.daily_page_views:
            daily_page_views_item = daily_page_views_item_data.to_dict()
            daily_page_views.append(daily_page_views_item)

        daily_revenue = []
        for daily_revenue_item_data in self.daily_revenue:
            daily_revenue_item = daily_revenue_item_data.to_dict()
            daily_revenue.append(daily_revenue_item)

        daily_visitors = []
        for daily_visitors_item_data in self.daily_visitors:
            daily_visitors_item = daily_visitors_item_data.to_dict()
            daily_visitors.append(daily_visitors_item)

        online_live = self.online_live

        recent_replays = self.recent_replays

        revenue_per_visitor = self.revenue_per_visitor

        top_referrers = []
        for top_referrers_item_data in self.top_referrers:
            top_referrers_item = top_referrers_item_data.to_dict()
            top_referrers.append(top_referrers_item)

        top_region: dict[str, Any] | None
        if isinstance(self.top_region, MetricsAnalyticsOverviewTopRegionType0):
            top_region = self.top_region.to_dict()
        else:
            top_region = self.top_region

        total_replays = self.total_replays

        total_revenue_cents = self.total_revenue_cents

        visitors = self.visitors

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "avg_session_seconds": avg_session_seconds,
                "daily_clicks": daily_clicks,
                "daily_page_views": daily_page_views,
                "daily_revenue": daily_revenue,
                "daily_visitors": daily_visitors,
                "online_live": online_live,
                "recent_replays": recent_replays,
                "revenue_per_visitor": revenue_per_visitor,
                "top_referrers": top_referrers,
                "top_region": top_region,
                "total_replays": total_replays,
                "total_revenue_cents": total_revenue_cents,
                "visitors": visitors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.metrics_analytics_overview_daily_clicks_item import MetricsAnalyticsOverviewDailyClicksItem  # noqa: PLC0415
        from ..models.metrics_analytics_overview_daily_page_views_item import MetricsAnalyticsOverviewDailyPageViewsItem  # noqa: PLC0415
        from ..models.metrics_analytics_overview_daily_revenue_item import MetricsAnalyticsOverviewDailyRevenueItem  # noqa: PLC0415
        from ..models.metrics_analytics_overview_daily_visitors_item import MetricsAnalyticsOverviewDailyVisitorsItem  # noqa: PLC0415
        from ..models.metrics_analytics_overview_top_referrers_item import MetricsAnalyticsOverviewTopReferrersItem  # noqa: PLC0415
        from ..models.metrics_analytics_overview_top_region_type_0 import MetricsAnalyticsOverviewTopRegionType0  # noqa: PLC0415

        d = dict(src_dict)
        avg_session_seconds = d.pop("avg_session_seconds")

        daily_clicks = []
        _daily_clicks = d.pop("daily_clicks")
        for daily_clicks_item_data in _daily_clicks:
            daily_clicks_item = MetricsAnalyticsOverviewDailyClicksItem.from_dict(daily_clicks_item_data)

            daily_clicks.append(daily_clicks_item)

        daily_page_views = []
        _daily_page_views = d.pop("daily_page_views")
        for daily_page_views_item_data in _daily_page_views:
            daily_page_views_item = MetricsAnalyticsOverviewDailyPageViewsItem.from_dict(daily_page_views_item_data)

            daily_page_views.append(daily_page_views_item)

        daily_revenue = []
        _daily_revenue = d.pop("daily_revenue")
        for daily_revenue_item_data in _daily_revenue:
            daily_revenue_item = MetricsAnalyticsOverviewDailyRevenueItem.from_dict(daily_revenue_item_data)

            daily_revenue.append(daily_revenue_item)

        daily_visitors = []
        _daily_visitors = d.pop("daily_visitors")
        for daily_visitors_item_data in _daily_visitors:
            daily_visitors_item = MetricsAnalyticsOverviewDailyVisitorsItem.from_dict(daily_visitors_item_data)

            daily_visitors.append(daily_visitors_item)

        online_live = d.pop("online_live")

        recent_replays = cast(list[Any], d.pop("recent_replays"))

        revenue_per_visitor = d.pop("revenue_per_visitor")

        top_referrers = []
        _top_referrers = d.pop("top_referrers")
        for top_referrers_item_data in _top_referrers:
            top_referrers_item = MetricsAnalyticsOverviewTopReferrersItem.from_dict(top_referrers_item_data)

            top_referrers.append(top_referrers_item)

        def _parse_top_region(data: object) -> MetricsAnalyticsOverviewTopRegionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                top_region_type_0 = MetricsAnalyticsOverviewTopRegionType0.from_dict(data)

                return top_region_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MetricsAnalyticsOverviewTopRegionType0 | None, data)

        top_region = _parse_top_region(d.pop("top_region"))

        total_replays = d.pop("total_replays")

        total_revenue_cents = d.pop("total_revenue_cents")

        visitors = d.pop("visitors")

        metrics_analytics_overview = cls(
            avg_session_seconds=avg_session_seconds,
            daily_clicks=daily_clicks,
            daily_page_views=daily_page_views,
            daily_revenue=daily_revenue,
            daily_visitors=daily_visitors,
            online_live=online_live,
            recent_replays=recent_replays,
            revenue_per_visitor=revenue_per_visitor,
            top_referrers=top_referrers,
            top_region=top_region,
            total_replays=total_replays,
            total_revenue_cents=total_revenue_cents,
            visitors=visitors,
        )

        metrics_analytics_overview.additional_properties = d
        return metrics_analytics_overview

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
