from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.list_payments_transactions_customer_type import ListPaymentsTransactionsCustomerType
from ...models.list_payments_transactions_type import ListPaymentsTransactionsType
from ...models.payments_transaction_list import PaymentsTransactionList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    type_: ListPaymentsTransactionsType | Unset = UNSET,
    customer_type: ListPaymentsTransactionsCustomerType | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_customer_type: str | Unset = UNSET
    if not isinstance(customer_type, Unset):
        json_customer_type = customer_type.value

    params["customer_type"] = json_customer_type

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/internal/payments/transactions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PaymentsTransactionList | None:
    if response.status_code == 200:
        response_200 = PaymentsTransactionList.from_dict(response.json())

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
) -> Response[KnownError | PaymentsTransactionList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    type_: ListPaymentsTransactionsType | Unset = UNSET,
    customer_type: ListPaymentsTransactionsCustomerType | Unset = UNSET,
) -> Response[KnownError | PaymentsTransactionList]:
    """List payment transactions

     Every money or quantity change of the project (purchases, renewals, cancellations, manual quantity
    changes, refunds), newest first, with its wire entries. `cursor` is the opaque next_cursor of the
    previous page; `limit` 1 to 200 (default 50); filter by `type` and `customer_type`. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (str | Unset): next_cursor of the previous page (opaque).
        limit (int | Unset): Transactions per page, 1 to 200 (default 50). Example: 10.
        type_ (ListPaymentsTransactionsType | Unset):
        customer_type (ListPaymentsTransactionsCustomerType | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsTransactionList]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        type_=type_,
        customer_type=customer_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    type_: ListPaymentsTransactionsType | Unset = UNSET,
    customer_type: ListPaymentsTransactionsCustomerType | Unset = UNSET,
) -> KnownError | PaymentsTransactionList | None:
    """List payment transactions

     Every money or quantity change of the project (purchases, renewals, cancellations, manual quantity
    changes, refunds), newest first, with its wire entries. `cursor` is the opaque next_cursor of the
    previous page; `limit` 1 to 200 (default 50); filter by `type` and `customer_type`. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (str | Unset): next_cursor of the previous page (opaque).
        limit (int | Unset): Transactions per page, 1 to 200 (default 50). Example: 10.
        type_ (ListPaymentsTransactionsType | Unset):
        customer_type (ListPaymentsTransactionsCustomerType | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsTransactionList
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        type_=type_,
        customer_type=customer_type,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    type_: ListPaymentsTransactionsType | Unset = UNSET,
    customer_type: ListPaymentsTransactionsCustomerType | Unset = UNSET,
) -> Response[KnownError | PaymentsTransactionList]:
    """List payment transactions

     Every money or quantity change of the project (purchases, renewals, cancellations, manual quantity
    changes, refunds), newest first, with its wire entries. `cursor` is the opaque next_cursor of the
    previous page; `limit` 1 to 200 (default 50); filter by `type` and `customer_type`. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (str | Unset): next_cursor of the previous page (opaque).
        limit (int | Unset): Transactions per page, 1 to 200 (default 50). Example: 10.
        type_ (ListPaymentsTransactionsType | Unset):
        customer_type (ListPaymentsTransactionsCustomerType | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsTransactionList]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        type_=type_,
        customer_type=customer_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
    type_: ListPaymentsTransactionsType | Unset = UNSET,
    customer_type: ListPaymentsTransactionsCustomerType | Unset = UNSET,
) -> KnownError | PaymentsTransactionList | None:
    """List payment transactions

     Every money or quantity change of the project (purchases, renewals, cancellations, manual quantity
    changes, refunds), newest first, with its wire entries. `cursor` is the opaque next_cursor of the
    previous page; `limit` 1 to 200 (default 50); filter by `type` and `customer_type`. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (str | Unset): next_cursor of the previous page (opaque).
        limit (int | Unset): Transactions per page, 1 to 200 (default 50). Example: 10.
        type_ (ListPaymentsTransactionsType | Unset):
        customer_type (ListPaymentsTransactionsCustomerType | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsTransactionList
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
            type_=type_,
            customer_type=customer_type,
        )
    ).parsed
