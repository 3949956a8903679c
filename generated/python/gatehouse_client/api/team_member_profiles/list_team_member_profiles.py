from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.team_member_profile_list import TeamMemberProfileList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_team_id: str | Unset = UNSET
    if not isinstance(team_id, Unset):
        json_team_id = str(team_id)
    params["team_id"] = json_team_id

    params["user_id"] = user_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/team-member-profiles",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | TeamMemberProfileList | None:
    if response.status_code == 200:
        response_200 = TeamMemberProfileList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = KnownError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = KnownError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = KnownError.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = KnownError.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = KnownError.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[KnownError | TeamMemberProfileList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
) -> Response[KnownError | TeamMemberProfileList]:
    """List team member profiles

     The members' profiles (their name and image in the team, falling back to the user's own), in the
    order they joined; server and admin access also get each whole user. Client access lists one team it
    is a member of (`team_id`): its own profile (`user_id=me`), or, with `$read_members`, everyone's.
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than itself (else
    TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Required for client access. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user (`me`: the signed-in user). Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | TeamMemberProfileList]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
) -> KnownError | TeamMemberProfileList | None:
    """List team member profiles

     The members' profiles (their name and image in the team, falling back to the user's own), in the
    order they joined; server and admin access also get each whole user. Client access lists one team it
    is a member of (`team_id`): its own profile (`user_id=me`), or, with `$read_members`, everyone's.
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than itself (else
    TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Required for client access. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user (`me`: the signed-in user). Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | TeamMemberProfileList
    """

    return sync_detailed(
        client=client,
        team_id=team_id,
        user_id=user_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
) -> Response[KnownError | TeamMemberProfileList]:
    """List team member profiles

     The members' profiles (their name and image in the team, falling back to the user's own), in the
    order they joined; server and admin access also get each whole user. Client access lists one team it
    is a member of (`team_id`): its own profile (`user_id=me`), or, with `$read_members`, everyone's.
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than itself (else
    TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Required for client access. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user (`me`: the signed-in user). Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | TeamMemberProfileList]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
) -> KnownError | TeamMemberProfileList | None:
    """List team member profiles

     The members' profiles (their name and image in the team, falling back to the user's own), in the
    order they joined; server and admin access also get each whole user. Client access lists one team it
    is a member of (`team_id`): its own profile (`user_id=me`), or, with `$read_members`, everyone's.
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than itself (else
    TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).
    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Required for client access. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user (`me`: the signed-in user). Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | TeamMemberProfileList
    """

    return (
        await asyncio_detailed(
            client=client,
            team_id=team_id,
            user_id=user_id,
        )
    ).parsed
