"""Contains all the data models used in inputs/outputs"""

from .admin_project import AdminProject
from .admin_project_list import AdminProjectList
from .api_key_last_four import ApiKeyLastFour
from .api_key_set import ApiKeySet
from .api_key_set_list import ApiKeySetList
from .apple_native_sign_in_body import AppleNativeSignInBody
from .apple_native_sign_in_result import AppleNativeSignInResult
from .authorize_o_auth_code_challenge_method import AuthorizeOAuthCodeChallengeMethod
from .authorize_o_auth_grant_type import AuthorizeOAuthGrantType
from .authorize_o_auth_response_type import AuthorizeOAuthResponseType
from .authorize_o_auth_stack_response_mode import AuthorizeOAuthStackResponseMode
from .authorize_o_auth_type import AuthorizeOAuthType
from .check_api_key_body import CheckApiKeyBody
from .cli_attempt import CliAttempt
from .cli_poll_pending import CliPollPending
from .cli_poll_pending_status import CliPollPendingStatus
from .cli_poll_success import CliPollSuccess
from .cli_poll_success_status import CliPollSuccessStatus
from .client_project import ClientProject
from .client_project_config import ClientProjectConfig
from .client_project_config_enabled_oauth_providers_item import ClientProjectConfigEnabledOauthProvidersItem
from .client_team import ClientTeam
from .client_team_member_profile import ClientTeamMemberProfile
from .client_user import ClientUser
from .client_user_oauth_providers_item import ClientUserOauthProvidersItem
from .client_user_restricted_reason_type_0 import ClientUserRestrictedReasonType0
from .client_user_restricted_reason_type_0_type import ClientUserRestrictedReasonType0Type
from .client_user_selected_team_type_0 import ClientUserSelectedTeamType0
from .code_body import CodeBody
from .code_check_result import CodeCheckResult
from .complete_cli_body import CompleteCliBody
from .complete_cli_body_mode import CompleteCliBodyMode
from .complete_cli_result_type_0 import CompleteCliResultType0
from .complete_cli_result_type_1 import CompleteCliResultType1
from .complete_cli_result_type_1_cli_session_state import CompleteCliResultType1CliSessionState
from .complete_cli_result_type_2 import CompleteCliResultType2
from .connected_access_token import ConnectedAccessToken
from .connected_access_token_request import ConnectedAccessTokenRequest
from .connected_account import ConnectedAccount
from .connected_account_list import ConnectedAccountList
from .contact_channel import ContactChannel
from .contact_channel_list import ContactChannelList
from .contact_channel_type import ContactChannelType
from .create_api_key_set_body import CreateApiKeySetBody
from .create_cli_attempt_body import CreateCliAttemptBody
from .create_contact_channel_body import CreateContactChannelBody
from .create_contact_channel_body_type import CreateContactChannelBodyType
from .create_email_draft_body import CreateEmailDraftBody
from .create_email_template_body import CreateEmailTemplateBody
from .create_o_auth_provider_link_body import CreateOAuthProviderLinkBody
from .create_permission_definition_body import CreatePermissionDefinitionBody
from .create_project_body import CreateProjectBody
from .create_session_body import CreateSessionBody
from .create_team_api_key_body import CreateTeamApiKeyBody
from .create_team_body import CreateTeamBody
from .create_user_api_key_body import CreateUserApiKeyBody
from .create_user_body import CreateUserBody
from .create_user_body_oauth_providers_item import CreateUserBodyOauthProvidersItem
from .create_user_body_risk_scores import CreateUserBodyRiskScores
from .create_user_body_risk_scores_sign_up import CreateUserBodyRiskScoresSignUp
from .created_api_key_set import CreatedApiKeySet
from .created_id import CreatedId
from .created_session import CreatedSession
from .created_team_api_key import CreatedTeamApiKey
from .created_team_api_key_type import CreatedTeamApiKeyType
from .created_user_api_key import CreatedUserApiKey
from .created_user_api_key_type import CreatedUserApiKeyType
from .cross_domain_authorize_request import CrossDomainAuthorizeRequest
from .cross_domain_authorize_request_code_challenge_method import CrossDomainAuthorizeRequestCodeChallengeMethod
from .cross_domain_authorize_result import CrossDomainAuthorizeResult
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
from .jwk import Jwk
from .jwk_alg import JwkAlg
from .jwk_crv import JwkCrv
from .jwk_kty import JwkKty
from .jwk_set import JwkSet
from .jwk_use import JwkUse
from .known_error import KnownError
from .known_error_accesstokenexpired import KnownErrorACCESSTOKENEXPIRED
from .known_error_accesstypewithoutprojectid import KnownErrorACCESSTYPEWITHOUTPROJECTID
from .known_error_adminaccesstokenexpired import KnownErrorADMINACCESSTOKENEXPIRED
from .known_error_apikeylimitreached import KnownErrorAPIKEYLIMITREACHED
from .known_error_branchdoesnotexist import KnownErrorBRANCHDOESNOTEXIST
from .known_error_contactchannelalreadyusedforauthbysomeoneelse import (
    KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE,
)
from .known_error_contactchannellimitreached import KnownErrorCONTACTCHANNELLIMITREACHED
from .known_error_containedpermissioncycle import KnownErrorCONTAINEDPERMISSIONCYCLE
from .known_error_containedpermissionnotfound import KnownErrorCONTAINEDPERMISSIONNOTFOUND
from .known_error_currentprojectnotfound import KnownErrorCURRENTPROJECTNOTFOUND
from .known_error_databaseunavailable import KnownErrorDATABASEUNAVAILABLE
from .known_error_details import KnownErrorDetails
from .known_error_details_accesstokenexpired import KnownErrorDetailsACCESSTOKENEXPIRED
from .known_error_details_accesstypewithoutprojectid import KnownErrorDetailsACCESSTYPEWITHOUTPROJECTID
from .known_error_details_adminaccesstokenexpired import KnownErrorDetailsADMINACCESSTOKENEXPIRED
from .known_error_details_apikeylimitreached import KnownErrorDetailsAPIKEYLIMITREACHED
from .known_error_details_branchdoesnotexist import KnownErrorDetailsBRANCHDOESNOTEXIST
from .known_error_details_contactchannelalreadyusedforauthbysomeoneelse import (
    KnownErrorDetailsCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE,
)
from .known_error_details_contactchannellimitreached import KnownErrorDetailsCONTACTCHANNELLIMITREACHED
from .known_error_details_containedpermissioncycle import KnownErrorDetailsCONTAINEDPERMISSIONCYCLE
from .known_error_details_containedpermissionnotfound import KnownErrorDetailsCONTAINEDPERMISSIONNOTFOUND
from .known_error_details_currentprojectnotfound import KnownErrorDetailsCURRENTPROJECTNOTFOUND
from .known_error_details_databaseunavailable import KnownErrorDetailsDATABASEUNAVAILABLE
from .known_error_details_emaildraftnotfound import KnownErrorDetailsEMAILDRAFTNOTFOUND
from .known_error_details_emailisnotprimaryemail import KnownErrorDetailsEMAILISNOTPRIMARYEMAIL
from .known_error_details_emailrenderingerror import KnownErrorDetailsEMAILRENDERINGERROR
from .known_error_details_emailtemplatenotfound import KnownErrorDetailsEMAILTEMPLATENOTFOUND
from .known_error_details_emailthemenotfound import KnownErrorDetailsEMAILTHEMENOTFOUND
from .known_error_details_insufficientaccesstype import KnownErrorDetailsINSUFFICIENTACCESSTYPE
from .known_error_details_internalservererror import KnownErrorDetailsINTERNALSERVERERROR
from .known_error_details_invalidoauthclientidorsecret import KnownErrorDetailsINVALIDOAUTHCLIENTIDORSECRET
from .known_error_details_invalidprofileimage import KnownErrorDetailsINVALIDPROFILEIMAGE
from .known_error_details_invalidprojectforaccesstoken import KnownErrorDetailsINVALIDPROJECTFORACCESSTOKEN
from .known_error_details_invalidpublishableclientkey import KnownErrorDetailsINVALIDPUBLISHABLECLIENTKEY
from .known_error_details_invalidsecretserverkey import KnownErrorDetailsINVALIDSECRETSERVERKEY
from .known_error_details_invalidsupersecretadminkey import KnownErrorDetailsINVALIDSUPERSECRETADMINKEY
from .known_error_details_methodnotallowed import KnownErrorDetailsMETHODNOTALLOWED
from .known_error_details_multifactorauthenticationrequired import KnownErrorDetailsMULTIFACTORAUTHENTICATIONREQUIRED
from .known_error_details_notificationcategorycannotbedisabled import (
    KnownErrorDetailsNOTIFICATIONCATEGORYCANNOTBEDISABLED,
)
from .known_error_details_notificationcategorynotfound import KnownErrorDetailsNOTIFICATIONCATEGORYNOTFOUND
from .known_error_details_oauthcallbackfailed import KnownErrorDetailsOAUTHCALLBACKFAILED
from .known_error_details_outboundaddressnotallowed import KnownErrorDetailsOUTBOUNDADDRESSNOTALLOWED
from .known_error_details_passkeywebauthnerror import KnownErrorDetailsPASSKEYWEBAUTHNERROR
from .known_error_details_passwordtoolong import KnownErrorDetailsPASSWORDTOOLONG
from .known_error_details_passwordtooshort import KnownErrorDetailsPASSWORDTOOSHORT
from .known_error_details_permissionidalreadyexists import KnownErrorDetailsPERMISSIONIDALREADYEXISTS
from .known_error_details_permissionnotfound import KnownErrorDetailsPERMISSIONNOTFOUND
from .known_error_details_projectnotfound import KnownErrorDetailsPROJECTNOTFOUND
from .known_error_details_publishableclientkeyrequiredforproject import (
    KnownErrorDetailsPUBLISHABLECLIENTKEYREQUIREDFORPROJECT,
)
from .known_error_details_recentsigninrequired import KnownErrorDetailsRECENTSIGNINREQUIRED
from .known_error_details_recentsigninrequired_accepted_proofs_item import (
    KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem,
)
from .known_error_details_requestbodytoolarge import KnownErrorDetailsREQUESTBODYTOOLARGE
from .known_error_details_restrictedusernotallowed import KnownErrorDetailsRESTRICTEDUSERNOTALLOWED
from .known_error_details_restrictedusernotallowed_restricted_reason import (
    KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason,
)
from .known_error_details_restrictedusernotallowed_restricted_reason_type import (
    KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType,
)
from .known_error_details_routenotfound import KnownErrorDetailsROUTENOTFOUND
from .known_error_details_schemaerror import KnownErrorDetailsSCHEMAERROR
from .known_error_details_sharedoauthkeysnotallowedinproduction import (
    KnownErrorDetailsSHAREDOAUTHKEYSNOTALLOWEDINPRODUCTION,
)
from .known_error_details_systempermissioncannotbechanged import KnownErrorDetailsSYSTEMPERMISSIONCANNOTBECHANGED
from .known_error_details_teaminvitationlimitreached import KnownErrorDetailsTEAMINVITATIONLIMITREACHED
from .known_error_details_teaminvitationrestrictedusernotallowed import (
    KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWED,
)
from .known_error_details_teaminvitationrestrictedusernotallowed_restricted_reason import (
    KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason,
)
from .known_error_details_teaminvitationrestrictedusernotallowed_restricted_reason_type import (
    KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReasonType,
)
from .known_error_details_teamlastadmin import KnownErrorDetailsTEAMLASTADMIN
from .known_error_details_teamlimitreached import KnownErrorDetailsTEAMLIMITREACHED
from .known_error_details_teammembershipnotfound import KnownErrorDetailsTEAMMEMBERSHIPNOTFOUND
from .known_error_details_teamnotfound import KnownErrorDetailsTEAMNOTFOUND
from .known_error_details_teampermissionnotfound import KnownErrorDetailsTEAMPERMISSIONNOTFOUND
from .known_error_details_teampermissionrequired import KnownErrorDetailsTEAMPERMISSIONREQUIRED
from .known_error_details_toomanyrequests import KnownErrorDetailsTOOMANYREQUESTS
from .known_error_details_unsupportedgranttype import KnownErrorDetailsUNSUPPORTEDGRANTTYPE
from .known_error_details_useremailalreadyexists import KnownErrorDetailsUSEREMAILALREADYEXISTS
from .known_error_details_useriddoesnotexist import KnownErrorDetailsUSERIDDOESNOTEXIST
from .known_error_details_wrongapikeytype import KnownErrorDetailsWRONGAPIKEYTYPE
from .known_error_details_wrongapikeytype_actual_type import KnownErrorDetailsWRONGAPIKEYTYPEActualType
from .known_error_details_wrongapikeytype_expected_type import KnownErrorDetailsWRONGAPIKEYTYPEExpectedType
from .known_error_details_wrongpermissionscope import KnownErrorDetailsWRONGPERMISSIONSCOPE
from .known_error_details_wrongpermissionscope_actual_scope import KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope
from .known_error_details_wrongpermissionscope_expected_scope import KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope
from .known_error_emaildraftnotfound import KnownErrorEMAILDRAFTNOTFOUND
from .known_error_emailisnotprimaryemail import KnownErrorEMAILISNOTPRIMARYEMAIL
from .known_error_emailrenderingerror import KnownErrorEMAILRENDERINGERROR
from .known_error_emailtemplatenotfound import KnownErrorEMAILTEMPLATENOTFOUND
from .known_error_emailthemenotfound import KnownErrorEMAILTHEMENOTFOUND
from .known_error_insufficientaccesstype import KnownErrorINSUFFICIENTACCESSTYPE
from .known_error_internalservererror import KnownErrorINTERNALSERVERERROR
from .known_error_invalidoauthclientidorsecret import KnownErrorINVALIDOAUTHCLIENTIDORSECRET
from .known_error_invalidprofileimage import KnownErrorINVALIDPROFILEIMAGE
from .known_error_invalidprojectforaccesstoken import KnownErrorINVALIDPROJECTFORACCESSTOKEN
from .known_error_invalidpublishableclientkey import KnownErrorINVALIDPUBLISHABLECLIENTKEY
from .known_error_invalidsecretserverkey import KnownErrorINVALIDSECRETSERVERKEY
from .known_error_invalidsupersecretadminkey import KnownErrorINVALIDSUPERSECRETADMINKEY
from .known_error_methodnotallowed import KnownErrorMETHODNOTALLOWED
from .known_error_multifactorauthenticationrequired import KnownErrorMULTIFACTORAUTHENTICATIONREQUIRED
from .known_error_notificationcategorycannotbedisabled import KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLED
from .known_error_notificationcategorynotfound import KnownErrorNOTIFICATIONCATEGORYNOTFOUND
from .known_error_oauthcallbackfailed import KnownErrorOAUTHCALLBACKFAILED
from .known_error_outboundaddressnotallowed import KnownErrorOUTBOUNDADDRESSNOTALLOWED
from .known_error_passkeywebauthnerror import KnownErrorPASSKEYWEBAUTHNERROR
from .known_error_passwordtoolong import KnownErrorPASSWORDTOOLONG
from .known_error_passwordtooshort import KnownErrorPASSWORDTOOSHORT
from .known_error_permissionidalreadyexists import KnownErrorPERMISSIONIDALREADYEXISTS
from .known_error_permissionnotfound import KnownErrorPERMISSIONNOTFOUND
from .known_error_projectnotfound import KnownErrorPROJECTNOTFOUND
from .known_error_publishableclientkeyrequiredforproject import KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT
from .known_error_recentsigninrequired import KnownErrorRECENTSIGNINREQUIRED
from .known_error_requestbodytoolarge import KnownErrorREQUESTBODYTOOLARGE
from .known_error_restrictedusernotallowed import KnownErrorRESTRICTEDUSERNOTALLOWED
from .known_error_routenotfound import KnownErrorROUTENOTFOUND
from .known_error_schemaerror import KnownErrorSCHEMAERROR
from .known_error_sharedoauthkeysnotallowedinproduction import KnownErrorSHAREDOAUTHKEYSNOTALLOWEDINPRODUCTION
from .known_error_systempermissioncannotbechanged import KnownErrorSYSTEMPERMISSIONCANNOTBECHANGED
from .known_error_teaminvitationlimitreached import KnownErrorTEAMINVITATIONLIMITREACHED
from .known_error_teaminvitationrestrictedusernotallowed import KnownErrorTEAMINVITATIONRESTRICTEDUSERNOTALLOWED
from .known_error_teamlastadmin import KnownErrorTEAMLASTADMIN
from .known_error_teamlimitreached import KnownErrorTEAMLIMITREACHED
from .known_error_teammembershipnotfound import KnownErrorTEAMMEMBERSHIPNOTFOUND
from .known_error_teamnotfound import KnownErrorTEAMNOTFOUND
from .known_error_teampermissionnotfound import KnownErrorTEAMPERMISSIONNOTFOUND
from .known_error_teampermissionrequired import KnownErrorTEAMPERMISSIONREQUIRED
from .known_error_toomanyrequests import KnownErrorTOOMANYREQUESTS
from .known_error_unsupportedgranttype import KnownErrorUNSUPPORTEDGRANTTYPE
from .known_error_useremailalreadyexists import KnownErrorUSEREMAILALREADYEXISTS
from .known_error_useriddoesnotexist import KnownErrorUSERIDDOESNOTEXIST
from .known_error_wrongapikeytype import KnownErrorWRONGAPIKEYTYPE
from .known_error_wrongpermissionscope import KnownErrorWRONGPERMISSIONSCOPE
from .list_users_order_by import ListUsersOrderBy
from .mfa_sign_in_body import MfaSignInBody
from .mfa_sign_in_body_type import MfaSignInBodyType
from .mfa_sign_in_result import MfaSignInResult
from .notification_preference import NotificationPreference
from .notification_preference_list import NotificationPreferenceList
from .o_auth_authorize_location import OAuthAuthorizeLocation
from .o_auth_callback_fields import OAuthCallbackFields
from .o_auth_provider_config import OAuthProviderConfig
from .o_auth_provider_config_id import OAuthProviderConfigId
from .o_auth_provider_config_type import OAuthProviderConfigType
from .o_auth_provider_link_client import OAuthProviderLinkClient
from .o_auth_provider_link_list import OAuthProviderLinkList
from .o_auth_provider_link_server import OAuthProviderLinkServer
from .o_auth_token_request import OAuthTokenRequest
from .o_auth_token_response import OAuthTokenResponse
from .o_auth_token_response_scope import OAuthTokenResponseScope
from .o_auth_token_response_token_type import OAuthTokenResponseTokenType
from .ok_body import OkBody
from .ok_body_ok import OkBodyOk
from .open_id_configuration import OpenIdConfiguration
from .open_id_configuration_grant_types_supported_item import OpenIdConfigurationGrantTypesSupportedItem
from .open_id_configuration_id_token_signing_alg_values_supported_item import (
    OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem,
)
from .open_id_configuration_subject_types_supported_item import OpenIdConfigurationSubjectTypesSupportedItem
from .open_id_configuration_token_endpoint_auth_methods_supported_item import (
    OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem,
)
from .otp_sign_in_result import OtpSignInResult
from .outbox_email import OutboxEmail
from .outbox_email_status import OutboxEmailStatus
from .outbox_list import OutboxList
from .outbox_list_pagination import OutboxListPagination
from .passkey_authentication_options import PasskeyAuthenticationOptions
from .passkey_authentication_options_allow_credentials_item import PasskeyAuthenticationOptionsAllowCredentialsItem
from .passkey_authentication_options_allow_credentials_item_type import (
    PasskeyAuthenticationOptionsAllowCredentialsItemType,
)
from .passkey_authentication_options_user_verification import PasskeyAuthenticationOptionsUserVerification
from .passkey_authentication_response import PasskeyAuthenticationResponse
from .passkey_authentication_response_authenticator_attachment import (
    PasskeyAuthenticationResponseAuthenticatorAttachment,
)
from .passkey_authentication_response_client_extension_results import (
    PasskeyAuthenticationResponseClientExtensionResults,
)
from .passkey_authentication_response_response import PasskeyAuthenticationResponseResponse
from .passkey_authentication_response_type import PasskeyAuthenticationResponseType
from .passkey_authentication_start import PasskeyAuthenticationStart
from .passkey_registration_options import PasskeyRegistrationOptions
from .passkey_registration_options_attestation import PasskeyRegistrationOptionsAttestation
from .passkey_registration_options_authenticator_selection import PasskeyRegistrationOptionsAuthenticatorSelection
from .passkey_registration_options_authenticator_selection_resident_key import (
    PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey,
)
from .passkey_registration_options_authenticator_selection_user_verification import (
    PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification,
)
from .passkey_registration_options_exclude_credentials_item import PasskeyRegistrationOptionsExcludeCredentialsItem
from .passkey_registration_options_exclude_credentials_item_type import (
    PasskeyRegistrationOptionsExcludeCredentialsItemType,
)
from .passkey_registration_options_extensions import PasskeyRegistrationOptionsExtensions
from .passkey_registration_options_pub_key_cred_params_item import PasskeyRegistrationOptionsPubKeyCredParamsItem
from .passkey_registration_options_pub_key_cred_params_item_type import (
    PasskeyRegistrationOptionsPubKeyCredParamsItemType,
)
from .passkey_registration_options_rp import PasskeyRegistrationOptionsRp
from .passkey_registration_options_user import PasskeyRegistrationOptionsUser
from .passkey_registration_response import PasskeyRegistrationResponse
from .passkey_registration_response_authenticator_attachment import PasskeyRegistrationResponseAuthenticatorAttachment
from .passkey_registration_response_client_extension_results import PasskeyRegistrationResponseClientExtensionResults
from .passkey_registration_response_response import PasskeyRegistrationResponseResponse
from .passkey_registration_response_type import PasskeyRegistrationResponseType
from .passkey_registration_start import PasskeyRegistrationStart
from .passkey_sign_in_body import PasskeySignInBody
from .passkey_sign_in_result import PasskeySignInResult
from .permission_definition import PermissionDefinition
from .permission_definition_list import PermissionDefinitionList
from .poll_cli_body import PollCliBody
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
from .project_permission import ProjectPermission
from .project_permission_list import ProjectPermissionList
from .rate_limit import RateLimit
from .rate_limit_settings import RateLimitSettings
from .rate_limit_settings_anonymous_sign_ups_per_ip import RateLimitSettingsAnonymousSignUpsPerIp
from .rate_limit_settings_api_key_creations_per_user import RateLimitSettingsApiKeyCreationsPerUser
from .rate_limit_settings_cli_polls_per_ip import RateLimitSettingsCliPollsPerIp
from .rate_limit_settings_code_checks_per_ip import RateLimitSettingsCodeChecksPerIp
from .rate_limit_settings_code_sends_per_ip import RateLimitSettingsCodeSendsPerIp
from .rate_limit_settings_emails_per_address import RateLimitSettingsEmailsPerAddress
from .rate_limit_settings_failed_key_checks_per_ip import RateLimitSettingsFailedKeyChecksPerIp
from .rate_limit_settings_password_resets_per_ip import RateLimitSettingsPasswordResetsPerIp
from .rate_limit_settings_refreshes_per_ip import RateLimitSettingsRefreshesPerIp
from .rate_limit_settings_sign_ins_per_ip import RateLimitSettingsSignInsPerIp
from .rate_limit_settings_sign_ups_per_ip import RateLimitSettingsSignUpsPerIp
from .rate_limit_settings_team_creations_per_user import RateLimitSettingsTeamCreationsPerUser
from .rate_limit_settings_totp_failures_per_account import RateLimitSettingsTotpFailuresPerAccount
from .reauthenticate_body import ReauthenticateBody
from .refreshed_session import RefreshedSession
from .register_passkey_body import RegisterPasskeyBody
from .register_passkey_result import RegisterPasskeyResult
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
from .send_team_invitation_body import SendTeamInvitationBody
from .send_team_invitation_result import SendTeamInvitationResult
from .send_test_email_body import SendTestEmailBody
from .send_test_email_body_email_config import SendTestEmailBodyEmailConfig
from .send_test_email_result import SendTestEmailResult
from .send_verification_code_body import SendVerificationCodeBody
from .server_team import ServerTeam
from .server_team_member_profile import ServerTeamMemberProfile
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
from .sign_in_method_counts import SignInMethodCounts
from .sign_in_method_counts_oauth_providers import SignInMethodCountsOauthProviders
from .sign_in_tokens import SignInTokens
from .sign_in_with_password_body import SignInWithPasswordBody
from .sign_up_with_password_body import SignUpWithPasswordBody
from .success import Success
from .team_api_key import TeamApiKey
from .team_api_key_list import TeamApiKeyList
from .team_api_key_type import TeamApiKeyType
from .team_api_key_value import TeamApiKeyValue
from .team_invitation import TeamInvitation
from .team_invitation_accepted import TeamInvitationAccepted
from .team_invitation_details import TeamInvitationDetails
from .team_invitation_list import TeamInvitationList
from .team_list import TeamList
from .team_member_profile_list import TeamMemberProfileList
from .team_membership import TeamMembership
from .team_permission import TeamPermission
from .team_permission_list import TeamPermissionList
from .transfer_project_body import TransferProjectBody
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
from .update_o_auth_provider_link_body import UpdateOAuthProviderLinkBody
from .update_owner_api_key_body import UpdateOwnerApiKeyBody
from .update_password_body import UpdatePasswordBody
from .update_permission_definition_body import UpdatePermissionDefinitionBody
from .update_project_body import UpdateProjectBody
from .update_team_body import UpdateTeamBody
from .update_team_member_profile_body import UpdateTeamMemberProfileBody
from .update_user_body import UpdateUserBody
from .update_user_body_risk_scores import UpdateUserBodyRiskScores
from .update_user_body_risk_scores_sign_up import UpdateUserBodyRiskScoresSignUp
from .user_api_key import UserApiKey
from .user_api_key_list import UserApiKeyList
from .user_api_key_type import UserApiKeyType
from .user_api_key_value import UserApiKeyValue
from .verification_callback_body import VerificationCallbackBody
from .verification_code_lifetimes import VerificationCodeLifetimes

