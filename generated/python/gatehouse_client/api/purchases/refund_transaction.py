from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.refund_transaction_body import RefundTransactionBody
from ...models.success import Success
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RefundTransactionBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/payments/transactions/refund",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KnownError | Success | None:
    if response.status_code == 200:
        response_200 = Success.from_dict(response.json())

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
) -> Response[KnownError | Success]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RefundTransactionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | Success]:
    """Refund a purchase

     Refunds a purchase transaction: a Stripe purchase is refunded in Stripe first (the project's
    account; a subscription: what its latest paid invoice took, in full, and the subscription is
    cancelled in Stripe at once), then the product and its items are revoked (a transaction with a
    product_revocation entry). A test-mode or server grant is revoked at once. Refunding twice is
    TRANSACTION_NOT_REFUNDABLE, unless the retry carries the first request's Idempotency-Key: then it
    answers the first answer.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (RefundTransactionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RefundTransactionBody,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | Success | None:
    """Refund a purchase

     Refunds a purchase transaction: a Stripe purchase is refunded in Stripe first (the project's
    account; a subscription: what its latest paid invoice took, in full, and the subscription is
    cancelled in Stripe at once), then the product and its items are revoked (a transaction with a
    product_revocation entry). A test-mode or server grant is revoked at once. Refunding twice is
    TRANSACTION_NOT_REFUNDABLE, unless the retry carries the first request's Idempotency-Key: then it
    answers the first answer.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (RefundTransactionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RefundTransactionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | Success]:
    """Refund a purchase

     Refunds a purchase transaction: a Stripe purchase is refunded in Stripe first (the project's
    account; a subscription: what its latest paid invoice took, in full, and the subscription is
    cancelled in Stripe at once), then the product and its items are revoked (a transaction with a
    product_revocation entry). A test-mode or server grant is revoked at once. Refunding twice is
    TRANSACTION_NOT_REFUNDABLE, unless the retry carries the first request's Idempotency-Key: then it
    answers the first answer.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (RefundTransactionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RefundTransactionBody,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | Success | None:
    """Refund a purchase

     Refunds a purchase transaction: a Stripe purchase is refunded in Stripe first (the project's
    account; a subscription: what its latest paid invoice took, in full, and the subscription is
    cancelled in Stripe at once), then the product and its items are revoked (a transaction with a
    product_revocation entry). A test-mode or server grant is revoked at once. Refunding twice is
    TRANSACTION_NOT_REFUNDABLE, unless the retry carries the first request's Idempotency-Key: then it
    answers the first answer.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (RefundTransactionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
