from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.client_team_member_profile import ClientTeamMemberProfile
from ...models.known_error_accesstokenexpired import KnownErrorACCESSTOKENEXPIRED
from ...models.known_error_accesstokenrevoked import KnownErrorACCESSTOKENREVOKED
from ...models.known_error_accesstyperequired import KnownErrorACCESSTYPEREQUIRED
from ...models.known_error_accesstypewithoutprojectid import KnownErrorACCESSTYPEWITHOUTPROJECTID
from ...models.known_error_adminaccesstokenexpired import KnownErrorADMINACCESSTOKENEXPIRED
from ...models.known_error_adminaccesstokenisnotadmin import KnownErrorADMINACCESSTOKENISNOTADMIN
from ...models.known_error_adminaccesstokenrevoked import KnownErrorADMINACCESSTOKENREVOKED
from ...models.known_error_adminauthenticationrequired import KnownErrorADMINAUTHENTICATIONREQUIRED
from ...models.known_error_anonymousauthenticationnotallowed import KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
from ...models.known_error_branchdoesnotexist import KnownErrorBRANCHDOESNOTEXIST
from ...models.known_error_cannotaccessotheruser import KnownErrorCANNOTACCESSOTHERUSER
from ...models.known_error_cannotgetownuserwithoutuser import KnownErrorCANNOTGETOWNUSERWITHOUTUSER
from ...models.known_error_currentprojectnotfound import KnownErrorCURRENTPROJECTNOTFOUND
from ...models.known_error_databaseunavailable import KnownErrorDATABASEUNAVAILABLE
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
from ...models.known_error_schemaerror import KnownErrorSCHEMAERROR
from ...models.known_error_serverauthenticationrequired import KnownErrorSERVERAUTHENTICATIONREQUIRED
from ...models.known_error_teammembershipnotfound import KnownErrorTEAMMEMBERSHIPNOTFOUND
from ...models.known_error_teampermissionrequired import KnownErrorTEAMPERMISSIONREQUIRED
from ...models.known_error_toomanyrequests import KnownErrorTOOMANYREQUESTS
from ...models.known_error_unparsableaccesstoken import KnownErrorUNPARSABLEACCESSTOKEN
from ...models.known_error_unparsableadminaccesstoken import KnownErrorUNPARSABLEADMINACCESSTOKEN
from ...models.known_error_userauthenticationrequired import KnownErrorUSERAUTHENTICATIONREQUIRED
from ...models.server_team_member_profile import ServerTeamMemberProfile
from ...types import Response


