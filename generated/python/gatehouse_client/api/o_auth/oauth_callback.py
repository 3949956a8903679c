from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    provider_id: str,
    *,
    state: str | Unset = UNSET,
    code: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["state"] = state

    params["code"] = code

    params["error"] = error

    params["error_description"] = error_description

    params["user"] = user

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/auth/oauth/callback/{provider_id}".format(
            provider_id=quote(str(provider_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | KnownError | None:
    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 307:
        response_307 = cast(Any, None)
        return response_307

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

    if response.status_code == 408:
        response_408 = KnownError.from_dict(response.json())

        return response_408

    if response.status_code == 409:
        response_409 = KnownError.from_dict(response.json())

        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    state: str | Unset = UNSET,
    code: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Response[Any | KnownError]:
    """The OAuth provider's redirect back

     Where the provider sends the user back (enter this URL in the provider's console). The inner state
    is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state
    cookie (OAUTH_STATE_COOKIE_MISSING): a callback without it, or on another provider's path, is
    refused and leaves the flow usable by the browser that started it. Then the provider's code is
    exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is
    resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that
    signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if
    sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by
    307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`,
    `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered
    here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        state (str | Unset): The inner state Gatehouse gave the provider.
        code (str | Unset): The provider's authorization code.
        error (str | Unset): The provider's error, e.g. access_denied.
        error_description (str | Unset):
        user (str | Unset): Apple: the user's name as JSON (first sign-in only; read up to 2 KB).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | KnownError]
    """

    kwargs = _get_kwargs(
        provider_id=provider_id,
        state=state,
        code=code,
        error=error,
        error_description=error_description,
        user=user,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    state: str | Unset = UNSET,
    code: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Any | KnownError | None:
    """The OAuth provider's redirect back

     Where the provider sends the user back (enter this URL in the provider's console). The inner state
    is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state
    cookie (OAUTH_STATE_COOKIE_MISSING): a callback without it, or on another provider's path, is
    refused and leaves the flow usable by the browser that started it. Then the provider's code is
    exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is
    resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that
    signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if
    sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by
    307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`,
    `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered
    here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        state (str | Unset): The inner state Gatehouse gave the provider.
        code (str | Unset): The provider's authorization code.
        error (str | Unset): The provider's error, e.g. access_denied.
        error_description (str | Unset):
        user (str | Unset): Apple: the user's name as JSON (first sign-in only; read up to 2 KB).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | KnownError
    """

    return sync_detailed(
        provider_id=provider_id,
        client=client,
        state=state,
        code=code,
        error=error,
        error_description=error_description,
        user=user,
    ).parsed


async def asyncio_detailed(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    state: str | Unset = UNSET,
    code: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Response[Any | KnownError]:
    """The OAuth provider's redirect back

     Where the provider sends the user back (enter this URL in the provider's console). The inner state
    is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state
    cookie (OAUTH_STATE_COOKIE_MISSING): a callback without it, or on another provider's path, is
    refused and leaves the flow usable by the browser that started it. Then the provider's code is
    exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is
    resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that
    signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if
    sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by
    307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`,
    `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered
    here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        state (str | Unset): The inner state Gatehouse gave the provider.
        code (str | Unset): The provider's authorization code.
        error (str | Unset): The provider's error, e.g. access_denied.
        error_description (str | Unset):
        user (str | Unset): Apple: the user's name as JSON (first sign-in only; read up to 2 KB).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | KnownError]
    """

    kwargs = _get_kwargs(
        provider_id=provider_id,
        state=state,
        code=code,
        error=error,
        error_description=error_description,
        user=user,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    state: str | Unset = UNSET,
    code: str | Unset = UNSET,
    error: str | Unset = UNSET,
    error_description: str | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Any | KnownError | None:
    """The OAuth provider's redirect back

     Where the provider sends the user back (enter this URL in the provider's console). The inner state
    is usable once; an unknown one is INVALID_OAUTH_STATE, and a redirect-mode flow needs its state
    cookie (OAUTH_STATE_COOKIE_MISSING): a callback without it, or on another provider's path, is
    refused and leaves the flow usable by the browser that started it. Then the provider's code is
    exchanged (PKCE), an id_token is verified (signature, issuer, audience, nonce), and the account is
    resolved: a linked account signs in its user; `link` attaches it to the token's user; an e-mail that
    signs in to another user follows `oauth_account_merge_strategy`; otherwise a new user is made if
    sign-up is open. Success: 303 to redirect_uri with `code` and the app's `state`. Later errors go by
    307 to redirect_uri (when trusted) or error_redirect_uri (when trusted) with `error`,
    `error_description`, `errorCode`, `message` and `details`; with no trusted target they are answered
    here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        state (str | Unset): The inner state Gatehouse gave the provider.
        code (str | Unset): The provider's authorization code.
        error (str | Unset): The provider's error, e.g. access_denied.
        error_description (str | Unset):
        user (str | Unset): Apple: the user's name as JSON (first sign-in only; read up to 2 KB).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | KnownError
    """

    return (
        await asyncio_detailed(
            provider_id=provider_id,
            client=client,
            state=state,
            code=code,
            error=error,
            error_description=error_description,
            user=user,
        )
    ).parsed
