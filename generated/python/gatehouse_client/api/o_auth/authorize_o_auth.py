from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.authorize_o_auth_code_challenge_method import AuthorizeOAuthCodeChallengeMethod
from ...models.authorize_o_auth_grant_type import AuthorizeOAuthGrantType
from ...models.authorize_o_auth_response_type import AuthorizeOAuthResponseType
from ...models.authorize_o_auth_stack_response_mode import AuthorizeOAuthStackResponseMode
from ...models.authorize_o_auth_type import AuthorizeOAuthType
from ...models.known_error import KnownError
from ...models.o_auth_authorize_location import OAuthAuthorizeLocation
from ...types import UNSET, Response, Unset


def _get_kwargs(
    provider_id: str,
    *,
    client_id: str,
    client_secret: str,
    redirect_uri: str,
    scope: str,
    state: str,
    grant_type: AuthorizeOAuthGrantType,
    code_challenge: str,
    code_challenge_method: AuthorizeOAuthCodeChallengeMethod,
    response_type: AuthorizeOAuthResponseType,
    type_: AuthorizeOAuthType | Unset = AuthorizeOAuthType.AUTHENTICATE,
    token: str | Unset = UNSET,
    provider_scope: str | Unset = UNSET,
    error_redirect_uri: str | Unset = UNSET,
    error_redirect_url: str | Unset = UNSET,
    after_callback_redirect_url: str | Unset = UNSET,
    stack_response_mode: AuthorizeOAuthStackResponseMode | Unset = AuthorizeOAuthStackResponseMode.REDIRECT,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["client_id"] = client_id

    params["client_secret"] = client_secret

    params["redirect_uri"] = redirect_uri

    params["scope"] = scope

    params["state"] = state

    json_grant_type = grant_type.value
    params["grant_type"] = json_grant_type

    params["code_challenge"] = code_challenge

    json_code_challenge_method = code_challenge_method.value
    params["code_challenge_method"] = json_code_challenge_method

    json_response_type = response_type.value
    params["response_type"] = json_response_type

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    params["token"] = token

    params["provider_scope"] = provider_scope

    params["error_redirect_uri"] = error_redirect_uri

    params["error_redirect_url"] = error_redirect_url

    params["after_callback_redirect_url"] = after_callback_redirect_url

    json_stack_response_mode: str | Unset = UNSET
    if not isinstance(stack_response_mode, Unset):
        json_stack_response_mode = stack_response_mode.value

    params["stack_response_mode"] = json_stack_response_mode

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/auth/oauth/authorize/{provider_id}".format(
            provider_id=quote(str(provider_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | KnownError | OAuthAuthorizeLocation | None:
    if response.status_code == 200:
        response_200 = OAuthAuthorizeLocation.from_dict(response.json())

        return response_200

    if response.status_code == 307:
        response_307 = cast(Any, None)
        return response_307

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = KnownError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = KnownError.from_dict(response.json())

        return response_403

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
) -> Response[Any | KnownError | OAuthAuthorizeLocation]:
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
    client_id: str,
    client_secret: str,
    redirect_uri: str,
    scope: str,
    state: str,
    grant_type: AuthorizeOAuthGrantType,
    code_challenge: str,
    code_challenge_method: AuthorizeOAuthCodeChallengeMethod,
    response_type: AuthorizeOAuthResponseType,
    type_: AuthorizeOAuthType | Unset = AuthorizeOAuthType.AUTHENTICATE,
    token: str | Unset = UNSET,
    provider_scope: str | Unset = UNSET,
    error_redirect_uri: str | Unset = UNSET,
    error_redirect_url: str | Unset = UNSET,
    after_callback_redirect_url: str | Unset = UNSET,
    stack_response_mode: AuthorizeOAuthStackResponseMode | Unset = AuthorizeOAuthStackResponseMode.REDIRECT,
) -> Response[Any | KnownError | OAuthAuthorizeLocation]:
    """Start signing in with an OAuth provider

     No x-stack headers: the project is `client_id`, authenticated by `client_secret`. Providers: google,
    github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. The
    request is kept for 10 minutes under a fresh inner state, and the answer leads to the provider with
    Gatehouse's own PKCE (S256), state and, for OpenID Connect providers, nonce. Redirect mode answers
    307 with a `stack-oauth-inner-<state>` cookie (HttpOnly, 10 minutes) the callback requires;
    `stack_response_mode=json` answers 200 `{location}` and sets no cookie. PKCE is required and only
    S256 is accepted. A provider with shared keys signs in through Gatehouse's development provider (a
    consent page where you type any e-mail), refused in production mode. redirect_uri is checked against
    the trusted domains when the code is issued, not here; after_callback_redirect_url is checked here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        client_id (str): The project id, optionally followed by `#main`. Example: internal.
        client_secret (str): The project's publishable client key, or `__stack_public_client__`.
            Example: __stack_public_client__.
        redirect_uri (str): The app's callback URL; must be on a trusted domain when the code is
            issued. Example: http://localhost:3000/handler/oauth-callback.
        scope (str): Only `legacy`. Example: legacy.
        state (str): The app's own state, returned with the code. Example: x8dq2r5mFv.
        grant_type (AuthorizeOAuthGrantType):
        code_challenge (str): PKCE: base64url(SHA-256(code_verifier)). Example:
            E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.
        code_challenge_method (AuthorizeOAuthCodeChallengeMethod): Only `S256` (`plain` is
            refused).
        response_type (AuthorizeOAuthResponseType):
        type_ (AuthorizeOAuthType | Unset): `authenticate` (sign in or up) or `link` (connect the
            account to the user of `token`). Default: AuthorizeOAuthType.AUTHENTICATE.
        token (str | Unset): The current user's access token: required for `link`; with
            `authenticate`, an anonymous user is upgraded in place.
        provider_scope (str | Unset): Extra provider scopes, space separated (not with shared
            keys).
        error_redirect_uri (str | Unset): Where errors go when redirect_uri is not trusted (must
            be trusted itself). Example: https://app.example.com/handler/email-verification.
        error_redirect_url (str | Unset): Legacy alias of error_redirect_uri. Example:
            https://app.example.com/handler/email-verification.
        after_callback_redirect_url (str | Unset): Returned by the token exchange for the app to
            go to; must be trusted. Example: https://app.example.com/handler/email-verification.
        stack_response_mode (AuthorizeOAuthStackResponseMode | Unset): `redirect` (307 to the
            provider) or `json` (200 `{location}`, for SDKs). Default:
            AuthorizeOAuthStackResponseMode.REDIRECT.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | KnownError | OAuthAuthorizeLocation]
    """

    kwargs = _get_kwargs(
        provider_id=provider_id,
        client_id=client_id,
        client_secret=client_secret,
        redirect_uri=redirect_uri,
        scope=scope,
        state=state,
        grant_type=grant_type,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        response_type=response_type,
        type_=type_,
        token=token,
        provider_scope=provider_scope,
        error_redirect_uri=error_redirect_uri,
        error_redirect_url=error_redirect_url,
        after_callback_redirect_url=after_callback_redirect_url,
        stack_response_mode=stack_response_mode,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    client_secret: str,
    redirect_uri: str,
    scope: str,
    state: str,
    grant_type: AuthorizeOAuthGrantType,
    code_challenge: str,
    code_challenge_method: AuthorizeOAuthCodeChallengeMethod,
    response_type: AuthorizeOAuthResponseType,
    type_: AuthorizeOAuthType | Unset = AuthorizeOAuthType.AUTHENTICATE,
    token: str | Unset = UNSET,
    provider_scope: str | Unset = UNSET,
    error_redirect_uri: str | Unset = UNSET,
    error_redirect_url: str | Unset = UNSET,
    after_callback_redirect_url: str | Unset = UNSET,
    stack_response_mode: AuthorizeOAuthStackResponseMode | Unset = AuthorizeOAuthStackResponseMode.REDIRECT,
) -> Any | KnownError | OAuthAuthorizeLocation | None:
    """Start signing in with an OAuth provider

     No x-stack headers: the project is `client_id`, authenticated by `client_secret`. Providers: google,
    github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. The
    request is kept for 10 minutes under a fresh inner state, and the answer leads to the provider with
    Gatehouse's own PKCE (S256), state and, for OpenID Connect providers, nonce. Redirect mode answers
    307 with a `stack-oauth-inner-<state>` cookie (HttpOnly, 10 minutes) the callback requires;
    `stack_response_mode=json` answers 200 `{location}` and sets no cookie. PKCE is required and only
    S256 is accepted. A provider with shared keys signs in through Gatehouse's development provider (a
    consent page where you type any e-mail), refused in production mode. redirect_uri is checked against
    the trusted domains when the code is issued, not here; after_callback_redirect_url is checked here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        client_id (str): The project id, optionally followed by `#main`. Example: internal.
        client_secret (str): The project's publishable client key, or `__stack_public_client__`.
            Example: __stack_public_client__.
        redirect_uri (str): The app's callback URL; must be on a trusted domain when the code is
            issued. Example: http://localhost:3000/handler/oauth-callback.
        scope (str): Only `legacy`. Example: legacy.
        state (str): The app's own state, returned with the code. Example: x8dq2r5mFv.
        grant_type (AuthorizeOAuthGrantType):
        code_challenge (str): PKCE: base64url(SHA-256(code_verifier)). Example:
            E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.
        code_challenge_method (AuthorizeOAuthCodeChallengeMethod): Only `S256` (`plain` is
            refused).
        response_type (AuthorizeOAuthResponseType):
        type_ (AuthorizeOAuthType | Unset): `authenticate` (sign in or up) or `link` (connect the
            account to the user of `token`). Default: AuthorizeOAuthType.AUTHENTICATE.
        token (str | Unset): The current user's access token: required for `link`; with
            `authenticate`, an anonymous user is upgraded in place.
        provider_scope (str | Unset): Extra provider scopes, space separated (not with shared
            keys).
        error_redirect_uri (str | Unset): Where errors go when redirect_uri is not trusted (must
            be trusted itself). Example: https://app.example.com/handler/email-verification.
        error_redirect_url (str | Unset): Legacy alias of error_redirect_uri. Example:
            https://app.example.com/handler/email-verification.
        after_callback_redirect_url (str | Unset): Returned by the token exchange for the app to
            go to; must be trusted. Example: https://app.example.com/handler/email-verification.
        stack_response_mode (AuthorizeOAuthStackResponseMode | Unset): `redirect` (307 to the
            provider) or `json` (200 `{location}`, for SDKs). Default:
            AuthorizeOAuthStackResponseMode.REDIRECT.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | KnownError | OAuthAuthorizeLocation
    """

    return sync_detailed(
        provider_id=provider_id,
        client=client,
        client_id=client_id,
        client_secret=client_secret,
        redirect_uri=redirect_uri,
        scope=scope,
        state=state,
        grant_type=grant_type,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        response_type=response_type,
        type_=type_,
        token=token,
        provider_scope=provider_scope,
        error_redirect_uri=error_redirect_uri,
        error_redirect_url=error_redirect_url,
        after_callback_redirect_url=after_callback_redirect_url,
        stack_response_mode=stack_response_mode,
    ).parsed


async def asyncio_detailed(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    client_secret: str,
    redirect_uri: str,
    scope: str,
    state: str,
    grant_type: AuthorizeOAuthGrantType,
    code_challenge: str,
    code_challenge_method: AuthorizeOAuthCodeChallengeMethod,
    response_type: AuthorizeOAuthResponseType,
    type_: AuthorizeOAuthType | Unset = AuthorizeOAuthType.AUTHENTICATE,
    token: str | Unset = UNSET,
    provider_scope: str | Unset = UNSET,
    error_redirect_uri: str | Unset = UNSET,
    error_redirect_url: str | Unset = UNSET,
    after_callback_redirect_url: str | Unset = UNSET,
    stack_response_mode: AuthorizeOAuthStackResponseMode | Unset = AuthorizeOAuthStackResponseMode.REDIRECT,
) -> Response[Any | KnownError | OAuthAuthorizeLocation]:
    """Start signing in with an OAuth provider

     No x-stack headers: the project is `client_id`, authenticated by `client_secret`. Providers: google,
    github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. The
    request is kept for 10 minutes under a fresh inner state, and the answer leads to the provider with
    Gatehouse's own PKCE (S256), state and, for OpenID Connect providers, nonce. Redirect mode answers
    307 with a `stack-oauth-inner-<state>` cookie (HttpOnly, 10 minutes) the callback requires;
    `stack_response_mode=json` answers 200 `{location}` and sets no cookie. PKCE is required and only
    S256 is accepted. A provider with shared keys signs in through Gatehouse's development provider (a
    consent page where you type any e-mail), refused in production mode. redirect_uri is checked against
    the trusted domains when the code is issued, not here; after_callback_redirect_url is checked here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        client_id (str): The project id, optionally followed by `#main`. Example: internal.
        client_secret (str): The project's publishable client key, or `__stack_public_client__`.
            Example: __stack_public_client__.
        redirect_uri (str): The app's callback URL; must be on a trusted domain when the code is
            issued. Example: http://localhost:3000/handler/oauth-callback.
        scope (str): Only `legacy`. Example: legacy.
        state (str): The app's own state, returned with the code. Example: x8dq2r5mFv.
        grant_type (AuthorizeOAuthGrantType):
        code_challenge (str): PKCE: base64url(SHA-256(code_verifier)). Example:
            E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.
        code_challenge_method (AuthorizeOAuthCodeChallengeMethod): Only `S256` (`plain` is
            refused).
        response_type (AuthorizeOAuthResponseType):
        type_ (AuthorizeOAuthType | Unset): `authenticate` (sign in or up) or `link` (connect the
            account to the user of `token`). Default: AuthorizeOAuthType.AUTHENTICATE.
        token (str | Unset): The current user's access token: required for `link`; with
            `authenticate`, an anonymous user is upgraded in place.
        provider_scope (str | Unset): Extra provider scopes, space separated (not with shared
            keys).
        error_redirect_uri (str | Unset): Where errors go when redirect_uri is not trusted (must
            be trusted itself). Example: https://app.example.com/handler/email-verification.
        error_redirect_url (str | Unset): Legacy alias of error_redirect_uri. Example:
            https://app.example.com/handler/email-verification.
        after_callback_redirect_url (str | Unset): Returned by the token exchange for the app to
            go to; must be trusted. Example: https://app.example.com/handler/email-verification.
        stack_response_mode (AuthorizeOAuthStackResponseMode | Unset): `redirect` (307 to the
            provider) or `json` (200 `{location}`, for SDKs). Default:
            AuthorizeOAuthStackResponseMode.REDIRECT.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | KnownError | OAuthAuthorizeLocation]
    """

    kwargs = _get_kwargs(
        provider_id=provider_id,
        client_id=client_id,
        client_secret=client_secret,
        redirect_uri=redirect_uri,
        scope=scope,
        state=state,
        grant_type=grant_type,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        response_type=response_type,
        type_=type_,
        token=token,
        provider_scope=provider_scope,
        error_redirect_uri=error_redirect_uri,
        error_redirect_url=error_redirect_url,
        after_callback_redirect_url=after_callback_redirect_url,
        stack_response_mode=stack_response_mode,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    provider_id: str,
    *,
    client: AuthenticatedClient | Client,
    client_id: str,
    client_secret: str,
    redirect_uri: str,
    scope: str,
    state: str,
    grant_type: AuthorizeOAuthGrantType,
    code_challenge: str,
    code_challenge_method: AuthorizeOAuthCodeChallengeMethod,
    response_type: AuthorizeOAuthResponseType,
    type_: AuthorizeOAuthType | Unset = AuthorizeOAuthType.AUTHENTICATE,
    token: str | Unset = UNSET,
    provider_scope: str | Unset = UNSET,
    error_redirect_uri: str | Unset = UNSET,
    error_redirect_url: str | Unset = UNSET,
    after_callback_redirect_url: str | Unset = UNSET,
    stack_response_mode: AuthorizeOAuthStackResponseMode | Unset = AuthorizeOAuthStackResponseMode.REDIRECT,
) -> Any | KnownError | OAuthAuthorizeLocation | None:
    """Start signing in with an OAuth provider

     No x-stack headers: the project is `client_id`, authenticated by `client_secret`. Providers: google,
    github, facebook, microsoft, spotify, discord, gitlab, bitbucket, linkedin, apple, x, twitch. The
    request is kept for 10 minutes under a fresh inner state, and the answer leads to the provider with
    Gatehouse's own PKCE (S256), state and, for OpenID Connect providers, nonce. Redirect mode answers
    307 with a `stack-oauth-inner-<state>` cookie (HttpOnly, 10 minutes) the callback requires;
    `stack_response_mode=json` answers 200 `{location}` and sets no cookie. PKCE is required and only
    S256 is accepted. A provider with shared keys signs in through Gatehouse's development provider (a
    consent page where you type any e-mail), refused in production mode. redirect_uri is checked against
    the trusted domains when the code is issued, not here; after_callback_redirect_url is checked here.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `sign_ins_per_ip`.

    Args:
        provider_id (str): The provider id in the project config (`oauth_providers[].id`).
            Example: github.
        client_id (str): The project id, optionally followed by `#main`. Example: internal.
        client_secret (str): The project's publishable client key, or `__stack_public_client__`.
            Example: __stack_public_client__.
        redirect_uri (str): The app's callback URL; must be on a trusted domain when the code is
            issued. Example: http://localhost:3000/handler/oauth-callback.
        scope (str): Only `legacy`. Example: legacy.
        state (str): The app's own state, returned with the code. Example: x8dq2r5mFv.
        grant_type (AuthorizeOAuthGrantType):
        code_challenge (str): PKCE: base64url(SHA-256(code_verifier)). Example:
            E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM.
        code_challenge_method (AuthorizeOAuthCodeChallengeMethod): Only `S256` (`plain` is
            refused).
        response_type (AuthorizeOAuthResponseType):
        type_ (AuthorizeOAuthType | Unset): `authenticate` (sign in or up) or `link` (connect the
            account to the user of `token`). Default: AuthorizeOAuthType.AUTHENTICATE.
        token (str | Unset): The current user's access token: required for `link`; with
            `authenticate`, an anonymous user is upgraded in place.
        provider_scope (str | Unset): Extra provider scopes, space separated (not with shared
            keys).
        error_redirect_uri (str | Unset): Where errors go when redirect_uri is not trusted (must
            be trusted itself). Example: https://app.example.com/handler/email-verification.
        error_redirect_url (str | Unset): Legacy alias of error_redirect_uri. Example:
            https://app.example.com/handler/email-verification.
        after_callback_redirect_url (str | Unset): Returned by the token exchange for the app to
            go to; must be trusted. Example: https://app.example.com/handler/email-verification.
        stack_response_mode (AuthorizeOAuthStackResponseMode | Unset): `redirect` (307 to the
            provider) or `json` (200 `{location}`, for SDKs). Default:
            AuthorizeOAuthStackResponseMode.REDIRECT.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | KnownError | OAuthAuthorizeLocation
    """

    return (
        await asyncio_detailed(
            provider_id=provider_id,
            client=client,
            client_id=client_id,
            client_secret=client_secret,
            redirect_uri=redirect_uri,
            scope=scope,
            state=state,
            grant_type=grant_type,
            code_challenge=code_challenge,
            code_challenge_method=code_challenge_method,
            response_type=response_type,
            type_=type_,
            token=token,
            provider_scope=provider_scope,
            error_redirect_uri=error_redirect_uri,
            error_redirect_url=error_redirect_url,
            after_callback_redirect_url=after_callback_redirect_url,
            stack_response_mode=stack_response_mode,
        )
    ).parsed
