from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.team_api_key_type import TeamApiKeyType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.team_api_key_value import TeamApiKeyValue


T = TypeVar("T", bound="TeamApiKey")


@_attrs_define
class TeamApiKey:
    """
    Attributes:
        created_at_millis (int):
        description (str):
        id (UUID):
        is_public (bool):
        team_id (UUID):
        type_ (TeamApiKeyType):
        value (TeamApiKeyValue):
        expires_at_millis (int | Unset):
        manually_revoked_at_millis (int | Unset):
    """

    created_at_millis: int
    description: str
    id: UUID
    is_public: bool
    team_id: UUID
    type_: TeamApiKeyType
    value: TeamApiKeyValue
    expires_at_millis: int | Unset = UNSET
    manually_revoked_at_millis: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at_millis = self.created_at_millis

        description = self.description

        id = str(self.id)

        is_public = self.is_public

        team_id = str(self.team_id)

        type_ = self.type_.value

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
                "team_id": team_id,
                "type": type_,
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
        from ..models.team_api_key_value import TeamApiKeyValue  # noqa: PLC0415

        d = dict(src_dict)
        created_at_millis = d.pop("created_at_millis")

        description = d.pop("description")

        id = UUID(d.pop("id"))

        is_public = d.pop("is_public")

        team_id = UUID(d.pop("team_id"))

        type_ = TeamApiKeyType(d.pop("type"))

        value = TeamApiKeyValue.from_dict(d.pop("value"))

        expires_at_millis = d.pop("expires_at_millis", UNSET)

        manually_revoked_at_millis = d.pop("manually_revoked_at_millis", UNSET)

        team_api_key = cls(
            created_at_millis=created_at_millis,
            description=description,
            id=id,
            is_public=is_public,
            team_id=team_id,
            type_=type_,
            value=value,
            expires_at_millis=expires_at_millis,
            manually_revoked_at_millis=manually_revoked_at_millis,
        )

        team_api_key.additional_properties = d
        return team_api_key

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
