from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ai_chat_thread import AiChatThread
from ...models.known_error import KnownError
from ...types import Response


def _get_kwargs(
    thread_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/internal/ai-chat/{thread_id}".format(
            thread_id=quote(str(thread_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AiChatThread | KnownError | None:
    if response.status_code == 200:
        response_200 = AiChatThread.from_dict(response.json())

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
) -> Response[AiChatThread | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AiChatThread | KnownError]:
    """Read a saved thread

     The saved messages of the project's thread, oldest first; an empty list for a thread never saved to.
    Threads belong to the project: another project's thread reads as empty. Without
    GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AiChatThread | KnownError]
    """

    kwargs = _get_kwargs(
        thread_id=thread_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> AiChatThread | KnownError | None:
    """Read a saved thread

     The saved messages of the project's thread, oldest first; an empty list for a thread never saved to.
    Threads belong to the project: another project's thread reads as empty. Without
    GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AiChatThread | KnownError
    """

    return sync_detailed(
        thread_id=thread_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AiChatThread | KnownError]:
    """Read a saved thread

     The saved messages of the project's thread, oldest first; an empty list for a thread never saved to.
    Threads belong to the project: another project's thread reads as empty. Without
    GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AiChatThread | KnownError]
    """

    kwargs = _get_kwargs(
        thread_id=thread_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> AiChatThread | KnownError | None:
    """Read a saved thread

     The saved messages of the project's thread, oldest first; an empty list for a thread never saved to.
    Threads belong to the project: another project's thread reads as empty. Without
    GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AiChatThread | KnownError
    """

    return (
        await asyncio_detailed(
            thread_id=thread_id,
            client=client,
        )
    ).parsed
