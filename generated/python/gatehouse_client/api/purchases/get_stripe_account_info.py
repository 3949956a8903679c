from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.stripe_account_info import StripeAccountInfo
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/internal/payments/stripe/account-info",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | StripeAccountInfo | None:
    if response.status_code == 200:
        response_200 = StripeAccountInfo.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = KnownError.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = KnownError.from_dict(response.json())

        return response_403

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
) -> Response[KnownError | StripeAccountInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | StripeAccountInfo]:
    """Read the Stripe account

     The connected Stripe account as Stripe reports it now (never its secrets), or
    STRIPE_ACCOUNT_INFO_NOT_FOUND before setup. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | StripeAccountInfo]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | StripeAccountInfo | None:
    """Read the Stripe account

     The connected Stripe account as Stripe reports it now (never its secrets), or
    STRIPE_ACCOUNT_INFO_NOT_FOUND before setup. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | StripeAccountInfo
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | StripeAccountInfo]:
    """Read the Stripe account

     The connected Stripe account as Stripe reports it now (never its secrets), or
    STRIPE_ACCOUNT_INFO_NOT_FOUND before setup. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | StripeAccountInfo]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | StripeAccountInfo | None:
    """Read the Stripe account

     The connected Stripe account as Stripe reports it now (never its secrets), or
    STRIPE_ACCOUNT_INFO_NOT_FOUND before setup. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | StripeAccountInfo
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
