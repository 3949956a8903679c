from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.purchase_session import PurchaseSession
from ...models.purchase_session_body import PurchaseSessionBody
from ...types import Response


def _get_kwargs(
    *,
    body: PurchaseSessionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/payments/purchases/purchase-session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PurchaseSession | None:
    if response.status_code == 200:
        response_200 = PurchaseSession.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = KnownError.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

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
) -> Response[KnownError | PurchaseSession]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PurchaseSessionBody,
) -> Response[KnownError | PurchaseSession]:
    """Buy on the hosted purchase page

     The hosted page's buy button. Test mode: completes a test purchase at once without Stripe (the grant
    is marked test_mode) and uses the code up. Otherwise: creates a Stripe Checkout session of the
    project's account and answers its URL; the product is granted when Stripe reports the payment
    (checkout.session.completed). PURCHASE_CODE_INVALID for an unknown, expired or used code (also the
    loser of two purchases racing on one code).

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (PurchaseSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PurchaseSession]
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
    body: PurchaseSessionBody,
) -> KnownError | PurchaseSession | None:
    """Buy on the hosted purchase page

     The hosted page's buy button. Test mode: completes a test purchase at once without Stripe (the grant
    is marked test_mode) and uses the code up. Otherwise: creates a Stripe Checkout session of the
    project's account and answers its URL; the product is granted when Stripe reports the payment
    (checkout.session.completed). PURCHASE_CODE_INVALID for an unknown, expired or used code (also the
    loser of two purchases racing on one code).

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (PurchaseSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PurchaseSession
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PurchaseSessionBody,
) -> Response[KnownError | PurchaseSession]:
    """Buy on the hosted purchase page

     The hosted page's buy button. Test mode: completes a test purchase at once without Stripe (the grant
    is marked test_mode) and uses the code up. Otherwise: creates a Stripe Checkout session of the
    project's account and answers its URL; the product is granted when Stripe reports the payment
    (checkout.session.completed). PURCHASE_CODE_INVALID for an unknown, expired or used code (also the
    loser of two purchases racing on one code).

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (PurchaseSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PurchaseSession]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PurchaseSessionBody,
) -> KnownError | PurchaseSession | None:
    """Buy on the hosted purchase page

     The hosted page's buy button. Test mode: completes a test purchase at once without Stripe (the grant
    is marked test_mode) and uses the code up. Otherwise: creates a Stripe Checkout session of the
    project's account and answers its URL; the product is granted when Stripe reports the payment
    (checkout.session.completed). PURCHASE_CODE_INVALID for an unknown, expired or used code (also the
    loser of two purchases racing on one code).

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (PurchaseSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PurchaseSession
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
