from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.permission_definition import PermissionDefinition
from ...models.update_permission_definition_body import UpdatePermissionDefinitionBody
from ...types import Response


def _get_kwargs(
    permission_id: str,
    *,
    body: UpdatePermissionDefinitionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/team-permission-definitions/{permission_id}".format(
            permission_id=quote(str(permission_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> KnownError | PermissionDefinition | None:
    if response.status_code == 200:
        response_200 = PermissionDefinition.from_dict(response.json())

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
) -> Response[KnownError | PermissionDefinition]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    permission_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePermissionDefinitionBody,
) -> Response[KnownError | PermissionDefinition]:
    """Change a team permission definition

     Changes the given fields. A new id renames the permission everywhere: grants, the definitions that
    contain it and the project's default-permission settings follow. New contained permissions must
    exist and must not lead back to it.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        permission_id (str): A permission id: lowercase letters, digits, ":" and "_"; system team
            permissions start with "$". Example: read:docs.
        body (UpdatePermissionDefinitionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PermissionDefinition]
    """

    kwargs = _get_kwargs(
        permission_id=permission_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    permission_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePermissionDefinitionBody,
) -> KnownError | PermissionDefinition | None:
    """Change a team permission definition

     Changes the given fields. A new id renames the permission everywhere: grants, the definitions that
    contain it and the project's default-permission settings follow. New contained permissions must
    exist and must not lead back to it.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        permission_id (str): A permission id: lowercase letters, digits, ":" and "_"; system team
            permissions start with "$". Example: read:docs.
        body (UpdatePermissionDefinitionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PermissionDefinition
    """

    return sync_detailed(
        permission_id=permission_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    permission_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePermissionDefinitionBody,
) -> Response[KnownError | PermissionDefinition]:
    """Change a team permission definition

     Changes the given fields. A new id renames the permission everywhere: grants, the definitions that
    contain it and the project's default-permission settings follow. New contained permissions must
    exist and must not lead back to it.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        permission_id (str): A permission id: lowercase letters, digits, ":" and "_"; system team
            permissions start with "$". Example: read:docs.
        body (UpdatePermissionDefinitionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | PermissionDefinition]
    """

    kwargs = _get_kwargs(
        permission_id=permission_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    permission_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: UpdatePermissionDefinitionBody,
) -> KnownError | PermissionDefinition | None:
    """Change a team permission definition

     Changes the given fields. A new id renames the permission everywhere: grants, the definitions that
    contain it and the project's default-permission settings follow. New contained permissions must
    exist and must not lead back to it.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Refused to a restricted user (anonymous, an unverified e-mail where the project requires
    verification, or restricted by an admin; decided on the user as stored now, not on the token), even
    with an allow header: RESTRICTED_USER_NOT_ALLOWED.

    Args:
        permission_id (str): A permission id: lowercase letters, digits, ":" and "_"; system team
            permissions start with "$". Example: read:docs.
        body (UpdatePermissionDefinitionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | PermissionDefinition
    """

    return (
        await asyncio_detailed(
            permission_id=permission_id,
            client=client,
            body=body,
        )
    ).parsed
