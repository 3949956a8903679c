"""The server layer for your backend (hand-written, not generated): verify requests, read and change
users and teams in their server view, check permissions and API keys.

The source is contract/python-extras/gatehouse_client/server.py; `make generate` copies it into
generated/python. It mirrors the TypeScript SDK's server app (sdk/src/apps.ts):

    from gatehouse_client.server import GatehouseServer

    gh = GatehouseServer("http://localhost:8102", project_id, secret_server_key="ssk_...")
    claims = gh.authenticate_request(request.headers)   # None: no valid token
    if claims and gh.has_permission(claims.user_id, team_id, "read"):
        ...

Every call raises gatehouse.GatehouseError for an error answer (switch on `.code`).
"""

from __future__ import annotations

from collections.abc import Iterator
from uuid import UUID

from . import gatehouse
from .api.project_permissions import list_project_permissions
from .api.team_memberships import add_team_member
from .api.team_permissions import grant_team_permission, list_team_permissions
from .api.teams import create_team, get_team
from .api.user_api_keys import check_user_api_key, update_user_api_key
from .api.users import get_user, list_users, update_user
from .models import (
    CheckApiKeyBody,
    CreateTeamBody,
    ServerTeam,
    ServerUser,
    TeamMembership,
    UpdateOwnerApiKeyBody,
    UpdateUserBody,
    UserApiKey,
)
from .types import UNSET
from .verify import AccessTokenClaims, AccessTokenVerifier, Headers, TokenCheck

__all__ = ["API_KEY_NOT_VALID_CODES", "GatehouseServer", "PAGE_LIMIT"]

API_KEY_NOT_VALID_CODES = frozenset({"API_KEY_NOT_FOUND", "API_KEY_EXPIRED", "API_KEY_REVOKED", "WRONG_API_KEY_TYPE"})
"""The answers to a key check that mean "not a live user key": check_api_key answers None for them."""

PAGE_LIMIT = 100
"""Users fetched per request by iter_users (the server's maximum page size is 200)."""


