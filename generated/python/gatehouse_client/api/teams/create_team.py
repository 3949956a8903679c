from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.client_team import ClientTeam
from ...models.create_team_body import CreateTeamBody
from ...models.known_error import KnownError
from ...models.server_team import ServerTeam
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateTeamBody,
    add_current_user: bool | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["add_current_user"] = add_current_user

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/teams",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClientTeam | ServerTeam | KnownError | None:
    if response.status_code == 201:

        def _parse_response_201(data: object) -> ClientTeam | ServerTeam:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_0 = ServerTeam.from_dict(data)

                return response_201_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_201_type_1 = ClientTeam.from_dict(data)

            return response_201_type_1

        response_201 = _parse_response_201(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = KnownError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = KnownError.from_dict(response.json())

        return response_413

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
) -> Response[ClientTeam | ServerTeam | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateTeamBody,
    add_current_user: bool | Unset = UNSET,
) -> Response[ClientTeam | ServerTeam | KnownError]:
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `team_creations_per_user`.

    Args:
        add_current_user (bool | Unset): Legacy form of `creator_user_id: "me"`: the signed-in
            user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeam | ServerTeam | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
        add_current_user=add_current_user,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateTeamBody,
    add_current_user: bool | Unset = UNSET,
) -> ClientTeam | ServerTeam | KnownError | None:
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `team_creations_per_user`.

    Args:
        add_current_user (bool | Unset): Legacy form of `creator_user_id: "me"`: the signed-in
            user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeam | ServerTeam | KnownError
    """

    return sync_detailed(
        client=client,
        body=body,
        add_current_user=add_current_user,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateTeamBody,
    add_current_user: bool | Unset = UNSET,
) -> Response[ClientTeam | ServerTeam | KnownError]:
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `team_creations_per_user`.

    Args:
        add_current_user (bool | Unset): Legacy form of `creator_user_id: "me"`: the signed-in
            user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeam | ServerTeam | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
        add_current_user=add_current_user,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateTeamBody,
    add_current_user: bool | Unset = UNSET,
) -> ClientTeam | ServerTeam | KnownError | None:
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `team_creations_per_user`.

    Args:
        add_current_user (bool | Unset): Legacy form of `creator_user_id: "me"`: the signed-in
            user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeam | ServerTeam | KnownError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            add_current_user=add_current_user,
        )
    ).parsed