__all__ = (
    "AdminProject",
    "AdminProjectList",
    "ApiKeyLastFour",
    "ApiKeySet",
    "ApiKeySetList",
    "AppleNativeSignInBody",
    "AppleNativeSignInResult",
    "AuthorizeOAuthCodeChallengeMethod",
    "AuthorizeOAuthGrantType",
    "AuthorizeOAuthResponseType",
    "AuthorizeOAuthStackResponseMode",
    "AuthorizeOAuthType",
    "CheckApiKeyBody",
    "CliAttempt",
    "ClientProject",
    "ClientProjectConfig",
    "ClientProjectConfigEnabledOauthProvidersItem",
    "ClientTeam",
    "ClientTeamMemberProfile",
    "ClientUser",
    "ClientUserOauthProvidersItem",
    "ClientUserRestrictedReasonType0",
    "ClientUserRestrictedReasonType0Type",
    "ClientUserSelectedTeamType0",
    "CliPollPending",
    "CliPollPendingStatus",
    "CliPollSuccess",
    "CliPollSuccessStatus",
    "CodeBody",
    "CodeCheckResult",
    "CompleteCliBody",
    "CompleteCliBodyMode",
    "CompleteCliResultType0",
    "CompleteCliResultType1",
    "CompleteCliResultType1CliSessionState",
    "CompleteCliResultType2",
    "ConnectedAccessToken",
    "ConnectedAccessTokenRequest",
    "ConnectedAccount",
    "ConnectedAccountList",
    "ContactChannel",
    "ContactChannelList",
    "ContactChannelType",
    "CreateApiKeySetBody",
    "CreateCliAttemptBody",
    "CreateContactChannelBody",
    "CreateContactChannelBodyType",
    "CreatedApiKeySet",
    "CreatedId",
    "CreatedSession",
    "CreatedTeamApiKey",
    "CreatedTeamApiKeyType",
    "CreatedUserApiKey",
    "CreatedUserApiKeyType",
    "CreateEmailDraftBody",
    "CreateEmailTemplateBody",
    "CreateOAuthProviderLinkBody",
    "CreatePermissionDefinitionBody",
    "CreateProjectBody",
    "CreateSessionBody",
    "CreateTeamApiKeyBody",
    "CreateTeamBody",
    "CreateUserApiKeyBody",
    "CreateUserBody",
    "CreateUserBodyOauthProvidersItem",
    "CreateUserBodyRiskScores",
    "CreateUserBodyRiskScoresSignUp",
    "CrossDomainAuthorizeRequest",
    "CrossDomainAuthorizeRequestCodeChallengeMethod",
    "CrossDomainAuthorizeResult",
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
    "Jwk",
    "JwkAlg",
    "JwkCrv",
    "JwkKty",
    "JwkSet",
    "JwkUse",
    "KnownError",
    "KnownErrorACCESSTOKENEXPIRED",
    "KnownErrorACCESSTYPEWITHOUTPROJECTID",
    "KnownErrorADMINACCESSTOKENEXPIRED",
    "KnownErrorAPIKEYLIMITREACHED",
    "KnownErrorBRANCHDOESNOTEXIST",
    "KnownErrorCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE",
    "KnownErrorCONTACTCHANNELLIMITREACHED",
    "KnownErrorCONTAINEDPERMISSIONCYCLE",
    "KnownErrorCONTAINEDPERMISSIONNOTFOUND",
    "KnownErrorCURRENTPROJECTNOTFOUND",
    "KnownErrorDATABASEUNAVAILABLE",
    "KnownErrorDetails",
    "KnownErrorDetailsACCESSTOKENEXPIRED",
    "KnownErrorDetailsACCESSTYPEWITHOUTPROJECTID",
    "KnownErrorDetailsADMINACCESSTOKENEXPIRED",
    "KnownErrorDetailsAPIKEYLIMITREACHED",
    "KnownErrorDetailsBRANCHDOESNOTEXIST",
    "KnownErrorDetailsCONTACTCHANNELALREADYUSEDFORAUTHBYSOMEONEELSE",
    "KnownErrorDetailsCONTACTCHANNELLIMITREACHED",
    "KnownErrorDetailsCONTAINEDPERMISSIONCYCLE",
    "KnownErrorDetailsCONTAINEDPERMISSIONNOTFOUND",
    "KnownErrorDetailsCURRENTPROJECTNOTFOUND",
    "KnownErrorDetailsDATABASEUNAVAILABLE",
    "KnownErrorDetailsEMAILDRAFTNOTFOUND",
    "KnownErrorDetailsEMAILISNOTPRIMARYEMAIL",
    "KnownErrorDetailsEMAILRENDERINGERROR",
    "KnownErrorDetailsEMAILTEMPLATENOTFOUND",
    "KnownErrorDetailsEMAILTHEMENOTFOUND",
    "KnownErrorDetailsINSUFFICIENTACCESSTYPE",
    "KnownErrorDetailsINTERNALSERVERERROR",
    "KnownErrorDetailsINVALIDOAUTHCLIENTIDORSECRET",
    "KnownErrorDetailsINVALIDPROFILEIMAGE",
    "KnownErrorDetailsINVALIDPROJECTFORACCESSTOKEN",
    "KnownErrorDetailsINVALIDPUBLISHABLECLIENTKEY",
    "KnownErrorDetailsINVALIDSECRETSERVERKEY",
    "KnownErrorDetailsINVALIDSUPERSECRETADMINKEY",
    "KnownErrorDetailsMETHODNOTALLOWED",
    "KnownErrorDetailsMULTIFACTORAUTHENTICATIONREQUIRED",
    "KnownErrorDetailsNOTIFICATIONCATEGORYCANNOTBEDISABLED",
    "KnownErrorDetailsNOTIFICATIONCATEGORYNOTFOUND",
    "KnownErrorDetailsOAUTHCALLBACKFAILED",
    "KnownErrorDetailsOUTBOUNDADDRESSNOTALLOWED",
    "KnownErrorDetailsPASSKEYWEBAUTHNERROR",
    "KnownErrorDetailsPASSWORDTOOLONG",
    "KnownErrorDetailsPASSWORDTOOSHORT",
    "KnownErrorDetailsPERMISSIONIDALREADYEXISTS",
    "KnownErrorDetailsPERMISSIONNOTFOUND",
    "KnownErrorDetailsPROJECTNOTFOUND",
    "KnownErrorDetailsPUBLISHABLECLIENTKEYREQUIREDFORPROJECT",
    "KnownErrorDetailsRECENTSIGNINREQUIRED",
    "KnownErrorDetailsRECENTSIGNINREQUIREDAcceptedProofsItem",
    "KnownErrorDetailsREQUESTBODYTOOLARGE",
    "KnownErrorDetailsRESTRICTEDUSERNOTALLOWED",
    "KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReason",
    "KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType",
    "KnownErrorDetailsROUTENOTFOUND",
    "KnownErrorDetailsSCHEMAERROR",
    "KnownErrorDetailsSHAREDOAUTHKEYSNOTALLOWEDINPRODUCTION",
    "KnownErrorDetailsSYSTEMPERMISSIONCANNOTBECHANGED",
    "KnownErrorDetailsTEAMINVITATIONLIMITREACHED",
    "KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWED",
    "KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReason",
    "KnownErrorDetailsTEAMINVITATIONRESTRICTEDUSERNOTALLOWEDRestrictedReasonType",
    "KnownErrorDetailsTEAMLASTADMIN",
    "KnownErrorDetailsTEAMLIMITREACHED",
    "KnownErrorDetailsTEAMMEMBERSHIPNOTFOUND",
    "KnownErrorDetailsTEAMNOTFOUND",
    "KnownErrorDetailsTEAMPERMISSIONNOTFOUND",
    "KnownErrorDetailsTEAMPERMISSIONREQUIRED",
    "KnownErrorDetailsTOOMANYREQUESTS",
    "KnownErrorDetailsUNSUPPORTEDGRANTTYPE",
    "KnownErrorDetailsUSEREMAILALREADYEXISTS",
    "KnownErrorDetailsUSERIDDOESNOTEXIST",
    "KnownErrorDetailsWRONGAPIKEYTYPE",
    "KnownErrorDetailsWRONGAPIKEYTYPEActualType",
    "KnownErrorDetailsWRONGAPIKEYTYPEExpectedType",
    "KnownErrorDetailsWRONGPERMISSIONSCOPE",
    "KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope",
    "KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope",
    "KnownErrorEMAILDRAFTNOTFOUND",
    "KnownErrorEMAILISNOTPRIMARYEMAIL",
    "KnownErrorEMAILRENDERINGERROR",
    "KnownErrorEMAILTEMPLATENOTFOUND",
    "KnownErrorEMAILTHEMENOTFOUND",
    "KnownErrorINSUFFICIENTACCESSTYPE",
    "KnownErrorINTERNALSERVERERROR",
    "KnownErrorINVALIDOAUTHCLIENTIDORSECRET",
    "KnownErrorINVALIDPROFILEIMAGE",
    "KnownErrorINVALIDPROJECTFORACCESSTOKEN",
    "KnownErrorINVALIDPUBLISHABLECLIENTKEY",
    "KnownErrorINVALIDSECRETSERVERKEY",
    "KnownErrorINVALIDSUPERSECRETADMINKEY",
    "KnownErrorMETHODNOTALLOWED",
    "KnownErrorMULTIFACTORAUTHENTICATIONREQUIRED",
    "KnownErrorNOTIFICATIONCATEGORYCANNOTBEDISABLED",
    "KnownErrorNOTIFICATIONCATEGORYNOTFOUND",
    "KnownErrorOAUTHCALLBACKFAILED",
    "KnownErrorOUTBOUNDADDRESSNOTALLOWED",
    "KnownErrorPASSKEYWEBAUTHNERROR",
    "KnownErrorPASSWORDTOOLONG",
    "KnownErrorPASSWORDTOOSHORT",
    "KnownErrorPERMISSIONIDALREADYEXISTS",
    "KnownErrorPERMISSIONNOTFOUND",
    "KnownErrorPROJECTNOTFOUND",
    "KnownErrorPUBLISHABLECLIENTKEYREQUIREDFORPROJECT",
    "KnownErrorRECENTSIGNINREQUIRED",
    "KnownErrorREQUESTBODYTOOLARGE",
    "KnownErrorRESTRICTEDUSERNOTALLOWED",
    "KnownErrorROUTENOTFOUND",
    "KnownErrorSCHEMAERROR",
    "KnownErrorSHAREDOAUTHKEYSNOTALLOWEDINPRODUCTION",
    "KnownErrorSYSTEMPERMISSIONCANNOTBECHANGED",
    "KnownErrorTEAMINVITATIONLIMITREACHED",
    "KnownErrorTEAMINVITATIONRESTRICTEDUSERNOTALLOWED",
    "KnownErrorTEAMLASTADMIN",
    "KnownErrorTEAMLIMITREACHED",
    "KnownErrorTEAMMEMBERSHIPNOTFOUND",
    "KnownErrorTEAMNOTFOUND",
    "KnownErrorTEAMPERMISSIONNOTFOUND",
    "KnownErrorTEAMPERMISSIONREQUIRED",
    "KnownErrorTOOMANYREQUESTS",
    "KnownErrorUNSUPPORTEDGRANTTYPE",
    "KnownErrorUSEREMAILALREADYEXISTS",
    "KnownErrorUSERIDDOESNOTEXIST",
    "KnownErrorWRONGAPIKEYTYPE",
    "KnownErrorWRONGPERMISSIONSCOPE",
    "ListUsersOrderBy",
    "MfaSignInBody",
    "MfaSignInBodyType",
    "MfaSignInResult",
    "NotificationPreference",
    "NotificationPreferenceList",
    "OAuthAuthorizeLocation",
    "OAuthCallbackFields",
    "OAuthProviderConfig",
    "OAuthProviderConfigId",
    "OAuthProviderConfigType",
    "OAuthProviderLinkClient",
    "OAuthProviderLinkList",
    "OAuthProviderLinkServer",
    "OAuthTokenRequest",
    "OAuthTokenResponse",
    "OAuthTokenResponseScope",
    "OAuthTokenResponseTokenType",
    "OkBody",
    "OkBodyOk",
    "OpenIdConfiguration",
    "OpenIdConfigurationGrantTypesSupportedItem",
    "OpenIdConfigurationIdTokenSigningAlgValuesSupportedItem",
    "OpenIdConfigurationSubjectTypesSupportedItem",
    "OpenIdConfigurationTokenEndpointAuthMethodsSupportedItem",
    "OtpSignInResult",
    "OutboxEmail",
    "OutboxEmailStatus",
    "OutboxList",
    "OutboxListPagination",
    "PasskeyAuthenticationOptions",
    "PasskeyAuthenticationOptionsAllowCredentialsItem",
    "PasskeyAuthenticationOptionsAllowCredentialsItemType",
    "PasskeyAuthenticationOptionsUserVerification",
    "PasskeyAuthenticationResponse",
    "PasskeyAuthenticationResponseAuthenticatorAttachment",
    "PasskeyAuthenticationResponseClientExtensionResults",
    "PasskeyAuthenticationResponseResponse",
    "PasskeyAuthenticationResponseType",
    "PasskeyAuthenticationStart",
    "PasskeyRegistrationOptions",
    "PasskeyRegistrationOptionsAttestation",
    "PasskeyRegistrationOptionsAuthenticatorSelection",
    "PasskeyRegistrationOptionsAuthenticatorSelectionResidentKey",
    "PasskeyRegistrationOptionsAuthenticatorSelectionUserVerification",
    "PasskeyRegistrationOptionsExcludeCredentialsItem",
    "PasskeyRegistrationOptionsExcludeCredentialsItemType",
    "PasskeyRegistrationOptionsExtensions",
    "PasskeyRegistrationOptionsPubKeyCredParamsItem",
    "PasskeyRegistrationOptionsPubKeyCredParamsItemType",
    "PasskeyRegistrationOptionsRp",
    "PasskeyRegistrationOptionsUser",
    "PasskeyRegistrationResponse",
    "PasskeyRegistrationResponseAuthenticatorAttachment",
    "PasskeyRegistrationResponseClientExtensionResults",
    "PasskeyRegistrationResponseResponse",
    "PasskeyRegistrationResponseType",
    "PasskeyRegistrationStart",
    "PasskeySignInBody",
    "PasskeySignInResult",
    "PermissionDefinition",
    "PermissionDefinitionList",
    "PollCliBody",
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
    "ProjectPermission",
    "ProjectPermissionList",
    "RateLimit",
    "RateLimitSettings",
    "RateLimitSettingsAnonymousSignUpsPerIp",
    "RateLimitSettingsApiKeyCreationsPerUser",
    "RateLimitSettingsCliPollsPerIp",
    "RateLimitSettingsCodeChecksPerIp",
    "RateLimitSettingsCodeSendsPerIp",
    "RateLimitSettingsEmailsPerAddress",
    "RateLimitSettingsFailedKeyChecksPerIp",
    "RateLimitSettingsPasswordResetsPerIp",
    "RateLimitSettingsRefreshesPerIp",
    "RateLimitSettingsSignInsPerIp",
    "RateLimitSettingsSignUpsPerIp",
    "RateLimitSettingsTeamCreationsPerUser",
    "RateLimitSettingsTotpFailuresPerAccount",
    "ReauthenticateBody",
    "RefreshedSession",
    "RegisterPasskeyBody",
    "RegisterPasskeyResult",
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
    "SendTeamInvitationBody",
    "SendTeamInvitationResult",
    "SendTestEmailBody",
    "SendTestEmailBodyEmailConfig",
    "SendTestEmailResult",
    "SendVerificationCodeBody",
    "ServerTeam",
    "ServerTeamMemberProfile",
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
    "SignInMethodCounts",
    "SignInMethodCountsOauthProviders",
    "SignInTokens",
    "SignInWithPasswordBody",
    "SignUpWithPasswordBody",
    "Success",
    "TeamApiKey",
    "TeamApiKeyList",
    "TeamApiKeyType",
    "TeamApiKeyValue",
    "TeamInvitation",
    "TeamInvitationAccepted",
    "TeamInvitationDetails",
    "TeamInvitationList",
    "TeamList",
    "TeamMemberProfileList",
    "TeamMembership",
    "TeamPermission",
    "TeamPermissionList",
    "TransferProjectBody",
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
    "UpdateOAuthProviderLinkBody",
    "UpdateOwnerApiKeyBody",
    "UpdatePasswordBody",
    "UpdatePermissionDefinitionBody",
    "UpdateProjectBody",
    "UpdateTeamBody",
    "UpdateTeamMemberProfileBody",
    "UpdateUserBody",
    "UpdateUserBodyRiskScores",
    "UpdateUserBodyRiskScoresSignUp",
    "UserApiKey",
    "UserApiKeyList",
    "UserApiKeyType",
    "UserApiKeyValue",
    "VerificationCallbackBody",
    "VerificationCodeLifetimes",
)