class GatehouseServer:
    """Your backend's access to one project, with the secret server key. Thread-safe.

    User and team ids are taken as `str` or `UUID` (the models give UUIDs, tokens' claims strings);
    a team id that is not a UUID raises ValueError.

    `base_url` is the Gatehouse server as this backend reaches it (with or without /api/v1);
    `issuer` overrides the issuer read from the project's discovery document (see AccessTokenVerifier).
    `api` is the generated client with server access, for every operation this class does not wrap.
    """

    def __init__(
        self,
        base_url: str,
        project_id: str,
        *,
        secret_server_key: str,
        issuer: str | None = None,
        timeout: float = 10.0,
    ) -> None:
        self.project_id = project_id
        self.api = gatehouse.server_access(base_url, project_id, secret_server_key=secret_server_key, timeout=timeout)
        self.verifier = AccessTokenVerifier(base_url, project_id, issuer=issuer, timeout=min(timeout, 5.0))

    # --- requests -------------------------------------------------------------------------------

    def authenticate_request(self, headers: Headers) -> AccessTokenClaims | None:
        """The verified claims of the request's access token (x-stack-access-token, else
        Authorization: Bearer), checked locally against the JWKS; None when missing or refused."""
        return self.verifier.authenticate_request(headers)

    def authenticate_request_result(self, headers: Headers) -> TokenCheck:
        """As authenticate_request, with the reason when refused (`missing`, `expired`, `signature`...)."""
        return self.verifier.authenticate_request_result(headers)

    # --- users ----------------------------------------------------------------------------------

    def get_user(self, user_id: str | UUID) -> ServerUser:
        """The user's server view; GatehouseError USER_NOT_FOUND when there is none."""
        return gatehouse.unwrap(get_user.sync_detailed(str(user_id), client=self.api))

    def update_user(self, user_id: str | UUID, body: UpdateUserBody) -> ServerUser:
        return gatehouse.unwrap(update_user.sync_detailed(str(user_id), client=self.api, body=body))

    def iter_users(self, *, query: str | None = None, team_id: UUID | None = None) -> Iterator[ServerUser]:
        """Every user (anonymous ones excluded), oldest first, fetched PAGE_LIMIT at a time."""
        cursor: UUID | None = None
        while True:
            page = gatehouse.unwrap(
                list_users.sync_detailed(
                    client=self.api,
                    limit=PAGE_LIMIT,
                    cursor=cursor if cursor is not None else UNSET,
                    query=query if query is not None else UNSET,
                    team_id=team_id if team_id is not None else UNSET,
                )
            )
            yield from page.items
            cursor = page.pagination.next_cursor
            if cursor is None:
                return

    # --- teams ----------------------------------------------------------------------------------

    def create_team(self, display_name: str, *, creator_user_id: str | UUID | None = None) -> ServerTeam:
        """A new team; with creator_user_id that user is its first member."""
        body = CreateTeamBody(display_name=display_name)
        if creator_user_id is not None:
            body.creator_user_id = str(creator_user_id)
        return gatehouse.server_team(create_team.sync_detailed(client=self.api, body=body))

    def get_team(self, team_id: str | UUID) -> ServerTeam:
        return gatehouse.server_team(get_team.sync_detailed(_uuid(team_id), client=self.api))

    def add_team_member(self, team_id: str | UUID, user_id: str | UUID) -> TeamMembership:
        return gatehouse.unwrap(add_team_member.sync_detailed(_uuid(team_id), str(user_id), client=self.api))

    # --- permissions ----------------------------------------------------------------------------

    def grant_permission(self, user_id: str | UUID, team_id: str | UUID, permission_id: str) -> None:
        """Grants a team permission (defined first, see the README) to a member of the team."""
        gatehouse.unwrap(grant_team_permission.sync_detailed(_uuid(team_id), str(user_id), permission_id, client=self.api))

    def has_permission(self, user_id: str | UUID, team_id: str | UUID | None, permission_id: str) -> bool:
        """Whether the user holds the permission, directly or through one that contains it: in the
        team (team_id), or project-wide (team_id None). A team id that is not a UUID answers False."""
        if team_id is None:
            project = gatehouse.unwrap(
                list_project_permissions.sync_detailed(
                    client=self.api, user_id=str(user_id), permission_id=permission_id, recursive=True
                )
            )
            return any(p.id == permission_id for p in project.items)
        try:
            team_uuid = _uuid(team_id)
        except ValueError:
            return False  # not a team id (e.g. a path segment a caller made up): no permission in it
        team = gatehouse.unwrap(
            list_team_permissions.sync_detailed(
                client=self.api, team_id=team_uuid, user_id=str(user_id), permission_id=permission_id, recursive=True
            )
        )
        return any(p.id == permission_id and p.team_id == team_uuid for p in team.items)

    # --- API keys -------------------------------------------------------------------------------

    def check_api_key(self, key: str) -> ServerUser | None:
        """The user a live user API key belongs to; None for an unknown, expired, revoked or team key."""
        if not key:
            return None
        try:
            found = gatehouse.unwrap(
                check_user_api_key.sync_detailed(client=self.api, body=CheckApiKeyBody(api_key=key))
            )
        except gatehouse.GatehouseError as e:
            if e.code in API_KEY_NOT_VALID_CODES:
                return None
            raise
        return self.get_user(found.user_id)

    def revoke_user_api_key(self, api_key_id: UUID) -> UserApiKey:
        """Revokes a user API key for good (there is no un-revoke)."""
        return gatehouse.unwrap(
            update_user_api_key.sync_detailed(api_key_id, client=self.api, body=UpdateOwnerApiKeyBody(revoked=True))
        )


def _uuid(value: str | UUID) -> UUID:
    return value if isinstance(value, UUID) else UUID(value)
