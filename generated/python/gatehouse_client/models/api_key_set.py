from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.api_key_last_four import ApiKeyLastFour


T = TypeVar("T", bound="ApiKeySet")


@_attrs_define
class ApiKeySet:
    """
    Attributes:
        created_at_millis (int):
        description (str):  Example: Production backend.
        expires_at_millis (int):
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        manually_revoked_at_millis (int | Unset):
        publishable_client_key (ApiKeyLastFour | Unset):
        secret_server_key (ApiKeyLastFour | Unset):
        super_secret_admin_key (ApiKeyLastFour | Unset):
    """

    created_at_millis: int
    description: str
    expires_at_millis: int
    id: UUID
    manually_revoked_at_millis: int | Unset = UNSET
    publishable_client_key: ApiKeyLastFour | Unset = UNSET
    secret_server_key: ApiKeyLastFour | Unset = UNSET
    super_secret_admin_key: ApiKeyLastFour | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at_millis = self.created_at_millis

        description = self.description

        expires_at_millis = self.expires_at_millis

        id = str(self.id)

        manually_revoked_at_millis = self.manually_revoked_at_millis

        publishable_client_key: dict[str, Any] | Unset = UNSET
        if not isinstance(self.publishable_client_key, Unset):
            publishable_client_key = self.publishable_client_key.to_dict()

        secret_server_key: dict[str, Any] | Unset = UNSET
        if not isinstance(self.secret_server_key, Unset):
            secret_server_key = self.secret_server_key.to_dict()

        super_secret_admin_key: dict[str, Any] | Unset = UNSET
        if not isinstance(self.super_secret_admin_key, Unset):
            super_secret_admin_key = self.super_secret_admin_key.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at_millis": created_at_millis,
                "description": description,
                "expires_at_millis": expires_at_millis,
                "id": id,
            }
        )
        if manually_revoked_at_millis is not UNSET:
            field_dict["manually_revoked_at_millis"] = manually_revoked_at_millis
        if publishable_client_key is not UNSET:
            field_dict["publishable_client_key"] = publishable_client_key
        if secret_server_key is not UNSET:
            field_dict["secret_server_key"] = secret_server_key
        if super_secret_admin_key is not UNSET:
            field_dict["super_secret_admin_key"] = super_secret_admin_key

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key_last_four import ApiKeyLastFour  # noqa: PLC0415

        d = dict(src_dict)
        created_at_millis = d.pop("created_at_millis")

        description = d.pop("description")

        expires_at_millis = d.pop("expires_at_millis")

        id = UUID(d.pop("id"))

        manually_revoked_at_millis = d.pop("manually_revoked_at_millis", UNSET)

        _publishable_client_key = d.pop("publishable_client_key", UNSET)
        publishable_client_key: ApiKeyLastFour | Unset
        if isinstance(_publishable_client_key, Unset):
            publishable_client_key = UNSET
        else:
            publishable_client_key = ApiKeyLastFour.from_dict(_publishable_client_key)

        _secret_server_key = d.pop("secret_server_key", UNSET)
        secret_server_key: ApiKeyLastFour | Unset
        if isinstance(_secret_server_key, Unset):
            secret_server_key = UNSET
        else:
            secret_server_key = ApiKeyLastFour.from_dict(_secret_server_key)

        _super_secret_admin_key = d.pop("super_secret_admin_key", UNSET)
        super_secret_admin_key: ApiKeyLastFour | Unset
        if isinstance(_super_secret_admin_key, Unset):
            super_secret_admin_key = UNSET
        else:
            super_secret_admin_key = ApiKeyLastFour.from_dict(_super_secret_admin_key)

        api_key_set = cls(
            created_at_millis=created_at_millis,
            description=description,
            expires_at_millis=expires_at_millis,
            id=id,
            manually_revoked_at_millis=manually_revoked_at_millis,
            publishable_client_key=publishable_client_key,
            secret_server_key=secret_server_key,
            super_secret_admin_key=super_secret_admin_key,
        )

        api_key_set.additional_properties = d
        return api_key_set

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
