from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.payments_revoke_answer import PaymentsRevokeAnswer
from ...models.revoke_payments_product_customer_type import RevokePaymentsProductCustomerType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    customer_type: RevokePaymentsProductCustomerType,
    customer_id: str,
    product_id: str,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/payments/products/{customer_type}/{customer_id}/{product_id}".format(
            customer_type=quote(str(customer_type), safe=""),
            customer_id=quote(str(customer_id), safe=""),
            product_id=quote(str(product_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PaymentsRevokeAnswer | None:
    if response.status_code == 200:
        response_200 = PaymentsRevokeAnswer.from_dict(response.json())

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
) -> Response[KnownError | PaymentsRevokeAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    customer_type: RevokePaymentsProductCustomerType,
    customer_id: str,
    product_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | PaymentsRevokeAnswer]:
    """Revoke a customer's product

     Ends every grant of the product the customer holds now, without a refund: each ends with a
    transaction whose product_revocation entry adjusts the grant; included items stop counting by their
    `expires` rule (`when-purchase-expires` and `when-repeated` ones now, `never` ones stay). A
    subscription paid through Stripe is cancelled in the project's Stripe account first (if Stripe
    refuses, nothing changes). PRODUCT_NOT_OWNED when the customer holds no grant of it. Send an
    Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (RevokePaymentsProductCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        product_id (str): A product of the payments config the customer owns. Example: pro-plan.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsRevokeAnswer]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
        product_id=product_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    customer_type: RevokePaymentsProductCustomerType,
    customer_id: str,
    product_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | PaymentsRevokeAnswer | None:
    """Revoke a customer's product

     Ends every grant of the product the customer holds now, without a refund: each ends with a
    transaction whose product_revocation entry adjusts the grant; included items stop counting by their
    `expires` rule (`when-purchase-expires` and `when-repeated` ones now, `never` ones stay). A
    subscription paid through Stripe is cancelled in the project's Stripe account first (if Stripe
    refuses, nothing changes). PRODUCT_NOT_OWNED when the customer holds no grant of it. Send an
    Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (RevokePaymentsProductCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        product_id (str): A product of the payments config the customer owns. Example: pro-plan.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsRevokeAnswer
    """

    return sync_detailed(
        customer_type=customer_type,
        customer_id=customer_id,
        product_id=product_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    customer_type: RevokePaymentsProductCustomerType,
    customer_id: str,
    product_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[KnownError | PaymentsRevokeAnswer]:
    """Revoke a customer's product

     Ends every grant of the product the customer holds now, without a refund: each ends with a
    transaction whose product_revocation entry adjusts the grant; included items stop counting by their
    `expires` rule (`when-purchase-expires` and `when-repeated` ones now, `never` ones stay). A
    subscription paid through Stripe is cancelled in the project's Stripe account first (if Stripe
    refuses, nothing changes). PRODUCT_NOT_OWNED when the customer holds no grant of it. Send an
    Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (RevokePaymentsProductCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        product_id (str): A product of the payments config the customer owns. Example: pro-plan.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PaymentsRevokeAnswer]
    """

    kwargs = _get_kwargs(
        customer_type=customer_type,
        customer_id=customer_id,
        product_id=product_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_type: RevokePaymentsProductCustomerType,
    customer_id: str,
    product_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> KnownError | PaymentsRevokeAnswer | None:
    """Revoke a customer's product

     Ends every grant of the product the customer holds now, without a refund: each ends with a
    transaction whose product_revocation entry adjusts the grant; included items stop counting by their
    `expires` rule (`when-purchase-expires` and `when-repeated` ones now, `never` ones stay). A
    subscription paid through Stripe is cancelled in the project's Stripe account first (if Stripe
    refuses, nothing changes). PRODUCT_NOT_OWNED when the customer holds no grant of it. Send an
    Idempotency-Key to retry safely.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        customer_type (RevokePaymentsProductCustomerType): user, team, or custom (a customer id of
            your own). Example: user.
        customer_id (str): A user id, a team id, or your own id for a custom customer. Example:
            3f6b1c2e-9a47-4f0e-8a8f-2a5f0f6e1d11.
        product_id (str): A product of the payments config the customer owns. Example: pro-plan.
        idempotency_key (str | Unset): Makes the request safe to retry: a request repeated with
            the same key (and the same path, query and body) within 24 hours answers the first answer
            again and changes nothing more. At most 255 printable ASCII characters; a UUID is a good
            key. Example: 2f1c6f0e-8a4b-4c55-9d43-6a1f0f3b2c11.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PaymentsRevokeAnswer
    """

    return (
        await asyncio_detailed(
            customer_type=customer_type,
            customer_id=customer_id,
            product_id=product_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
