from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.known_error_accesstokenexpired import KnownErrorACCESSTOKENEXPIRED
from ...models.known_error_accesstokenrevoked import KnownErrorACCESSTOKENREVOKED
from ...models.known_error_accesstyperequired import KnownErrorACCESSTYPEREQUIRED
from ...models.known_error_accesstypewithoutprojectid import KnownErrorACCESSTYPEWITHOUTPROJECTID
from ...models.known_error_adminaccesstokenexpired import KnownErrorADMINACCESSTOKENEXPIRED
from ...models.known_error_adminaccesstokenisnotadmin import KnownErrorADMINACCESSTOKENISNOTADMIN
from ...models.known_error_adminaccesstokenrevoked import KnownErrorADMINACCESSTOKENREVOKED
from ...models.known_error_adminauthenticationrequired import KnownErrorADMINAUTHENTICATIONREQUIRED
from ...models.known_error_anonymousauthenticationnotallowed import KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
from ...models.known_error_bodyparsingerror import KnownErrorBODYPARSINGERROR
from ...models.known_error_branchdoesnotexist import KnownErrorBRANCHDOESNOTEXIST
from ...models.known_error_currentprojectnotfound import KnownErrorCURRENTPROJECTNOTFOUND
from ...models.known_error_databaseunavailable import KnownErrorDATABASEUNAVAILABLE
from ...models.known_error_insufficientaccesstype import KnownErrorINSUFFICIENTACCESSTYPE
from ...models.known_error_internalservererror import KnownErrorINTERNALSERVERERROR
from ...models.known_error_invalidaccesstype import KnownErrorINVALIDACCESSTYPE
from ...models.known_error_invalidprojectforaccesstoken import KnownErrorINVALIDPROJECTFORACCESSTOKEN
from ...models.known_error_invalidprojectforadminaccesstoken import KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
from ...models.known_error_invalidpublishableclientkey import KnownErrorINVALIDPUBLISHABLECLIENTKEY
from ...models.known_error_invalidsecretserverkey import KnownErrorINVALIDSECRETSERVERKEY
from ...models.known_error_invalidsupersecretadminkey import KnownErrorINVALIDSUPERSECRETADMINKEY
from ...models.known_error_projectkeywithoutaccesstype import KnownErrorPROJECTKEYWITHOUTACCESSTYPE
from ...models.known_error_publishableclientkeyrequiredforproject import (
    KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT,
)
from ...models.known_error_redirecturlnotwhitelisted import KnownErrorREDIRECTURLNOTWHITELISTED
from ...models.known_error_requestbodytoolarge import KnownErrorREQUESTBODYTOOLARGE
from ...models.known_error_schemaerror import KnownErrorSCHEMAERROR
from ...models.known_error_serverauthenticationrequired import KnownErrorSERVERAUTHENTICATIONREQUIRED
from ...models.known_error_toomanyrequests import KnownErrorTOOMANYREQUESTS
from ...models.known_error_unparsableaccesstoken import KnownErrorUNPARSABLEACCESSTOKEN
from ...models.known_error_unparsableadminaccesstoken import KnownErrorUNPARSABLEADMINACCESSTOKEN
from ...models.send_sign_in_invitation_body import SendSignInInvitationBody
from ...models.success import Success
from ...types import Response


