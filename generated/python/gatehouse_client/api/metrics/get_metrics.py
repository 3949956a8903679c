from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.metrics import Metrics
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    include_anonymous: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["include_anonymous"] = include_anonymous

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/internal/metrics",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KnownError | Metrics | None:
    if response.status_code == 200:
        response_200 = Metrics.from_dict(response.json())

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
) -> Response[KnownError | Metrics]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
) -> Response[KnownError | Metrics]:
    """Read the project overview metrics

     The figures of the dashboard overview, computed when asked from the project's users, daily activity,
    teams, e-mail outbox, owned products, payment transactions and purchase links (wire-contract §9.22).
    Days are UTC; the daily lists cover the 30 days ending today, oldest first, zero-filled. In
    payments_overview the money figures (revenue_cents, mrr_cents, USD cents) count only non-test
    transactions, the counts include test purchases. analytics_overview is all zeros (Gatehouse records
    no page analytics). Each figure says what it counts. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        include_anonymous (bool | Unset): Count anonymous users in every user figure (default
            false). The e-mail, team and payment figures do not depend on it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Metrics]
    """

    kwargs = _get_kwargs(
        include_anonymous=include_anonymous,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
) -> KnownError | Metrics | None:
    """Read the project overview metrics

     The figures of the dashboard overview, computed when asked from the project's users, daily activity,
    teams, e-mail outbox, owned products, payment transactions and purchase links (wire-contract §9.22).
    Days are UTC; the daily lists cover the 30 days ending today, oldest first, zero-filled. In
    payments_overview the money figures (revenue_cents, mrr_cents, USD cents) count only non-test
    transactions, the counts include test purchases. analytics_overview is all zeros (Gatehouse records
    no page analytics). Each figure says what it counts. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        include_anonymous (bool | Unset): Count anonymous users in every user figure (default
            false). The e-mail, team and payment figures do not depend on it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Metrics
    """

    return sync_detailed(
        client=client,
        include_anonymous=include_anonymous,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
) -> Response[KnownError | Metrics]:
    """Read the project overview metrics

     The figures of the dashboard overview, computed when asked from the project's users, daily activity,
    teams, e-mail outbox, owned products, payment transactions and purchase links (wire-contract §9.22).
    Days are UTC; the daily lists cover the 30 days ending today, oldest first, zero-filled. In
    payments_overview the money figures (revenue_cents, mrr_cents, USD cents) count only non-test
    transactions, the counts include test purchases. analytics_overview is all zeros (Gatehouse records
    no page analytics). Each figure says what it counts. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        include_anonymous (bool | Unset): Count anonymous users in every user figure (default
            false). The e-mail, team and payment figures do not depend on it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Metrics]
    """

    kwargs = _get_kwargs(
        include_anonymous=include_anonymous,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    include_anonymous: bool | Unset = UNSET,
) -> KnownError | Metrics | None:
    """Read the project overview metrics

     The figures of the dashboard overview, computed when asked from the project's users, daily activity,
    teams, e-mail outbox, owned products, payment transactions and purchase links (wire-contract §9.22).
    Days are UTC; the daily lists cover the 30 days ending today, oldest first, zero-filled. In
    payments_overview the money figures (revenue_cents, mrr_cents, USD cents) count only non-test
    transactions, the counts include test purchases. analytics_overview is all zeros (Gatehouse records
    no page analytics). Each figure says what it counts. Changes nothing.

    **Headers** to send, by access type (any one line):

    - **admin:** `x-stack-access-type: admin`, `x-stack-project-id`, `x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project)

    Open to a restricted user (anonymous, an unverified e-mail where the project requires verification,
    or restricted by an admin; decided on the user as stored now, not on the token), with `x-stack-
    allow-restricted-user` or `x-stack-allow-anonymous-user` set to `true`.

    Args:
        include_anonymous (bool | Unset): Count anonymous users in every user figure (default
            false). The e-mail, team and payment figures do not depend on it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Metrics
    """

    return (
        await asyncio_detailed(
            client=client,
            include_anonymous=include_anonymous,
        )
    ).parsed
