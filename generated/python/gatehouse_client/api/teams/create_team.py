from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.client_team import ClientTeam
from ...models.create_team_add_current_user import CreateTeamAddCurrentUser
from ...models.create_team_body import CreateTeamBody
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
from ...models.known_error_cannotaccessotheruser import KnownErrorCANNOTACCESSOTHERUSER
from ...models.known_error_cannotgetownuserwithoutuser import KnownErrorCANNOTGETOWNUSERWITHOUTUSER
from ...models.known_error_clientteamcreationnotenabled import KnownErrorCLIENTTEAMCREATIONNOTENABLED
from ...models.known_error_currentprojectnotfound import KnownErrorCURRENTPROJECTNOTFOUND
from ...models.known_error_databaseunavailable import KnownErrorDATABASEUNAVAILABLE
from ...models.known_error_internalservererror import KnownErrorINTERNALSERVERERROR
from ...models.known_error_invalidaccesstype import KnownErrorINVALIDACCESSTYPE
from ...models.known_error_invalidprofileimage import KnownErrorINVALIDPROFILEIMAGE
from ...models.known_error_invalidprojectforaccesstoken import KnownErrorINVALIDPROJECTFORACCESSTOKEN
from ...models.known_error_invalidprojectforadminaccesstoken import KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
from ...models.known_error_invalidpublishableclientkey import KnownErrorINVALIDPUBLISHABLECLIENTKEY
from ...models.known_error_invalidsecretserverkey import KnownErrorINVALIDSECRETSERVERKEY
from ...models.known_error_invalidsupersecretadminkey import KnownErrorINVALIDSUPERSECRETADMINKEY
from ...models.known_error_projectkeywithoutaccesstype import KnownErrorPROJECTKEYWITHOUTACCESSTYPE
from ...models.known_error_publishableclientkeyrequiredforproject import (
    KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT,
)
from ...models.known_error_requestbodytoolarge import KnownErrorREQUESTBODYTOOLARGE
from ...models.known_error_schemaerror import KnownErrorSCHEMAERROR
from ...models.known_error_serverauthenticationrequired import KnownErrorSERVERAUTHENTICATIONREQUIRED
from ...models.known_error_toomanyrequests import KnownErrorTOOMANYREQUESTS
from ...models.known_error_unparsableaccesstoken import KnownErrorUNPARSABLEACCESSTOKEN
from ...models.known_error_unparsableadminaccesstoken import KnownErrorUNPARSABLEADMINACCESSTOKEN
from ...models.known_error_userauthenticationrequired import KnownErrorUSERAUTHENTICATIONREQUIRED
from ...models.known_error_usernotfound import KnownErrorUSERNOTFOUND
from ...models.server_team import ServerTeam
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateTeamBody,
    add_current_user: CreateTeamAddCurrentUser | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    json_add_current_user: str | Unset = UNSET
    if not isinstance(add_current_user, Unset):
        json_add_current_user = add_current_user.value

    params["add_current_user"] = json_add_current_user

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/teams",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ClientTeam
    | ServerTeam
    | KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorINVALIDPROFILEIMAGE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorCLIENTTEAMCREATIONNOTENABLED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | KnownErrorUSERNOTFOUND
    | None
):
    if response.status_code == 201:

        def _parse_response_201(data: object) -> ClientTeam | ServerTeam:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_0 = ServerTeam.from_dict(data)

                return response_201_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_201_type_1 = ClientTeam.from_dict(data)

            return response_201_type_1

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> (
            KnownErrorACCESSTYPEREQUIRED
            | KnownErrorACCESSTYPEWITHOUTPROJECTID
            | KnownErrorBODYPARSINGERROR
            | KnownErrorBRANCHDOESNOTEXIST
            | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
            | KnownErrorCURRENTPROJECTNOTFOUND
            | KnownErrorINVALIDACCESSTYPE
            | KnownErrorINVALIDPROFILEIMAGE
            | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
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
                response_400_type_4 = KnownErrorCANNOTGETOWNUSERWITHOUTUSER.from_dict(data)

                return response_400_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_5 = KnownErrorCURRENTPROJECTNOTFOUND.from_dict(data)

                return response_400_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_6 = KnownErrorINVALIDACCESSTYPE.from_dict(data)

                return response_400_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_7 = KnownErrorINVALIDPROFILEIMAGE.from_dict(data)

                return response_400_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_8 = KnownErrorPROJECTKEYWITHOUTACCESSTYPE.from_dict(data)

                return response_400_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_9 = KnownErrorSCHEMAERROR.from_dict(data)

            return response_400_type_9

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
            | KnownErrorINVALIDPROJECTFORACCESSTOKEN
            | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
            | KnownErrorINVALIDPUBLISHABLECLIENTKEY
            | KnownErrorINVALIDSECRETSERVERKEY
            | KnownErrorINVALIDSUPERSECRETADMINKEY
            | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
            | KnownErrorSERVERAUTHENTICATIONREQUIRED
            | KnownErrorUNPARSABLEACCESSTOKEN
            | KnownErrorUNPARSABLEADMINACCESSTOKEN
            | KnownErrorUSERAUTHENTICATIONREQUIRED
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
                response_401_type_7 = KnownErrorINVALIDPROJECTFORACCESSTOKEN.from_dict(data)

                return response_401_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_8 = KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN.from_dict(data)

                return response_401_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_9 = KnownErrorINVALIDPUBLISHABLECLIENTKEY.from_dict(data)

                return response_401_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_10 = KnownErrorINVALIDSECRETSERVERKEY.from_dict(data)

                return response_401_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_11 = KnownErrorINVALIDSUPERSECRETADMINKEY.from_dict(data)

                return response_401_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_12 = KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT.from_dict(data)

                return response_401_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_13 = KnownErrorSERVERAUTHENTICATIONREQUIRED.from_dict(data)

                return response_401_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_14 = KnownErrorUNPARSABLEACCESSTOKEN.from_dict(data)

                return response_401_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_15 = KnownErrorUNPARSABLEADMINACCESSTOKEN.from_dict(data)

                return response_401_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_16 = KnownErrorUSERAUTHENTICATIONREQUIRED.from_dict(data)

            return response_401_type_16

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 403:

        def _parse_response_403(
            data: object,
        ) -> KnownErrorCANNOTACCESSOTHERUSER | KnownErrorCLIENTTEAMCREATIONNOTENABLED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = KnownErrorCANNOTACCESSOTHERUSER.from_dict(data)

                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_1 = KnownErrorCLIENTTEAMCREATIONNOTENABLED.from_dict(data)

            return response_403_type_1

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = KnownErrorUSERNOTFOUND.from_dict(response.json())

        return response_404

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
    ClientTeam
    | ServerTeam
    | KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorINVALIDPROFILEIMAGE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorCLIENTTEAMCREATIONNOTENABLED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | KnownErrorUSERNOTFOUND
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
    body: CreateTeamBody,
    add_current_user: CreateTeamAddCurrentUser | Unset = UNSET,
) -> Response[
    ClientTeam
    | ServerTeam
    | KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorINVALIDPROFILEIMAGE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorCLIENTTEAMCREATIONNOTENABLED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | KnownErrorUSERNOTFOUND
]:
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    Access: client, server, admin. Client access needs a signed-in user (x-stack-access-token).

    Args:
        add_current_user (CreateTeamAddCurrentUser | Unset): Legacy form of `creator_user_id:
            "me"`: the signed-in user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeam | ServerTeam | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorINVALIDPROFILEIMAGE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorCLIENTTEAMCREATIONNOTENABLED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | KnownErrorUSERNOTFOUND]
    """

    kwargs = _get_kwargs(
        body=body,
        add_current_user=add_current_user,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateTeamBody,
    add_current_user: CreateTeamAddCurrentUser | Unset = UNSET,
) -> (
    ClientTeam
    | ServerTeam
    | KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorINVALIDPROFILEIMAGE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorCLIENTTEAMCREATIONNOTENABLED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | KnownErrorUSERNOTFOUND
    | None
):
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    Access: client, server, admin. Client access needs a signed-in user (x-stack-access-token).

    Args:
        add_current_user (CreateTeamAddCurrentUser | Unset): Legacy form of `creator_user_id:
            "me"`: the signed-in user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeam | ServerTeam | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorINVALIDPROFILEIMAGE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorCLIENTTEAMCREATIONNOTENABLED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | KnownErrorUSERNOTFOUND
    """

    return sync_detailed(
        client=client,
        body=body,
        add_current_user=add_current_user,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTeamBody,
    add_current_user: CreateTeamAddCurrentUser | Unset = UNSET,
) -> Response[
    ClientTeam
    | ServerTeam
    | KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorINVALIDPROFILEIMAGE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorCLIENTTEAMCREATIONNOTENABLED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | KnownErrorUSERNOTFOUND
]:
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    Access: client, server, admin. Client access needs a signed-in user (x-stack-access-token).

    Args:
        add_current_user (CreateTeamAddCurrentUser | Unset): Legacy form of `creator_user_id:
            "me"`: the signed-in user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeam | ServerTeam | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorINVALIDPROFILEIMAGE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorCLIENTTEAMCREATIONNOTENABLED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | KnownErrorUSERNOTFOUND]
    """

    kwargs = _get_kwargs(
        body=body,
        add_current_user=add_current_user,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateTeamBody,
    add_current_user: CreateTeamAddCurrentUser | Unset = UNSET,
) -> (
    ClientTeam
    | ServerTeam
    | KnownErrorACCESSTOKENEXPIRED
    | KnownErrorACCESSTOKENREVOKED
    | KnownErrorADMINACCESSTOKENEXPIRED
    | KnownErrorADMINACCESSTOKENISNOTADMIN
    | KnownErrorADMINACCESSTOKENREVOKED
    | KnownErrorADMINAUTHENTICATIONREQUIRED
    | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
    | KnownErrorINVALIDPROJECTFORACCESSTOKEN
    | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
    | KnownErrorINVALIDPUBLISHABLECLIENTKEY
    | KnownErrorINVALIDSECRETSERVERKEY
    | KnownErrorINVALIDSUPERSECRETADMINKEY
    | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
    | KnownErrorSERVERAUTHENTICATIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBODYPARSINGERROR
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorINVALIDPROFILEIMAGE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorCLIENTTEAMCREATIONNOTENABLED
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorREQUESTBODYTOOLARGE
    | KnownErrorTOOMANYREQUESTS
    | KnownErrorUSERNOTFOUND
    | None
):
    """Create a team

     Creates a team. Its creator (`creator_user_id`, or the signed-in user with `add_current_user=true`)
    becomes its first member with the project's team-creator default permissions. Client access needs
    the project setting client_team_creation_enabled; the creator is the signed-in user, and naming
    another user is refused. Server access without a creator makes a team with no members.
    client_read_only_metadata and server_metadata are for server access only.

    Access: client, server, admin. Client access needs a signed-in user (x-stack-access-token).

    Args:
        add_current_user (CreateTeamAddCurrentUser | Unset): Legacy form of `creator_user_id:
            "me"`: the signed-in user creates the team.
        body (CreateTeamBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeam | ServerTeam | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBODYPARSINGERROR | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorINVALIDPROFILEIMAGE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorCLIENTTEAMCREATIONNOTENABLED | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorREQUESTBODYTOOLARGE | KnownErrorTOOMANYREQUESTS | KnownErrorUSERNOTFOUND
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            add_current_user=add_current_user,
        )
    ).parsed
