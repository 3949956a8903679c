from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.open_id_configuration import OpenIdConfiguration
from ...types import Response


def _get_kwargs(
    project_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/projects-restricted-users/{project_id}/.well-known/openid-configuration".format(
            project_id=quote(str(project_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | OpenIdConfiguration | None:
    if response.status_code == 200:
        response_200 = OpenIdConfiguration.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[KnownError | OpenIdConfiguration]:
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
) -> Response[KnownError | OpenIdConfiguration]:
    """OpenID discovery document (issuer and JWKS) of the project's restricted users' access tokens

     OpenID discovery for the project's restricted users' access tokens: `issuer` is exactly the `iss`
    those tokens carry (`<GATEHOUSE_PUBLIC_URL>/api/v1/projects-restricted-users/<project_id>`),
    `jwks_uri` the project's key set. A backend that reaches Gatehouse by another address than the
    public URL (127.0.0.1, a service name) reads the issuer here instead of deriving it from its own
    base URL. Absolute URLs are built from GATEHOUSE_PUBLIC_URL. There is no authorization endpoint
    (sign-in goes through the API or the hosted pages). Unknown project: PROJECT_NOT_FOUND, as for the
    JWKS. Cacheable for an hour. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | OpenIdConfiguration]
    """

    kwargs = _get_kwargs(
        project_id=project_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | OpenIdConfiguration | None:
    """OpenID discovery document (issuer and JWKS) of the project's restricted users' access tokens

     OpenID discovery for the project's restricted users' access tokens: `issuer` is exactly the `iss`
    those tokens carry (`<GATEHOUSE_PUBLIC_URL>/api/v1/projects-restricted-users/<project_id>`),
    `jwks_uri` the project's key set. A backend that reaches Gatehouse by another address than the
    public URL (127.0.0.1, a service name) reads the issuer here instead of deriving it from its own
    base URL. Absolute URLs are built from GATEHOUSE_PUBLIC_URL. There is no authorization endpoint
    (sign-in goes through the API or the hosted pages). Unknown project: PROJECT_NOT_FOUND, as for the
    JWKS. Cacheable for an hour. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | OpenIdConfiguration
    """

    return sync_detailed(
        project_id=project_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | OpenIdConfiguration]:
    """OpenID discovery document (issuer and JWKS) of the project's restricted users' access tokens

     OpenID discovery for the project's restricted users' access tokens: `issuer` is exactly the `iss`
    those tokens carry (`<GATEHOUSE_PUBLIC_URL>/api/v1/projects-restricted-users/<project_id>`),
    `jwks_uri` the project's key set. A backend that reaches Gatehouse by another address than the
    public URL (127.0.0.1, a service name) reads the issuer here instead of deriving it from its own
    base URL. Absolute URLs are built from GATEHOUSE_PUBLIC_URL. There is no authorization endpoint
    (sign-in goes through the API or the hosted pages). Unknown project: PROJECT_NOT_FOUND, as for the
    JWKS. Cacheable for an hour. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | OpenIdConfiguration]
    """

    kwargs = _get_kwargs(
        project_id=project_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | OpenIdConfiguration | None:
    """OpenID discovery document (issuer and JWKS) of the project's restricted users' access tokens

     OpenID discovery for the project's restricted users' access tokens: `issuer` is exactly the `iss`
    those tokens carry (`<GATEHOUSE_PUBLIC_URL>/api/v1/projects-restricted-users/<project_id>`),
    `jwks_uri` the project's key set. A backend that reaches Gatehouse by another address than the
    public URL (127.0.0.1, a service name) reads the issuer here instead of deriving it from its own
    base URL. Absolute URLs are built from GATEHOUSE_PUBLIC_URL. There is no authorization endpoint
    (sign-in goes through the API or the hosted pages). Unknown project: PROJECT_NOT_FOUND, as for the
    JWKS. Cacheable for an hour. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        project_id (str):  Example: internal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | OpenIdConfiguration
    """

    return (
        await asyncio_detailed(
            project_id=project_id,
            client=client,
        )
    ).parsed
