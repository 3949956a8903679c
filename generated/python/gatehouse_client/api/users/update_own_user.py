from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.client_user import ClientUser
from ...models.known_error import KnownError
from ...models.server_user import ServerUser
from ...models.update_user_body import UpdateUserBody
from ...types import Response


def _get_kwargs(
    *,
    body: UpdateUserBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/users/me",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClientUser | ServerUser | KnownError | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> ClientUser | ServerUser:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = ServerUser.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = ClientUser.from_dict(data)

            return response_200_type_1

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

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = KnownError.from_dict(response.json())

        return response_409

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
) -> Response[ClientUser | ServerUser | KnownError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UpdateUserBody,
) -> Response[ClientUser | ServerUser | KnownError]:
    """Update the signed-in user

     Changes the given fields of the user of x-stack-access-token. Client access may set only
    display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id,
    otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a
    SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody.
    Setting password or password_hash signs the user out everywhere (all sessions are revoked). A
    changed primary e-mail is unverified unless primary_email_verified says otherwise.
    passkey_auth_enabled false removes all the user's passkeys; with client access it is refused
    (LAST_SIGN_IN_METHOD) when they are the last way the user has to sign in.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Client access setting `primary_email` or `totp_secret_base64` needs a recent sign-in (within
    GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes, of signing in or of confirming with POST
    /auth/sessions/current/reauthenticate); else RECENT_SIGN_IN_REQUIRED.

    Args:
        body (UpdateUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientUser | ServerUser | KnownError]
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
    body: UpdateUserBody,
) -> ClientUser | ServerUser | KnownError | None:
    """Update the signed-in user

     Changes the given fields of the user of x-stack-access-token. Client access may set only
    display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id,
    otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a
    SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody.
    Setting password or password_hash signs the user out everywhere (all sessions are revoked). A
    changed primary e-mail is unverified unless primary_email_verified says otherwise.
    passkey_auth_enabled false removes all the user's passkeys; with client access it is refused
    (LAST_SIGN_IN_METHOD) when they are the last way the user has to sign in.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Client access setting `primary_email` or `totp_secret_base64` needs a recent sign-in (within
    GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes, of signing in or of confirming with POST
    /auth/sessions/current/reauthenticate); else RECENT_SIGN_IN_REQUIRED.

    Args:
        body (UpdateUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientUser | ServerUser | KnownError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UpdateUserBody,
) -> Response[ClientUser | ServerUser | KnownError]:
    """Update the signed-in user

     Changes the given fields of the user of x-stack-access-token. Client access may set only
    display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id,
    otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a
    SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody.
    Setting password or password_hash signs the user out everywhere (all sessions are revoked). A
    changed primary e-mail is unverified unless primary_email_verified says otherwise.
    passkey_auth_enabled false removes all the user's passkeys; with client access it is refused
    (LAST_SIGN_IN_METHOD) when they are the last way the user has to sign in.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Client access setting `primary_email` or `totp_secret_base64` needs a recent sign-in (within
    GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes, of signing in or of confirming with POST
    /auth/sessions/current/reauthenticate); else RECENT_SIGN_IN_REQUIRED.

    Args:
        body (UpdateUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientUser | ServerUser | KnownError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UpdateUserBody,
) -> ClientUser | ServerUser | KnownError | None:
    """Update the signed-in user

     Changes the given fields of the user of x-stack-access-token. Client access may set only
    display_name, profile_image_url (a base64 data URL under 100 KB), client_metadata, selected_team_id,
    otp_auth_enabled, passkey_auth_enabled, primary_email and totp_secret_base64; any other field is a
    SCHEMA_ERROR (unknown properties). Server and admin access accept every field of UpdateUserBody.
    Setting password or password_hash signs the user out everywhere (all sessions are revoked). A
    changed primary e-mail is unverified unless primary_email_verified says otherwise.
    passkey_auth_enabled false removes all the user's passkeys; with client access it is refused
    (LAST_SIGN_IN_METHOD) when they are the last way the user has to sign in.

    **Headers** to send, by access type (any one line):

    - **client:** `x-stack-access-type: client`, `x-stack-project-id`, `x-stack-publishable-client-key`
    (only if the project requires one), `x-stack-access-token` (required: the signed-in user)
    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (required: the signed-in user)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Client access setting `primary_email` or `totp_secret_base64` needs a recent sign-in (within
    GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes, of signing in or of confirming with POST
    /auth/sessions/current/reauthenticate); else RECENT_SIGN_IN_REQUIRED.

    Args:
        body (UpdateUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientUser | ServerUser | KnownError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
