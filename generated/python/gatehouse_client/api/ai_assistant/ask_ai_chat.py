from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ai_chat_answer import AiChatAnswer
from ...models.ai_chat_ask_body import AiChatAskBody
from ...models.known_error import KnownError
from ...types import Response


def _get_kwargs(
    thread_id: UUID,
    *,
    body: AiChatAskBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/ai-chat/{thread_id}".format(
            thread_id=quote(str(thread_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AiChatAnswer | KnownError | None:
    if response.status_code == 200:
        response_200 = AiChatAnswer.from_dict(response.json())

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
) -> Response[AiChatAnswer | KnownError]:
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
    body: AiChatAskBody,
) -> Response[AiChatAnswer | KnownError]:
    """Ask the AI assistant

     Sends the conversation so far (ending with the user's question) to the server's OpenAI-compatible
    endpoint and answers the assistant's reply as content blocks. Saves nothing: the dashboard saves the
    question and the answer with PATCH. Answers are counted per dashboard user (per project with the
    admin key) against GATEHOUSE_AI_REQUESTS_PER_HOUR: TOO_MANY_REQUESTS (limit
    `ai_assistant_answers_per_user`) beyond it. A failing or slow endpoint: AI_ASSISTANT_UNAVAILABLE
    (503). Without GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Messages: at
    most 8000 characters each; 50 per question, 200 per saved thread, 500 saved threads per project.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.
        body (AiChatAskBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AiChatAnswer | KnownError]
    """

    kwargs = _get_kwargs(
        thread_id=thread_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AiChatAskBody,
) -> AiChatAnswer | KnownError | None:
    """Ask the AI assistant

     Sends the conversation so far (ending with the user's question) to the server's OpenAI-compatible
    endpoint and answers the assistant's reply as content blocks. Saves nothing: the dashboard saves the
    question and the answer with PATCH. Answers are counted per dashboard user (per project with the
    admin key) against GATEHOUSE_AI_REQUESTS_PER_HOUR: TOO_MANY_REQUESTS (limit
    `ai_assistant_answers_per_user`) beyond it. A failing or slow endpoint: AI_ASSISTANT_UNAVAILABLE
    (503). Without GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Messages: at
    most 8000 characters each; 50 per question, 200 per saved thread, 500 saved threads per project.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.
        body (AiChatAskBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AiChatAnswer | KnownError
    """

    return sync_detailed(
        thread_id=thread_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AiChatAskBody,
) -> Response[AiChatAnswer | KnownError]:
    """Ask the AI assistant

     Sends the conversation so far (ending with the user's question) to the server's OpenAI-compatible
    endpoint and answers the assistant's reply as content blocks. Saves nothing: the dashboard saves the
    question and the answer with PATCH. Answers are counted per dashboard user (per project with the
    admin key) against GATEHOUSE_AI_REQUESTS_PER_HOUR: TOO_MANY_REQUESTS (limit
    `ai_assistant_answers_per_user`) beyond it. A failing or slow endpoint: AI_ASSISTANT_UNAVAILABLE
    (503). Without GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Messages: at
    most 8000 characters each; 50 per question, 200 per saved thread, 500 saved threads per project.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.
        body (AiChatAskBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AiChatAnswer | KnownError]
    """

    kwargs = _get_kwargs(
        thread_id=thread_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    thread_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    body: AiChatAskBody,
) -> AiChatAnswer | KnownError | None:
    """Ask the AI assistant

     Sends the conversation so far (ending with the user's question) to the server's OpenAI-compatible
    endpoint and answers the assistant's reply as content blocks. Saves nothing: the dashboard saves the
    question and the answer with PATCH. Answers are counted per dashboard user (per project with the
    admin key) against GATEHOUSE_AI_REQUESTS_PER_HOUR: TOO_MANY_REQUESTS (limit
    `ai_assistant_answers_per_user`) beyond it. A failing or slow endpoint: AI_ASSISTANT_UNAVAILABLE
    (503). Without GATEHOUSE_AI_BASE_URL on the server: AI_ASSISTANT_NOT_CONFIGURED (503). Messages: at
    most 8000 characters each; 50 per question, 200 per saved thread, 500 saved threads per project.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        thread_id (UUID): The conversation; the dashboard makes a new random UUID for each.
            Example: 0b8f5d3e-2f4c-4a1e-9d6b-7c3e2a1f0e9d.
        body (AiChatAskBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AiChatAnswer | KnownError
    """

    return (
        await asyncio_detailed(
            thread_id=thread_id,
            client=client,
            body=body,
        )
    ).parsed
