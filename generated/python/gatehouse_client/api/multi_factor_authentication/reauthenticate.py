from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.reauthenticate_body import ReauthenticateBody
from ...models.success import Success
from ...types import Response


def _get_kwargs(
    *,
    body: ReauthenticateBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/sessions/current/reauthenticate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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
    *,
    client: AuthenticatedClient | Client,
    body: ReauthenticateBody,
) -> Response[KnownError | Success]:
    """Confirm it is you (recent sign-in)

     Changes that could let a stolen token keep an account (sign-in e-mail, TOTP, passkeys, API keys, a
    first password, deleting the account) answer RECENT_SIGN_IN_REQUIRED when the session signed in more
    than GATEHOUSE_RECENT_SIGN_IN_SECONDS (default 10 minutes) ago. Send exactly one of the current
    `password` or a `totp_code` (users with TOTP on; `details.accepted_proofs` of that error says which
    the user has) and the session counts as freshly signed in; then retry the change. Refreshing the
    access token never does this. A wrong password is PASSWORD_CONFIRMATION_MISMATCH, a wrong or reused
    TOTP code INVALID_TOTP_CODE; consecutive wrong proofs are limited per account
    (`password_failures_per_account`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`, `password_failures_per_account`, `totp_failures_per_account`.

    Args:
        body (ReauthenticateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
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
    body: ReauthenticateBody,
) -> KnownError | Success | None:
    """Confirm it is you (recent sign-in)

     Changes that could let a stolen token keep an account (sign-in e-mail, TOTP, passkeys, API keys, a
    first password, deleting the account) answer RECENT_SIGN_IN_REQUIRED when the session signed in more
    than GATEHOUSE_RECENT_SIGN_IN_SECONDS (default 10 minutes) ago. Send exactly one of the current
    `password` or a `totp_code` (users with TOTP on; `details.accepted_proofs` of that error says which
    the user has) and the session counts as freshly signed in; then retry the change. Refreshing the
    access token never does this. A wrong password is PASSWORD_CONFIRMATION_MISMATCH, a wrong or reused
    TOTP code INVALID_TOTP_CODE; consecutive wrong proofs are limited per account
    (`password_failures_per_account`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`, `password_failures_per_account`, `totp_failures_per_account`.

    Args:
        body (ReauthenticateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReauthenticateBody,
) -> Response[KnownError | Success]:
    """Confirm it is you (recent sign-in)

     Changes that could let a stolen token keep an account (sign-in e-mail, TOTP, passkeys, API keys, a
    first password, deleting the account) answer RECENT_SIGN_IN_REQUIRED when the session signed in more
    than GATEHOUSE_RECENT_SIGN_IN_SECONDS (default 10 minutes) ago. Send exactly one of the current
    `password` or a `totp_code` (users with TOTP on; `details.accepted_proofs` of that error says which
    the user has) and the session counts as freshly signed in; then retry the change. Refreshing the
    access token never does this. A wrong password is PASSWORD_CONFIRMATION_MISMATCH, a wrong or reused
    TOTP code INVALID_TOTP_CODE; consecutive wrong proofs are limited per account
    (`password_failures_per_account`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`, `password_failures_per_account`, `totp_failures_per_account`.

    Args:
        body (ReauthenticateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ReauthenticateBody,
) -> KnownError | Success | None:
    """Confirm it is you (recent sign-in)

     Changes that could let a stolen token keep an account (sign-in e-mail, TOTP, passkeys, API keys, a
    first password, deleting the account) answer RECENT_SIGN_IN_REQUIRED when the session signed in more
    than GATEHOUSE_RECENT_SIGN_IN_SECONDS (default 10 minutes) ago. Send exactly one of the current
    `password` or a `totp_code` (users with TOTP on; `details.accepted_proofs` of that error says which
    the user has) and the session counts as freshly signed in; then retry the change. Refreshing the
    access token never does this. A wrong password is PASSWORD_CONFIRMATION_MISMATCH, a wrong or reused
    TOTP code INVALID_TOTP_CODE; consecutive wrong proofs are limited per account
    (`password_failures_per_account`).

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`, `password_failures_per_account`, `totp_failures_per_account`.

    Args:
        body (ReauthenticateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
