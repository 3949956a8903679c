from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error_internalservererror import KnownErrorINTERNALSERVERERROR
from ...models.known_error_schemaerror import KnownErrorSCHEMAERROR
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = KnownErrorSCHEMAERROR.from_dict(response.json())

        return response_400

    if response.status_code == 500:
        response_500 = KnownErrorINTERNALSERVERERROR.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str]:
    """Welcome text

     A plain-text greeting that points to the API reference. Touches no database, so it doubles as the
    liveness probe of the HTTP layer. Changes nothing.

    No project authentication headers: the call identifies the project in its own parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str | None:
    """Welcome text

     A plain-text greeting that points to the API reference. Touches no database, so it doubles as the
    liveness probe of the HTTP layer. Changes nothing.

    No project authentication headers: the call identifies the project in its own parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str]:
    """Welcome text

     A plain-text greeting that points to the API reference. Touches no database, so it doubles as the
    liveness probe of the HTTP layer. Changes nothing.

    No project authentication headers: the call identifies the project in its own parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str | None:
    """Welcome text

     A plain-text greeting that points to the API reference. Touches no database, so it doubles as the
    liveness probe of the HTTP layer. Changes nothing.

    No project authentication headers: the call identifies the project in its own parameters.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorINTERNALSERVERERROR | KnownErrorSCHEMAERROR | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
