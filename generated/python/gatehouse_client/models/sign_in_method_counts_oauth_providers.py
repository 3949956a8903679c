from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SignInMethodCountsOauthProviders")


@_attrs_define
class SignInMethodCountsOauthProviders:
    """Users linked to each OAuth provider, keyed by provider config id (`provider_config_id` of /oauth-providers). A user
    with several accounts of one provider counts once; a provider nobody is linked to is absent (read it as 0).

        Example:
            {'github': 9, 'google': 4}

    """

    additional_properties: dict[str, int] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sign_in_method_counts_oauth_providers = cls()

        sign_in_method_counts_oauth_providers.additional_properties = d
        return sign_in_method_counts_oauth_providers

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
