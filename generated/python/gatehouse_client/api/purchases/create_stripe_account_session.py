from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.stripe_account_session import StripeAccountSession
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/payments/stripe-widgets/account-session",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | StripeAccountSession | None:
    if response.status_code == 200:
        response_200 = StripeAccountSession.from_dict(response.json())

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
) -> Response[KnownError | StripeAccountSession]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | StripeAccountSession]:
    """Open Stripe's embedded components

     A client secret for Stripe's embedded components (payments, payouts) of the connected account, for
    the dashboard. STRIPE_ACCOUNT_INFO_NOT_FOUND before setup.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | StripeAccountSession]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | StripeAccountSession | None:
    """Open Stripe's embedded components

     A client secret for Stripe's embedded components (payments, payouts) of the connected account, for
    the dashboard. STRIPE_ACCOUNT_INFO_NOT_FOUND before setup.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | StripeAccountSession
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | StripeAccountSession]:
    """Open Stripe's embedded components

     A client secret for Stripe's embedded components (payments, payouts) of the connected account, for
    the dashboard. STRIPE_ACCOUNT_INFO_NOT_FOUND before setup.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | StripeAccountSession]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | StripeAccountSession | None:
    """Open Stripe's embedded components

     A client secret for Stripe's embedded components (payments, payouts) of the connected account, for
    the dashboard. STRIPE_ACCOUNT_INFO_NOT_FOUND before setup.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | StripeAccountSession
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
