from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.user_api_key_type import UserApiKeyType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.user_api_key_value import UserApiKeyValue


T = TypeVar("T", bound="UserApiKey")


@_attrs_define
class UserApiKey:
    """
    Attributes:
        created_at_millis (int):
        description (str):
        id (UUID):
        is_public (bool):
        type_ (UserApiKeyType):
        user_id (UUID):
        value (UserApiKeyValue):
        expires_at_millis (int | Unset):
        manually_revoked_at_millis (int | Unset):
    """

    created_at_millis: int
    description: str
    id: UUID
    is_public: bool
    type_: UserApiKeyType
    user_id: UUID
    value: UserApiKeyValue
    expires_at_millis: int | Unset = UNSET
    manually_revoked_at_millis: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at_millis = self.created_at_millis

        description = self.description

        id = str(self.id)

        is_public = self.is_public

        type_ = self.type_.value

        user_id = str(self.user_id)

        value = self.value.to_dict()

        expires_at_millis = self.expires_at_millis

        manually_revoked_at_millis = self.manually_revoked_at_millis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at_millis": created_at_millis,
                "description": description,
                "id": id,
                "is_public": is_public,
                "type": type_,
                "user_id": user_id,
                "value": value,
            }
        )
        if expires_at_millis is not UNSET:
            field_dict["expires_at_millis"] = expires_at_millis
        if manually_revoked_at_millis is not UNSET:
            field_dict["manually_revoked_at_millis"] = manually_revoked_at_millis

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user_api_key_value import UserApiKeyValue  # noqa: PLC0415

        d = dict(src_dict)
        created_at_millis = d.pop("created_at_millis")

        description = d.pop("description")

        id = UUID(d.pop("id"))

        is_public = d.pop("is_public")

        type_ = UserApiKeyType(d.pop("type"))

        user_id = UUID(d.pop("user_id"))

        value = UserApiKeyValue.from_dict(d.pop("value"))

        expires_at_millis = d.pop("expires_at_millis", UNSET)

        manually_revoked_at_millis = d.pop("manually_revoked_at_millis", UNSET)

        user_api_key = cls(
            created_at_millis=created_at_millis,
            description=description,
            id=id,
            is_public=is_public,
            type_=type_,
            user_id=user_id,
            value=value,
            expires_at_millis=expires_at_millis,
            manually_revoked_at_millis=manually_revoked_at_millis,
        )

        user_api_key.additional_properties = d
        return user_api_key

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
