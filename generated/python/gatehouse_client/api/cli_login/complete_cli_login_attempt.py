from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.complete_cli_body import CompleteCliBody
from ...models.complete_cli_result_type_0 import CompleteCliResultType0
from ...models.complete_cli_result_type_1 import CompleteCliResultType1
from ...models.complete_cli_result_type_2 import CompleteCliResultType2
from ...models.complete_cli_result_type_3 import CompleteCliResultType3
from ...models.known_error import KnownError
from ...types import Response


def _get_kwargs(
    *,
    body: CompleteCliBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/cli/complete",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CompleteCliResultType0
    | CompleteCliResultType1
    | CompleteCliResultType2
    | CompleteCliResultType3
    | KnownError
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_complete_cli_result_type_0 = CompleteCliResultType0.from_dict(data)

                return componentsschemas_complete_cli_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_complete_cli_result_type_1 = CompleteCliResultType1.from_dict(data)

                return componentsschemas_complete_cli_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_complete_cli_result_type_2 = CompleteCliResultType2.from_dict(data)

                return componentsschemas_complete_cli_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_complete_cli_result_type_3 = CompleteCliResultType3.from_dict(data)

            return componentsschemas_complete_cli_result_type_3

        response_200 = _parse_response_200(response.json())

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
) -> Response[
    CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CompleteCliBody,
) -> Response[
    CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError
]:
    """Confirm a CLI login

     Called by the hosted confirmation page of a signed-in user. The login code must be pending (not
    completed, collected or expired). `complete` needs the browser session's `refresh_token`; the CLI
    gets a session of its own for that user when it polls.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (CompleteCliBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CompleteCliBody,
) -> (
    CompleteCliResultType0
    | CompleteCliResultType1
    | CompleteCliResultType2
    | CompleteCliResultType3
    | KnownError
    | None
):
    """Confirm a CLI login

     Called by the hosted confirmation page of a signed-in user. The login code must be pending (not
    completed, collected or expired). `complete` needs the browser session's `refresh_token`; the CLI
    gets a session of its own for that user when it polls.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (CompleteCliBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CompleteCliBody,
) -> Response[
    CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError
]:
    """Confirm a CLI login

     Called by the hosted confirmation page of a signed-in user. The login code must be pending (not
    completed, collected or expired). `complete` needs the browser session's `refresh_token`; the CLI
    gets a session of its own for that user when it polls.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (CompleteCliBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CompleteCliBody,
) -> (
    CompleteCliResultType0
    | CompleteCliResultType1
    | CompleteCliResultType2
    | CompleteCliResultType3
    | KnownError
    | None
):
    """Confirm a CLI login

     Called by the hosted confirmation page of a signed-in user. The login code must be pending (not
    completed, collected or expired). `complete` needs the browser session's `refresh_token`; the CLI
    gets a session of its own for that user when it polls.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (optional: the signed-in user, when there
    is one)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Rate limits (project setting `rate_limits`; TOO_MANY_REQUESTS with Retry-After when exceeded):
    `code_checks_per_ip`.

    Args:
        body (CompleteCliBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CompleteCliResultType0 | CompleteCliResultType1 | CompleteCliResultType2 | CompleteCliResultType3 | KnownError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
