from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.data_vault_value import DataVaultValue
from ...models.get_data_vault_value_body import GetDataVaultValueBody
from ...models.known_error import KnownError
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: GetDataVaultValueBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/data-vault/stores/{id}/get".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DataVaultValue | KnownError | None:
    if response.status_code == 200:
        response_200 = DataVaultValue.from_dict(response.json())

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
) -> Response[DataVaultValue | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: GetDataVaultValueBody,
) -> Response[DataVaultValue | KnownError]:
    """Get a value

     The encrypted value stored under the hashed key, exactly as it was set. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (str): The store id, as declared in the config (`dataVault.stores.<id>`). Example:
            user-secrets.
        body (GetDataVaultValueBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DataVaultValue | KnownError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: GetDataVaultValueBody,
) -> DataVaultValue | KnownError | None:
    """Get a value

     The encrypted value stored under the hashed key, exactly as it was set. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (str): The store id, as declared in the config (`dataVault.stores.<id>`). Example:
            user-secrets.
        body (GetDataVaultValueBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DataVaultValue | KnownError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: GetDataVaultValueBody,
) -> Response[DataVaultValue | KnownError]:
    """Get a value

     The encrypted value stored under the hashed key, exactly as it was set. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (str): The store id, as declared in the config (`dataVault.stores.<id>`). Example:
            user-secrets.
        body (GetDataVaultValueBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DataVaultValue | KnownError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: GetDataVaultValueBody,
) -> DataVaultValue | KnownError | None:
    """Get a value

     The encrypted value stored under the hashed key, exactly as it was set. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        id (str): The store id, as declared in the config (`dataVault.stores.<id>`). Example:
            user-secrets.
        body (GetDataVaultValueBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DataVaultValue | KnownError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
