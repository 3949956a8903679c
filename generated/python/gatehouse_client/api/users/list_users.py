from http import HTTPStatus
from typing import Any
from uuid import UUID

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
from ...models.known_error_schemaerror import KnownErrorSCHEMAERROR
from ...models.known_error_serverauthenticationrequired import KnownErrorSERVERAUTHENTICATIONREQUIRED
from ...models.known_error_toomanyrequests import KnownErrorTOOMANYREQUESTS
from ...models.known_error_unparsableaccesstoken import KnownErrorUNPARSABLEACCESSTOKEN
from ...models.known_error_unparsableadminaccesstoken import KnownErrorUNPARSABLEADMINACCESSTOKEN
from ...models.list_users_desc import ListUsersDesc
from ...models.list_users_has_password import ListUsersHasPassword
from ...models.list_users_include_anonymous import ListUsersIncludeAnonymous
from ...models.list_users_only_anonymous import ListUsersOnlyAnonymous
from ...models.list_users_order_by import ListUsersOrderBy
from ...models.list_users_otp_auth_enabled import ListUsersOtpAuthEnabled
from ...models.list_users_passkey_auth_enabled import ListUsersPasskeyAuthEnabled
from ...models.list_users_primary_email_verified import ListUsersPrimaryEmailVerified
from ...models.server_user_list import ServerUserList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: ListUsersDesc | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: ListUsersIncludeAnonymous | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: ListUsersOnlyAnonymous | Unset = UNSET,
    primary_email_verified: ListUsersPrimaryEmailVerified | Unset = UNSET,
    has_password: ListUsersHasPassword | Unset = UNSET,
    otp_auth_enabled: ListUsersOtpAuthEnabled | Unset = UNSET,
    passkey_auth_enabled: ListUsersPasskeyAuthEnabled | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_cursor: str | Unset = UNSET
    if not isinstance(cursor, Unset):
        json_cursor = str(cursor)
    params["cursor"] = json_cursor

    params["limit"] = limit

    json_desc: str | Unset = UNSET
    if not isinstance(desc, Unset):
        json_desc = desc.value

    params["desc"] = json_desc

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["order_by"] = json_order_by

    params["query"] = query

    json_include_anonymous: str | Unset = UNSET
    if not isinstance(include_anonymous, Unset):
        json_include_anonymous = include_anonymous.value

    params["include_anonymous"] = json_include_anonymous

    json_team_id: str | Unset = UNSET
    if not isinstance(team_id, Unset):
        json_team_id = str(team_id)
    params["team_id"] = json_team_id

    json_only_anonymous: str | Unset = UNSET
    if not isinstance(only_anonymous, Unset):
        json_only_anonymous = only_anonymous.value

    params["only_anonymous"] = json_only_anonymous

    json_primary_email_verified: str | Unset = UNSET
    if not isinstance(primary_email_verified, Unset):
        json_primary_email_verified = primary_email_verified.value

    params["primary_email_verified"] = json_primary_email_verified

    json_has_password: str | Unset = UNSET
    if not isinstance(has_password, Unset):
        json_has_password = has_password.value

    params["has_password"] = json_has_password

    json_otp_auth_enabled: str | Unset = UNSET
    if not isinstance(otp_auth_enabled, Unset):
        json_otp_auth_enabled = otp_auth_enabled.value

    params["otp_auth_enabled"] = json_otp_auth_enabled

    json_passkey_auth_enabled: str | Unset = UNSET
    if not isinstance(passkey_auth_enabled, Unset):
        json_passkey_auth_enabled = passkey_auth_enabled.value

    params["passkey_auth_enabled"] = json_passkey_auth_enabled

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/users",
        "params": params,
    }

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
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTOOMANYREQUESTS
    | ServerUserList
    | None
):
    if response.status_code == 200:
        response_200 = ServerUserList.from_dict(response.json())

        return response_200

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> (
            KnownErrorACCESSTYPEREQUIRED
            | KnownErrorACCESSTYPEWITHOUTPROJECTID
            | KnownErrorBRANCHDOESNOTEXIST
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
                response_400_type_3 = KnownErrorCURRENTPROJECTNOTFOUND.from_dict(data)

                return response_400_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_4 = KnownErrorINVALIDACCESSTYPE.from_dict(data)

                return response_400_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_5 = KnownErrorPROJECTKEYWITHOUTACCESSTYPE.from_dict(data)

                return response_400_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_6 = KnownErrorSCHEMAERROR.from_dict(data)

            return response_400_type_6

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
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTOOMANYREQUESTS
    | ServerUserList
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
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: ListUsersDesc | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: ListUsersIncludeAnonymous | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: ListUsersOnlyAnonymous | Unset = UNSET,
    primary_email_verified: ListUsersPrimaryEmailVerified | Unset = UNSET,
    has_password: ListUsersHasPassword | Unset = UNSET,
    otp_auth_enabled: ListUsersOtpAuthEnabled | Unset = UNSET,
    passkey_auth_enabled: ListUsersPasskeyAuthEnabled | Unset = UNSET,
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
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTOOMANYREQUESTS
    | ServerUserList
]:
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    Access: server, admin.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (ListUsersDesc | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (ListUsersIncludeAnonymous | Unset): Anonymous users are left out unless
            this is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (ListUsersOnlyAnonymous | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (ListUsersPrimaryEmailVerified | Unset): true: only users whose
            primary e-mail is verified. false: only users whose primary e-mail is not verified. Users
            without a primary e-mail match neither.
        has_password (ListUsersHasPassword | Unset): Only users who can (true) or cannot (false)
            sign in with a password.
        otp_auth_enabled (ListUsersOtpAuthEnabled | Unset): Only users who can (true) or cannot
            (false) sign in with an e-mail code or magic link.
        passkey_auth_enabled (ListUsersPasskeyAuthEnabled | Unset): Only users who can (true) or
            cannot (false) sign in with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTOOMANYREQUESTS | ServerUserList]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        desc=desc,
        order_by=order_by,
        query=query,
        include_anonymous=include_anonymous,
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
    client: AuthenticatedClient,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: ListUsersDesc | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: ListUsersIncludeAnonymous | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: ListUsersOnlyAnonymous | Unset = UNSET,
    primary_email_verified: ListUsersPrimaryEmailVerified | Unset = UNSET,
    has_password: ListUsersHasPassword | Unset = UNSET,
    otp_auth_enabled: ListUsersOtpAuthEnabled | Unset = UNSET,
    passkey_auth_enabled: ListUsersPasskeyAuthEnabled | Unset = UNSET,
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
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTOOMANYREQUESTS
    | ServerUserList
    | None
):
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    Access: server, admin.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (ListUsersDesc | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (ListUsersIncludeAnonymous | Unset): Anonymous users are left out unless
            this is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (ListUsersOnlyAnonymous | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (ListUsersPrimaryEmailVerified | Unset): true: only users whose
            primary e-mail is verified. false: only users whose primary e-mail is not verified. Users
            without a primary e-mail match neither.
        has_password (ListUsersHasPassword | Unset): Only users who can (true) or cannot (false)
            sign in with a password.
        otp_auth_enabled (ListUsersOtpAuthEnabled | Unset): Only users who can (true) or cannot
            (false) sign in with an e-mail code or magic link.
        passkey_auth_enabled (ListUsersPasskeyAuthEnabled | Unset): Only users who can (true) or
            cannot (false) sign in with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTOOMANYREQUESTS | ServerUserList
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        desc=desc,
        order_by=order_by,
        query=query,
        include_anonymous=include_anonymous,
        team_id=team_id,
        only_anonymous=only_anonymous,
        primary_email_verified=primary_email_verified,
        has_password=has_password,
        otp_auth_enabled=otp_auth_enabled,
        passkey_auth_enabled=passkey_auth_enabled,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: ListUsersDesc | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: ListUsersIncludeAnonymous | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: ListUsersOnlyAnonymous | Unset = UNSET,
    primary_email_verified: ListUsersPrimaryEmailVerified | Unset = UNSET,
    has_password: ListUsersHasPassword | Unset = UNSET,
    otp_auth_enabled: ListUsersOtpAuthEnabled | Unset = UNSET,
    passkey_auth_enabled: ListUsersPasskeyAuthEnabled | Unset = UNSET,
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
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTOOMANYREQUESTS
    | ServerUserList
]:
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    Access: server, admin.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (ListUsersDesc | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (ListUsersIncludeAnonymous | Unset): Anonymous users are left out unless
            this is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (ListUsersOnlyAnonymous | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (ListUsersPrimaryEmailVerified | Unset): true: only users whose
            primary e-mail is verified. false: only users whose primary e-mail is not verified. Users
            without a primary e-mail match neither.
        has_password (ListUsersHasPassword | Unset): Only users who can (true) or cannot (false)
            sign in with a password.
        otp_auth_enabled (ListUsersOtpAuthEnabled | Unset): Only users who can (true) or cannot
            (false) sign in with an e-mail code or magic link.
        passkey_auth_enabled (ListUsersPasskeyAuthEnabled | Unset): Only users who can (true) or
            cannot (false) sign in with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTOOMANYREQUESTS | ServerUserList]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        desc=desc,
        order_by=order_by,
        query=query,
        include_anonymous=include_anonymous,
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
    client: AuthenticatedClient,
    cursor: UUID | Unset = UNSET,
    limit: int | Unset = UNSET,
    desc: ListUsersDesc | Unset = UNSET,
    order_by: ListUsersOrderBy | Unset = UNSET,
    query: str | Unset = UNSET,
    include_anonymous: ListUsersIncludeAnonymous | Unset = UNSET,
    team_id: UUID | Unset = UNSET,
    only_anonymous: ListUsersOnlyAnonymous | Unset = UNSET,
    primary_email_verified: ListUsersPrimaryEmailVerified | Unset = UNSET,
    has_password: ListUsersHasPassword | Unset = UNSET,
    otp_auth_enabled: ListUsersOtpAuthEnabled | Unset = UNSET,
    passkey_auth_enabled: ListUsersPasskeyAuthEnabled | Unset = UNSET,
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
    | KnownErrorBRANCHDOESNOTEXIST
    | KnownErrorCURRENTPROJECTNOTFOUND
    | KnownErrorINVALIDACCESSTYPE
    | KnownErrorPROJECTKEYWITHOUTACCESSTYPE
    | KnownErrorSCHEMAERROR
    | KnownErrorDATABASEUNAVAILABLE
    | KnownErrorINTERNALSERVERERROR
    | KnownErrorTOOMANYREQUESTS
    | ServerUserList
    | None
):
    """List users

     Lists the users of the project ordered by sign-up time (then id), oldest first unless desc=true.
    Anonymous users are left out unless include_anonymous=true. only_anonymous, primary_email_verified,
    has_password, otp_auth_enabled and passkey_auth_enabled narrow the list (all given filters apply);
    the cursor pages through the filtered list. With limit, pages are read by passing
    pagination.next_cursor back as cursor; without limit every matching user is returned. Changes
    nothing.

    Access: server, admin.

    Args:
        cursor (UUID | Unset): The id of the first user of the page to read (from
            pagination.next_cursor). Example: 3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        limit (int | Unset): Page size, 1 to 1000. Without it every matching user is returned.
            Example: 100.
        desc (ListUsersDesc | Unset): Newest first when true.
        order_by (ListUsersOrderBy | Unset):
        query (str | Unset): A user id (exact match), or text matched case-insensitively against
            display names and contact-channel values.
        include_anonymous (ListUsersIncludeAnonymous | Unset): Anonymous users are left out unless
            this is true.
        team_id (UUID | Unset): Only members of this team. Example:
            3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10.
        only_anonymous (ListUsersOnlyAnonymous | Unset): Only anonymous users when true. Needs
            include_anonymous=true.
        primary_email_verified (ListUsersPrimaryEmailVerified | Unset): true: only users whose
            primary e-mail is verified. false: only users whose primary e-mail is not verified. Users
            without a primary e-mail match neither.
        has_password (ListUsersHasPassword | Unset): Only users who can (true) or cannot (false)
            sign in with a password.
        otp_auth_enabled (ListUsersOtpAuthEnabled | Unset): Only users who can (true) or cannot
            (false) sign in with an e-mail code or magic link.
        passkey_auth_enabled (ListUsersPasskeyAuthEnabled | Unset): Only users who can (true) or
            cannot (false) sign in with a passkey.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KnownErrorACCESSTOKENEXPIRED | KnownErrorACCESSTOKENREVOKED | KnownErrorADMINACCESSTOKENEXPIRED | KnownErrorADMINACCESSTOKENISNOTADMIN | KnownErrorADMINACCESSTOKENREVOKED | KnownErrorADMINAUTHENTICATIONREQUIRED | KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED | KnownErrorINSUFFICIENTACCESSTYPE | KnownErrorINVALIDPROJECTFORACCESSTOKEN | KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN | KnownErrorINVALIDPUBLISHABLECLIENTKEY | KnownErrorINVALIDSECRETSERVERKEY | KnownErrorINVALIDSUPERSECRETADMINKEY | KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT | KnownErrorSERVERAUTHENTICATIONREQUIRED | KnownErrorUNPARSABLEACCESSTOKEN | KnownErrorUNPARSABLEADMINACCESSTOKEN | KnownErrorACCESSTYPEREQUIRED | KnownErrorACCESSTYPEWITHOUTPROJECTID | KnownErrorBRANCHDOESNOTEXIST | KnownErrorCURRENTPROJECTNOTFOUND | KnownErrorINVALIDACCESSTYPE | KnownErrorPROJECTKEYWITHOUTACCESSTYPE | KnownErrorSCHEMAERROR | KnownErrorDATABASEUNAVAILABLE | KnownErrorINTERNALSERVERERROR | KnownErrorTOOMANYREQUESTS | ServerUserList
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
            team_id=team_id,
            only_anonymous=only_anonymous,
            primary_email_verified=primary_email_verified,
            has_password=has_password,
            otp_auth_enabled=otp_auth_enabled,
            passkey_auth_enabled=passkey_auth_enabled,
        )
    ).parsed
