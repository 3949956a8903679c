from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.team_permission_list import TeamPermissionList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
    permission_id: str | Unset = UNSET,
    recursive: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_team_id: str | Unset = UNSET
    if not isinstance(team_id, Unset):
        json_team_id = str(team_id)
    params["team_id"] = json_team_id

    params["user_id"] = user_id

    params["permission_id"] = permission_id

    params["recursive"] = recursive

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/team-permissions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | TeamPermissionList | None:
    if response.status_code == 200:
        response_200 = TeamPermissionList.from_dict(response.json())

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
) -> Response[KnownError | TeamPermissionList]:
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
    permission_id: str | Unset = UNSET,
    recursive: bool | Unset = UNSET,
) -> Response[KnownError | TeamPermissionList]:
    """List team permissions

     The team permissions members hold, filtered by team, user and permission, sorted by team, user and
    id. Without recursive=true only the directly granted ones; with it also every permission they
    contain, transitively (each listed once). Client access must pass its own user (`user_id=me`).
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user's permissions (`me`: the signed-in user). Client
            access must give its own user. Example: me.
        permission_id (str | Unset): Only this permission (with recursive=true: also when held
            through another). Example: $read_members.
        recursive (bool | Unset): true: also the permissions the granted ones contain,
            transitively. Otherwise only the directly granted ones.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | TeamPermissionList]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
        permission_id=permission_id,
        recursive=recursive,
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
    permission_id: str | Unset = UNSET,
    recursive: bool | Unset = UNSET,
) -> KnownError | TeamPermissionList | None:
    """List team permissions

     The team permissions members hold, filtered by team, user and permission, sorted by team, user and
    id. Without recursive=true only the directly granted ones; with it also every permission they
    contain, transitively (each listed once). Client access must pass its own user (`user_id=me`).
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user's permissions (`me`: the signed-in user). Client
            access must give its own user. Example: me.
        permission_id (str | Unset): Only this permission (with recursive=true: also when held
            through another). Example: $read_members.
        recursive (bool | Unset): true: also the permissions the granted ones contain,
            transitively. Otherwise only the directly granted ones.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | TeamPermissionList
    """

    return sync_detailed(
        client=client,
        team_id=team_id,
        user_id=user_id,
        permission_id=permission_id,
        recursive=recursive,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
    permission_id: str | Unset = UNSET,
    recursive: bool | Unset = UNSET,
) -> Response[KnownError | TeamPermissionList]:
    """List team permissions

     The team permissions members hold, filtered by team, user and permission, sorted by team, user and
    id. Without recursive=true only the directly granted ones; with it also every permission they
    contain, transitively (each listed once). Client access must pass its own user (`user_id=me`).
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user's permissions (`me`: the signed-in user). Client
            access must give its own user. Example: me.
        permission_id (str | Unset): Only this permission (with recursive=true: also when held
            through another). Example: $read_members.
        recursive (bool | Unset): true: also the permissions the granted ones contain,
            transitively. Otherwise only the directly granted ones.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | TeamPermissionList]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
        permission_id=permission_id,
        recursive=recursive,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    team_id: UUID | Unset = UNSET,
    user_id: str | Unset = UNSET,
    permission_id: str | Unset = UNSET,
    recursive: bool | Unset = UNSET,
) -> KnownError | TeamPermissionList | None:
    """List team permissions

     The team permissions members hold, filtered by team, user and permission, sorted by team, user and
    id. Without recursive=true only the directly granted ones; with it also every permission they
    contain, transitively (each listed once). Client access must pass its own user (`user_id=me`).
    Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        team_id (UUID | Unset): Only this team. Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str | Unset): Only this user's permissions (`me`: the signed-in user). Client
            access must give its own user. Example: me.
        permission_id (str | Unset): Only this permission (with recursive=true: also when held
            through another). Example: $read_members.
        recursive (bool | Unset): true: also the permissions the granted ones contain,
            transitively. Otherwise only the directly granted ones.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | TeamPermissionList
    """

    return (
        await asyncio_detailed(
            client=client,
            team_id=team_id,
            user_id=user_id,
            permission_id=permission_id,
            recursive=recursive,
        )
    ).parsed
