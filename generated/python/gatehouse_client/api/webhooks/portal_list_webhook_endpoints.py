from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.webhook_endpoint_list import WebhookEndpointList
from ...types import Response


def _get_kwargs(
    *,
    x_webhooks_portal_token: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["x-webhooks-portal-token"] = x_webhooks_portal_token

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/webhooks/portal/endpoints",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | WebhookEndpointList | None:
    if response.status_code == 200:
        response_200 = WebhookEndpointList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = KnownError.from_dict(response.json())

        return response_401

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
) -> Response[KnownError | WebhookEndpointList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_webhooks_portal_token: str,
) -> Response[KnownError | WebhookEndpointList]:
    """Portal: list webhook endpoints

     The endpoints of the project the portal token opens. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | WebhookEndpointList]
    """

    kwargs = _get_kwargs(
        x_webhooks_portal_token=x_webhooks_portal_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    x_webhooks_portal_token: str,
) -> KnownError | WebhookEndpointList | None:
    """Portal: list webhook endpoints

     The endpoints of the project the portal token opens. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | WebhookEndpointList
    """

    return sync_detailed(
        client=client,
        x_webhooks_portal_token=x_webhooks_portal_token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_webhooks_portal_token: str,
) -> Response[KnownError | WebhookEndpointList]:
    """Portal: list webhook endpoints

     The endpoints of the project the portal token opens. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | WebhookEndpointList]
    """

    kwargs = _get_kwargs(
        x_webhooks_portal_token=x_webhooks_portal_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_webhooks_portal_token: str,
) -> KnownError | WebhookEndpointList | None:
    """Portal: list webhook endpoints

     The endpoints of the project the portal token opens. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | WebhookEndpointList
    """

    return (
        await asyncio_detailed(
            client=client,
            x_webhooks_portal_token=x_webhooks_portal_token,
        )
    ).parsed
