from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EndUserIpInfo")


@_attrs_define
class EndUserIpInfo:
    """Where the session was last used from (its sign-in or latest refresh). Absent for sessions from before this was
    recorded, or when the address is unknown.

        Attributes:
            city_name (None | str):
            country_code (None | str): The approximate location fields come from a trusted edge's headers (Cloudflare,
                Vercel; only from GATEHOUSE_TRUSTED_PROXIES); null when none reported it. Gatehouse makes no location lookups.
            ip (str): The client address (X-Forwarded-For counts only from GATEHOUSE_TRUSTED_PROXIES). Example: 203.0.113.7.
            latitude (float | None):
            longitude (float | None):
            region_code (None | str):
            tz_identifier (None | str):
    """

    city_name: None | str
    country_code: None | str
    ip: str
    latitude: float | None
    longitude: float | None
    region_code: None | str
    tz_identifier: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        city_name: None | str
        city_name = self.city_name

        country_code: None | str
        country_code = self.country_code

        ip = self.ip

        latitude: float | None
        latitude = self.latitude

        longitude: float | None
        longitude = self.longitude

        region_code: None | str
        region_code = self.region_code

        tz_identifier: None | str
        tz_identifier = self.tz_identifier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cityName": city_name,
                "countryCode": country_code,
                "ip": ip,
                "latitude": latitude,
                "longitude": longitude,
                "regionCode": region_code,
                "tzIdentifier": tz_identifier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_city_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city_name = _parse_city_name(d.pop("cityName"))

        def _parse_country_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country_code = _parse_country_code(d.pop("countryCode"))

        ip = d.pop("ip")

        def _parse_latitude(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        latitude = _parse_latitude(d.pop("latitude"))

        def _parse_longitude(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        longitude = _parse_longitude(d.pop("longitude"))

        def _parse_region_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        region_code = _parse_region_code(d.pop("regionCode"))

        def _parse_tz_identifier(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tz_identifier = _parse_tz_identifier(d.pop("tzIdentifier"))

        end_user_ip_info = cls(
            city_name=city_name,
            country_code=country_code,
            ip=ip,
            latitude=latitude,
            longitude=longitude,
            region_code=region_code,
            tz_identifier=tz_identifier,
        )

        end_user_ip_info.additional_properties = d
        return end_user_ip_info

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
