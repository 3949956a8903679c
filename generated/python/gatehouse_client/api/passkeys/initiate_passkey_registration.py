from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.passkey_registration_start import PasskeyRegistrationStart
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/passkey/initiate-passkey-registration",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PasskeyRegistrationStart | None:
    if response.status_code == 200:
        response_200 = PasskeyRegistrationStart.from_dict(response.json())

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
) -> Response[KnownError | PasskeyRegistrationStart]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | PasskeyRegistrationStart]:
    """Start registering a passkey

     Answers the options for navigator.credentials.create and a 45-character code holding their challenge
    (single-use, valid 60 seconds). The passkey is discoverable (resident key required);
    `excludeCredentials` lists the user's existing passkeys; algorithms EdDSA (-8), ES256 (-7) and RS256
    (-257), no attestation. `rp.id` is a placeholder the caller replaces with the host name of its page.
    Needs `passkey_enabled` and a signed-in user. No body; one, if sent, is ignored.

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
    `sign_ins_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PasskeyRegistrationStart]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | PasskeyRegistrationStart | None:
    """Start registering a passkey

     Answers the options for navigator.credentials.create and a 45-character code holding their challenge
    (single-use, valid 60 seconds). The passkey is discoverable (resident key required);
    `excludeCredentials` lists the user's existing passkeys; algorithms EdDSA (-8), ES256 (-7) and RS256
    (-257), no attestation. `rp.id` is a placeholder the caller replaces with the host name of its page.
    Needs `passkey_enabled` and a signed-in user. No body; one, if sent, is ignored.

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
    `sign_ins_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PasskeyRegistrationStart
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | PasskeyRegistrationStart]:
    """Start registering a passkey

     Answers the options for navigator.credentials.create and a 45-character code holding their challenge
    (single-use, valid 60 seconds). The passkey is discoverable (resident key required);
    `excludeCredentials` lists the user's existing passkeys; algorithms EdDSA (-8), ES256 (-7) and RS256
    (-257), no attestation. `rp.id` is a placeholder the caller replaces with the host name of its page.
    Needs `passkey_enabled` and a signed-in user. No body; one, if sent, is ignored.

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
    `sign_ins_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PasskeyRegistrationStart]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | PasskeyRegistrationStart | None:
    """Start registering a passkey

     Answers the options for navigator.credentials.create and a 45-character code holding their challenge
    (single-use, valid 60 seconds). The passkey is discoverable (resident key required);
    `excludeCredentials` lists the user's existing passkeys; algorithms EdDSA (-8), ES256 (-7) and RS256
    (-257), no attestation. `rp.id` is a placeholder the caller replaces with the host name of its page.
    Needs `passkey_enabled` and a signed-in user. No body; one, if sent, is ignored.

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
    `sign_ins_per_ip`.

    Client access needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes,
    of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else
    RECENT_SIGN_IN_REQUIRED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PasskeyRegistrationStart
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
