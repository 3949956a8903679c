from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.open_id_configuration_grant_types_supported_item import OpenIdConfigurationGrantTypesSupportedItem
from ..models.open_id_configuration_id_token_signing_alg_values_supported_item import (
    OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem,
)
from ..models.open_id_configuration_subject_types_supported_item import OpenIdConfigurationSubjectTypesSupportedItem
from ..models.open_id_configuration_token_endpoint_auth_methods_supported_item import (
    OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem,
)

T = TypeVar("T", bound="OpenIdConfiguration")


@_attrs_define
class OpenIdConfiguration:
    """
    Attributes:
        claims_supported (list[str]):
        grant_types_supported (list[OpenIdConfigurationGrantTypesSupportedItem]):
        id_token_signing_alg_values_supported (list[OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem]):
        issuer (str): Exactly the `iss` of the tokens this document is about. Example:
            https://auth.example.com/api/v1/projects/internal.
        jwks_uri (str):  Example: https://auth.example.com/api/v1/projects/internal/.well-known/jwks.json.
        subject_types_supported (list[OpenIdConfigurationSubjectTypesSupportedItem]):
        token_endpoint (str):  Example: https://auth.example.com/api/v1/auth/oauth/token.
        token_endpoint_auth_methods_supported (list[OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem]):
    """

    claims_supported: list[str]
    grant_types_supported: list[OpenIdConfigurationGrantTypesSupportedItem]
    id_token_signing_alg_values_supported: list[OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem]
    issuer: str
    jwks_uri: str
    subject_types_supported: list[OpenIdConfigurationSubjectTypesSupportedItem]
    token_endpoint: str
    token_endpoint_auth_methods_supported: list[OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claims_supported = self.claims_supported

        grant_types_supported = []
        for grant_types_supported_item_data in self.grant_types_supported:
            grant_types_supported_item = grant_types_supported_item_data.value
            grant_types_supported.append(grant_types_supported_item)

        id_token_signing_alg_values_supported = []
        for id_token_signing_alg_values_supported_item_data in self.id_token_signing_alg_values_supported:
            id_token_signing_alg_values_supported_item = id_token_signing_alg_values_supported_item_data.value
            id_token_signing_alg_values_supported.append(id_token_signing_alg_values_supported_item)

        issuer = self.issuer

        jwks_uri = self.jwks_uri

        subject_types_supported = []
        for subject_types_supported_item_data in self.subject_types_supported:
            subject_types_supported_item = subject_types_supported_item_data.value
            subject_types_supported.append(subject_types_supported_item)

        token_endpoint = self.token_endpoint

        token_endpoint_auth_methods_supported = []
        for token_endpoint_auth_methods_supported_item_data in self.token_endpoint_auth_methods_supported:
            token_endpoint_auth_methods_supported_item = token_endpoint_auth_methods_supported_item_data.value
            token_endpoint_auth_methods_supported.append(token_endpoint_auth_methods_supported_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claims_supported": claims_supported,
                "grant_types_supported": grant_types_supported,
                "id_token_signing_alg_values_supported": id_token_signing_alg_values_supported,
                "issuer": issuer,
                "jwks_uri": jwks_uri,
                "subject_types_supported": subject_types_supported,
                "token_endpoint": token_endpoint,
                "token_endpoint_auth_methods_supported": token_endpoint_auth_methods_supported,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        claims_supported = cast(list[str], d.pop("claims_supported"))

        grant_types_supported = []
        _grant_types_supported = d.pop("grant_types_supported")
        for grant_types_supported_item_data in _grant_types_supported:
            grant_types_supported_item = OpenIdConfigurationGrantTypesSupportedItem(grant_types_supported_item_data)

            grant_types_supported.append(grant_types_supported_item)

        id_token_signing_alg_values_supported = []
        _id_token_signing_alg_values_supported = d.pop("id_token_signing_alg_values_supported")
        for id_token_signing_alg_values_supported_item_data in _id_token_signing_alg_values_supported:
            id_token_signing_alg_values_supported_item = OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem(
                id_token_signing_alg_values_supported_item_data
            )

            id_token_signing_alg_values_supported.append(id_token_signing_alg_values_supported_item)

        issuer = d.pop("issuer")

        jwks_uri = d.pop("jwks_uri")

        subject_types_supported = []
        _subject_types_supported = d.pop("subject_types_supported")
        for subject_types_supported_item_data in _subject_types_supported:
            subject_types_supported_item = OpenIdConfigurationSubjectTypesSupportedItem(
                subject_types_supported_item_data
            )

            subject_types_supported.append(subject_types_supported_item)

        token_endpoint = d.pop("token_endpoint")

        token_endpoint_auth_methods_supported = []
        _token_endpoint_auth_methods_supported = d.pop("token_endpoint_auth_methods_supported")
        for token_endpoint_auth_methods_supported_item_data in _token_endpoint_auth_methods_supported:
            token_endpoint_auth_methods_supported_item = OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem(
                token_endpoint_auth_methods_supported_item_data
            )

            token_endpoint_auth_methods_supported.append(token_endpoint_auth_methods_supported_item)

        open_id_configuration = cls(
            claims_supported=claims_supported,
            grant_types_supported=grant_types_supported,
            id_token_signing_alg_values_supported=id_token_signing_alg_values_supported,
            issuer=issuer,
            jwks_uri=jwks_uri,
            subject_types_supported=subject_types_supported,
            token_endpoint=token_endpoint,
            token_endpoint_auth_methods_supported=token_endpoint_auth_methods_supported,
        )

        open_id_configuration.additional_properties = d
        return open_id_configuration

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
