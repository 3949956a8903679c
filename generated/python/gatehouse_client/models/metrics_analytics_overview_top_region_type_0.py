from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MetricsAnalyticsOverviewTopRegionType0")


@_attrs_define
class MetricsAnalyticsOverviewTopRegionType0:
    """
    Attributes:
        count (int):
        country_code (str):
        region_code (str):
    """

    count: int
    country_code: str
    region_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        country_code = self.country_code

        region_code = self.region_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "country_code": country_code,
                "region_code": region_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        country_code = d.pop("country_code")

        region_code = d.pop("region_code")

        metrics_analytics_overview_top_region_type_0 = cls(
            count=count,
            country_code=country_code,
            region_code=region_code,
        )

        metrics_analytics_overview_top_region_type_0.additional_properties = d
        return metrics_analytics_overview_top_region_type_0

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
