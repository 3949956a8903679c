from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.jwk_set import JwkSet
from ...models.known_error import KnownError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    project_id: str,
    *,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["include_anonymous"] = include_anonymous

    params["include_restricted"] = include_restricted

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/projects/{project_id}/.well-known/jwks.json".format(
            project_id=quote(str(project_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JwkSet | KnownError | None:
    if response.status_code == 200:
        response_200 = JwkSet.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[JwkSet | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
) -> Response[JwkSet | KnownError]:
    """The project's public signing keys (JWKS)

     Public ES256 keys that verify this project's access tokens, for backends that authenticate requests
    locally. Tokens carry `kid`; verify `iss` and `aud` (the project id; anonymous users have
    `<project_id>:anon`, restricted users `<project_id>:restricted`). Cacheable for an hour. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.
        include_anonymous (bool | Unset): Accepted for compatibility: the same keys verify
            anonymous users' tokens.
        include_restricted (bool | Unset): Accepted for compatibility: the same keys verify
            restricted users' tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JwkSet | KnownError]
    """

    kwargs = _get_kwargs(
        project_id=project_id,
        include_anonymous=include_anonymous,
        include_restricted=include_restricted,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
) -> JwkSet | KnownError | None:
    """The project's public signing keys (JWKS)

     Public ES256 keys that verify this project's access tokens, for backends that authenticate requests
    locally. Tokens carry `kid`; verify `iss` and `aud` (the project id; anonymous users have
    `<project_id>:anon`, restricted users `<project_id>:restricted`). Cacheable for an hour. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.
        include_anonymous (bool | Unset): Accepted for compatibility: the same keys verify
            anonymous users' tokens.
        include_restricted (bool | Unset): Accepted for compatibility: the same keys verify
            restricted users' tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JwkSet | KnownError
    """

    return sync_detailed(
        project_id=project_id,
        client=client,
        include_anonymous=include_anonymous,
        include_restricted=include_restricted,
    ).parsed


async def asyncio_detailed(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
) -> Response[JwkSet | KnownError]:
    """The project's public signing keys (JWKS)

     Public ES256 keys that verify this project's access tokens, for backends that authenticate requests
    locally. Tokens carry `kid`; verify `iss` and `aud` (the project id; anonymous users have
    `<project_id>:anon`, restricted users `<project_id>:restricted`). Cacheable for an hour. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.
        include_anonymous (bool | Unset): Accepted for compatibility: the same keys verify
            anonymous users' tokens.
        include_restricted (bool | Unset): Accepted for compatibility: the same keys verify
            restricted users' tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JwkSet | KnownError]
    """

    kwargs = _get_kwargs(
        project_id=project_id,
        include_anonymous=include_anonymous,
        include_restricted=include_restricted,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
) -> JwkSet | KnownError | None:
    """The project's public signing keys (JWKS)

     Public ES256 keys that verify this project's access tokens, for backends that authenticate requests
    locally. Tokens carry `kid`; verify `iss` and `aud` (the project id; anonymous users have
    `<project_id>:anon`, restricted users `<project_id>:restricted`). Cacheable for an hour. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.
        include_anonymous (bool | Unset): Accepted for compatibility: the same keys verify
            anonymous users' tokens.
        include_restricted (bool | Unset): Accepted for compatibility: the same keys verify
            restricted users' tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JwkSet | KnownError
    """

    return (
        await asyncio_detailed(
            project_id=project_id,
            client=client,
            include_anonymous=include_anonymous,
            include_restricted=include_restricted,
        )
    ).parsed
