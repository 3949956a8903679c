from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.o_auth_token_request import OAuthTokenRequest
from ...models.o_auth_token_response import OAuthTokenResponse
from ...types import Response


def _get_kwargs(
    *,
    body: OAuthTokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/oauth/token",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | OAuthTokenResponse | None:
    if response.status_code == 200:
        response_200 = OAuthTokenResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = KnownError.from_dict(response.json())

        return response_401

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
) -> Response[KnownError | OAuthTokenResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OAuthTokenRequest,
) -> Response[KnownError | OAuthTokenResponse]:
    """OAuth 2 token endpoint (refresh and authorization-code grants)

     The endpoint SDKs refresh sessions with (`grant_type=refresh_token`), form-encoded or JSON, no
    x-stack headers. The client authenticates in the body: `client_id` is the project id,
    `client_secret` its publishable client key or `__stack_public_client__` (then
    PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT if the project requires a key). A wrong or missing id or
    secret is INVALID_OAUTH_CLIENT_ID_OR_SECRET; an unknown, expired or revoked refresh token, or one of
    another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. With `grant_type=authorization_code` it
    finishes an OAuth sign-in: `code` from the callback, `code_verifier` (PKCE S256) and the
    `redirect_uri` of the authorize call; a code works once, for 5 minutes (INVALID_AUTHORIZATION_CODE
    otherwise, also for a wrong verifier), a different redirect_uri is REDIRECT_URI_MISMATCH, and the
    answer adds `is_new_user` and `after_callback_redirect_url`. Codes of POST /auth/oauth/cross-
    domain/authorize are exchanged the same way; they continue the handed-over session (is_new_user
    false, no second factor) and are INVALID_AUTHORIZATION_CODE once that session is revoked or expired.
    Other grant types answer UNSUPPORTED_GRANT_TYPE. Refresh tokens rotate (unlike the API this one is
    compatible with, the answer always carries `refresh_token`: the one to present next). Re-presenting
    the previous token within 10 seconds answers with the same successor; later, it revokes the session.
    Projects with `refresh_token_rotation_enabled: false` answer with the same refresh token.
    `expires_in` is the real remaining lifetime of the access token. Answers carry `Cache-Control: no-
    store` and `Pragma: no-cache`.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        body (OAuthTokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | OAuthTokenResponse]
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
    body: OAuthTokenRequest,
) -> KnownError | OAuthTokenResponse | None:
    """OAuth 2 token endpoint (refresh and authorization-code grants)

     The endpoint SDKs refresh sessions with (`grant_type=refresh_token`), form-encoded or JSON, no
    x-stack headers. The client authenticates in the body: `client_id` is the project id,
    `client_secret` its publishable client key or `__stack_public_client__` (then
    PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT if the project requires a key). A wrong or missing id or
    secret is INVALID_OAUTH_CLIENT_ID_OR_SECRET; an unknown, expired or revoked refresh token, or one of
    another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. With `grant_type=authorization_code` it
    finishes an OAuth sign-in: `code` from the callback, `code_verifier` (PKCE S256) and the
    `redirect_uri` of the authorize call; a code works once, for 5 minutes (INVALID_AUTHORIZATION_CODE
    otherwise, also for a wrong verifier), a different redirect_uri is REDIRECT_URI_MISMATCH, and the
    answer adds `is_new_user` and `after_callback_redirect_url`. Codes of POST /auth/oauth/cross-
    domain/authorize are exchanged the same way; they continue the handed-over session (is_new_user
    false, no second factor) and are INVALID_AUTHORIZATION_CODE once that session is revoked or expired.
    Other grant types answer UNSUPPORTED_GRANT_TYPE. Refresh tokens rotate (unlike the API this one is
    compatible with, the answer always carries `refresh_token`: the one to present next). Re-presenting
    the previous token within 10 seconds answers with the same successor; later, it revokes the session.
    Projects with `refresh_token_rotation_enabled: false` answer with the same refresh token.
    `expires_in` is the real remaining lifetime of the access token. Answers carry `Cache-Control: no-
    store` and `Pragma: no-cache`.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        body (OAuthTokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | OAuthTokenResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OAuthTokenRequest,
) -> Response[KnownError | OAuthTokenResponse]:
    """OAuth 2 token endpoint (refresh and authorization-code grants)

     The endpoint SDKs refresh sessions with (`grant_type=refresh_token`), form-encoded or JSON, no
    x-stack headers. The client authenticates in the body: `client_id` is the project id,
    `client_secret` its publishable client key or `__stack_public_client__` (then
    PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT if the project requires a key). A wrong or missing id or
    secret is INVALID_OAUTH_CLIENT_ID_OR_SECRET; an unknown, expired or revoked refresh token, or one of
    another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. With `grant_type=authorization_code` it
    finishes an OAuth sign-in: `code` from the callback, `code_verifier` (PKCE S256) and the
    `redirect_uri` of the authorize call; a code works once, for 5 minutes (INVALID_AUTHORIZATION_CODE
    otherwise, also for a wrong verifier), a different redirect_uri is REDIRECT_URI_MISMATCH, and the
    answer adds `is_new_user` and `after_callback_redirect_url`. Codes of POST /auth/oauth/cross-
    domain/authorize are exchanged the same way; they continue the handed-over session (is_new_user
    false, no second factor) and are INVALID_AUTHORIZATION_CODE once that session is revoked or expired.
    Other grant types answer UNSUPPORTED_GRANT_TYPE. Refresh tokens rotate (unlike the API this one is
    compatible with, the answer always carries `refresh_token`: the one to present next). Re-presenting
    the previous token within 10 seconds answers with the same successor; later, it revokes the session.
    Projects with `refresh_token_rotation_enabled: false` answer with the same refresh token.
    `expires_in` is the real remaining lifetime of the access token. Answers carry `Cache-Control: no-
    store` and `Pragma: no-cache`.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        body (OAuthTokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | OAuthTokenResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: OAuthTokenRequest,
) -> KnownError | OAuthTokenResponse | None:
    """OAuth 2 token endpoint (refresh and authorization-code grants)

     The endpoint SDKs refresh sessions with (`grant_type=refresh_token`), form-encoded or JSON, no
    x-stack headers. The client authenticates in the body: `client_id` is the project id,
    `client_secret` its publishable client key or `__stack_public_client__` (then
    PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT if the project requires a key). A wrong or missing id or
    secret is INVALID_OAUTH_CLIENT_ID_OR_SECRET; an unknown, expired or revoked refresh token, or one of
    another project, is REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED. With `grant_type=authorization_code` it
    finishes an OAuth sign-in: `code` from the callback, `code_verifier` (PKCE S256) and the
    `redirect_uri` of the authorize call; a code works once, for 5 minutes (INVALID_AUTHORIZATION_CODE
    otherwise, also for a wrong verifier), a different redirect_uri is REDIRECT_URI_MISMATCH, and the
    answer adds `is_new_user` and `after_callback_redirect_url`. Codes of POST /auth/oauth/cross-
    domain/authorize are exchanged the same way; they continue the handed-over session (is_new_user
    false, no second factor) and are INVALID_AUTHORIZATION_CODE once that session is revoked or expired.
    Other grant types answer UNSUPPORTED_GRANT_TYPE. Refresh tokens rotate (unlike the API this one is
    compatible with, the answer always carries `refresh_token`: the one to present next). Re-presenting
    the previous token within 10 seconds answers with the same successor; later, it revokes the session.
    Projects with `refresh_token_rotation_enabled: false` answer with the same refresh token.
    `expires_in` is the real remaining lifetime of the access token. Answers carry `Cache-Control: no-
    store` and `Pragma: no-cache`.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `refreshes_per_ip`.

    Args:
        body (OAuthTokenRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | OAuthTokenResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
