from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_payments_billing_customer_type import GetPaymentsBillingCustomerType
from ...models.known_error import KnownError
from ...models.payments_billing import PaymentsBilling
from ...types import Response


def _get_kwargs(
    customer_type: GetPaymentsBillingCustomerType,
    customer_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/payments/billing/{customer_type}/{customer_id}".format(
            customer_type=quote(str(customer_type), safe=""),
            customer_id=quote(str(customer_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PaymentsBilling | None:
    if response.status_code == 200:
        response_200 = PaymentsBilling.from_dict(response.json())

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
) -> Response[KnownError | PaymentsBilling]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    customer_type: GetPaymentsBillingCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | PaymentsBilling]:
    """Read a customer's billing state

     Whether the customer has a Stripe customer in the project's Stripe account, and its default payment
    method (brand, last 4 digits, expiry) or null. A project without Stripe (test mode) or a customer
    who never paid through Stripe answers has_customer false, not an error. Client access must be signed
    in and may name its own user, or a team in which it holds `team_admin`; never a custom customer. A
    user or team customer that does not exist (also a non-UUID id) answers USER_NOT_FOUND /
    TEAM_NOT_FOUND. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (GetPaymentsBillingCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsBilling]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    customer_type: GetPaymentsBillingCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | PaymentsBilling | None:
    """Read a customer's billing state

     Whether the customer has a Stripe customer in the project's Stripe account, and its default payment
    method (brand, last 4 digits, expiry) or null. A project without Stripe (test mode) or a customer
    who never paid through Stripe answers has_customer false, not an error. Client access must be signed
    in and may name its own user, or a team in which it holds `team_admin`; never a custom customer. A
    user or team customer that does not exist (also a non-UUID id) answers USER_NOT_FOUND /
    TEAM_NOT_FOUND. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (GetPaymentsBillingCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsBilling
    """

    return sync_detailed(
        customer_type=customer_type,
        customer_id=customer_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    customer_type: GetPaymentsBillingCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[KnownError | PaymentsBilling]:
    """Read a customer's billing state

     Whether the customer has a Stripe customer in the project's Stripe account, and its default payment
    method (brand, last 4 digits, expiry) or null. A project without Stripe (test mode) or a customer
    who never paid through Stripe answers has_customer false, not an error. Client access must be signed
    in and may name its own user, or a team in which it holds `team_admin`; never a custom customer. A
    user or team customer that does not exist (also a non-UUID id) answers USER_NOT_FOUND /
    TEAM_NOT_FOUND. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (GetPaymentsBillingCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsBilling]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_type: GetPaymentsBillingCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> KnownError | PaymentsBilling | None:
    """Read a customer's billing state

     Whether the customer has a Stripe customer in the project's Stripe account, and its default payment
    method (brand, last 4 digits, expiry) or null. A project without Stripe (test mode) or a customer
    who never paid through Stripe answers has_customer false, not an error. Client access must be signed
    in and may name its own user, or a team in which it holds `team_admin`; never a custom customer. A
    user or team customer that does not exist (also a non-UUID id) answers USER_NOT_FOUND /
    TEAM_NOT_FOUND. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (GetPaymentsBillingCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsBilling
    """

    return (
        await asyncio_detailed(
            customer_type=customer_type,
            customer_id=customer_id,
            client=client,
        )
    ).parsed