def _get_kwargs(
    *,
    body: SendSignInInvitationBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/internal/send-sign-in-invitation",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINSUFFICIENTACCESSTYPE
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorREDIRECTURLNOTWHITELISTED
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | Success
    | None
):
    if response.status_code == 200:
        response_200 = Success.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> (
            KnownErrorACCESSTYPEREQUIRED
            | KnownErrorACCESSTYPEWITHOUTPROJECTID
            | KnownErrorBODYPARSINGERROR
            | KnownErrorBRANCHDOESNOTEXIST
            | KnownErrorCURRENTPROJECTNOTFOUND
            | KnownErrorINVALIDACCESSTYPE
            | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
            | KnownErrorREDIRECTURLNOTWHITELISTED
            | KnownErrorSCHEMAERROR
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = KnownErrorACCESSTYPEREQUIRED.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_1 = KnownErrorACCESSTYPEWITHOUTPROJECTID.from_dict(data)

                return response_400_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_2 = KnownErrorBODYPARSINGERROR.from_dict(data)

                return response_400_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_3 = KnownErrorBRANCHDOESNOTEXIST.from_dict(data)

                return response_400_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_4 = KnownErrorCURRENTPROJECTNOTFOUND.from_dict(data)

                return response_400_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_5 = KnownErrorINVALIDACCESSTYPE.from_dict(data)

                return response_400_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_6 = KnownErrorPROJECTKEYWITHOUTACCESSTYPE.from_dict(data)

                return response_400_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_7 = KnownErrorREDIRECTURLNOTWHITELISTED.from_dict(data)

                return response_400_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_8 = KnownErrorSCHEMAERROR.from_dict(data)

            return response_400_type_8

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:

        def _parse_response_401(
            data: object,
        ) -> (
            KnownErrorACCESSTOKENEXPIRED
            | KnownErrorACCESSTOKENREVOKED
            | KnownErrorADMINACCESSTOKENEXPIRED
            | KnownErrorADMINACCESSTOKENISNOTADMIN
            | KnownErrorADMINACCESSTOKENREVOKED
            | KnownErrorADMINAUTHENTICATIONREQUIRED
            | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
            | KnownErrorINSUFFICIENTACCESSTYPE
            | KnownErrorINVALIDPROJECTFORACCESSTOKEN
            | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
            | KnownErrorINVALIDPUBLISHABLECLIENTKEY
            | KnownErrorINVALIDSECRETSERVERKEY
            | KnownErrorINVALIDSUPERSECRETADMINKEY
            | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
            | KnownErrorSERVERAUTHENTICATIONREQUIRED
            | KnownErrorUNPARSABLEACCESSTOKEN
            | KnownErrorUNPARSABLEADMINACCESSTOKEN
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_0 = KnownErrorACCESSTOKENEXPIRED.from_dict(data)

                return response_401_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_1 = KnownErrorACCESSTOKENREVOKED.from_dict(data)

                return response_401_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_2 = KnownErrorADMINACCESSTOKENEXPIRED.from_dict(data)

                return response_401_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_3 = KnownErrorADMINACCESSTOKENISNOTADMIN.from_dict(data)

                return response_401_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_4 = KnownErrorADMINACCESSTOKENREVOKED.from_dict(data)

                return response_401_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_5 = KnownErrorADMINAUTHENTICATIONREQUIRED.from_dict(data)

                return response_401_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_6 = KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED.from_dict(data)

                return response_401_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_7 = KnownErrorINSUFFICIENTACCESSTYPE.from_dict(data)

                return response_401_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_8 = KnownErrorINVALIDPROJECTFORACCESSTOKEN.from_dict(data)

                return response_401_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_9 = KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN.from_dict(data)

                return response_401_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_10 = KnownErrorINVALIDPUBLISHABLECLIENTKEY.from_dict(data)

                return response_401_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_11 = KnownErrorINVALIDSECRETSERVERKEY.from_dict(data)

                return response_401_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_12 = KnownErrorINVALIDSUPERSECRETADMINKEY.from_dict(data)

                return response_401_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_13 = KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT.from_dict(data)

                return response_401_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_14 = KnownErrorSERVERAUTHENTICATIONREQUIRED.from_dict(data)

                return response_401_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_15 = KnownErrorUNPARSABLEACCESSTOKEN.from_dict(data)

                return response_401_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_16 = KnownErrorUNPARSABLEADMINACCESSTOKEN.from_dict(data)

            return response_401_type_16

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = KnownErrorREQUESTBODYTOOLARGE.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = KnownErrorTOOMANYREQUESTS.from_dict(response.json())

        return response_429

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
    KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINSUFFICIENTACCESSTYPE
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorREDIRECTURLNOTWHITELISTED
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
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
    client: AuthenticatedClient,
    body: SendSignInInvitationBody,
) -> Response[
    KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINSUFFICIENTACCESSTYPE
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorREDIRECTURLNOTWHITELISTED
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | Success
]:
    """Invite someone to sign in

     Queues "You have been invited to sign in to <project>" (the project's sign-in invitation template)
    with a link to `callback_url`, which must be on a trusted domain.

    **Headers** to send, by access type (any one row):

    | access | headers |
    | --- | --- |
    | admin | `x-stack-access-type: admin`<br>`x-stack-project-id`<br>`x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project) |

    Args:
        body (SendSignInInvitationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorREDIRECTURLNOTWHITELISTED | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | Success]
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
    client: AuthenticatedClient,
    body: SendSignInInvitationBody,
) -> (
    KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINSUFFICIENTACCESSTYPE
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorREDIRECTURLNOTWHITELISTED
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | Success
    | None
):
    """Invite someone to sign in

     Queues "You have been invited to sign in to <project>" (the project's sign-in invitation template)
    with a link to `callback_url`, which must be on a trusted domain.

    **Headers** to send, by access type (any one row):

    | access | headers |
    | --- | --- |
    | admin | `x-stack-access-type: admin`<br>`x-stack-project-id`<br>`x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project) |

    Args:
        body (SendSignInInvitationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorREDIRECTURLNOTWHITELISTED | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | Success
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SendSignInInvitationBody,
) -> Response[
    KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINSUFFICIENTACCESSTYPE
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorREDIRECTURLNOTWHITELISTED
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | Success
]:
    """Invite someone to sign in

     Queues "You have been invited to sign in to <project>" (the project's sign-in invitation template)
    with a link to `callback_url`, which must be on a trusted domain.

    **Headers** to send, by access type (any one row):

    | access | headers |
    | --- | --- |
    | admin | `x-stack-access-type: admin`<br>`x-stack-project-id`<br>`x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project) |

    Args:
        body (SendSignInInvitationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorREDIRECTURLNOTWHITELISTED | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | Success]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SendSignInInvitationBody,
) -> (
    KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINSUFFICIENTACCESSTYPE
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorREDIRECTURLNOTWHITELISTED
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | Success
    | None
):
    """Invite someone to sign in

     Queues "You have been invited to sign in to <project>" (the project's sign-in invitation template)
    with a link to `callback_url`, which must be on a trusted domain.

    **Headers** to send, by access type (any one row):

    | access | headers |
    | --- | --- |
    | admin | `x-stack-access-type: admin`<br>`x-stack-project-id`<br>`x-stack-super-secret-admin-key`,
    or `x-stack-admin-access-token` (a dashboard user who owns the project) |

    Args:
        body (SendSignInInvitationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorREDIRECTURLNOTWHITELISTED | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | Success
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
