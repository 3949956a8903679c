from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.payments_set_default_answer import PaymentsSetDefaultAnswer
from ...models.set_payments_default_payment_method_body import SetPaymentsDefaultPaymentMethodBody
from ...models.set_payments_default_payment_method_customer_type import SetPaymentsDefaultPaymentMethodCustomerType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    customer_type: SetPaymentsDefaultPaymentMethodCustomerType,
    customer_id: str,
    *,
    body: SetPaymentsDefaultPaymentMethodBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/payments/payment-method/{customer_type}/{customer_id}/set-default".format(
            customer_type=quote(str(customer_type), safe=""),
            customer_id=quote(str(customer_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PaymentsSetDefaultAnswer | None:
    if response.status_code == 200:
        response_200 = PaymentsSetDefaultAnswer.from_dict(response.json())

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
) -> Response[KnownError | PaymentsSetDefaultAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    customer_type: SetPaymentsDefaultPaymentMethodCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: SetPaymentsDefaultPaymentMethodBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | PaymentsSetDefaultAnswer]:
    """Set the default payment method

     Makes a payment method attached to the customer's Stripe customer its default for invoices and
    renewals. PAYMENT_METHOD_NOT_FOUND for a payment method Stripe does not hold for THIS customer
    (another customer's, or none). STRIPE_ACCOUNT_INFO_NOT_FOUND when the project has no Stripe account.
    Client access must be signed in and may name its own user, or a team in which it holds `team_admin`;
    never a custom customer. A user or team customer that does not exist (also a non-UUID id) answers
    USER_NOT_FOUND / TEAM_NOT_FOUND. Send an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (SetPaymentsDefaultPaymentMethodCustomerType): user, team, or custom (a
            customer id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (SetPaymentsDefaultPaymentMethodBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsSetDefaultAnswer]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    customer_type: SetPaymentsDefaultPaymentMethodCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: SetPaymentsDefaultPaymentMethodBody,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | PaymentsSetDefaultAnswer | None:
    """Set the default payment method

     Makes a payment method attached to the customer's Stripe customer its default for invoices and
    renewals. PAYMENT_METHOD_NOT_FOUND for a payment method Stripe does not hold for THIS customer
    (another customer's, or none). STRIPE_ACCOUNT_INFO_NOT_FOUND when the project has no Stripe account.
    Client access must be signed in and may name its own user, or a team in which it holds `team_admin`;
    never a custom customer. A user or team customer that does not exist (also a non-UUID id) answers
    USER_NOT_FOUND / TEAM_NOT_FOUND. Send an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (SetPaymentsDefaultPaymentMethodCustomerType): user, team, or custom (a
            customer id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (SetPaymentsDefaultPaymentMethodBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsSetDefaultAnswer
    """

    return sync_detailed(
        customer_type=customer_type,
        customer_id=customer_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    customer_type: SetPaymentsDefaultPaymentMethodCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: SetPaymentsDefaultPaymentMethodBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | PaymentsSetDefaultAnswer]:
    """Set the default payment method

     Makes a payment method attached to the customer's Stripe customer its default for invoices and
    renewals. PAYMENT_METHOD_NOT_FOUND for a payment method Stripe does not hold for THIS customer
    (another customer's, or none). STRIPE_ACCOUNT_INFO_NOT_FOUND when the project has no Stripe account.
    Client access must be signed in and may name its own user, or a team in which it holds `team_admin`;
    never a custom customer. A user or team customer that does not exist (also a non-UUID id) answers
    USER_NOT_FOUND / TEAM_NOT_FOUND. Send an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (SetPaymentsDefaultPaymentMethodCustomerType): user, team, or custom (a
            customer id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (SetPaymentsDefaultPaymentMethodBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsSetDefaultAnswer]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_type: SetPaymentsDefaultPaymentMethodCustomerType,
    customer_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: SetPaymentsDefaultPaymentMethodBody,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | PaymentsSetDefaultAnswer | None:
    """Set the default payment method

     Makes a payment method attached to the customer's Stripe customer its default for invoices and
    renewals. PAYMENT_METHOD_NOT_FOUND for a payment method Stripe does not hold for THIS customer
    (another customer's, or none). STRIPE_ACCOUNT_INFO_NOT_FOUND when the project has no Stripe account.
    Client access must be signed in and may name its own user, or a team in which it holds `team_admin`;
    never a custom customer. A user or team customer that does not exist (also a non-UUID id) answers
    USER_NOT_FOUND / TEAM_NOT_FOUND. Send an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `stripe_calls_per_user`.

    Args:
        customer_type (SetPaymentsDefaultPaymentMethodCustomerType): user, team, or custom (a
            customer id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (SetPaymentsDefaultPaymentMethodBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsSetDefaultAnswer
    """

    return (
        await asyncio_detailed(
            customer_type=customer_type,
            customer_id=customer_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
