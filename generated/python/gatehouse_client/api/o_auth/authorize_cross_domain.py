from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cross_domain_authorize_request import CrossDomainAuthorizeRequest
from ...models.cross_domain_authorize_result import CrossDomainAuthorizeResult
from ...models.known_error import KnownError
from ...types import Response


def _get_kwargs(
    *,
    body: CrossDomainAuthorizeRequest,
    x_stack_refresh_token: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["x-stack-refresh-token"] = x_stack_refresh_token

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/oauth/cross-domain/authorize",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CrossDomainAuthorizeResult | KnownError | None:
    if response.status_code == 200:
        response_200 = CrossDomainAuthorizeResult.from_dict(response.json())

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
) -> Response[CrossDomainAuthorizeResult | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CrossDomainAuthorizeRequest,
    x_stack_refresh_token: str,
) -> Response[CrossDomainAuthorizeResult | KnownError]:
    """Hand the current session over to another domain of the app

     Issues a one-time authorization code bound to the caller's session, for another domain of the app to
    exchange at POST /auth/oauth/token (`grant_type=authorization_code`, with the PKCE verifier of
    `code_challenge` and this `redirect_uri`). The exchange answers `is_new_user: false` and asks for no
    second factor: the session already passed it. Without refresh-token rotation it hands over the
    session's own refresh token; with rotation (the default) one token chain cannot have two holders, so
    the other domain gets a sibling session of the same user that ends when this one does. `x-stack-
    refresh-token` must be the current refresh token of the access token's session (else
    REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED). redirect_uri and after_callback_redirect_url must be on the
    project's trusted domains (REDIRECT_URL_NOT_WHITELISTED). The code works once, for 5 minutes, and
    dies with the session: an exchange after the session was revoked or expired is
    INVALID_AUTHORIZATION_CODE.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session the access token belongs to.
        body (CrossDomainAuthorizeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrossDomainAuthorizeResult | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
        x_stack_refresh_token=x_stack_refresh_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CrossDomainAuthorizeRequest,
    x_stack_refresh_token: str,
) -> CrossDomainAuthorizeResult | KnownError | None:
    """Hand the current session over to another domain of the app

     Issues a one-time authorization code bound to the caller's session, for another domain of the app to
    exchange at POST /auth/oauth/token (`grant_type=authorization_code`, with the PKCE verifier of
    `code_challenge` and this `redirect_uri`). The exchange answers `is_new_user: false` and asks for no
    second factor: the session already passed it. Without refresh-token rotation it hands over the
    session's own refresh token; with rotation (the default) one token chain cannot have two holders, so
    the other domain gets a sibling session of the same user that ends when this one does. `x-stack-
    refresh-token` must be the current refresh token of the access token's session (else
    REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED). redirect_uri and after_callback_redirect_url must be on the
    project's trusted domains (REDIRECT_URL_NOT_WHITELISTED). The code works once, for 5 minutes, and
    dies with the session: an exchange after the session was revoked or expired is
    INVALID_AUTHORIZATION_CODE.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session the access token belongs to.
        body (CrossDomainAuthorizeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrossDomainAuthorizeResult | KnownError
    """

    return sync_detailed(
        client=client,
        body=body,
        x_stack_refresh_token=x_stack_refresh_token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CrossDomainAuthorizeRequest,
    x_stack_refresh_token: str,
) -> Response[CrossDomainAuthorizeResult | KnownError]:
    """Hand the current session over to another domain of the app

     Issues a one-time authorization code bound to the caller's session, for another domain of the app to
    exchange at POST /auth/oauth/token (`grant_type=authorization_code`, with the PKCE verifier of
    `code_challenge` and this `redirect_uri`). The exchange answers `is_new_user: false` and asks for no
    second factor: the session already passed it. Without refresh-token rotation it hands over the
    session's own refresh token; with rotation (the default) one token chain cannot have two holders, so
    the other domain gets a sibling session of the same user that ends when this one does. `x-stack-
    refresh-token` must be the current refresh token of the access token's session (else
    REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED). redirect_uri and after_callback_redirect_url must be on the
    project's trusted domains (REDIRECT_URL_NOT_WHITELISTED). The code works once, for 5 minutes, and
    dies with the session: an exchange after the session was revoked or expired is
    INVALID_AUTHORIZATION_CODE.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session the access token belongs to.
        body (CrossDomainAuthorizeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrossDomainAuthorizeResult | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
        x_stack_refresh_token=x_stack_refresh_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CrossDomainAuthorizeRequest,
    x_stack_refresh_token: str,
) -> CrossDomainAuthorizeResult | KnownError | None:
    """Hand the current session over to another domain of the app

     Issues a one-time authorization code bound to the caller's session, for another domain of the app to
    exchange at POST /auth/oauth/token (`grant_type=authorization_code`, with the PKCE verifier of
    `code_challenge` and this `redirect_uri`). The exchange answers `is_new_user: false` and asks for no
    second factor: the session already passed it. Without refresh-token rotation it hands over the
    session's own refresh token; with rotation (the default) one token chain cannot have two holders, so
    the other domain gets a sibling session of the same user that ends when this one does. `x-stack-
    refresh-token` must be the current refresh token of the access token's session (else
    REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED). redirect_uri and after_callback_redirect_url must be on the
    project's trusted domains (REDIRECT_URL_NOT_WHITELISTED). The code works once, for 5 minutes, and
    dies with the session: an exchange after the session was revoked or expired is
    INVALID_AUTHORIZATION_CODE.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        x_stack_refresh_token (str): The refresh token of the session the access token belongs to.
        body (CrossDomainAuthorizeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrossDomainAuthorizeResult | KnownError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_stack_refresh_token=x_stack_refresh_token,
        )
    ).parsed
