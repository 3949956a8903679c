from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.outbox_list import OutboxList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    json_cursor: str | Unset = UNSET
    if not isinstance(cursor, Unset):
        json_cursor = str(cursor)
    params["cursor"] = json_cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/internal/emails",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | OutboxList | None:
    if response.status_code == 200:
        response_200 = OutboxList.from_dict(response.json())

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
) -> Response[KnownError | OutboxList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
) -> Response[KnownError | OutboxList]:
    """List the project's outgoing e-mails

     The outbox of the current project, newest first, with each e-mail's delivery status, attempts and
    last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is
    kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox.
    Paginated: pass `pagination.next_cursor` as `cursor`.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | OutboxList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
) -> KnownError | OutboxList | None:
    """List the project's outgoing e-mails

     The outbox of the current project, newest first, with each e-mail's delivery status, attempts and
    last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is
    kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox.
    Paginated: pass `pagination.next_cursor` as `cursor`.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | OutboxList
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
) -> Response[KnownError | OutboxList]:
    """List the project's outgoing e-mails

     The outbox of the current project, newest first, with each e-mail's delivery status, attempts and
    last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is
    kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox.
    Paginated: pass `pagination.next_cursor` as `cursor`.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | OutboxList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: UUID | Unset = UNSET,
) -> KnownError | OutboxList | None:
    """List the project's outgoing e-mails

     The outbox of the current project, newest first, with each e-mail's delivery status, attempts and
    last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is
    kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox.
    Paginated: pass `pagination.next_cursor` as `cursor`.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        limit (int | Unset):  Default: 50.
        cursor (UUID | Unset):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | OutboxList
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
