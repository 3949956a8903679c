from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateTeamApiKeyBody")


@_attrs_define
class CreateTeamApiKeyBody:
    """
    Attributes:
        description (str):  Example: CI deploys.
        expires_at_millis (int | None): When the key stops working; null: never. Example: 4102444800000.
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        is_public (bool | Unset): A public key (`pk_`) may be shown to others, e.g. in a browser; default false (`sk_`).
    """

    description: str
    expires_at_millis: int | None
    team_id: UUID
    is_public: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        expires_at_millis: int | None
        expires_at_millis = self.expires_at_millis

        team_id = str(self.team_id)

        is_public = self.is_public

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
                "expires_at_millis": expires_at_millis,
                "team_id": team_id,
            }
        )
        if is_public is not UNSET:
            field_dict["is_public"] = is_public

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        def _parse_expires_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        expires_at_millis = _parse_expires_at_millis(d.pop("expires_at_millis"))

        team_id = UUID(d.pop("team_id"))

        is_public = d.pop("is_public", UNSET)

        create_team_api_key_body = cls(
            description=description,
            expires_at_millis=expires_at_millis,
            team_id=team_id,
            is_public=is_public,
        )

        return create_team_api_key_body
