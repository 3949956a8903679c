from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.webhook_delivery_list import WebhookDeliveryList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    endpoint_id: UUID,
    *,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
    x_webhooks_portal_token: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["x-webhooks-portal-token"] = x_webhooks_portal_token

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_cursor: str | Unset = UNSET
    if not isinstance(cursor, Unset):
        json_cursor = str(cursor)
    params["cursor"] = json_cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/webhooks/portal/endpoints/{endpoint_id}/deliveries".format(
            endpoint_id=quote(str(endpoint_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | WebhookDeliveryList | None:
    if response.status_code == 200:
        response_200 = WebhookDeliveryList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = KnownError.from_dict(response.json())

        return response_401

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
) -> Response[KnownError | WebhookDeliveryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    endpoint_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
    x_webhooks_portal_token: str,
) -> Response[KnownError | WebhookDeliveryList]:
    """Portal: list an endpoint's deliveries

     The delivery log of an endpoint of the project the portal token opens, newest first. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        endpoint_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | WebhookDeliveryList]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        limit=limit,
        cursor=cursor,
        x_webhooks_portal_token=x_webhooks_portal_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    endpoint_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
    x_webhooks_portal_token: str,
) -> KnownError | WebhookDeliveryList | None:
    """Portal: list an endpoint's deliveries

     The delivery log of an endpoint of the project the portal token opens, newest first. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        endpoint_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | WebhookDeliveryList
    """

    return sync_detailed(
        endpoint_id=endpoint_id,
        client=client,
        limit=limit,
        cursor=cursor,
        x_webhooks_portal_token=x_webhooks_portal_token,
    ).parsed


async def asyncio_detailed(
    endpoint_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
    x_webhooks_portal_token: str,
) -> Response[KnownError | WebhookDeliveryList]:
    """Portal: list an endpoint's deliveries

     The delivery log of an endpoint of the project the portal token opens, newest first. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        endpoint_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | WebhookDeliveryList]
    """

    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
        limit=limit,
        cursor=cursor,
        x_webhooks_portal_token=x_webhooks_portal_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    endpoint_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
    x_webhooks_portal_token: str,
) -> KnownError | WebhookDeliveryList | None:
    """Portal: list an endpoint's deliveries

     The delivery log of an endpoint of the project the portal token opens, newest first. Changes
    nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        endpoint_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        x_webhooks_portal_token (str): A token from POST /webhooks/svix-token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | WebhookDeliveryList
    """

    return (
        await asyncio_detailed(
            endpoint_id=endpoint_id,
            client=client,
            limit=limit,
            cursor=cursor,
            x_webhooks_portal_token=x_webhooks_portal_token,
        )
    ).parsed
