from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CrossDomainAuthorizeResult")


@_attrs_define
class CrossDomainAuthorizeResult:
    """
    Attributes:
        redirect_url (str): redirect_uri with `code` (single-use, 5 minutes) and `state` added. Example:
            http://localhost:3000/handler/oauth-
            callback?code=3f9k2m7q8w1e4r6t0y5u2i8o9p3a7s1d6f4g8h2j5k9l3z&state=x8dq2r5mFv.
    """

    redirect_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        redirect_url = self.redirect_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "redirect_url": redirect_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        redirect_url = d.pop("redirect_url")

        cross_domain_authorize_result = cls(
            redirect_url=redirect_url,
        )

        cross_domain_authorize_result.additional_properties = d
        return cross_domain_authorize_result

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
