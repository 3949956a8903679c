from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.team_invitation_accepted import TeamInvitationAccepted
from ...types import UNSET, Response


def _get_kwargs(
    id: UUID,
    *,
    user_id: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["user_id"] = user_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/team-invitations/{id}/accept".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | TeamInvitationAccepted | None:
    if response.status_code == 200:
        response_200 = TeamInvitationAccepted.from_dict(response.json())

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
) -> Response[KnownError | TeamInvitationAccepted]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
) -> Response[KnownError | TeamInvitationAccepted]:
    """Accept a team invitation sent to one of your addresses

     Accepts the invitation `id` for the user `user_id` (client access: `me`), who must own the invited
    e-mail address, verified; the user becomes a member with the project's team-member default
    permissions (already a member: nothing changes). An invitation that is unknown, sent to another
    address, used or expired answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | TeamInvitationAccepted]
    """

    kwargs = _get_kwargs(
        id=id,
        user_id=user_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
) -> KnownError | TeamInvitationAccepted | None:
    """Accept a team invitation sent to one of your addresses

     Accepts the invitation `id` for the user `user_id` (client access: `me`), who must own the invited
    e-mail address, verified; the user becomes a member with the project's team-member default
    permissions (already a member: nothing changes). An invitation that is unknown, sent to another
    address, used or expired answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | TeamInvitationAccepted
    """

    return sync_detailed(
        id=id,
        client=client,
        user_id=user_id,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
) -> Response[KnownError | TeamInvitationAccepted]:
    """Accept a team invitation sent to one of your addresses

     Accepts the invitation `id` for the user `user_id` (client access: `me`), who must own the invited
    e-mail address, verified; the user becomes a member with the project's team-member default
    permissions (already a member: nothing changes). An invitation that is unknown, sent to another
    address, used or expired answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | TeamInvitationAccepted]
    """

    kwargs = _get_kwargs(
        id=id,
        user_id=user_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
) -> KnownError | TeamInvitationAccepted | None:
    """Accept a team invitation sent to one of your addresses

     Accepts the invitation `id` for the user `user_id` (client access: `me`), who must own the invited
    e-mail address, verified; the user becomes a member with the project's team-member default
    permissions (already a member: nothing changes). An invitation that is unknown, sent to another
    address, used or expired answers VERIFICATION_CODE_NOT_FOUND. A body, if sent, is ignored.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: a client acts only on its own
    user, `me`)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (only to name the user `me`)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | TeamInvitationAccepted
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            user_id=user_id,
        )
    ).parsed
