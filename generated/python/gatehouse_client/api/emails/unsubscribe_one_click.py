from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error_bodyparsingerror import KnownErrorBODYPARSINGERROR
from ...models.known_error_databaseunavailable import KnownErrorDATABASEUNAVAILABLE
from ...models.known_error_internalservererror import KnownErrorINTERNALSERVERERROR
from ...models.known_error_requestbodytoolarge import KnownErrorREQUESTBODYTOOLARGE
from ...models.known_error_schemaerror import KnownErrorSCHEMAERROR
from ...models.known_error_verificationcodeexpired import KnownErrorVERIFICATIONCODEEXPIRED
from ...models.known_error_verificationcodenotfound import KnownErrorVERIFICATIONCODENOTFOUND
from ...models.success import Success
from ...types import UNSET, Response


def _get_kwargs(
    *,
    code: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["code"] = code

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/emails/unsubscribe-link",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    KnownErrorBODYPARSINGERROR
    | KnownErrorSCHEMAERROR
    | KnownErrorVERIFICATIONCODEEXPIRED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorVERIFICATIONCODENOTFOUND
    | Success
    | None
):
    if response.status_code == 200:
        response_200 = Success.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> KnownErrorBODYPARSINGERROR | KnownErrorSCHEMAERROR | KnownErrorVERIFICATIONCODEEXPIRED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = KnownErrorBODYPARSINGERROR.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_1 = KnownErrorSCHEMAERROR.from_dict(data)

                return response_400_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_2 = KnownErrorVERIFICATIONCODEEXPIRED.from_dict(data)

            return response_400_type_2

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = KnownErrorVERIFICATIONCODENOTFOUND.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = KnownErrorREQUESTBODYTOOLARGE.from_dict(response.json())

        return response_413

    if response.status_code == 500:
        response_500 = KnownErrorINTERNALSERVERERROR.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = KnownErrorDATABASEUNAVAILABLE.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    KnownErrorBODYPARSINGERROR
    | KnownErrorSCHEMAERROR
    | KnownErrorVERIFICATIONCODEEXPIRED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorVERIFICATIONCODENOTFOUND
    | Success
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
    code: str,
) -> Response[
    KnownErrorBODYPARSINGERROR
    | KnownErrorSCHEMAERROR
    | KnownErrorVERIFICATIONCODEEXPIRED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorVERIFICATIONCODENOTFOUND
    | Success
]:
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorBODYPARSINGERROR | KnownErrorSCHEMAERROR | KnownErrorVERIFICATIONCODEEXPIRED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorVERIFICATIONCODENOTFOUND | Success]
    """

    kwargs = _get_kwargs(
        code=code,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    code: str,
) -> (
    KnownErrorBODYPARSINGERROR
    | KnownErrorSCHEMAERROR
    | KnownErrorVERIFICATIONCODEEXPIRED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorVERIFICATIONCODENOTFOUND
    | Success
    | None
):
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorBODYPARSINGERROR | KnownErrorSCHEMAERROR | KnownErrorVERIFICATIONCODEEXPIRED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorVERIFICATIONCODENOTFOUND | Success
    """

    return sync_detailed(
        client=client,
        code=code,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    code: str,
) -> Response[
    KnownErrorBODYPARSINGERROR
    | KnownErrorSCHEMAERROR
    | KnownErrorVERIFICATIONCODEEXPIRED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorVERIFICATIONCODENOTFOUND
    | Success
]:
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorBODYPARSINGERROR | KnownErrorSCHEMAERROR | KnownErrorVERIFICATIONCODEEXPIRED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorVERIFICATIONCODENOTFOUND | Success]
    """

    kwargs = _get_kwargs(
        code=code,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    code: str,
) -> (
    KnownErrorBODYPARSINGERROR
    | KnownErrorSCHEMAERROR
    | KnownErrorVERIFICATIONCODEEXPIRED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorVERIFICATIONCODENOTFOUND
    | Success
    | None
):
    """Unsubscribe (one-click, RFC 8058)

     Turns the e-mail's notification category off for its recipient. Called by mail clients for the
    `List-Unsubscribe-Post: List-Unsubscribe=One-Click` header (RFC 8058) and by the confirmation page
    of the link. The body (`List-Unsubscribe=One-Click`, form-encoded) is not needed. Idempotent. A
    browser (Accept: text/html) gets a short HTML page instead of the JSON body.

    **Headers:** no `x-stack-*` headers; the call names the project in its own parameters.

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorBODYPARSINGERROR | KnownErrorSCHEMAERROR | KnownErrorVERIFICATIONCODEEXPIRED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorVERIFICATIONCODENOTFOUND | Success
    """

    return (
        await asyncio_detailed(
            client=client,
            code=code,
        )
    ).parsed