def _get_kwargs(
    team_id: UUID,
    user_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/team-member-profiles/{team_id}/{user_id}".format(
            team_id=quote(str(team_id), safe=""),
            user_id=quote(str(user_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ClientTeamMemberProfile
    | ServerTeamMemberProfile
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
    | KnownErrorTEAMPERMISSIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTEAMMEMBERSHIPNOTFOUND
    | KnownErrorTOOMANYREQUESTS
    | None
):
    if response.status_code == 200:

        def _parse_response_200(data: object) -> ClientTeamMemberProfile | ServerTeamMemberProfile:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = ServerTeamMemberProfile.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = ClientTeamMemberProfile.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> (
            KnownErrorACCESSTYPEREQUIRED
            | KnownErrorACCESSTYPEWITHOUTPROJECTID
            | KnownErrorBRANCHDOESNOTEXIST
            | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
            | KnownErrorCURRENTPROJECTNOTFOUND
            | KnownErrorINVALIDACCESSTYPE
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
                response_400_type_2 = KnownErrorBRANCHDOESNOTEXIST.from_dict(data)

                return response_400_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_3 = KnownErrorCANNOTGETOWNUSERWITHOUTUSER.from_dict(data)

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
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_7 = KnownErrorSCHEMAERROR.from_dict(data)

            return response_400_type_7

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
            | KnownErrorTEAMPERMISSIONREQUIRED
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
                response_401_type_14 = KnownErrorTEAMPERMISSIONREQUIRED.from_dict(data)

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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_16 = KnownErrorUNPARSABLEADMINACCESSTOKEN.from_dict(data)

                return response_401_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_17 = KnownErrorUSERAUTHENTICATIONREQUIRED.from_dict(data)

            return response_401_type_17

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = KnownErrorCANNOTACCESSOTHERUSER.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = KnownErrorTEAMMEMBERSHIPNOTFOUND.from_dict(response.json())

        return response_404

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
    ClientTeamMemberProfile
    | ServerTeamMemberProfile
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
    | KnownErrorTEAMPERMISSIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTEAMMEMBERSHIPNOTFOUND
    | KnownErrorTOOMANYREQUESTS
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    ClientTeamMemberProfile
    | ServerTeamMemberProfile
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
    | KnownErrorTEAMPERMISSIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTEAMMEMBERSHIPNOTFOUND
    | KnownErrorTOOMANYREQUESTS
]:
    """Read a member's profile

     One member's profile. Client access reads its own (`user_id=me`), or another member's with
    `$read_members`. Changes nothing.

    Access: client, server, admin. Client access: the signed-in user must be a member of the team
    `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than
    itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorTEAMPERMISSIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTEAMMEMBERSHIPNOTFOUND | KnownErrorTOOMANYREQUESTS]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    ClientTeamMemberProfile
    | ServerTeamMemberProfile
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
    | KnownErrorTEAMPERMISSIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTEAMMEMBERSHIPNOTFOUND
    | KnownErrorTOOMANYREQUESTS
    | None
):
    """Read a member's profile

     One member's profile. Client access reads its own (`user_id=me`), or another member's with
    `$read_members`. Changes nothing.

    Access: client, server, admin. Client access: the signed-in user must be a member of the team
    `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than
    itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeamMemberProfile | ServerTeamMemberProfile | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorTEAMPERMISSIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTEAMMEMBERSHIPNOTFOUND | KnownErrorTOOMANYREQUESTS
    """

    return sync_detailed(
        team_id=team_id,
        user_id=user_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    ClientTeamMemberProfile
    | ServerTeamMemberProfile
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
    | KnownErrorTEAMPERMISSIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTEAMMEMBERSHIPNOTFOUND
    | KnownErrorTOOMANYREQUESTS
]:
    """Read a member's profile

     One member's profile. Client access reads its own (`user_id=me`), or another member's with
    `$read_members`. Changes nothing.

    Access: client, server, admin. Client access: the signed-in user must be a member of the team
    `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than
    itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClientTeamMemberProfile | ServerTeamMemberProfile | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorTEAMPERMISSIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTEAMMEMBERSHIPNOTFOUND | KnownErrorTOOMANYREQUESTS]
    """

    kwargs = _get_kwargs(
        team_id=team_id,
        user_id=user_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    team_id: UUID,
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    ClientTeamMemberProfile
    | ServerTeamMemberProfile
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
    | KnownErrorTEAMPERMISSIONREQUIRED
    | KnownErrorUNPARSABLEACCESSTOKEN
    | KnownErrorUNPARSABLEADMINACCESSTOKEN
    | KnownErrorUSERAUTHENTICATIONREQUIRED
    | KnownErrorACCESSTYPEREQUIRED
    | KnownErrorACCESSTYPEWITHOUTPROJECTID
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCANNOTGETOWNUSERWITHOUTUSER
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorCANNOTACCESSOTHERUSER
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTEAMMEMBERSHIPNOTFOUND
    | KnownErrorTOOMANYREQUESTS
    | None
):
    """Read a member's profile

     One member's profile. Client access reads its own (`user_id=me`), or another member's with
    `$read_members`. Changes nothing.

    Access: client, server, admin. Client access: the signed-in user must be a member of the team
    `team_id` (else TEAM_MEMBERSHIP_NOT_FOUND) and hold `$read_members` to act on another user than
    itself (else TEAM_PERMISSION_REQUIRED; held directly or through a permission that contains it).

    Args:
        team_id (UUID):  Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        user_id (str): A user ID, or `me` for the signed-in user. Example: me.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClientTeamMemberProfile | ServerTeamMemberProfile | KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorTEAMPERMISSIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorUSERAUTHENTICATIONREQUIRED | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCANNOTGETOWNUSERWITHOUTUSER | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorCANNOTACCESSOTHERUSER | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTEAMMEMBERSHIPNOTFOUND | KnownErrorTOOMANYREQUESTS
    """

    return (
        await asyncio_detailed(
            team_id=team_id,
            user_id=user_id,
            client=client,
        )
    ).parsed
