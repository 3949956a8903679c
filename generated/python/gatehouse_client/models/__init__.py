"""Contains all the data models used in inputs/outputs"""

from .admin_project import AdminProject
from .admin_project_list import AdminProjectList
from .api_key_last_four import ApiKeyLastFour
from .api_key_set import ApiKeySet
from .api_key_set_list import ApiKeySetList
from .client_project import ClientProject
from .client_project_config import ClientProjectConfig
from .client_project_config_enabled_oauth_providers_item import ClientProjectConfigEnabledOauthProvidersItem
from .client_user import ClientUser
from .client_user_oauth_providers_item import ClientUserOauthProvidersItem
from .client_user_restricted_reason_type_0 import ClientUserRestrictedReasonType0
from .client_user_restricted_reason_type_0_type import ClientUserRestrictedReasonType0Type
from .client_user_selected_team_type_0 import ClientUserSelectedTeamType0
from .code_body import CodeBody
from .code_check_result import CodeCheckResult
from .contact_channel import ContactChannel
from .contact_channel_list import ContactChannelList
from .contact_channel_type import ContactChannelType
from .create_api_key_set_body import CreateApiKeySetBody
from .create_contact_channel_body import CreateContactChannelBody
from .create_contact_channel_body_type import CreateContactChannelBodyType
from .create_email_draft_body import CreateEmailDraftBody
from .create_email_template_body import CreateEmailTemplateBody
from .create_project_body import CreateProjectBody
from .create_session_body import CreateSessionBody
from .create_user_body import CreateUserBody
from .created_api_key_set import CreatedApiKeySet
from .created_id import CreatedId
from .created_session import CreatedSession
from .email_config_type_0 import EmailConfigType0
from .email_config_type_0_type import EmailConfigType0Type
from .email_config_type_1 import EmailConfigType1
from .email_config_type_1_type import EmailConfigType1Type
from .email_draft import EmailDraft
from .email_draft_list import EmailDraftList
from .email_template import EmailTemplate
from .email_template_list import EmailTemplateList
from .email_theme import EmailTheme
from .email_theme_list import EmailThemeList
from .empty_object import EmptyObject
from .get_project_jwks_include_anonymous import GetProjectJwksIncludeAnonymous
from .jwk import Jwk
from .jwk_alg import JwkAlg
from .jwk_crv import JwkCrv
from .jwk_kty import JwkKty
from .jwk_set import JwkSet
from .jwk_use import JwkUse
from .known_error_accesstokenexpired import KnownErrorACCESSTOKENEXPIRED
from .known_error_accesstokenexpired_code import KnownErrorACCESSTOKENEXPIREDCode
from .known_error_accesstokenexpired_details import KnownErrorACCESSTOKENEXPIREDDetails
from .known_error_accesstokenrevoked import KnownErrorACCESSTOKENREVOKED
from .known_error_accesstokenrevoked_code import KnownErrorACCESSTOKENREVOKEDCode
from .known_error_accesstyperequired import KnownErrorACCESSTYPEREQUIRED
from .known_error_accesstyperequired_code import KnownErrorACCESSTYPEREQUIREDCode
from .known_error_accesstypewithoutprojectid import KnownErrorACCESSTYPEWITHOUTPROJECTID
from .known_error_accesstypewithoutprojectid_code import KnownErrorACCESSTYPEWITHOUTPROJECTIDCode
from .known_error_accesstypewithoutprojectid_details import KnownErrorACCESSTYPEWITHOUTPROJECTIDDetails
from .known_error_adminaccesstokenexpired import KnownErrorADMINACCESSTOKENEXPIRED
from .known_error_adminaccesstokenexpired_code import KnownErrorADMINACCESSTOKENEXPIREDCode
from .known_error_adminaccesstokenexpired_details import KnownErrorADMINACCESSTOKENEXPIREDDetails
from .known_error_adminaccesstokenisnotadmin import KnownErrorADMINACCESSTOKENISNOTADMIN
from .known_error_adminaccesstokenisnotadmin_code import KnownErrorADMINACCESSTOKENISNOTADMINCode
from .known_error_adminaccesstokenrevoked import KnownErrorADMINACCESSTOKENREVOKED
from .known_error_adminaccesstokenrevoked_code import KnownErrorADMINACCESSTOKENREVOKEDCode
from .known_error_adminauthenticationrequired import KnownErrorADMINAUTHENTICATIONREQUIRED
from .known_error_adminauthenticationrequired_code import KnownErrorADMINAUTHENTICATIONREQUIREDCode
from .known_error_anonymousaccountsnotenabled import KnownErrorANONYMOUSACCOUNTSNOTENABLED
from .known_error_anonymousaccountsnotenabled_code import KnownErrorANONYMOUSACCOUNTSNOTENABLEDCode
from .known_error_anonymousauthenticationnotallowed import KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED
from .known_error_anonymousauthenticationnotallowed_code import KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWEDCode
from .known_error_apikeynotfound import KnownErrorAPIKEYNOTFOUND
from .known_error_apikeynotfound_code import KnownErrorAPIKEYNOTFOUNDCode
from .known_error_bodyparsingerror import KnownErrorBODYPARSINGERROR
from .known_error_bodyparsingerror_code import KnownErrorBODYPARSINGERRORCode
from .known_error_branchdoesnotexist import KnownErrorBRANCHDOESNOTEXIST
from .known_error_branchdoesnotexist_code import KnownErrorBRANCHDOESNOTEXISTCode
from .known_error_branchdoesnotexist_details import KnownErrorBRANCHDOESNOTEXISTDetails
from .known_error_cannotaccessotheruser import KnownErrorCANNOTACCESSOTHERUSER
from .known_error_cannotaccessotheruser_code import KnownErrorCANNOTACCESSOTHERUSERCode
from .known_error_cannotdeletecurrentsession import KnownErrorCANNOTDELETECURRENTSESSION
from .known_error_cannotdeletecurrentsession_code import KnownErrorCANNOTDELETECURRENTSESSIONCode
from .known_error_cannotdeleteinternalproject import KnownErrorCANNOTDELETEINTERNALPROJECT
from .known_error_cannotdeleteinternalproject_code import KnownErrorCANNOTDELETEINTERNALPROJECTCode
from .known_error_cannotgetownuserwithoutuser import KnownErrorCANNOTGETOWNUSERWITHOUTUSER
from .known_error_cannotgetownuserwithoutuser_code import KnownErrorCANNOTGETOWNUSERWITHOUTUSERCode
from .known_error_clientuserdeletionnotenabled import KnownErrorCLIENTUSERDELETIONNOTENABLED
from .known_error_clientuserdeletionnotenabled_code import KnownErrorCLIENTUSERDELETIONNOTENABLEDCode
from .known_error_contactchannelalreadyexists import KnownErrorCONTACTCHANNELALREADYEXISTS
from .known_error_contactchannelalreadyexists_code import KnownErrorCONTACTCHANNELALREADYEXISTSCode
from .known_error_contactchannelalreadyusedforauthbysomeoneelse import (
    KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE,
)
from .known_error_contactchannelalreadyusedforauthbysomeoneelse_code import (
    KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSECode,
)
from .known_error_contactchannelalreadyusedforauthbysomeoneelse_details import (
    KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSEDetails,
)
from .known_error_contactchannelnotfound import KnownErrorCONTACTCHANNELNOTFOUND
from .known_error_contactchannelnotfound_code import KnownErrorCONTACTCHANNELNOTFOUNDCode
from .known_error_currentprojectnotfound import KnownErrorCURRENTPROJECTNOTFOUND
from .known_error_currentprojectnotfound_code import KnownErrorCURRENTPROJECTNOTFOUNDCode
from .known_error_currentprojectnotfound_details import KnownErrorCURRENTPROJECTNOTFOUNDDetails
from .known_error_databaseunavailable import KnownErrorDATABASEUNAVAILABLE
from .known_error_databaseunavailable_code import KnownErrorDATABASEUNAVAILABLECode
from .known_error_databaseunavailable_details import KnownErrorDATABASEUNAVAILABLEDetails
from .known_error_emailalreadyverified import KnownErrorEMAILALREADYVERIFIED
from .known_error_emailalreadyverified_code import KnownErrorEMAILALREADYVERIFIEDCode
from .known_error_emaildraftnotfound import KnownErrorEMAILDRAFTNOTFOUND
from .known_error_emaildraftnotfound_code import KnownErrorEMAILDRAFTNOTFOUNDCode
from .known_error_emaildraftnotfound_details import KnownErrorEMAILDRAFTNOTFOUNDDetails
from .known_error_emailisnotprimaryemail import KnownErrorEMAILISNOTPRIMARYEMAIL
from .known_error_emailisnotprimaryemail_code import KnownErrorEMAILISNOTPRIMARYEMAILCode
from .known_error_emailisnotprimaryemail_details import KnownErrorEMAILISNOTPRIMARYEMAILDetails
from .known_error_emailpasswordmismatch import KnownErrorEMAILPASSWORDMISMATCH
from .known_error_emailpasswordmismatch_code import KnownErrorEMAILPASSWORDMISMATCHCode
from .known_error_emailrenderingerror import KnownErrorEMAILRENDERINGERROR
from .known_error_emailrenderingerror_code import KnownErrorEMAILRENDERINGERRORCode
from .known_error_emailrenderingerror_details import KnownErrorEMAILRENDERINGERRORDetails
from .known_error_emailtemplatenotfound import KnownErrorEMAILTEMPLATENOTFOUND
from .known_error_emailtemplatenotfound_code import KnownErrorEMAILTEMPLATENOTFOUNDCode
from .known_error_emailtemplatenotfound_details import KnownErrorEMAILTEMPLATENOTFOUNDDetails
from .known_error_emailthemenotfound import KnownErrorEMAILTHEMENOTFOUND
from .known_error_emailthemenotfound_code import KnownErrorEMAILTHEMENOTFOUNDCode
from .known_error_emailthemenotfound_details import KnownErrorEMAILTHEMENOTFOUNDDetails
from .known_error_expectedinternalproject import KnownErrorEXPECTEDINTERNALPROJECT
from .known_error_expectedinternalproject_code import KnownErrorEXPECTEDINTERNALPROJECTCode
from .known_error_insufficientaccesstype import KnownErrorINSUFFICIENTACCESSTYPE
from .known_error_insufficientaccesstype_code import KnownErrorINSUFFICIENTACCESSTYPECode
from .known_error_insufficientaccesstype_details import KnownErrorINSUFFICIENTACCESSTYPEDetails
from .known_error_internalservererror import KnownErrorINTERNALSERVERERROR
from .known_error_internalservererror_code import KnownErrorINTERNALSERVERERRORCode
from .known_error_internalservererror_details import KnownErrorINTERNALSERVERERRORDetails
from .known_error_invalidaccesstype import KnownErrorINVALIDACCESSTYPE
from .known_error_invalidaccesstype_code import KnownErrorINVALIDACCESSTYPECode
from .known_error_invalidoauthclientidorsecret import KnownErrorINVALIDOAUTHCLIENTIDORSECRET
from .known_error_invalidoauthclientidorsecret_code import KnownErrorINVALIDOAUTHCLIENTIDORSECRETCode
from .known_error_invalidoauthclientidorsecret_details import KnownErrorINVALIDOAUTHCLIENTIDORSECRETDetails
from .known_error_invalidpasswordhash import KnownErrorINVALIDPASSWORDHASH
from .known_error_invalidpasswordhash_code import KnownErrorINVALIDPASSWORDHASHCode
from .known_error_invalidprofileimage import KnownErrorINVALIDPROFILEIMAGE
from .known_error_invalidprofileimage_code import KnownErrorINVALIDPROFILEIMAGECode
from .known_error_invalidprofileimage_details import KnownErrorINVALIDPROFILEIMAGEDetails
from .known_error_invalidprojectforaccesstoken import KnownErrorINVALIDPROJECTFORACCESSTOKEN
from .known_error_invalidprojectforaccesstoken_code import KnownErrorINVALIDPROJECTFORACCESSTOKENCode
from .known_error_invalidprojectforaccesstoken_details import KnownErrorINVALIDPROJECTFORACCESSTOKENDetails
from .known_error_invalidprojectforadminaccesstoken import KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN
from .known_error_invalidprojectforadminaccesstoken_code import KnownErrorINVALIDPROJECTFORADMINACCESSTOKENCode
from .known_error_invalidpublishableclientkey import KnownErrorINVALIDPUBLISHABLECLIENTKEY
from .known_error_invalidpublishableclientkey_code import KnownErrorINVALIDPUBLISHABLECLIENTKEYCode
from .known_error_invalidpublishableclientkey_details import KnownErrorINVALIDPUBLISHABLECLIENTKEYDetails
from .known_error_invalidsecretserverkey import KnownErrorINVALIDSECRETSERVERKEY
from .known_error_invalidsecretserverkey_code import KnownErrorINVALIDSECRETSERVERKEYCode
from .known_error_invalidsecretserverkey_details import KnownErrorINVALIDSECRETSERVERKEYDetails
from .known_error_invalidsupersecretadminkey import KnownErrorINVALIDSUPERSECRETADMINKEY
from .known_error_invalidsupersecretadminkey_code import KnownErrorINVALIDSUPERSECRETADMINKEYCode
from .known_error_invalidsupersecretadminkey_details import KnownErrorINVALIDSUPERSECRETADMINKEYDetails
from .known_error_notificationcategorycannotbedisabled import KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLED
from .known_error_notificationcategorycannotbedisabled_code import KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLEDCode
from .known_error_notificationcategorycannotbedisabled_details import (
    KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLEDDetails,
)
from .known_error_notificationcategorynotfound import KnownErrorNOTIFICATIONCATEGORYNOTFOUND
from .known_error_notificationcategorynotfound_code import KnownErrorNOTIFICATIONCATEGORYNOTFOUNDCode
from .known_error_notificationcategorynotfound_details import KnownErrorNOTIFICATIONCATEGORYNOTFOUNDDetails
from .known_error_otpsigninnotenabled import KnownErrorOTPSIGNINNOTENABLED
from .known_error_otpsigninnotenabled_code import KnownErrorOTPSIGNINNOTENABLEDCode
from .known_error_passwordalreadyset import KnownErrorPASSWORDALREADYSET
from .known_error_passwordalreadyset_code import KnownErrorPASSWORDALREADYSETCode
from .known_error_passwordauthenticationnotenabled import KnownErrorPASSWORDAUTHENTICATIONNOTENABLED
from .known_error_passwordauthenticationnotenabled_code import KnownErrorPASSWORDAUTHENTICATIONNOTENABLEDCode
from .known_error_passwordconfirmationmismatch import KnownErrorPASSWORDCONFIRMATIONMISMATCH
from .known_error_passwordconfirmationmismatch_code import KnownErrorPASSWORDCONFIRMATIONMISMATCHCode
from .known_error_passwordtoolong import KnownErrorPASSWORDTOOLONG
from .known_error_passwordtoolong_code import KnownErrorPASSWORDTOOLONGCode
from .known_error_passwordtoolong_details import KnownErrorPASSWORDTOOLONGDetails
from .known_error_passwordtooshort import KnownErrorPASSWORDTOOSHORT
from .known_error_passwordtooshort_code import KnownErrorPASSWORDTOOSHORTCode
from .known_error_passwordtooshort_details import KnownErrorPASSWORDTOOSHORTDetails
from .known_error_projectkeywithoutaccesstype import KnownErrorPROJECTKEYWITHOUTACCESSTYPE
from .known_error_projectkeywithoutaccesstype_code import KnownErrorPROJECTKEYWITHOUTACCESSTYPECode
from .known_error_projectnotfound import KnownErrorPROJECTNOTFOUND
from .known_error_projectnotfound_code import KnownErrorPROJECTNOTFOUNDCode
from .known_error_projectnotfound_details import KnownErrorPROJECTNOTFOUNDDetails
from .known_error_publishableclientkeyrequiredforproject import KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
from .known_error_publishableclientkeyrequiredforproject_code import (
    KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECTCode,
)
from .known_error_publishableclientkeyrequiredforproject_details import (
    KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECTDetails,
)
from .known_error_redirecturlnotwhitelisted import KnownErrorREDIRECTURLNOTWHITELISTED
from .known_error_redirecturlnotwhitelisted_code import KnownErrorREDIRECTURLNOTWHITELISTEDCode
from .known_error_refreshtokennotfoundorexpired import KnownErrorREFRESHTOKENNOTFOUNDOREXPIRED
from .known_error_refreshtokennotfoundorexpired_code import KnownErrorREFRESHTOKENNOTFOUNDOREXPIREDCode
from .known_error_requestbodytoolarge import KnownErrorREQUESTBODYTOOLARGE
from .known_error_requestbodytoolarge_code import KnownErrorREQUESTBODYTOOLARGECode
from .known_error_requestbodytoolarge_details import KnownErrorREQUESTBODYTOOLARGEDetails
from .known_error_requirescustomemailserver import KnownErrorREQUIRESCUSTOMEMAILSERVER
from .known_error_requirescustomemailserver_code import KnownErrorREQUIRESCUSTOMEMAILSERVERCode
from .known_error_schemaerror import KnownErrorSCHEMAERROR
from .known_error_schemaerror_code import KnownErrorSCHEMAERRORCode
from .known_error_schemaerror_details import KnownErrorSCHEMAERRORDetails
from .known_error_serverauthenticationrequired import KnownErrorSERVERAUTHENTICATIONREQUIRED
from .known_error_serverauthenticationrequired_code import KnownErrorSERVERAUTHENTICATIONREQUIREDCode
from .known_error_sessionnotfound import KnownErrorSESSIONNOTFOUND
from .known_error_sessionnotfound_code import KnownErrorSESSIONNOTFOUNDCode
from .known_error_signupnotenabled import KnownErrorSIGNUPNOTENABLED
from .known_error_signupnotenabled_code import KnownErrorSIGNUPNOTENABLEDCode
from .known_error_teammembershipnotfound import KnownErrorTEAMMEMBERSHIPNOTFOUND
from .known_error_teammembershipnotfound_code import KnownErrorTEAMMEMBERSHIPNOTFOUNDCode
from .known_error_teammembershipnotfound_details import KnownErrorTEAMMEMBERSHIPNOTFOUNDDetails
from .known_error_toomanyrequests import KnownErrorTOOMANYREQUESTS
from .known_error_toomanyrequests_code import KnownErrorTOOMANYREQUESTSCode
from .known_error_toomanyrequests_details import KnownErrorTOOMANYREQUESTSDetails
from .known_error_unparsableaccesstoken import KnownErrorUNPARSABLEACCESSTOKEN
from .known_error_unparsableaccesstoken_code import KnownErrorUNPARSABLEACCESSTOKENCode
from .known_error_unparsableadminaccesstoken import KnownErrorUNPARSABLEADMINACCESSTOKEN
from .known_error_unparsableadminaccesstoken_code import KnownErrorUNPARSABLEADMINACCESSTOKENCode
from .known_error_unsupportedgranttype import KnownErrorUNSUPPORTEDGRANTTYPE
from .known_error_unsupportedgranttype_code import KnownErrorUNSUPPORTEDGRANTTYPECode
from .known_error_unsupportedgranttype_details import KnownErrorUNSUPPORTEDGRANTTYPEDetails
from .known_error_userauthenticationrequired import KnownErrorUSERAUTHENTICATIONREQUIRED
from .known_error_userauthenticationrequired_code import KnownErrorUSERAUTHENTICATIONREQUIREDCode
from .known_error_userdoesnothavepassword import KnownErrorUSERDOESNOTHAVEPASSWORD
from .known_error_userdoesnothavepassword_code import KnownErrorUSERDOESNOTHAVEPASSWORDCode
from .known_error_useremailalreadyexists import KnownErrorUSEREMAILALREADYEXISTS
from .known_error_useremailalreadyexists_code import KnownErrorUSEREMAILALREADYEXISTSCode
from .known_error_useremailalreadyexists_details import KnownErrorUSEREMAILALREADYEXISTSDetails
from .known_error_useriddoesnotexist import KnownErrorUSERIDDOESNOTEXIST
from .known_error_useriddoesnotexist_code import KnownErrorUSERIDDOESNOTEXISTCode
from .known_error_useriddoesnotexist_details import KnownErrorUSERIDDOESNOTEXISTDetails
from .known_error_usernotfound import KnownErrorUSERNOTFOUND
from .known_error_usernotfound_code import KnownErrorUSERNOTFOUNDCode
from .known_error_verificationcodealreadyused import KnownErrorVERIFICATIONCODEALREADYUSED
from .known_error_verificationcodealreadyused_code import KnownErrorVERIFICATIONCODEALREADYUSEDCode
from .known_error_verificationcodeexpired import KnownErrorVERIFICATIONCODEEXPIRED
from .known_error_verificationcodeexpired_code import KnownErrorVERIFICATIONCODEEXPIREDCode
from .known_error_verificationcodemaxattemptsreached import KnownErrorVERIFICATIONCODEMAXATTEMPTSREACHED
from .known_error_verificationcodemaxattemptsreached_code import KnownErrorVERIFICATIONCODEMAXATTEMPTSREACHEDCode
from .known_error_verificationcodenotfound import KnownErrorVERIFICATIONCODENOTFOUND
from .known_error_verificationcodenotfound_code import KnownErrorVERIFICATIONCODENOTFOUNDCode
from .list_users_desc import ListUsersDesc
from .list_users_has_password import ListUsersHasPassword
from .list_users_include_anonymous import ListUsersIncludeAnonymous
from .list_users_only_anonymous import ListUsersOnlyAnonymous
from .list_users_order_by import ListUsersOrderBy
from .list_users_otp_auth_enabled import ListUsersOtpAuthEnabled
from .list_users_passkey_auth_enabled import ListUsersPasskeyAuthEnabled
from .list_users_primary_email_verified import ListUsersPrimaryEmailVerified
from .notification_preference import NotificationPreference
from .notification_preference_list import NotificationPreferenceList
from .o_auth_provider_config import OAuthProviderConfig
from .o_auth_provider_config_id import OAuthProviderConfigId
from .o_auth_provider_config_type import OAuthProviderConfigType
from .o_auth_token_request import OAuthTokenRequest
from .o_auth_token_response import OAuthTokenResponse
from .o_auth_token_response_scope import OAuthTokenResponseScope
from .o_auth_token_response_token_type import OAuthTokenResponseTokenType
from .ok_body import OkBody
from .ok_body_ok import OkBodyOk
from .otp_sign_in_result import OtpSignInResult
from .outbox_email import OutboxEmail
from .outbox_email_status import OutboxEmailStatus
from .outbox_list import OutboxList
from .outbox_list_pagination import OutboxListPagination
from .project_config import ProjectConfig
from .project_config_oauth_account_merge_strategy import ProjectConfigOauthAccountMergeStrategy
from .project_config_team_creator_default_permissions_item import ProjectConfigTeamCreatorDefaultPermissionsItem
from .project_config_team_member_default_permissions_item import ProjectConfigTeamMemberDefaultPermissionsItem
from .project_config_update import ProjectConfigUpdate
from .project_config_update_oauth_account_merge_strategy import ProjectConfigUpdateOauthAccountMergeStrategy
from .project_config_update_team_creator_default_permissions_item import (
    ProjectConfigUpdateTeamCreatorDefaultPermissionsItem,
)
from .project_config_update_team_member_default_permissions_item import (
    ProjectConfigUpdateTeamMemberDefaultPermissionsItem,
)
from .project_config_update_user_default_permissions_item import ProjectConfigUpdateUserDefaultPermissionsItem
from .project_config_user_default_permissions_item import ProjectConfigUserDefaultPermissionsItem
from .rate_limit import RateLimit
from .rate_limit_settings import RateLimitSettings
from .rate_limit_settings_anonymous_sign_ups_per_ip import RateLimitSettingsAnonymousSignUpsPerIp
from .rate_limit_settings_code_checks_per_ip import RateLimitSettingsCodeChecksPerIp
from .rate_limit_settings_code_sends_per_ip import RateLimitSettingsCodeSendsPerIp
from .rate_limit_settings_emails_per_address import RateLimitSettingsEmailsPerAddress
from .rate_limit_settings_failed_key_checks_per_ip import RateLimitSettingsFailedKeyChecksPerIp
from .rate_limit_settings_password_resets_per_ip import RateLimitSettingsPasswordResetsPerIp
from .rate_limit_settings_refreshes_per_ip import RateLimitSettingsRefreshesPerIp
from .rate_limit_settings_sign_ins_per_ip import RateLimitSettingsSignInsPerIp
from .rate_limit_settings_sign_ups_per_ip import RateLimitSettingsSignUpsPerIp
from .refreshed_session import RefreshedSession
from .render_email_body import RenderEmailBody
from .render_email_body_variables import RenderEmailBodyVariables
from .render_email_result import RenderEmailResult
from .reset_password_body import ResetPasswordBody
from .send_email_body import SendEmailBody
from .send_email_body_notification_category_name import SendEmailBodyNotificationCategoryName
from .send_email_body_variables import SendEmailBodyVariables
from .send_email_result import SendEmailResult
from .send_email_result_results_item import SendEmailResultResultsItem
from .send_reset_code_body import SendResetCodeBody
from .send_reset_code_result import SendResetCodeResult
from .send_reset_code_result_success import SendResetCodeResultSuccess
from .send_sign_in_code_body import SendSignInCodeBody
from .send_sign_in_code_result import SendSignInCodeResult
from .send_sign_in_invitation_body import SendSignInInvitationBody
from .send_test_email_body import SendTestEmailBody
from .send_test_email_body_email_config import SendTestEmailBodyEmailConfig
from .send_test_email_result import SendTestEmailResult
from .send_verification_code_body import SendVerificationCodeBody
from .server_user import ServerUser
from .server_user_list import ServerUserList
from .server_user_list_pagination import ServerUserListPagination
from .server_user_oauth_providers_item import ServerUserOauthProvidersItem
from .server_user_restricted_reason_type_0 import ServerUserRestrictedReasonType0
from .server_user_restricted_reason_type_0_type import ServerUserRestrictedReasonType0Type
from .server_user_risk_scores import ServerUserRiskScores
from .server_user_risk_scores_sign_up import ServerUserRiskScoresSignUp
from .server_user_selected_team_type_0 import ServerUserSelectedTeamType0
from .session import Session
from .session_list import SessionList
from .set_password_body import SetPasswordBody
from .sign_in_tokens import SignInTokens
from .sign_in_with_password_body import SignInWithPasswordBody
from .sign_up_with_password_body import SignUpWithPasswordBody
from .success import Success
from .trusted_domain import TrustedDomain
from .update_api_key_set_body import UpdateApiKeySetBody
from .update_contact_channel_body import UpdateContactChannelBody
from .update_contact_channel_body_type import UpdateContactChannelBodyType
from .update_email_draft_body import UpdateEmailDraftBody
from .update_email_template_body import UpdateEmailTemplateBody
from .update_email_template_result import UpdateEmailTemplateResult
from .update_email_theme_body import UpdateEmailThemeBody
from .update_email_theme_result import UpdateEmailThemeResult
from .update_notification_preference_body import UpdateNotificationPreferenceBody
from .update_password_body import UpdatePasswordBody
from .update_project_body import UpdateProjectBody
from .update_user_body import UpdateUserBody
from .verification_callback_body import VerificationCallbackBody
from .verification_code_lifetimes import VerificationCodeLifetimes

