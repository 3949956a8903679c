from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="KnownErrorDetailsACCESSTOKENEXPIRED")


@_attrs_define
class KnownErrorDetailsACCESSTOKENEXPIRED:
    """The details of ACCESS_TOKEN_EXPIRED.

    Attributes:
        expired_at_millis (float | None):
        project_id (None | str):
        refresh_token_id (None | str):
        user_id (None | str):
    """

    expired_at_millis: float | None
    project_id: None | str
    refresh_token_id: None | str
    user_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expired_at_millis: float | None
        expired_at_millis = self.expired_at_millis

        project_id: None | str
        project_id = self.project_id

        refresh_token_id: None | str
        refresh_token_id = self.refresh_token_id

        user_id: None | str
        user_id = self.user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expired_at_millis": expired_at_millis,
                "project_id": project_id,
                "refresh_token_id": refresh_token_id,
                "user_id": user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_expired_at_millis(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        expired_at_millis = _parse_expired_at_millis(d.pop("expired_at_millis"))

        def _parse_project_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        project_id = _parse_project_id(d.pop("project_id"))

        def _parse_refresh_token_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refresh_token_id = _parse_refresh_token_id(d.pop("refresh_token_id"))

        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))

        known_error_details_accesstokenexpired = cls(
            expired_at_millis=expired_at_millis,
            project_id=project_id,
            refresh_token_id=refresh_token_id,
            user_id=user_id,
        )

        known_error_details_accesstokenexpired.additional_properties = d
        return known_error_details_accesstokenexpired

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
