from http import HTTPStatus
from typing import Any
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.list_users_order_by import ListUsersOrderBy
from ...models.server_user_list import ServerUserList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: bool | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: bool | Unset = UNSET,
    primary_email_verified: bool | Unset = UNSET,
    has_password: bool | Unset = UNSET,
    otp_auth_enabled: bool | Unset = UNSET,
    passkey_auth_enabled: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_cursor: str | Unset = UNSET
    if not isinstance(cursor, Unset):
        json_cursor = str(cursor)
    params["cursor"] = json_cursor

    params["limit"] = limit

    params["desc"] = desc

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["order_by"] = json_order_by

    params["query"] = query

    params["include_anonymous"] = include_anonymous

    params["include_restricted"] = include_restricted

    json_team_id: str | Unset = UNSET
    if not isinstance(team_id, Unset):
        json_team_id = str(team_id)
    params["team_id"] = json_team_id

    params["only_anonymous"] = only_anonymous

    params["primary_email_verified"] = primary_email_verified

    params["has_password"] = has_password

    params["otp_auth_enabled"] = otp_auth_enabled

    params["passkey_auth_enabled"] = passkey_auth_enabled

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/users",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | ServerUserList | None:
    if response.status_code == 200:
        response_200 = ServerUserList.from_dict(response.json())

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
) -> Response[KnownError | ServerUserList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: bool | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: bool | Unset = UNSET,
    primary_email_verified: bool | Unset = UNSET,
    has_password: bool | Unset = UNSET,
    otp_auth_enabled: bool | Unset = UNSET,
    passkey_auth_enabled: bool | Unset = UNSET,
) -> Response[KnownError | ServerUserList]:
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (bool | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (bool | Unset): Anonymous users are left out unless this is true. Also
            includes restricted users.
        include_restricted (bool | Unset): Restricted users (restricted_by_admin) are left out
            unless this (or include_anonymous) is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (bool | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (bool | Unset): true: only users whose primary e-mail is verified.
            false: only users whose primary e-mail is not verified. Users without a primary e-mail
            match neither.
        has_password (bool | Unset): Only users who can (true) or cannot (false) sign in with a
            password.
        otp_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in with
            an e-mail code or magic link.
        passkey_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in
            with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | ServerUserList]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        desc=desc,
        order_by=order_by,
        query=query,
        include_anonymous=include_anonymous,
        include_restricted=include_restricted,
        team_id=team_id,
        only_anonymous=only_anonymous,
        primary_email_verified=primary_email_verified,
        has_password=has_password,
        otp_auth_enabled=otp_auth_enabled,
        passkey_auth_enabled=passkey_auth_enabled,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: bool | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: bool | Unset = UNSET,
    primary_email_verified: bool | Unset = UNSET,
    has_password: bool | Unset = UNSET,
    otp_auth_enabled: bool | Unset = UNSET,
    passkey_auth_enabled: bool | Unset = UNSET,
) -> KnownError | ServerUserList | None:
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (bool | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (bool | Unset): Anonymous users are left out unless this is true. Also
            includes restricted users.
        include_restricted (bool | Unset): Restricted users (restricted_by_admin) are left out
            unless this (or include_anonymous) is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (bool | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (bool | Unset): true: only users whose primary e-mail is verified.
            false: only users whose primary e-mail is not verified. Users without a primary e-mail
            match neither.
        has_password (bool | Unset): Only users who can (true) or cannot (false) sign in with a
            password.
        otp_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in with
            an e-mail code or magic link.
        passkey_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in
            with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | ServerUserList
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        desc=desc,
        order_by=order_by,
        query=query,
        include_anonymous=include_anonymous,
        include_restricted=include_restricted,
        team_id=team_id,
        only_anonymous=only_anonymous,
        primary_email_verified=primary_email_verified,
        has_password=has_password,
        otp_auth_enabled=otp_auth_enabled,
        passkey_auth_enabled=passkey_auth_enabled,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: bool | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: bool | Unset = UNSET,
    primary_email_verified: bool | Unset = UNSET,
    has_password: bool | Unset = UNSET,
    otp_auth_enabled: bool | Unset = UNSET,
    passkey_auth_enabled: bool | Unset = UNSET,
) -> Response[KnownError | ServerUserList]:
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (bool | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (bool | Unset): Anonymous users are left out unless this is true. Also
            includes restricted users.
        include_restricted (bool | Unset): Restricted users (restricted_by_admin) are left out
            unless this (or include_anonymous) is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (bool | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (bool | Unset): true: only users whose primary e-mail is verified.
            false: only users whose primary e-mail is not verified. Users without a primary e-mail
            match neither.
        has_password (bool | Unset): Only users who can (true) or cannot (false) sign in with a
            password.
        otp_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in with
            an e-mail code or magic link.
        passkey_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in
            with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | ServerUserList]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        desc=desc,
        order_by=order_by,
        query=query,
        include_anonymous=include_anonymous,
        include_restricted=include_restricted,
        team_id=team_id,
        only_anonymous=only_anonymous,
        primary_email_verified=primary_email_verified,
        has_password=has_password,
        otp_auth_enabled=otp_auth_enabled,
        passkey_auth_enabled=passkey_auth_enabled,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: bool | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: bool | Unset = UNSET,
    include_restricted: bool | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: bool | Unset = UNSET,
    primary_email_verified: bool | Unset = UNSET,
    has_password: bool | Unset = UNSET,
    otp_auth_enabled: bool | Unset = UNSET,
    passkey_auth_enabled: bool | Unset = UNSET,
) -> KnownError | ServerUserList | None:
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    **Headers** to send, by access type (any one line):

    - **server:** `x-stack-access-type: server`, `x-stack-project-id`, `x-stack-secret-server-key`,
    `x-stack-access-token` (optional: the signed-in user, when there is one)
    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (bool | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (bool | Unset): Anonymous users are left out unless this is true. Also
            includes restricted users.
        include_restricted (bool | Unset): Restricted users (restricted_by_admin) are left out
            unless this (or include_anonymous) is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (bool | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (bool | Unset): true: only users whose primary e-mail is verified.
            false: only users whose primary e-mail is not verified. Users without a primary e-mail
            match neither.
        has_password (bool | Unset): Only users who can (true) or cannot (false) sign in with a
            password.
        otp_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in with
            an e-mail code or magic link.
        passkey_auth_enabled (bool | Unset): Only users who can (true) or cannot (false) sign in
            with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | ServerUserList
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
            desc=desc,
            order_by=order_by,
            query=query,
            include_anonymous=include_anonymous,
            include_restricted=include_restricted,
            team_id=team_id,
            only_anonymous=only_anonymous,
            primary_email_verified=primary_email_verified,
            has_password=has_password,
            otp_auth_enabled=otp_auth_enabled,
            passkey_auth_enabled=passkey_auth_enabled,
        )
    ).parsed
