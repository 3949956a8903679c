from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.payments_empty import PaymentsEmpty
from ...models.update_payments_item_quantity_body import UpdatePaymentsItemQuantityBody
from ...models.update_payments_item_quantity_customer_type import UpdatePaymentsItemQuantityCustomerType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    customer_type: UpdatePaymentsItemQuantityCustomerType,
    customer_id: str,
    item_id: str,
    *,
    body: UpdatePaymentsItemQuantityBody,
    allow_negative: bool,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    params: dict[str, Any] = {}

    params["allow_negative"] = allow_negative

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/payments/items/{customer_type}/{customer_id}/{item_id}/update-quantity".format(
            customer_type=quote(str(customer_type), safe=""),
            customer_id=quote(str(customer_id), safe=""),
            item_id=quote(str(item_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PaymentsEmpty | None:
    if response.status_code == 200:
        response_200 = PaymentsEmpty.from_dict(response.json())

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
) -> Response[KnownError | PaymentsEmpty]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    customer_type: UpdatePaymentsItemQuantityCustomerType,
    customer_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePaymentsItemQuantityBody,
    allow_negative: bool,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | PaymentsEmpty]:
    """Change a customer's item quantity

     Adds `delta` to the quantity as one ledger entry (with an optional expiry) and records a manual-
    item-quantity-change transaction. Changes of one customer's item are serialised across every server
    process: of concurrent spends, only as many succeed as the quantity covers. A change that would
    leave the quantity below zero is ITEM_QUANTITY_INSUFFICIENT_AMOUNT unless allow_negative=true. Send
    an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (UpdatePaymentsItemQuantityCustomerType): user, team, or custom (a customer
            id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        item_id (str):  Example: credits.
        allow_negative (bool): true: the quantity may go below zero. false: a change that would is
            refused (ITEM_QUANTITY_INSUFFICIENT_AMOUNT).
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (UpdatePaymentsItemQuantityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsEmpty]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
        item_id=item_id,
        body=body,
        allow_negative=allow_negative,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    customer_type: UpdatePaymentsItemQuantityCustomerType,
    customer_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePaymentsItemQuantityBody,
    allow_negative: bool,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | PaymentsEmpty | None:
    """Change a customer's item quantity

     Adds `delta` to the quantity as one ledger entry (with an optional expiry) and records a manual-
    item-quantity-change transaction. Changes of one customer's item are serialised across every server
    process: of concurrent spends, only as many succeed as the quantity covers. A change that would
    leave the quantity below zero is ITEM_QUANTITY_INSUFFICIENT_AMOUNT unless allow_negative=true. Send
    an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (UpdatePaymentsItemQuantityCustomerType): user, team, or custom (a customer
            id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        item_id (str):  Example: credits.
        allow_negative (bool): true: the quantity may go below zero. false: a change that would is
            refused (ITEM_QUANTITY_INSUFFICIENT_AMOUNT).
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (UpdatePaymentsItemQuantityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsEmpty
    """

    return sync_detailed(
        customer_type=customer_type,
        customer_id=customer_id,
        item_id=item_id,
        client=client,
        body=body,
        allow_negative=allow_negative,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    customer_type: UpdatePaymentsItemQuantityCustomerType,
    customer_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePaymentsItemQuantityBody,
    allow_negative: bool,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | PaymentsEmpty]:
    """Change a customer's item quantity

     Adds `delta` to the quantity as one ledger entry (with an optional expiry) and records a manual-
    item-quantity-change transaction. Changes of one customer's item are serialised across every server
    process: of concurrent spends, only as many succeed as the quantity covers. A change that would
    leave the quantity below zero is ITEM_QUANTITY_INSUFFICIENT_AMOUNT unless allow_negative=true. Send
    an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (UpdatePaymentsItemQuantityCustomerType): user, team, or custom (a customer
            id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        item_id (str):  Example: credits.
        allow_negative (bool): true: the quantity may go below zero. false: a change that would is
            refused (ITEM_QUANTITY_INSUFFICIENT_AMOUNT).
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (UpdatePaymentsItemQuantityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsEmpty]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
        item_id=item_id,
        body=body,
        allow_negative=allow_negative,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_type: UpdatePaymentsItemQuantityCustomerType,
    customer_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePaymentsItemQuantityBody,
    allow_negative: bool,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | PaymentsEmpty | None:
    """Change a customer's item quantity

     Adds `delta` to the quantity as one ledger entry (with an optional expiry) and records a manual-
    item-quantity-change transaction. Changes of one customer's item are serialised across every server
    process: of concurrent spends, only as many succeed as the quantity covers. A change that would
    leave the quantity below zero is ITEM_QUANTITY_INSUFFICIENT_AMOUNT unless allow_negative=true. Send
    an Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (UpdatePaymentsItemQuantityCustomerType): user, team, or custom (a customer
            id of your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        item_id (str):  Example: credits.
        allow_negative (bool): true: the quantity may go below zero. false: a change that would is
            refused (ITEM_QUANTITY_INSUFFICIENT_AMOUNT).
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.
        body (UpdatePaymentsItemQuantityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsEmpty
    """

    return (
        await asyncio_detailed(
            customer_type=customer_type,
            customer_id=customer_id,
            item_id=item_id,
            client=client,
            body=body,
            allow_negative=allow_negative,
            idempotency_key=idempotency_key,
        )
    ).parsed
