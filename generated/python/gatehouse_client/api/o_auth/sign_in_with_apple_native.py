from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.apple_native_sign_in_body import AppleNativeSignInBody
from ...models.apple_native_sign_in_result import AppleNativeSignInResult
from ...models.known_error import KnownError
from ...types import Response


def _get_kwargs(
    *,
    body: AppleNativeSignInBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/oauth/callback/apple/native",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AppleNativeSignInResult | KnownError | None:
    if response.status_code == 200:
        response_200 = AppleNativeSignInResult.from_dict(response.json())

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
) -> Response[AppleNativeSignInResult | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AppleNativeSignInBody,
) -> Response[AppleNativeSignInResult | KnownError]:
    """Sign in with Apple from a native app

     For iOS and macOS apps that use Apple's own Sign in with Apple sheet: send the identityToken it
    returns. The token must be signed by Apple (RS256, Apple's published keys), issued by
    https://appleid.apple.com for one of the Apple provider's `apple_bundle_ids`, and unexpired;
    otherwise INVALID_APPLE_CREDENTIALS. The Apple provider must be configured
    (OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED) with standard keys and at least one bundle id
    (APPLE_BUNDLE_ID_NOT_CONFIGURED). The account is resolved as the web callback does: a linked Apple
    account signs in its user; an e-mail that signs in to another user follows
    `oauth_account_merge_strategy` (Apple's `email_verified` counts); otherwise a new user is made if
    sign-up is open, and an anonymous caller (its access token in x-stack-access-token) is upgraded in
    place. A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED.

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
    `sign_ins_per_ip`.

    Args:
        body (AppleNativeSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppleNativeSignInResult | KnownError]
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
    body: AppleNativeSignInBody,
) -> AppleNativeSignInResult | KnownError | None:
    """Sign in with Apple from a native app

     For iOS and macOS apps that use Apple's own Sign in with Apple sheet: send the identityToken it
    returns. The token must be signed by Apple (RS256, Apple's published keys), issued by
    https://appleid.apple.com for one of the Apple provider's `apple_bundle_ids`, and unexpired;
    otherwise INVALID_APPLE_CREDENTIALS. The Apple provider must be configured
    (OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED) with standard keys and at least one bundle id
    (APPLE_BUNDLE_ID_NOT_CONFIGURED). The account is resolved as the web callback does: a linked Apple
    account signs in its user; an e-mail that signs in to another user follows
    `oauth_account_merge_strategy` (Apple's `email_verified` counts); otherwise a new user is made if
    sign-up is open, and an anonymous caller (its access token in x-stack-access-token) is upgraded in
    place. A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED.

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
    `sign_ins_per_ip`.

    Args:
        body (AppleNativeSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppleNativeSignInResult | KnownError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AppleNativeSignInBody,
) -> Response[AppleNativeSignInResult | KnownError]:
    """Sign in with Apple from a native app

     For iOS and macOS apps that use Apple's own Sign in with Apple sheet: send the identityToken it
    returns. The token must be signed by Apple (RS256, Apple's published keys), issued by
    https://appleid.apple.com for one of the Apple provider's `apple_bundle_ids`, and unexpired;
    otherwise INVALID_APPLE_CREDENTIALS. The Apple provider must be configured
    (OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED) with standard keys and at least one bundle id
    (APPLE_BUNDLE_ID_NOT_CONFIGURED). The account is resolved as the web callback does: a linked Apple
    account signs in its user; an e-mail that signs in to another user follows
    `oauth_account_merge_strategy` (Apple's `email_verified` counts); otherwise a new user is made if
    sign-up is open, and an anonymous caller (its access token in x-stack-access-token) is upgraded in
    place. A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED.

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
    `sign_ins_per_ip`.

    Args:
        body (AppleNativeSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppleNativeSignInResult | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AppleNativeSignInBody,
) -> AppleNativeSignInResult | KnownError | None:
    """Sign in with Apple from a native app

     For iOS and macOS apps that use Apple's own Sign in with Apple sheet: send the identityToken it
    returns. The token must be signed by Apple (RS256, Apple's published keys), issued by
    https://appleid.apple.com for one of the Apple provider's `apple_bundle_ids`, and unexpired;
    otherwise INVALID_APPLE_CREDENTIALS. The Apple provider must be configured
    (OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED) with standard keys and at least one bundle id
    (APPLE_BUNDLE_ID_NOT_CONFIGURED). The account is resolved as the web callback does: a linked Apple
    account signs in its user; an e-mail that signs in to another user follows
    `oauth_account_merge_strategy` (Apple's `email_verified` counts); otherwise a new user is made if
    sign-up is open, and an anonymous caller (its access token in x-stack-access-token) is upgraded in
    place. A user with TOTP gets MULTI_FACTOR_AUTHENTICATION_REQUIRED.

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
    `sign_ins_per_ip`.

    Args:
        body (AppleNativeSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppleNativeSignInResult | KnownError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
