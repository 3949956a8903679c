from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="SendTeamInvitationBody")


@_attrs_define
class SendTeamInvitationBody:
    """
    Attributes:
        callback_url (str): The page that accepts invitations; the e-mailed link is this URL with `code` added. Must be
            on a trusted domain. Example: http://localhost:3000/handler/team-invitation.
        email (str): Where the invitation goes (stored lower-cased). Example: grace@example.com.
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
    """

    callback_url: str
    email: str
    team_id: UUID

    def to_dict(self) -> dict[str, Any]:
        callback_url = self.callback_url

        email = self.email

        team_id = str(self.team_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "callback_url": callback_url,
                "email": email,
                "team_id": team_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        callback_url = d.pop("callback_url")

        email = d.pop("email")

        team_id = UUID(d.pop("team_id"))

        send_team_invitation_body = cls(
            callback_url=callback_url,
            email=email,
            team_id=team_id,
        )

        return send_team_invitation_body