__all__ = (
    "AdminProject",
    "AdminProjectList",
    "ApiKeyLastFour",
    "ApiKeySet",
    "ApiKeySetList",
    "ClientProject",
    "ClientProjectConfig",
    "ClientProjectConfigEnabledOauthProvidersItem",
    "ClientUser",
    "ClientUserOauthProvidersItem",
    "ClientUserRestrictedReasonType0",
    "ClientUserRestrictedReasonType0Type",
    "ClientUserSelectedTeamType0",
    "CodeBody",
    "CodeCheckResult",
    "ContactChannel",
    "ContactChannelList",
    "ContactChannelType",
    "CreateApiKeySetBody",
    "CreateContactChannelBody",
    "CreateContactChannelBodyType",
    "CreatedApiKeySet",
    "CreatedId",
    "CreatedSession",
    "CreateEmailDraftBody",
    "CreateEmailTemplateBody",
    "CreateProjectBody",
    "CreateSessionBody",
    "CreateUserBody",
    "EmailConfigType0",
    "EmailConfigType0Type",
    "EmailConfigType1",
    "EmailConfigType1Type",
    "EmailDraft",
    "EmailDraftList",
    "EmailTemplate",
    "EmailTemplateList",
    "EmailTheme",
    "EmailThemeList",
    "EmptyObject",
    "GetProjectJwksIncludeAnonymous",
    "Jwk",
    "JwkAlg",
    "JwkCrv",
    "JwkKty",
    "JwkSet",
    "JwkUse",
    "KnownErrorACCESSTOKENEXPIRED",
    "KnownErrorACCESSTOKENEXPIREDCode",
    "KnownErrorACCESSTOKENEXPIREDDetails",
    "KnownErrorACCESSTOKENREVOKED",
    "KnownErrorACCESSTOKENREVOKEDCode",
    "KnownErrorACCESSTYPEREQUIRED",
    "KnownErrorACCESSTYPEREQUIREDCode",
    "KnownErrorACCESSTYPEWITHOUTPROJECTID",
    "KnownErrorACCESSTYPEWITHOUTPROJECTIDCode",
    "KnownErrorACCESSTYPEWITHOUTPROJECTIDDetails",
    "KnownErrorADMINACCESSTOKENEXPIRED",
    "KnownErrorADMINACCESSTOKENEXPIREDCode",
    "KnownErrorADMINACCESSTOKENEXPIREDDetails",
    "KnownErrorADMINACCESSTOKENISNOTADMIN",
    "KnownErrorADMINACCESSTOKENISNOTADMINCode",
    "KnownErrorADMINACCESSTOKENREVOKED",
    "KnownErrorADMINACCESSTOKENREVOKEDCode",
    "KnownErrorADMINAUTHENTICATIONREQUIRED",
    "KnownErrorADMINAUTHENTICATIONREQUIREDCode",
    "KnownErrorANONYMOUSACCOUNTSNOTENABLED",
    "KnownErrorANONYMOUSACCOUNTSNOTENABLEDCode",
    "KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWED",
    "KnownErrorANONYMOUSAUTHENTICATIONNOTALLOWEDCode",
    "KnownErrorAPIKEYNOTFOUND",
    "KnownErrorAPIKEYNOTFOUNDCode",
    "KnownErrorBODYPARSINGERROR",
    "KnownErrorBODYPARSINGERRORCode",
    "KnownErrorBRANCHDOESNOTEXIST",
    "KnownErrorBRANCHDOESNOTEXISTCode",
    "KnownErrorBRANCHDOESNOTEXISTDetails",
    "KnownErrorCANNOTACCESSOTHERUSER",
    "KnownErrorCANNOTACCESSOTHERUSERCode",
    "KnownErrorCANNOTDELETECURRENTSESSION",
    "KnownErrorCANNOTDELETECURRENTSESSIONCode",
    "KnownErrorCANNOTDELETEINTERNALPROJECT",
    "KnownErrorCANNOTDELETEINTERNALPROJECTCode",
    "KnownErrorCANNOTGETOWNUSERWITHOUTUSER",
    "KnownErrorCANNOTGETOWNUSERWITHOUTUSERCode",
    "KnownErrorCLIENTUSERDELETIONNOTENABLED",
    "KnownErrorCLIENTUSERDELETIONNOTENABLEDCode",
    "KnownErrorCONTACTCHANNELALREADYEXISTS",
    "KnownErrorCONTACTCHANNELALREADYEXISTSCode",
    "KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE",
    "KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSECode",
    "KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSEDetails",
    "KnownErrorCONTACTCHANNELNOTFOUND",
    "KnownErrorCONTACTCHANNELNOTFOUNDCode",
    "KnownErrorCURRENTPROJECTNOTFOUND",
    "KnownErrorCURRENTPROJECTNOTFOUNDCode",
    "KnownErrorCURRENTPROJECTNOTFOUNDDetails",
    "KnownErrorDATABASEUNAVAILABLE",
    "KnownErrorDATABASEUNAVAILABLECode",
    "KnownErrorDATABASEUNAVAILABLEDetails",
    "KnownErrorEMAILALREADYVERIFIED",
    "KnownErrorEMAILALREADYVERIFIEDCode",
    "KnownErrorEMAILDRAFTNOTFOUND",
    "KnownErrorEMAILDRAFTNOTFOUNDCode",
    "KnownErrorEMAILDRAFTNOTFOUNDDetails",
    "KnownErrorEMAILISNOTPRIMARYEMAIL",
    "KnownErrorEMAILISNOTPRIMARYEMAILCode",
    "KnownErrorEMAILISNOTPRIMARYEMAILDetails",
    "KnownErrorEMAILPASSWORDMISMATCH",
    "KnownErrorEMAILPASSWORDMISMATCHCode",
    "KnownErrorEMAILRENDERINGERROR",
    "KnownErrorEMAILRENDERINGERRORCode",
    "KnownErrorEMAILRENDERINGERRORDetails",
    "KnownErrorEMAILTEMPLATENOTFOUND",
    "KnownErrorEMAILTEMPLATENOTFOUNDCode",
    "KnownErrorEMAILTEMPLATENOTFOUNDDetails",
    "KnownErrorEMAILTHEMENOTFOUND",
    "KnownErrorEMAILTHEMENOTFOUNDCode",
    "KnownErrorEMAILTHEMENOTFOUNDDetails",
    "KnownErrorEXPECTEDINTERNALPROJECT",
    "KnownErrorEXPECTEDINTERNALPROJECTCode",
    "KnownErrorINSUFFICIENTACCESSTYPE",
    "KnownErrorINSUFFICIENTACCESSTYPECode",
    "KnownErrorINSUFFICIENTACCESSTYPEDetails",
    "KnownErrorINTERNALSERVERERROR",
    "KnownErrorINTERNALSERVERERRORCode",
    "KnownErrorINTERNALSERVERERRORDetails",
    "KnownErrorINVALIDACCESSTYPE",
    "KnownErrorINVALIDACCESSTYPECode",
    "KnownErrorINVALIDOAUTHCLIENTIDORSECRET",
    "KnownErrorINVALIDOAUTHCLIENTIDORSECRETCode",
    "KnownErrorINVALIDOAUTHCLIENTIDORSECRETDetails",
    "KnownErrorINVALIDPASSWORDHASH",
    "KnownErrorINVALIDPASSWORDHASHCode",
    "KnownErrorINVALIDPROFILEIMAGE",
    "KnownErrorINVALIDPROFILEIMAGECode",
    "KnownErrorINVALIDPROFILEIMAGEDetails",
    "KnownErrorINVALIDPROJECTFORACCESSTOKEN",
    "KnownErrorINVALIDPROJECTFORACCESSTOKENCode",
    "KnownErrorINVALIDPROJECTFORACCESSTOKENDetails",
    "KnownErrorINVALIDPROJECTFORADMINACCESSTOKEN",
    "KnownErrorINVALIDPROJECTFORADMINACCESSTOKENCode",
    "KnownErrorINVALIDPUBLISHABLECLIENTKEY",
    "KnownErrorINVALIDPUBLISHABLECLIENTKEYCode",
    "KnownErrorINVALIDPUBLISHABLECLIENTKEYDetails",
    "KnownErrorINVALIDSECRETSERVERKEY",
    "KnownErrorINVALIDSECRETSERVERKEYCode",
    "KnownErrorINVALIDSECRETSERVERKEYDetails",
    "KnownErrorINVALIDSUPERSECRETADMINKEY",
    "KnownErrorINVALIDSUPERSECRETADMINKEYCode",
    "KnownErrorINVALIDSUPERSECRETADMINKEYDetails",
    "KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLED",
    "KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLEDCode",
    "KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLEDDetails",
    "KnownErrorNOTIFICATIONCATEGORYNOTFOUND",
    "KnownErrorNOTIFICATIONCATEGORYNOTFOUNDCode",
    "KnownErrorNOTIFICATIONCATEGORYNOTFOUNDDetails",
    "KnownErrorOTPSIGNINNOTENABLED",
    "KnownErrorOTPSIGNINNOTENABLEDCode",
    "KnownErrorPASSWORDALREADYSET",
    "KnownErrorPASSWORDALREADYSETCode",
    "KnownErrorPASSWORDAUTHENTICATIONNOTENABLED",
    "KnownErrorPASSWORDAUTHENTICATIONNOTENABLEDCode",
    "KnownErrorPASSWORDCONFIRMATIONMISMATCH",
    "KnownErrorPASSWORDCONFIRMATIONMISMATCHCode",
    "KnownErrorPASSWORDTOOLONG",
    "KnownErrorPASSWORDTOOLONGCode",
    "KnownErrorPASSWORDTOOLONGDetails",
    "KnownErrorPASSWORDTOOSHORT",
    "KnownErrorPASSWORDTOOSHORTCode",
    "KnownErrorPASSWORDTOOSHORTDetails",
    "KnownErrorPROJECTKEYWITHOUTACCESSTYPE",
    "KnownErrorPROJECTKEYWITHOUTACCESSTYPECode",
    "KnownErrorPROJECTNOTFOUND",
    "KnownErrorPROJECTNOTFOUNDCode",
    "KnownErrorPROJECTNOTFOUNDDetails",
    "KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT",
    "KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECTCode",
    "KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECTDetails",
    "KnownErrorREDIRECTURLNOTWHITELISTED",
    "KnownErrorREDIRECTURLNOTWHITELISTEDCode",
    "KnownErrorREFRESHTOKENNOTFOUNDOREXPIRED",
    "KnownErrorREFRESHTOKENNOTFOUNDOREXPIREDCode",
    "KnownErrorREQUESTBODYTOOLARGE",
    "KnownErrorREQUESTBODYTOOLARGECode",
    "KnownErrorREQUESTBODYTOOLARGEDetails",
    "KnownErrorREQUIRESCUSTOMEMAILSERVER",
    "KnownErrorREQUIRESCUSTOMEMAILSERVERCode",
    "KnownErrorSCHEMAERROR",
    "KnownErrorSCHEMAERRORCode",
    "KnownErrorSCHEMAERRORDetails",
    "KnownErrorSERVERAUTHENTICATIONREQUIRED",
    "KnownErrorSERVERAUTHENTICATIONREQUIREDCode",
    "KnownErrorSESSIONNOTFOUND",
    "KnownErrorSESSIONNOTFOUNDCode",
    "KnownErrorSIGNUPNOTENABLED",
    "KnownErrorSIGNUPNOTENABLEDCode",
    "KnownErrorTEAMMEMBERSHIPNOTFOUND",
    "KnownErrorTEAMMEMBERSHIPNOTFOUNDCode",
    "KnownErrorTEAMMEMBERSHIPNOTFOUNDDetails",
    "KnownErrorTOOMANYREQUESTS",
    "KnownErrorTOOMANYREQUESTSCode",
    "KnownErrorTOOMANYREQUESTSDetails",
    "KnownErrorUNPARSABLEACCESSTOKEN",
    "KnownErrorUNPARSABLEACCESSTOKENCode",
    "KnownErrorUNPARSABLEADMINACCESSTOKEN",
    "KnownErrorUNPARSABLEADMINACCESSTOKENCode",
    "KnownErrorUNSUPPORTEDGRANTTYPE",
    "KnownErrorUNSUPPORTEDGRANTTYPECode",
    "KnownErrorUNSUPPORTEDGRANTTYPEDetails",
    "KnownErrorUSERAUTHENTICATIONREQUIRED",
    "KnownErrorUSERAUTHENTICATIONREQUIREDCode",
    "KnownErrorUSERDOESNOTHAVEPASSWORD",
    "KnownErrorUSERDOESNOTHAVEPASSWORDCode",
    "KnownErrorUSEREMAILALREADYEXISTS",
    "KnownErrorUSEREMAILALREADYEXISTSCode",
    "KnownErrorUSEREMAILALREADYEXISTSDetails",
    "KnownErrorUSERIDDOESNOTEXIST",
    "KnownErrorUSERIDDOESNOTEXISTCode",
    "KnownErrorUSERIDDOESNOTEXISTDetails",
    "KnownErrorUSERNOTFOUND",
    "KnownErrorUSERNOTFOUNDCode",
    "KnownErrorVERIFICATIONCODEALREADYUSED",
    "KnownErrorVERIFICATIONCODEALREADYUSEDCode",
    "KnownErrorVERIFICATIONCODEEXPIRED",
    "KnownErrorVERIFICATIONCODEEXPIREDCode",
    "KnownErrorVERIFICATIONCODEMAXATTEMPTSREACHED",
    "KnownErrorVERIFICATIONCODEMAXATTEMPTSREACHEDCode",
    "KnownErrorVERIFICATIONCODENOTFOUND",
    "KnownErrorVERIFICATIONCODENOTFOUNDCode",
    "ListUsersDesc",
    "ListUsersHasPassword",
    "ListUsersIncludeAnonymous",
    "ListUsersOnlyAnonymous",
    "ListUsersOrderBy",
    "ListUsersOtpAuthEnabled",
    "ListUsersPasskeyAuthEnabled",
    "ListUsersPrimaryEmailVerified",
    "NotificationPreference",
    "NotificationPreferenceList",
    "OAuthProviderConfig",
    "OAuthProviderConfigId",
    "OAuthProviderConfigType",
    "OAuthTokenRequest",
    "OAuthTokenResponse",
    "OAuthTokenResponseScope",
    "OAuthTokenResponseTokenType",
    "OkBody",
    "OkBodyOk",
    "OtpSignInResult",
    "OutboxEmail",
    "OutboxEmailStatus",
    "OutboxList",
    "OutboxListPagination",
    "ProjectConfig",
    "ProjectConfigOauthAccountMergeStrategy",
    "ProjectConfigTeamCreatorDefaultPermissionsItem",
    "ProjectConfigTeamMemberDefaultPermissionsItem",
    "ProjectConfigUpdate",
    "ProjectConfigUpdateOauthAccountMergeStrategy",
    "ProjectConfigUpdateTeamCreatorDefaultPermissionsItem",
    "ProjectConfigUpdateTeamMemberDefaultPermissionsItem",
    "ProjectConfigUpdateUserDefaultPermissionsItem",
    "ProjectConfigUserDefaultPermissionsItem",
    "RateLimit",
    "RateLimitSettings",
    "RateLimitSettingsAnonymousSignUpsPerIp",
    "RateLimitSettingsCodeChecksPerIp",
    "RateLimitSettingsCodeSendsPerIp",
    "RateLimitSettingsEmailsPerAddress",
    "RateLimitSettingsFailedKeyChecksPerIp",
    "RateLimitSettingsPasswordResetsPerIp",
    "RateLimitSettingsRefreshesPerIp",
    "RateLimitSettingsSignInsPerIp",
    "RateLimitSettingsSignUpsPerIp",
    "RefreshedSession",
    "RenderEmailBody",
    "RenderEmailBodyVariables",
    "RenderEmailResult",
    "ResetPasswordBody",
    "SendEmailBody",
    "SendEmailBodyNotificationCategoryName",
    "SendEmailBodyVariables",
    "SendEmailResult",
    "SendEmailResultResultsItem",
    "SendResetCodeBody",
    "SendResetCodeResult",
    "SendResetCodeResultSuccess",
    "SendSignInCodeBody",
    "SendSignInCodeResult",
    "SendSignInInvitationBody",
    "SendTestEmailBody",
    "SendTestEmailBodyEmailConfig",
    "SendTestEmailResult",
    "SendVerificationCodeBody",
    "ServerUser",
    "ServerUserList",
    "ServerUserListPagination",
    "ServerUserOauthProvidersItem",
    "ServerUserRestrictedReasonType0",
    "ServerUserRestrictedReasonType0Type",
    "ServerUserRiskScores",
    "ServerUserRiskScoresSignUp",
    "ServerUserSelectedTeamType0",
    "Session",
    "SessionList",
    "SetPasswordBody",
    "SignInTokens",
    "SignInWithPasswordBody",
    "SignUpWithPasswordBody",
    "Success",
    "TrustedDomain",
    "UpdateApiKeySetBody",
    "UpdateContactChannelBody",
    "UpdateContactChannelBodyType",
    "UpdateEmailDraftBody",
    "UpdateEmailTemplateBody",
    "UpdateEmailTemplateResult",
    "UpdateEmailThemeBody",
    "UpdateEmailThemeResult",
    "UpdateNotificationPreferenceBody",
    "UpdatePasswordBody",
    "UpdateProjectBody",
    "UpdateUserBody",
    "VerificationCallbackBody",
    "VerificationCodeLifetimes",
)
