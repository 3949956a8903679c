from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.success import Success
from ...types import Response


def _get_kwargs(
    user_id: str,
    provider_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/oauth-providers/{user_id}/{provider_id}".format(
            user_id=quote(str(user_id), safe=""),
            provider_id=quote(str(provider_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KnownError | Success | None:
    if response.status_code == 200:
        response_200 = Success.from_dict(response.json())

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
) -> Response[KnownError | Success]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    provider_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | Success]:
    """Unlink a provider account

     Removes the link and its stored provider tokens; the provider account can then sign up or be linked
    anew. Client access only for its own links, and never the last way the user has to sign in
    (LAST_SIGN_IN_METHOD: a password, a passkey, a verified primary e-mail with OTP sign-in on, or
    another link that may sign in must remain); server and admin access may.

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
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        provider_id (UUID): The link id (`id` of a link). Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        provider_id=provider_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: str,
    provider_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | Success | None:
    """Unlink a provider account

     Removes the link and its stored provider tokens; the provider account can then sign up or be linked
    anew. Client access only for its own links, and never the last way the user has to sign in
    (LAST_SIGN_IN_METHOD: a password, a passkey, a verified primary e-mail with OTP sign-in on, or
    another link that may sign in must remain); server and admin access may.

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
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        provider_id (UUID): The link id (`id` of a link). Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return sync_detailed(
        user_id=user_id,
        provider_id=provider_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    user_id: str,
    provider_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | Success]:
    """Unlink a provider account

     Removes the link and its stored provider tokens; the provider account can then sign up or be linked
    anew. Client access only for its own links, and never the last way the user has to sign in
    (LAST_SIGN_IN_METHOD: a password, a passkey, a verified primary e-mail with OTP sign-in on, or
    another link that may sign in must remain); server and admin access may.

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
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        provider_id (UUID): The link id (`id` of a link). Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        provider_id=provider_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: str,
    provider_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | Success | None:
    """Unlink a provider account

     Removes the link and its stored provider tokens; the provider account can then sign up or be linked
    anew. Client access only for its own links, and never the last way the user has to sign in
    (LAST_SIGN_IN_METHOD: a password, a passkey, a verified primary e-mail with OTP sign-in on, or
    another link that may sign in must remain); server and admin access may.

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
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.
        provider_id (UUID): The link id (`id` of a link). Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            provider_id=provider_id,
            client=client,
        )
    ).parsed
