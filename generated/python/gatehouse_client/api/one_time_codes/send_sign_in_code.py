from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.send_sign_in_code_body import SendSignInCodeBody
from ...models.send_sign_in_code_result import SendSignInCodeResult
from ...types import Response


def _get_kwargs(
    *,
    body: SendSignInCodeBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/otp/send-sign-in-code",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | SendSignInCodeResult | None:
    if response.status_code == 200:
        response_200 = SendSignInCodeResult.from_dict(response.json())

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
) -> Response[KnownError | SendSignInCodeResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SendSignInCodeBody,
) -> Response[KnownError | SendSignInCodeResult]:
    """E-mail a sign-in code and magic link

     Sends "Sign in to <project>: Your code is <OTP>" to the address, with a magic link
    (`callback_url?code=<45-character code>`) and a 6-character code. Answers the 39-character nonce the
    client keeps for typed codes. The code is valid for 10 minutes, can be used once, and allows 20
    attempts per nonce. Needs `magic_link_enabled`; `callback_url` must be on a trusted domain. Every
    other address answers alike, in the same time, so the route does not tell which addresses have
    accounts: a code for an address whose account has not verified it is sent too (using it proves the
    address: see README "Who owns an address"), and with `sign_up_enabled` off an address with no
    account gets a nonce but no e-mail, and sign-in refuses any code for it as a wrong one.

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
    `code_sends_per_ip`, `emails_per_address`.

    Args:
        body (SendSignInCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | SendSignInCodeResult]
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
    body: SendSignInCodeBody,
) -> KnownError | SendSignInCodeResult | None:
    """E-mail a sign-in code and magic link

     Sends "Sign in to <project>: Your code is <OTP>" to the address, with a magic link
    (`callback_url?code=<45-character code>`) and a 6-character code. Answers the 39-character nonce the
    client keeps for typed codes. The code is valid for 10 minutes, can be used once, and allows 20
    attempts per nonce. Needs `magic_link_enabled`; `callback_url` must be on a trusted domain. Every
    other address answers alike, in the same time, so the route does not tell which addresses have
    accounts: a code for an address whose account has not verified it is sent too (using it proves the
    address: see README "Who owns an address"), and with `sign_up_enabled` off an address with no
    account gets a nonce but no e-mail, and sign-in refuses any code for it as a wrong one.

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
    `code_sends_per_ip`, `emails_per_address`.

    Args:
        body (SendSignInCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | SendSignInCodeResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SendSignInCodeBody,
) -> Response[KnownError | SendSignInCodeResult]:
    """E-mail a sign-in code and magic link

     Sends "Sign in to <project>: Your code is <OTP>" to the address, with a magic link
    (`callback_url?code=<45-character code>`) and a 6-character code. Answers the 39-character nonce the
    client keeps for typed codes. The code is valid for 10 minutes, can be used once, and allows 20
    attempts per nonce. Needs `magic_link_enabled`; `callback_url` must be on a trusted domain. Every
    other address answers alike, in the same time, so the route does not tell which addresses have
    accounts: a code for an address whose account has not verified it is sent too (using it proves the
    address: see README "Who owns an address"), and with `sign_up_enabled` off an address with no
    account gets a nonce but no e-mail, and sign-in refuses any code for it as a wrong one.

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
    `code_sends_per_ip`, `emails_per_address`.

    Args:
        body (SendSignInCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | SendSignInCodeResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SendSignInCodeBody,
) -> KnownError | SendSignInCodeResult | None:
    """E-mail a sign-in code and magic link

     Sends "Sign in to <project>: Your code is <OTP>" to the address, with a magic link
    (`callback_url?code=<45-character code>`) and a 6-character code. Answers the 39-character nonce the
    client keeps for typed codes. The code is valid for 10 minutes, can be used once, and allows 20
    attempts per nonce. Needs `magic_link_enabled`; `callback_url` must be on a trusted domain. Every
    other address answers alike, in the same time, so the route does not tell which addresses have
    accounts: a code for an address whose account has not verified it is sent too (using it proves the
    address: see README "Who owns an address"), and with `sign_up_enabled` off an address with no
    account gets a nonce but no e-mail, and sign-in refuses any code for it as a wrong one.

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
    `code_sends_per_ip`, `emails_per_address`.

    Args:
        body (SendSignInCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | SendSignInCodeResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
