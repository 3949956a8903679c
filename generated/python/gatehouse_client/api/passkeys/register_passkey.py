from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.register_passkey_body import RegisterPasskeyBody
from ...models.register_passkey_result import RegisterPasskeyResult
from ...types import Response


def _get_kwargs(
    *,
    body: RegisterPasskeyBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/passkey/register",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | RegisterPasskeyResult | None:
    if response.status_code == 200:
        response_200 = RegisterPasskeyResult.from_dict(response.json())

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
) -> Response[KnownError | RegisterPasskeyResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPasskeyBody,
) -> Response[KnownError | RegisterPasskeyResult]:
    """Finish registering a passkey

     Verifies the browser's answer to the registration options of `code` and adds the credential to the
    signed-in user's passkeys (one per device, at most 25: PASSKEY_LIMIT_REACHED), named `name` or
    "Passkey on <browser>, <system>"; passkey_auth_enabled becomes true. The options exclude the user's
    existing credentials, so an authenticator does not make a second one; a credential id already
    registered in the project is refused. The origin the browser signed (`clientDataJSON.origin`) must
    be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id
    is its host name. User verification is not required. The code must have been issued to this user.
    The code is used up by this call whatever its outcome: a failed ceremony starts again with new
    options. Turning passkey_auth_enabled off (PATCH /users/me) removes all the user's passkeys; DELETE
    /passkeys/{user_id}/{passkey_id} removes one.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        body (RegisterPasskeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | RegisterPasskeyResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPasskeyBody,
) -> KnownError | RegisterPasskeyResult | None:
    """Finish registering a passkey

     Verifies the browser's answer to the registration options of `code` and adds the credential to the
    signed-in user's passkeys (one per device, at most 25: PASSKEY_LIMIT_REACHED), named `name` or
    "Passkey on <browser>, <system>"; passkey_auth_enabled becomes true. The options exclude the user's
    existing credentials, so an authenticator does not make a second one; a credential id already
    registered in the project is refused. The origin the browser signed (`clientDataJSON.origin`) must
    be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id
    is its host name. User verification is not required. The code must have been issued to this user.
    The code is used up by this call whatever its outcome: a failed ceremony starts again with new
    options. Turning passkey_auth_enabled off (PATCH /users/me) removes all the user's passkeys; DELETE
    /passkeys/{user_id}/{passkey_id} removes one.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        body (RegisterPasskeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | RegisterPasskeyResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPasskeyBody,
) -> Response[KnownError | RegisterPasskeyResult]:
    """Finish registering a passkey

     Verifies the browser's answer to the registration options of `code` and adds the credential to the
    signed-in user's passkeys (one per device, at most 25: PASSKEY_LIMIT_REACHED), named `name` or
    "Passkey on <browser>, <system>"; passkey_auth_enabled becomes true. The options exclude the user's
    existing credentials, so an authenticator does not make a second one; a credential id already
    registered in the project is refused. The origin the browser signed (`clientDataJSON.origin`) must
    be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id
    is its host name. User verification is not required. The code must have been issued to this user.
    The code is used up by this call whatever its outcome: a failed ceremony starts again with new
    options. Turning passkey_auth_enabled off (PATCH /users/me) removes all the user's passkeys; DELETE
    /passkeys/{user_id}/{passkey_id} removes one.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        body (RegisterPasskeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | RegisterPasskeyResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterPasskeyBody,
) -> KnownError | RegisterPasskeyResult | None:
    """Finish registering a passkey

     Verifies the browser's answer to the registration options of `code` and adds the credential to the
    signed-in user's passkeys (one per device, at most 25: PASSKEY_LIMIT_REACHED), named `name` or
    "Passkey on <browser>, <system>"; passkey_auth_enabled becomes true. The options exclude the user's
    existing credentials, so an authenticator does not make a second one; a credential id already
    registered in the project is refused. The origin the browser signed (`clientDataJSON.origin`) must
    be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id
    is its host name. User verification is not required. The code must have been issued to this user.
    The code is used up by this call whatever its outcome: a failed ceremony starts again with new
    options. Turning passkey_auth_enabled off (PATCH /users/me) removes all the user's passkeys; DELETE
    /passkeys/{user_id}/{passkey_id} removes one.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Args:
        body (RegisterPasskeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | RegisterPasskeyResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
