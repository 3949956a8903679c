from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.client_team_member_profile import ClientTeamMemberProfile
from ...models.known_error import KnownError
from ...models.server_team_member_profile import ServerTeamMemberProfile
from ...models.update_team_member_profile_body import UpdateTeamMemberProfileBody
from ...types import Response


def _get_kwargs(
    team_id: UUID,
    user_id: str,
    *,
    body: UpdateTeamMemberProfileBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/team-member-profiles/{team_id}/{user_id}".format(
            team_id=quote(str(team_id), safe=""),
            user_id=quote(str(user_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> ClientTeamMemberProfile | ServerTeamMemberProfile:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = ServerTeamMemberProfile.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = ClientTeamMemberProfile.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

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
) -> Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateTeamMemberProfileBody,
) -> Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError]:
    """Change a member's profile

     Sets the member's name and image in this team (null falls back to the user's own). Client access
    changes only its own profile (`user_id=me`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND).
    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        body (UpdateTeamMemberProfileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateTeamMemberProfileBody,
) -> ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError | None:
    """Change a member's profile

     Sets the member's name and image in this team (null falls back to the user's own). Client access
    changes only its own profile (`user_id=me`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND).
    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        body (UpdateTeamMemberProfileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError
    """

    return sync_detailed(
        team_id=team_id,
        user_id=user_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateTeamMemberProfileBody,
) -> Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError]:
    """Change a member's profile

     Sets the member's name and image in this team (null falls back to the user's own). Client access
    changes only its own profile (`user_id=me`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND).
    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        body (UpdateTeamMemberProfileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateTeamMemberProfileBody,
) -> ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError | None:
    """Change a member's profile

     Sets the member's name and image in this team (null falls back to the user's own). Client access
    changes only its own profile (`user_id=me`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Client access: the signed-in user must be a member of the team `team_id` (else
    TEAM_MEMBERSHIP_NOT_FOUND).
    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        body (UpdateTeamMemberProfileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeamMemberProfile | ServerTeamMemberProfile | KnownError
    """

    return (
        await asyncio_detailed(
            team_id=team_id,
            user_id=user_id,
            client=client,
            body=body,
        )
    ).parsed
