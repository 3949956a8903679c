from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.refreshed_session import RefreshedSession
from ...types import Response


def _get_kwargs(
    *,
    x_stack_refresh_token: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["x-stack-refresh-token"] = x_stack_refresh_token

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/sessions/current/refresh",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | RefreshedSession | None:
    if response.status_code == 200:
        response_200 = RefreshedSession.from_dict(response.json())

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
) -> Response[KnownError | RefreshedSession]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_stack_refresh_token: str,
) -> Response[KnownError | RefreshedSession]:
    """Exchange a refresh token for a new access token

     Mints a new access token for the session of the refresh token in `x-stack-refresh-token` and records
    the session as used. Refresh tokens rotate (unlike the API this one is compatible with): every
    refresh answers with the refresh token to use next. Re-presenting the previous token within 10
    seconds (concurrent tabs) answers with the same successor; re-presenting it later is treated as
    theft and revokes the whole session. Projects with `refresh_token_rotation_enabled: false` keep one
    refresh token per session. An unknown, expired or revoked refresh token, or one of another project,
    is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. Do not send an expired access token along: the header
    pipeline would reject it first.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | RefreshedSession]
    """

    kwargs = _get_kwargs(
        x_stack_refresh_token=x_stack_refresh_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    x_stack_refresh_token: str,
) -> KnownError | RefreshedSession | None:
    """Exchange a refresh token for a new access token

     Mints a new access token for the session of the refresh token in `x-stack-refresh-token` and records
    the session as used. Refresh tokens rotate (unlike the API this one is compatible with): every
    refresh answers with the refresh token to use next. Re-presenting the previous token within 10
    seconds (concurrent tabs) answers with the same successor; re-presenting it later is treated as
    theft and revokes the whole session. Projects with `refresh_token_rotation_enabled: false` keep one
    refresh token per session. An unknown, expired or revoked refresh token, or one of another project,
    is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. Do not send an expired access token along: the header
    pipeline would reject it first.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | RefreshedSession
    """

    return sync_detailed(
        client=client,
        x_stack_refresh_token=x_stack_refresh_token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_stack_refresh_token: str,
) -> Response[KnownError | RefreshedSession]:
    """Exchange a refresh token for a new access token

     Mints a new access token for the session of the refresh token in `x-stack-refresh-token` and records
    the session as used. Refresh tokens rotate (unlike the API this one is compatible with): every
    refresh answers with the refresh token to use next. Re-presenting the previous token within 10
    seconds (concurrent tabs) answers with the same successor; re-presenting it later is treated as
    theft and revokes the whole session. Projects with `refresh_token_rotation_enabled: false` keep one
    refresh token per session. An unknown, expired or revoked refresh token, or one of another project,
    is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. Do not send an expired access token along: the header
    pipeline would reject it first.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | RefreshedSession]
    """

    kwargs = _get_kwargs(
        x_stack_refresh_token=x_stack_refresh_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_stack_refresh_token: str,
) -> KnownError | RefreshedSession | None:
    """Exchange a refresh token for a new access token

     Mints a new access token for the session of the refresh token in `x-stack-refresh-token` and records
    the session as used. Refresh tokens rotate (unlike the API this one is compatible with): every
    refresh answers with the refresh token to use next. Re-presenting the previous token within 10
    seconds (concurrent tabs) answers with the same successor; re-presenting it later is treated as
    theft and revokes the whole session. Projects with `refresh_token_rotation_enabled: false` keep one
    refresh token per session. An unknown, expired or revoked refresh token, or one of another project,
    is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. Do not send an expired access token along: the header
    pipeline would reject it first.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | RefreshedSession
    """

    return (
        await asyncio_detailed(
            client=client,
            x_stack_refresh_token=x_stack_refresh_token,
        )
    ).parsed
