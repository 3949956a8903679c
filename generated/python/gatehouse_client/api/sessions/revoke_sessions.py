from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.revoked_sessions import RevokedSessions
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    user_id: str,
    exclude_current: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["user_id"] = user_id

    params["exclude_current"] = exclude_current

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/auth/sessions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | RevokedSessions | None:
    if response.status_code == 200:
        response_200 = RevokedSessions.from_dict(response.json())

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
) -> Response[KnownError | RevokedSessions]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
    exclude_current: bool | Unset = UNSET,
) -> Response[KnownError | RevokedSessions]:
    """Revoke all sessions of a user (sign out everywhere)

     Gatehouse addition. Ends every session of the user named in `user_id` (`me` for the signed-in user;
    client access: only its own). With `exclude_current=true` the caller's own session stays ("sign out
    of all other sessions"); it only applies when the caller is that user. Impersonation sessions are
    ended only with admin access (only admins can list them). Their refresh tokens stop working at once,
    and so do access tokens minted from them, on this API.

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
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        exclude_current (bool | Unset): true: keep the caller's own session ("sign out of all
            other sessions"). Without it every session of the user ends, the caller's too.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | RevokedSessions]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        exclude_current=exclude_current,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
    exclude_current: bool | Unset = UNSET,
) -> KnownError | RevokedSessions | None:
    """Revoke all sessions of a user (sign out everywhere)

     Gatehouse addition. Ends every session of the user named in `user_id` (`me` for the signed-in user;
    client access: only its own). With `exclude_current=true` the caller's own session stays ("sign out
    of all other sessions"); it only applies when the caller is that user. Impersonation sessions are
    ended only with admin access (only admins can list them). Their refresh tokens stop working at once,
    and so do access tokens minted from them, on this API.

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
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        exclude_current (bool | Unset): true: keep the caller's own session ("sign out of all
            other sessions"). Without it every session of the user ends, the caller's too.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | RevokedSessions
    """

    return sync_detailed(
        client=client,
        user_id=user_id,
        exclude_current=exclude_current,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
    exclude_current: bool | Unset = UNSET,
) -> Response[KnownError | RevokedSessions]:
    """Revoke all sessions of a user (sign out everywhere)

     Gatehouse addition. Ends every session of the user named in `user_id` (`me` for the signed-in user;
    client access: only its own). With `exclude_current=true` the caller's own session stays ("sign out
    of all other sessions"); it only applies when the caller is that user. Impersonation sessions are
    ended only with admin access (only admins can list them). Their refresh tokens stop working at once,
    and so do access tokens minted from them, on this API.

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
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        exclude_current (bool | Unset): true: keep the caller's own session ("sign out of all
            other sessions"). Without it every session of the user ends, the caller's too.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | RevokedSessions]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        exclude_current=exclude_current,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    user_id: str,
    exclude_current: bool | Unset = UNSET,
) -> KnownError | RevokedSessions | None:
    """Revoke all sessions of a user (sign out everywhere)

     Gatehouse addition. Ends every session of the user named in `user_id` (`me` for the signed-in user;
    client access: only its own). With `exclude_current=true` the caller's own session stays ("sign out
    of all other sessions"); it only applies when the caller is that user. Impersonation sessions are
    ended only with admin access (only admins can list them). Their refresh tokens stop working at once,
    and so do access tokens minted from them, on this API.

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
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        exclude_current (bool | Unset): true: keep the caller's own session ("sign out of all
            other sessions"). Without it every session of the user ends, the caller's too.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | RevokedSessions
    """

    return (
        await asyncio_detailed(
            client=client,
            user_id=user_id,
            exclude_current=exclude_current,
        )
    ).parsed
