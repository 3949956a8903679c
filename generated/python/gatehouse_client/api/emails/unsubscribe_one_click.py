from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error import KnownError
from ...models.success import Success
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    code: str,
    lang: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["code"] = code

    params["lang"] = lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/emails/unsubscribe-link",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KnownError | Success | None:
    if response.status_code == 200:
        response_200 = Success.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = KnownError.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = KnownError.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = KnownError.from_dict(response.json())

        return response_413

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
) -> Response[KnownError | Success]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str,
    lang: str | Unset = UNSET,
) -> Response[KnownError | Success]:
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):
        lang (str | Unset): Language of the HTML page (`en`, `de`); other values fall back to the
            project's default locale.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        code=code,
        lang=lang,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    code: str,
    lang: str | Unset = UNSET,
) -> KnownError | Success | None:
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):
        lang (str | Unset): Language of the HTML page (`en`, `de`); other values fall back to the
            project's default locale.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return sync_detailed(
        client=client,
        code=code,
        lang=lang,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str,
    lang: str | Unset = UNSET,
) -> Response[KnownError | Success]:
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):
        lang (str | Unset): Language of the HTML page (`en`, `de`); other values fall back to the
            project's default locale.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownError | Success]
    """

    kwargs = _get_kwargs(
        code=code,
        lang=lang,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    code: str,
    lang: str | Unset = UNSET,
) -> KnownError | Success | None:
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):
        lang (str | Unset): Language of the HTML page (`en`, `de`); other values fall back to the
            project's default locale.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownError | Success
    """

    return (
        await asyncio_detailed(
            client=client,
            code=code,
            lang=lang,
        )
    ).parsed
