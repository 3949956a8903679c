from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.purchase_code_info import PurchaseCodeInfo
from ...types import UNSET, Response


def _get_kwargs(
    *,
    full_code: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["full_code"] = full_code

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/payments/purchases/validate-code",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PurchaseCodeInfo | None:
    if response.status_code == 200:
        response_200 = PurchaseCodeInfo.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

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
) -> Response[KnownError | PurchaseCodeInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    full_code: str,
) -> Response[KnownError | PurchaseCodeInfo]:
    """Read a purchase code

     What the hosted purchase page shows for a purchase code: the project's name, the customer, the
    product with its prices, whether the project is in test mode and whether a non-stackable product is
    already owned. PURCHASE_CODE_INVALID for an unknown, expired or used code. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        full_code (str): The `<projectId>_<code>` of the purchase URL. Example:
            3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PurchaseCodeInfo]
    """

    kwargs = _get_kwargs(
        full_code=full_code,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    full_code: str,
) -> KnownError | PurchaseCodeInfo | None:
    """Read a purchase code

     What the hosted purchase page shows for a purchase code: the project's name, the customer, the
    product with its prices, whether the project is in test mode and whether a non-stackable product is
    already owned. PURCHASE_CODE_INVALID for an unknown, expired or used code. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        full_code (str): The `<projectId>_<code>` of the purchase URL. Example:
            3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PurchaseCodeInfo
    """

    return sync_detailed(
        client=client,
        full_code=full_code,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    full_code: str,
) -> Response[KnownError | PurchaseCodeInfo]:
    """Read a purchase code

     What the hosted purchase page shows for a purchase code: the project's name, the customer, the
    product with its prices, whether the project is in test mode and whether a non-stackable product is
    already owned. PURCHASE_CODE_INVALID for an unknown, expired or used code. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        full_code (str): The `<projectId>_<code>` of the purchase URL. Example:
            3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PurchaseCodeInfo]
    """

    kwargs = _get_kwargs(
        full_code=full_code,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    full_code: str,
) -> KnownError | PurchaseCodeInfo | None:
    """Read a purchase code

     What the hosted purchase page shows for a purchase code: the project's name, the customer, the
    product with its prices, whether the project is in test mode and whether a non-stackable product is
    already owned. PURCHASE_CODE_INVALID for an unknown, expired or used code. Changes nothing.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        full_code (str): The `<projectId>_<code>` of the purchase URL. Example:
            3f1c2b9e-7a1d-4e0f-9c55-2b7f0e7c1a10_4k7x9m2p8q1r5s3t6v0w4x8y2z7a1b5c9d3e6f0g8h2j6.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PurchaseCodeInfo
    """

    return (
        await asyncio_detailed(
            client=client,
            full_code=full_code,
        )
    ).parsed
