// Generated from openapi/openapi.json by `make generate` (sdk/scripts/generate-errors.ts). Do not edit.
import type { components } from '@gatehouse/generated';
import { ApiKeyNotValidError, InvalidAccessTokenError, InvalidAdminAccessTokenError, InvalidProjectAuthenticationError, KnownError, PasswordRequirementsNotMetError, RefreshTokenError, VerificationCodeError } from './errors.ts';

type S = components['schemas'];

/** ACCESS_TOKEN_EXPIRED (HTTP 401). */
export class AccessTokenExpiredError extends InvalidAccessTokenError<'ACCESS_TOKEN_EXPIRED', S['KnownErrorDetails_ACCESS_TOKEN_EXPIRED']> {
  static readonly code = 'ACCESS_TOKEN_EXPIRED';
  static readonly status = 401;
}

/** ACCESS_TOKEN_REVOKED (HTTP 401). */
export class AccessTokenRevokedError extends InvalidAccessTokenError<'ACCESS_TOKEN_REVOKED', undefined> {
  static readonly code = 'ACCESS_TOKEN_REVOKED';
  static readonly status = 401;
}

/** ACCESS_TYPE_REQUIRED (HTTP 400). */
export class AccessTypeRequiredError extends KnownError<'ACCESS_TYPE_REQUIRED', undefined> {
  static readonly code = 'ACCESS_TYPE_REQUIRED';
  static readonly status = 400;
}

/** ACCESS_TYPE_WITHOUT_PROJECT_ID (HTTP 400). */
export class AccessTypeWithoutProjectIdError extends KnownError<'ACCESS_TYPE_WITHOUT_PROJECT_ID', S['KnownErrorDetails_ACCESS_TYPE_WITHOUT_PROJECT_ID']> {
  static readonly code = 'ACCESS_TYPE_WITHOUT_PROJECT_ID';
  static readonly status = 400;
}

/** ADMIN_ACCESS_TOKEN_EXPIRED (HTTP 401). */
export class AdminAccessTokenExpiredError extends InvalidAdminAccessTokenError<'ADMIN_ACCESS_TOKEN_EXPIRED', S['KnownErrorDetails_ADMIN_ACCESS_TOKEN_EXPIRED']> {
  static readonly code = 'ADMIN_ACCESS_TOKEN_EXPIRED';
  static readonly status = 401;
}

/** ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN (HTTP 401). */
export class AdminAccessTokenIsNotAdminError extends InvalidAdminAccessTokenError<'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN', undefined> {
  static readonly code = 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN';
  static readonly status = 401;
}

/** ADMIN_ACCESS_TOKEN_REVOKED (HTTP 401). */
export class AdminAccessTokenRevokedError extends InvalidAdminAccessTokenError<'ADMIN_ACCESS_TOKEN_REVOKED', undefined> {
  static readonly code = 'ADMIN_ACCESS_TOKEN_REVOKED';
  static readonly status = 401;
}

/** ADMIN_AUTHENTICATION_REQUIRED (HTTP 401). */
export class AdminAuthenticationRequiredError extends InvalidProjectAuthenticationError<'ADMIN_AUTHENTICATION_REQUIRED', undefined> {
  static readonly code = 'ADMIN_AUTHENTICATION_REQUIRED';
  static readonly status = 401;
}

/** AI_ASSISTANT_NOT_CONFIGURED (HTTP 503). */
export class AiAssistantNotConfiguredError extends KnownError<'AI_ASSISTANT_NOT_CONFIGURED', undefined> {
  static readonly code = 'AI_ASSISTANT_NOT_CONFIGURED';
  static readonly status = 503;
}

/** AI_ASSISTANT_UNAVAILABLE (HTTP 503). */
export class AiAssistantUnavailableError extends KnownError<'AI_ASSISTANT_UNAVAILABLE', undefined> {
  static readonly code = 'AI_ASSISTANT_UNAVAILABLE';
  static readonly status = 503;
}

/** AI_CHAT_THREAD_FULL (HTTP 400). */
export class AiChatThreadFullError extends KnownError<'AI_CHAT_THREAD_FULL', S['KnownErrorDetails_AI_CHAT_THREAD_FULL']> {
  static readonly code = 'AI_CHAT_THREAD_FULL';
  static readonly status = 400;
}

/** AI_CHAT_THREAD_LIMIT_REACHED (HTTP 400). */
export class AiChatThreadLimitReachedError extends KnownError<'AI_CHAT_THREAD_LIMIT_REACHED', S['KnownErrorDetails_AI_CHAT_THREAD_LIMIT_REACHED']> {
  static readonly code = 'AI_CHAT_THREAD_LIMIT_REACHED';
  static readonly status = 400;
}

/** ANONYMOUS_ACCOUNTS_NOT_ENABLED (HTTP 400). */
export class AnonymousAccountsNotEnabledError extends KnownError<'ANONYMOUS_ACCOUNTS_NOT_ENABLED', undefined> {
  static readonly code = 'ANONYMOUS_ACCOUNTS_NOT_ENABLED';
  static readonly status = 400;
}

/** ANONYMOUS_AUTHENTICATION_NOT_ALLOWED (HTTP 401). */
export class AnonymousAuthenticationNotAllowedError extends KnownError<'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED', undefined> {
  static readonly code = 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED';
  static readonly status = 401;
}

/** API_KEY_EXPIRED (HTTP 401). */
export class ApiKeyExpiredError extends ApiKeyNotValidError<'API_KEY_EXPIRED', undefined> {
  static readonly code = 'API_KEY_EXPIRED';
  static readonly status = 401;
}

/** API_KEY_LIMIT_REACHED (HTTP 409). */
export class ApiKeyLimitReachedError extends KnownError<'API_KEY_LIMIT_REACHED', S['KnownErrorDetails_API_KEY_LIMIT_REACHED']> {
  static readonly code = 'API_KEY_LIMIT_REACHED';
  static readonly status = 409;
}

/** API_KEY_NOT_FOUND (HTTP 404). */
export class ApiKeyNotFoundError extends ApiKeyNotValidError<'API_KEY_NOT_FOUND', undefined> {
  static readonly code = 'API_KEY_NOT_FOUND';
  static readonly status = 404;
}

/** API_KEY_REVOKED (HTTP 401). */
export class ApiKeyRevokedError extends ApiKeyNotValidError<'API_KEY_REVOKED', undefined> {
  static readonly code = 'API_KEY_REVOKED';
  static readonly status = 401;
}

/** APPLE_BUNDLE_ID_NOT_CONFIGURED (HTTP 400). */
export class AppleBundleIdNotConfiguredError extends KnownError<'APPLE_BUNDLE_ID_NOT_CONFIGURED', undefined> {
  static readonly code = 'APPLE_BUNDLE_ID_NOT_CONFIGURED';
  static readonly status = 400;
}

/** BODY_PARSING_ERROR (HTTP 400). */
export class BodyParsingError extends KnownError<'BODY_PARSING_ERROR', undefined> {
  static readonly code = 'BODY_PARSING_ERROR';
  static readonly status = 400;
}

/** BRANCH_DOES_NOT_EXIST (HTTP 400). */
export class BranchDoesNotExistError extends KnownError<'BRANCH_DOES_NOT_EXIST', S['KnownErrorDetails_BRANCH_DOES_NOT_EXIST']> {
  static readonly code = 'BRANCH_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** CANNOT_ACCESS_OTHER_USER (HTTP 403). */
export class CannotAccessOtherUserError extends KnownError<'CANNOT_ACCESS_OTHER_USER', undefined> {
  static readonly code = 'CANNOT_ACCESS_OTHER_USER';
  static readonly status = 403;
}

/** CANNOT_DELETE_CURRENT_SESSION (HTTP 400). */
export class CannotDeleteCurrentSessionError extends RefreshTokenError<'CANNOT_DELETE_CURRENT_SESSION', undefined> {
  static readonly code = 'CANNOT_DELETE_CURRENT_SESSION';
  static readonly status = 400;
}

/** CANNOT_DELETE_INTERNAL_PROJECT (HTTP 400). */
export class CannotDeleteInternalProjectError extends KnownError<'CANNOT_DELETE_INTERNAL_PROJECT', undefined> {
  static readonly code = 'CANNOT_DELETE_INTERNAL_PROJECT';
  static readonly status = 400;
}

/** CANNOT_GET_OWN_USER_WITHOUT_USER (HTTP 400). */
export class CannotGetOwnUserWithoutUserError extends KnownError<'CANNOT_GET_OWN_USER_WITHOUT_USER', undefined> {
  static readonly code = 'CANNOT_GET_OWN_USER_WITHOUT_USER';
  static readonly status = 400;
}

/** CLIENT_TEAM_CREATION_NOT_ENABLED (HTTP 403). */
export class ClientTeamCreationNotEnabledError extends KnownError<'CLIENT_TEAM_CREATION_NOT_ENABLED', undefined> {
  static readonly code = 'CLIENT_TEAM_CREATION_NOT_ENABLED';
  static readonly status = 403;
}

/** CLIENT_USER_DELETION_NOT_ENABLED (HTTP 400). */
export class ClientUserDeletionNotEnabledError extends KnownError<'CLIENT_USER_DELETION_NOT_ENABLED', undefined> {
  static readonly code = 'CLIENT_USER_DELETION_NOT_ENABLED';
  static readonly status = 400;
}

/** CLI_AUTH_ERROR (HTTP 400). */
export class CliAuthError extends KnownError<'CLI_AUTH_ERROR', undefined> {
  static readonly code = 'CLI_AUTH_ERROR';
  static readonly status = 400;
}

/** CLI_AUTH_EXPIRED_ERROR (HTTP 400). */
export class CliAuthExpiredError extends KnownError<'CLI_AUTH_EXPIRED_ERROR', undefined> {
  static readonly code = 'CLI_AUTH_EXPIRED_ERROR';
  static readonly status = 400;
}

/** CLI_AUTH_USED_ERROR (HTTP 400). */
export class CliAuthUsedError extends KnownError<'CLI_AUTH_USED_ERROR', undefined> {
  static readonly code = 'CLI_AUTH_USED_ERROR';
  static readonly status = 400;
}

/** CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS (HTTP 403). */
export class ConfigLevelRequiresAdminAccessError extends KnownError<'CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS', S['KnownErrorDetails_CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS']> {
  static readonly code = 'CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS';
  static readonly status = 403;
}

/** CONFIG_OVERRIDE_INVALID (HTTP 400). */
export class ConfigOverrideInvalidError extends KnownError<'CONFIG_OVERRIDE_INVALID', S['KnownErrorDetails_CONFIG_OVERRIDE_INVALID']> {
  static readonly code = 'CONFIG_OVERRIDE_INVALID';
  static readonly status = 400;
}

/** CONFIG_OVERRIDE_INVALID_JSON (HTTP 400). */
export class ConfigOverrideInvalidJsonError extends KnownError<'CONFIG_OVERRIDE_INVALID_JSON', S['KnownErrorDetails_CONFIG_OVERRIDE_INVALID_JSON']> {
  static readonly code = 'CONFIG_OVERRIDE_INVALID_JSON';
  static readonly status = 400;
}

/** CONFIG_OVERRIDE_TOO_LARGE (HTTP 400). */
export class ConfigOverrideTooLargeError extends KnownError<'CONFIG_OVERRIDE_TOO_LARGE', S['KnownErrorDetails_CONFIG_OVERRIDE_TOO_LARGE']> {
  static readonly code = 'CONFIG_OVERRIDE_TOO_LARGE';
  static readonly status = 400;
}

/** CONFIG_SOURCE_REQUIRED (HTTP 400). */
export class ConfigSourceRequiredError extends KnownError<'CONFIG_SOURCE_REQUIRED', undefined> {
  static readonly code = 'CONFIG_SOURCE_REQUIRED';
  static readonly status = 400;
}

/** CONTACT_CHANNEL_ALREADY_EXISTS (HTTP 400). */
export class ContactChannelAlreadyExistsError extends KnownError<'CONTACT_CHANNEL_ALREADY_EXISTS', undefined> {
  static readonly code = 'CONTACT_CHANNEL_ALREADY_EXISTS';
  static readonly status = 400;
}

/** CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE (HTTP 409). */
export class ContactChannelAlreadyUsedForAuthBySomeoneElseError extends KnownError<'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', S['KnownErrorDetails_CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE']> {
  static readonly code = 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE';
  static readonly status = 409;
}

/** CONTACT_CHANNEL_LIMIT_REACHED (HTTP 409). */
export class ContactChannelLimitReachedError extends KnownError<'CONTACT_CHANNEL_LIMIT_REACHED', S['KnownErrorDetails_CONTACT_CHANNEL_LIMIT_REACHED']> {
  static readonly code = 'CONTACT_CHANNEL_LIMIT_REACHED';
  static readonly status = 409;
}

/** CONTACT_CHANNEL_NOT_FOUND (HTTP 404). */
export class ContactChannelNotFoundError extends KnownError<'CONTACT_CHANNEL_NOT_FOUND', undefined> {
  static readonly code = 'CONTACT_CHANNEL_NOT_FOUND';
  static readonly status = 404;
}

/** CONTAINED_PERMISSION_CYCLE (HTTP 400). */
export class ContainedPermissionCycleError extends KnownError<'CONTAINED_PERMISSION_CYCLE', S['KnownErrorDetails_CONTAINED_PERMISSION_CYCLE']> {
  static readonly code = 'CONTAINED_PERMISSION_CYCLE';
  static readonly status = 400;
}

/** CONTAINED_PERMISSION_NOT_FOUND (HTTP 400). */
export class ContainedPermissionNotFoundError extends KnownError<'CONTAINED_PERMISSION_NOT_FOUND', S['KnownErrorDetails_CONTAINED_PERMISSION_NOT_FOUND']> {
  static readonly code = 'CONTAINED_PERMISSION_NOT_FOUND';
  static readonly status = 400;
}

/** CURRENT_PROJECT_NOT_FOUND (HTTP 400). */
export class CurrentProjectNotFoundError extends KnownError<'CURRENT_PROJECT_NOT_FOUND', S['KnownErrorDetails_CURRENT_PROJECT_NOT_FOUND']> {
  static readonly code = 'CURRENT_PROJECT_NOT_FOUND';
  static readonly status = 400;
}

/** CUSTOMER_ACCESS_DENIED (HTTP 403). */
export class CustomerAccessDeniedError extends KnownError<'CUSTOMER_ACCESS_DENIED', S['KnownErrorDetails_CUSTOMER_ACCESS_DENIED']> {
  static readonly code = 'CUSTOMER_ACCESS_DENIED';
  static readonly status = 403;
}

/** DATABASE_UNAVAILABLE (HTTP 503). */
export class DatabaseUnavailableError extends KnownError<'DATABASE_UNAVAILABLE', S['KnownErrorDetails_DATABASE_UNAVAILABLE']> {
  static readonly code = 'DATABASE_UNAVAILABLE';
  static readonly status = 503;
}

/** DATA_VAULT_STORE_DOES_NOT_EXIST (HTTP 400). */
export class DataVaultStoreDoesNotExistError extends KnownError<'DATA_VAULT_STORE_DOES_NOT_EXIST', S['KnownErrorDetails_DATA_VAULT_STORE_DOES_NOT_EXIST']> {
  static readonly code = 'DATA_VAULT_STORE_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** DATA_VAULT_STORE_FULL (HTTP 400). */
export class DataVaultStoreFullError extends KnownError<'DATA_VAULT_STORE_FULL', S['KnownErrorDetails_DATA_VAULT_STORE_FULL']> {
  static readonly code = 'DATA_VAULT_STORE_FULL';
  static readonly status = 400;
}

/** DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST (HTTP 400). */
export class DataVaultStoreHashedKeyDoesNotExistError extends KnownError<'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST', S['KnownErrorDetails_DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST']> {
  static readonly code = 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** EMAIL_ALREADY_VERIFIED (HTTP 409). */
export class EmailAlreadyVerifiedError extends KnownError<'EMAIL_ALREADY_VERIFIED', undefined> {
  static readonly code = 'EMAIL_ALREADY_VERIFIED';
  static readonly status = 409;
}

/** EMAIL_DRAFT_NOT_FOUND (HTTP 404). */
export class EmailDraftNotFoundError extends KnownError<'EMAIL_DRAFT_NOT_FOUND', S['KnownErrorDetails_EMAIL_DRAFT_NOT_FOUND']> {
  static readonly code = 'EMAIL_DRAFT_NOT_FOUND';
  static readonly status = 404;
}

/** EMAIL_IS_NOT_PRIMARY_EMAIL (HTTP 400). */
export class EmailIsNotPrimaryEmailError extends KnownError<'EMAIL_IS_NOT_PRIMARY_EMAIL', S['KnownErrorDetails_EMAIL_IS_NOT_PRIMARY_EMAIL']> {
  static readonly code = 'EMAIL_IS_NOT_PRIMARY_EMAIL';
  static readonly status = 400;
}

/** EMAIL_PASSWORD_MISMATCH (HTTP 400). */
export class EmailPasswordMismatchError extends KnownError<'EMAIL_PASSWORD_MISMATCH', undefined> {
  static readonly code = 'EMAIL_PASSWORD_MISMATCH';
  static readonly status = 400;
}

/** EMAIL_RENDERING_ERROR (HTTP 400). */
export class EmailRenderingError extends KnownError<'EMAIL_RENDERING_ERROR', S['KnownErrorDetails_EMAIL_RENDERING_ERROR']> {
  static readonly code = 'EMAIL_RENDERING_ERROR';
  static readonly status = 400;
}

/** EMAIL_TEMPLATE_NOT_FOUND (HTTP 404). */
export class EmailTemplateNotFoundError extends KnownError<'EMAIL_TEMPLATE_NOT_FOUND', S['KnownErrorDetails_EMAIL_TEMPLATE_NOT_FOUND']> {
  static readonly code = 'EMAIL_TEMPLATE_NOT_FOUND';
  static readonly status = 404;
}

/** EMAIL_THEME_DOES_NOT_EXIST (HTTP 400). */
export class EmailThemeDoesNotExistError extends KnownError<'EMAIL_THEME_DOES_NOT_EXIST', S['KnownErrorDetails_EMAIL_THEME_DOES_NOT_EXIST']> {
  static readonly code = 'EMAIL_THEME_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** EMAIL_THEME_NOT_FOUND (HTTP 404). */
export class EmailThemeNotFoundError extends KnownError<'EMAIL_THEME_NOT_FOUND', S['KnownErrorDetails_EMAIL_THEME_NOT_FOUND']> {
  static readonly code = 'EMAIL_THEME_NOT_FOUND';
  static readonly status = 404;
}

/** EXPECTED_INTERNAL_PROJECT (HTTP 401). */
export class ExpectedInternalProjectError extends KnownError<'EXPECTED_INTERNAL_PROJECT', undefined> {
  static readonly code = 'EXPECTED_INTERNAL_PROJECT';
  static readonly status = 401;
}

/** IDEMPOTENCY_KEY_REUSED (HTTP 400). */
export class IdempotencyKeyReusedError extends KnownError<'IDEMPOTENCY_KEY_REUSED', S['KnownErrorDetails_IDEMPOTENCY_KEY_REUSED']> {
  static readonly code = 'IDEMPOTENCY_KEY_REUSED';
  static readonly status = 400;
}

/** INSUFFICIENT_ACCESS_TYPE (HTTP 401). */
export class InsufficientAccessTypeError extends KnownError<'INSUFFICIENT_ACCESS_TYPE', S['KnownErrorDetails_INSUFFICIENT_ACCESS_TYPE']> {
  static readonly code = 'INSUFFICIENT_ACCESS_TYPE';
  static readonly status = 401;
}

/** INTERNAL_SERVER_ERROR (HTTP 500). */
export class InternalServerError extends KnownError<'INTERNAL_SERVER_ERROR', S['KnownErrorDetails_INTERNAL_SERVER_ERROR']> {
  static readonly code = 'INTERNAL_SERVER_ERROR';
  static readonly status = 500;
}

/** INVALID_ACCESS_TYPE (HTTP 400). */
export class InvalidAccessTypeError extends KnownError<'INVALID_ACCESS_TYPE', undefined> {
  static readonly code = 'INVALID_ACCESS_TYPE';
  static readonly status = 400;
}

/** INVALID_APPLE_CREDENTIALS (HTTP 400). */
export class InvalidAppleCredentialsError extends KnownError<'INVALID_APPLE_CREDENTIALS', undefined> {
  static readonly code = 'INVALID_APPLE_CREDENTIALS';
  static readonly status = 400;
}

/** INVALID_AUTHORIZATION_CODE (HTTP 400). */
export class InvalidAuthorizationCodeError extends KnownError<'INVALID_AUTHORIZATION_CODE', undefined> {
  static readonly code = 'INVALID_AUTHORIZATION_CODE';
  static readonly status = 400;
}

/** INVALID_OAUTH_CLIENT_ID_OR_SECRET (HTTP 400). */
export class InvalidOauthClientIdOrSecretError extends KnownError<'INVALID_OAUTH_CLIENT_ID_OR_SECRET', S['KnownErrorDetails_INVALID_OAUTH_CLIENT_ID_OR_SECRET']> {
  static readonly code = 'INVALID_OAUTH_CLIENT_ID_OR_SECRET';
  static readonly status = 400;
}

/** INVALID_OAUTH_STATE (HTTP 400). */
export class InvalidOauthStateError extends KnownError<'INVALID_OAUTH_STATE', undefined> {
  static readonly code = 'INVALID_OAUTH_STATE';
  static readonly status = 400;
}

/** INVALID_PASSWORD_HASH (HTTP 400). */
export class InvalidPasswordHashError extends KnownError<'INVALID_PASSWORD_HASH', undefined> {
  static readonly code = 'INVALID_PASSWORD_HASH';
  static readonly status = 400;
}

/** INVALID_POLLING_CODE (HTTP 400). */
export class InvalidPollingCodeError extends KnownError<'INVALID_POLLING_CODE', undefined> {
  static readonly code = 'INVALID_POLLING_CODE';
  static readonly status = 400;
}

/** INVALID_PROFILE_IMAGE (HTTP 400). */
export class InvalidProfileImageError extends KnownError<'INVALID_PROFILE_IMAGE', S['KnownErrorDetails_INVALID_PROFILE_IMAGE']> {
  static readonly code = 'INVALID_PROFILE_IMAGE';
  static readonly status = 400;
}

/** INVALID_PROJECT_FOR_ACCESS_TOKEN (HTTP 401). */
export class InvalidProjectForAccessTokenError extends InvalidAccessTokenError<'INVALID_PROJECT_FOR_ACCESS_TOKEN', S['KnownErrorDetails_INVALID_PROJECT_FOR_ACCESS_TOKEN']> {
  static readonly code = 'INVALID_PROJECT_FOR_ACCESS_TOKEN';
  static readonly status = 401;
}

/** INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN (HTTP 401). */
export class InvalidProjectForAdminAccessTokenError extends InvalidAdminAccessTokenError<'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN', undefined> {
  static readonly code = 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN';
  static readonly status = 401;
}

/** INVALID_PUBLISHABLE_CLIENT_KEY (HTTP 401). */
export class InvalidPublishableClientKeyError extends InvalidProjectAuthenticationError<'INVALID_PUBLISHABLE_CLIENT_KEY', S['KnownErrorDetails_INVALID_PUBLISHABLE_CLIENT_KEY']> {
  static readonly code = 'INVALID_PUBLISHABLE_CLIENT_KEY';
  static readonly status = 401;
}

/** INVALID_SCOPE (HTTP 400). */
export class InvalidScopeError extends KnownError<'INVALID_SCOPE', undefined> {
  static readonly code = 'INVALID_SCOPE';
  static readonly status = 400;
}

/** INVALID_SECRET_SERVER_KEY (HTTP 401). */
export class InvalidSecretServerKeyError extends InvalidProjectAuthenticationError<'INVALID_SECRET_SERVER_KEY', S['KnownErrorDetails_INVALID_SECRET_SERVER_KEY']> {
  static readonly code = 'INVALID_SECRET_SERVER_KEY';
  static readonly status = 401;
}

/** INVALID_SUPER_SECRET_ADMIN_KEY (HTTP 401). */
export class InvalidSuperSecretAdminKeyError extends InvalidProjectAuthenticationError<'INVALID_SUPER_SECRET_ADMIN_KEY', S['KnownErrorDetails_INVALID_SUPER_SECRET_ADMIN_KEY']> {
  static readonly code = 'INVALID_SUPER_SECRET_ADMIN_KEY';
  static readonly status = 401;
}

/** INVALID_TOTP_CODE (HTTP 400). */
export class InvalidTotpCodeError extends KnownError<'INVALID_TOTP_CODE', undefined> {
  static readonly code = 'INVALID_TOTP_CODE';
  static readonly status = 400;
}

/** ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH (HTTP 400). */
export class ItemCustomerTypeDoesNotMatchError extends KnownError<'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH', S['KnownErrorDetails_ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH']> {
  static readonly code = 'ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH';
  static readonly status = 400;
}

/** ITEM_NOT_FOUND (HTTP 404). */
export class ItemNotFoundError extends KnownError<'ITEM_NOT_FOUND', S['KnownErrorDetails_ITEM_NOT_FOUND']> {
  static readonly code = 'ITEM_NOT_FOUND';
  static readonly status = 404;
}

/** ITEM_QUANTITY_INSUFFICIENT_AMOUNT (HTTP 400). */
export class ItemQuantityInsufficientAmountError extends KnownError<'ITEM_QUANTITY_INSUFFICIENT_AMOUNT', S['KnownErrorDetails_ITEM_QUANTITY_INSUFFICIENT_AMOUNT']> {
  static readonly code = 'ITEM_QUANTITY_INSUFFICIENT_AMOUNT';
  static readonly status = 400;
}

/** LAST_SIGN_IN_METHOD (HTTP 400). */
export class LastSignInMethodError extends KnownError<'LAST_SIGN_IN_METHOD', undefined> {
  static readonly code = 'LAST_SIGN_IN_METHOD';
  static readonly status = 400;
}

/** METHOD_NOT_ALLOWED (HTTP 405). */
export class MethodNotAllowedError extends KnownError<'METHOD_NOT_ALLOWED', S['KnownErrorDetails_METHOD_NOT_ALLOWED']> {
  static readonly code = 'METHOD_NOT_ALLOWED';
  static readonly status = 405;
}

/** MIXED_HEADER_FAMILIES (HTTP 400). */
export class MixedHeaderFamiliesError extends KnownError<'MIXED_HEADER_FAMILIES', S['KnownErrorDetails_MIXED_HEADER_FAMILIES']> {
  static readonly code = 'MIXED_HEADER_FAMILIES';
  static readonly status = 400;
}

/** MULTI_FACTOR_AUTHENTICATION_REQUIRED (HTTP 400). */
export class MultiFactorAuthenticationRequiredError extends KnownError<'MULTI_FACTOR_AUTHENTICATION_REQUIRED', S['KnownErrorDetails_MULTI_FACTOR_AUTHENTICATION_REQUIRED']> {
  static readonly code = 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';
  static readonly status = 400;
}

/** NEW_PURCHASES_BLOCKED (HTTP 403). */
export class NewPurchasesBlockedError extends KnownError<'NEW_PURCHASES_BLOCKED', undefined> {
  static readonly code = 'NEW_PURCHASES_BLOCKED';
  static readonly status = 403;
}

/** NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED (HTTP 400). */
export class NotificationCategoryCannotBeDisabledError extends KnownError<'NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED', S['KnownErrorDetails_NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED']> {
  static readonly code = 'NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED';
  static readonly status = 400;
}

/** NOTIFICATION_CATEGORY_NOT_FOUND (HTTP 404). */
export class NotificationCategoryNotFoundError extends KnownError<'NOTIFICATION_CATEGORY_NOT_FOUND', S['KnownErrorDetails_NOTIFICATION_CATEGORY_NOT_FOUND']> {
  static readonly code = 'NOTIFICATION_CATEGORY_NOT_FOUND';
  static readonly status = 404;
}

/** OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS (HTTP 400). */
export class OauthAccessTokenNotAvailableWithSharedOauthKeysError extends KnownError<'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', undefined> {
  static readonly code = 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS';
  static readonly status = 400;
}

/** OAUTH_CALLBACK_FAILED (HTTP 400). */
export class OauthCallbackFailedError extends KnownError<'OAUTH_CALLBACK_FAILED', S['KnownErrorDetails_OAUTH_CALLBACK_FAILED']> {
  static readonly code = 'OAUTH_CALLBACK_FAILED';
  static readonly status = 400;
}

/** OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER (HTTP 409). */
export class OauthConnectionAlreadyConnectedToAnotherUserError extends KnownError<'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER', undefined> {
  static readonly code = 'OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER';
  static readonly status = 409;
}

/** OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE (HTTP 400). */
export class OauthConnectionDoesNotHaveRequiredScopeError extends KnownError<'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', undefined> {
  static readonly code = 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE';
  static readonly status = 400;
}

/** OAUTH_CONNECTION_NOT_CONNECTED_TO_USER (HTTP 400). */
export class OauthConnectionNotConnectedToUserError extends KnownError<'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER', undefined> {
  static readonly code = 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER';
  static readonly status = 400;
}

/** OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS (HTTP 400). */
export class OauthExtraScopeNotAvailableWithSharedOauthKeysError extends KnownError<'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS', undefined> {
  static readonly code = 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS';
  static readonly status = 400;
}

/** OAUTH_LINK_REQUIRES_TOKEN (HTTP 400). */
export class OauthLinkRequiresTokenError extends KnownError<'OAUTH_LINK_REQUIRES_TOKEN', undefined> {
  static readonly code = 'OAUTH_LINK_REQUIRES_TOKEN';
  static readonly status = 400;
}

/** OAUTH_PROVIDER_ACCESS_DENIED (HTTP 400). */
export class OauthProviderAccessDeniedError extends KnownError<'OAUTH_PROVIDER_ACCESS_DENIED', undefined> {
  static readonly code = 'OAUTH_PROVIDER_ACCESS_DENIED';
  static readonly status = 400;
}

/** OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN (HTTP 400). */
export class OauthProviderAccountIdAlreadyUsedForSignInError extends KnownError<'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', undefined> {
  static readonly code = 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN';
  static readonly status = 400;
}

/** OAUTH_PROVIDER_LINK_NOT_FOUND (HTTP 404). */
export class OauthProviderLinkNotFoundError extends KnownError<'OAUTH_PROVIDER_LINK_NOT_FOUND', undefined> {
  static readonly code = 'OAUTH_PROVIDER_LINK_NOT_FOUND';
  static readonly status = 404;
}

/** OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED (HTTP 400). */
export class OauthProviderNotFoundOrNotEnabledError extends KnownError<'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', undefined> {
  static readonly code = 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED';
  static readonly status = 400;
}

/** OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE (HTTP 503). */
export class OauthProviderTemporarilyUnavailableError extends KnownError<'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE', undefined> {
  static readonly code = 'OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE';
  static readonly status = 503;
}

/** OAUTH_STATE_COOKIE_MISSING (HTTP 400). */
export class OauthStateCookieMissingError extends KnownError<'OAUTH_STATE_COOKIE_MISSING', undefined> {
  static readonly code = 'OAUTH_STATE_COOKIE_MISSING';
  static readonly status = 400;
}

/** OAUTH_TOKEN_OF_ANOTHER_PROJECT (HTTP 403). */
export class OauthTokenOfAnotherProjectError extends KnownError<'OAUTH_TOKEN_OF_ANOTHER_PROJECT', undefined> {
  static readonly code = 'OAUTH_TOKEN_OF_ANOTHER_PROJECT';
  static readonly status = 403;
}

/** OTP_SIGN_IN_NOT_ENABLED (HTTP 403). */
export class OtpSignInNotEnabledError extends KnownError<'OTP_SIGN_IN_NOT_ENABLED', undefined> {
  static readonly code = 'OTP_SIGN_IN_NOT_ENABLED';
  static readonly status = 403;
}

/** OUTBOUND_ADDRESS_NOT_ALLOWED (HTTP 400). */
export class OutboundAddressNotAllowedError extends KnownError<'OUTBOUND_ADDRESS_NOT_ALLOWED', S['KnownErrorDetails_OUTBOUND_ADDRESS_NOT_ALLOWED']> {
  static readonly code = 'OUTBOUND_ADDRESS_NOT_ALLOWED';
  static readonly status = 400;
}

/** OUTER_OAUTH_TIMEOUT (HTTP 408). */
export class OuterOauthTimeoutError extends KnownError<'OUTER_OAUTH_TIMEOUT', undefined> {
  static readonly code = 'OUTER_OAUTH_TIMEOUT';
  static readonly status = 408;
}

/** PASSKEY_AUTHENTICATION_FAILED (HTTP 400). */
export class PasskeyAuthenticationFailedError extends KnownError<'PASSKEY_AUTHENTICATION_FAILED', undefined> {
  static readonly code = 'PASSKEY_AUTHENTICATION_FAILED';
  static readonly status = 400;
}

/** PASSKEY_AUTHENTICATION_NOT_ENABLED (HTTP 400). */
export class PasskeyAuthenticationNotEnabledError extends KnownError<'PASSKEY_AUTHENTICATION_NOT_ENABLED', undefined> {
  static readonly code = 'PASSKEY_AUTHENTICATION_NOT_ENABLED';
  static readonly status = 400;
}

/** PASSKEY_LIMIT_REACHED (HTTP 400). */
export class PasskeyLimitReachedError extends KnownError<'PASSKEY_LIMIT_REACHED', S['KnownErrorDetails_PASSKEY_LIMIT_REACHED']> {
  static readonly code = 'PASSKEY_LIMIT_REACHED';
  static readonly status = 400;
}

/** PASSKEY_NOT_FOUND (HTTP 404). */
export class PasskeyNotFoundError extends KnownError<'PASSKEY_NOT_FOUND', undefined> {
  static readonly code = 'PASSKEY_NOT_FOUND';
  static readonly status = 404;
}

/** PASSKEY_REGISTRATION_FAILED (HTTP 400). */
export class PasskeyRegistrationFailedError extends KnownError<'PASSKEY_REGISTRATION_FAILED', undefined> {
  static readonly code = 'PASSKEY_REGISTRATION_FAILED';
  static readonly status = 400;
}

/** PASSKEY_WEBAUTHN_ERROR (HTTP 400). */
export class PasskeyWebauthnError extends KnownError<'PASSKEY_WEBAUTHN_ERROR', S['KnownErrorDetails_PASSKEY_WEBAUTHN_ERROR']> {
  static readonly code = 'PASSKEY_WEBAUTHN_ERROR';
  static readonly status = 400;
}

/** PASSWORD_ALREADY_SET (HTTP 400). */
export class PasswordAlreadySetError extends KnownError<'PASSWORD_ALREADY_SET', undefined> {
  static readonly code = 'PASSWORD_ALREADY_SET';
  static readonly status = 400;
}

/** PASSWORD_AUTHENTICATION_NOT_ENABLED (HTTP 400). */
export class PasswordAuthenticationNotEnabledError extends KnownError<'PASSWORD_AUTHENTICATION_NOT_ENABLED', undefined> {
  static readonly code = 'PASSWORD_AUTHENTICATION_NOT_ENABLED';
  static readonly status = 400;
}

/** PASSWORD_CONFIRMATION_MISMATCH (HTTP 400). */
export class PasswordConfirmationMismatchError extends KnownError<'PASSWORD_CONFIRMATION_MISMATCH', undefined> {
  static readonly code = 'PASSWORD_CONFIRMATION_MISMATCH';
  static readonly status = 400;
}

/** PASSWORD_TOO_LONG (HTTP 400). */
export class PasswordTooLongError extends PasswordRequirementsNotMetError<'PASSWORD_TOO_LONG', S['KnownErrorDetails_PASSWORD_TOO_LONG']> {
  static readonly code = 'PASSWORD_TOO_LONG';
  static readonly status = 400;
}

/** PASSWORD_TOO_SHORT (HTTP 400). */
export class PasswordTooShortError extends PasswordRequirementsNotMetError<'PASSWORD_TOO_SHORT', S['KnownErrorDetails_PASSWORD_TOO_SHORT']> {
  static readonly code = 'PASSWORD_TOO_SHORT';
  static readonly status = 400;
}

/** PAYMENT_METHOD_NOT_FOUND (HTTP 404). */
export class PaymentMethodNotFoundError extends KnownError<'PAYMENT_METHOD_NOT_FOUND', undefined> {
  static readonly code = 'PAYMENT_METHOD_NOT_FOUND';
  static readonly status = 404;
}

/** PERMISSION_ID_ALREADY_EXISTS (HTTP 400). */
export class PermissionIdAlreadyExistsError extends KnownError<'PERMISSION_ID_ALREADY_EXISTS', S['KnownErrorDetails_PERMISSION_ID_ALREADY_EXISTS']> {
  static readonly code = 'PERMISSION_ID_ALREADY_EXISTS';
  static readonly status = 400;
}

/** PERMISSION_NOT_FOUND (HTTP 404). */
export class PermissionNotFoundError extends KnownError<'PERMISSION_NOT_FOUND', S['KnownErrorDetails_PERMISSION_NOT_FOUND']> {
  static readonly code = 'PERMISSION_NOT_FOUND';
  static readonly status = 404;
}

/** PRICE_DOES_NOT_EXIST (HTTP 400). */
export class PriceDoesNotExistError extends KnownError<'PRICE_DOES_NOT_EXIST', undefined> {
  static readonly code = 'PRICE_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** PRODUCT_ALREADY_GRANTED (HTTP 400). */
export class ProductAlreadyGrantedError extends KnownError<'PRODUCT_ALREADY_GRANTED', S['KnownErrorDetails_PRODUCT_ALREADY_GRANTED']> {
  static readonly code = 'PRODUCT_ALREADY_GRANTED';
  static readonly status = 400;
}

/** PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH (HTTP 400). */
export class ProductCustomerTypeDoesNotMatchError extends KnownError<'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH', S['KnownErrorDetails_PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH']> {
  static readonly code = 'PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH';
  static readonly status = 400;
}

/** PRODUCT_DOES_NOT_EXIST (HTTP 400). */
export class ProductDoesNotExistError extends KnownError<'PRODUCT_DOES_NOT_EXIST', S['KnownErrorDetails_PRODUCT_DOES_NOT_EXIST']> {
  static readonly code = 'PRODUCT_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** PRODUCT_NOT_OWNED (HTTP 404). */
export class ProductNotOwnedError extends KnownError<'PRODUCT_NOT_OWNED', S['KnownErrorDetails_PRODUCT_NOT_OWNED']> {
  static readonly code = 'PRODUCT_NOT_OWNED';
  static readonly status = 404;
}

/** PRODUCT_SWITCH_NOT_ALLOWED (HTTP 400). */
export class ProductSwitchNotAllowedError extends KnownError<'PRODUCT_SWITCH_NOT_ALLOWED', S['KnownErrorDetails_PRODUCT_SWITCH_NOT_ALLOWED']> {
  static readonly code = 'PRODUCT_SWITCH_NOT_ALLOWED';
  static readonly status = 400;
}

/** PROJECT_KEY_WITHOUT_ACCESS_TYPE (HTTP 400). */
export class ProjectKeyWithoutAccessTypeError extends KnownError<'PROJECT_KEY_WITHOUT_ACCESS_TYPE', undefined> {
  static readonly code = 'PROJECT_KEY_WITHOUT_ACCESS_TYPE';
  static readonly status = 400;
}

/** PROJECT_NOT_FOUND (HTTP 404). */
export class ProjectNotFoundError extends KnownError<'PROJECT_NOT_FOUND', S['KnownErrorDetails_PROJECT_NOT_FOUND']> {
  static readonly code = 'PROJECT_NOT_FOUND';
  static readonly status = 404;
}

/** PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT (HTTP 401). */
export class PublishableClientKeyRequiredForProjectError extends InvalidProjectAuthenticationError<'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', S['KnownErrorDetails_PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT']> {
  static readonly code = 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT';
  static readonly status = 401;
}

/** PURCHASE_CODE_INVALID (HTTP 404). */
export class PurchaseCodeInvalidError extends KnownError<'PURCHASE_CODE_INVALID', undefined> {
  static readonly code = 'PURCHASE_CODE_INVALID';
  static readonly status = 404;
}

/** RECENT_SIGN_IN_REQUIRED (HTTP 403). */
export class RecentSignInRequiredError extends KnownError<'RECENT_SIGN_IN_REQUIRED', S['KnownErrorDetails_RECENT_SIGN_IN_REQUIRED']> {
  static readonly code = 'RECENT_SIGN_IN_REQUIRED';
  static readonly status = 403;
}

/** REDIRECT_URI_MISMATCH (HTTP 400). */
export class RedirectUriMismatchError extends KnownError<'REDIRECT_URI_MISMATCH', undefined> {
  static readonly code = 'REDIRECT_URI_MISMATCH';
  static readonly status = 400;
}

/** REDIRECT_URL_NOT_WHITELISTED (HTTP 400). */
export class RedirectUrlNotWhitelistedError extends KnownError<'REDIRECT_URL_NOT_WHITELISTED', undefined> {
  static readonly code = 'REDIRECT_URL_NOT_WHITELISTED';
  static readonly status = 400;
}

/** REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED (HTTP 401). */
export class RefreshTokenNotFoundOrExpiredError extends RefreshTokenError<'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', undefined> {
  static readonly code = 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED';
  static readonly status = 401;
}

/** REQUEST_BODY_TOO_LARGE (HTTP 413). */
export class RequestBodyTooLargeError extends KnownError<'REQUEST_BODY_TOO_LARGE', S['KnownErrorDetails_REQUEST_BODY_TOO_LARGE']> {
  static readonly code = 'REQUEST_BODY_TOO_LARGE';
  static readonly status = 413;
}

/** REQUIRES_CUSTOM_EMAIL_SERVER (HTTP 400). */
export class RequiresCustomEmailServerError extends KnownError<'REQUIRES_CUSTOM_EMAIL_SERVER', undefined> {
  static readonly code = 'REQUIRES_CUSTOM_EMAIL_SERVER';
  static readonly status = 400;
}

/** RESTRICTED_USER_NOT_ALLOWED (HTTP 403). */
export class RestrictedUserNotAllowedError extends KnownError<'RESTRICTED_USER_NOT_ALLOWED', S['KnownErrorDetails_RESTRICTED_USER_NOT_ALLOWED']> {
  static readonly code = 'RESTRICTED_USER_NOT_ALLOWED';
  static readonly status = 403;
}

/** ROUTE_NOT_FOUND (HTTP 404). */
export class RouteNotFoundError extends KnownError<'ROUTE_NOT_FOUND', S['KnownErrorDetails_ROUTE_NOT_FOUND']> {
  static readonly code = 'ROUTE_NOT_FOUND';
  static readonly status = 404;
}

/** SCHEMA_ERROR (HTTP 400). */
export class SchemaError extends KnownError<'SCHEMA_ERROR', S['KnownErrorDetails_SCHEMA_ERROR']> {
  static readonly code = 'SCHEMA_ERROR';
  static readonly status = 400;
}

/** SERVER_AUTHENTICATION_REQUIRED (HTTP 401). */
export class ServerAuthenticationRequiredError extends InvalidProjectAuthenticationError<'SERVER_AUTHENTICATION_REQUIRED', undefined> {
  static readonly code = 'SERVER_AUTHENTICATION_REQUIRED';
  static readonly status = 401;
}

/** SESSION_NOT_FOUND (HTTP 404). */
export class SessionNotFoundError extends KnownError<'SESSION_NOT_FOUND', undefined> {
  static readonly code = 'SESSION_NOT_FOUND';
  static readonly status = 404;
}

/** SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION (HTTP 400). */
export class SharedOauthKeysNotAllowedInProductionError extends KnownError<'SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION', S['KnownErrorDetails_SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION']> {
  static readonly code = 'SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION';
  static readonly status = 400;
}

/** SIGN_UP_NOT_ENABLED (HTTP 400). */
export class SignUpNotEnabledError extends KnownError<'SIGN_UP_NOT_ENABLED', undefined> {
  static readonly code = 'SIGN_UP_NOT_ENABLED';
  static readonly status = 400;
}

/** STRIPE_ACCOUNT_INFO_NOT_FOUND (HTTP 404). */
export class StripeAccountInfoNotFoundError extends KnownError<'STRIPE_ACCOUNT_INFO_NOT_FOUND', undefined> {
  static readonly code = 'STRIPE_ACCOUNT_INFO_NOT_FOUND';
  static readonly status = 404;
}

/** STRIPE_ACCOUNT_NOT_CONFIGURED (HTTP 500). */
export class StripeAccountNotConfiguredError extends KnownError<'STRIPE_ACCOUNT_NOT_CONFIGURED', undefined> {
  static readonly code = 'STRIPE_ACCOUNT_NOT_CONFIGURED';
  static readonly status = 500;
}

/** STRIPE_KEY_INVALID (HTTP 400). */
export class StripeKeyInvalidError extends KnownError<'STRIPE_KEY_INVALID', undefined> {
  static readonly code = 'STRIPE_KEY_INVALID';
  static readonly status = 400;
}

/** STRIPE_UNAVAILABLE (HTTP 503). */
export class StripeUnavailableError extends KnownError<'STRIPE_UNAVAILABLE', undefined> {
  static readonly code = 'STRIPE_UNAVAILABLE';
  static readonly status = 503;
}

/** STRIPE_WEBHOOK_SIGNATURE_INVALID (HTTP 400). */
export class StripeWebhookSignatureInvalidError extends KnownError<'STRIPE_WEBHOOK_SIGNATURE_INVALID', undefined> {
  static readonly code = 'STRIPE_WEBHOOK_SIGNATURE_INVALID';
  static readonly status = 400;
}

/** SUBSCRIPTION_NOT_FOUND (HTTP 404). */
export class SubscriptionNotFoundError extends KnownError<'SUBSCRIPTION_NOT_FOUND', undefined> {
  static readonly code = 'SUBSCRIPTION_NOT_FOUND';
  static readonly status = 404;
}

/** SYSTEM_PERMISSION_CANNOT_BE_CHANGED (HTTP 400). */
export class SystemPermissionCannotBeChangedError extends KnownError<'SYSTEM_PERMISSION_CANNOT_BE_CHANGED', S['KnownErrorDetails_SYSTEM_PERMISSION_CANNOT_BE_CHANGED']> {
  static readonly code = 'SYSTEM_PERMISSION_CANNOT_BE_CHANGED';
  static readonly status = 400;
}

/** TEAM_API_KEYS_NOT_ENABLED (HTTP 400). */
export class TeamApiKeysNotEnabledError extends KnownError<'TEAM_API_KEYS_NOT_ENABLED', undefined> {
  static readonly code = 'TEAM_API_KEYS_NOT_ENABLED';
  static readonly status = 400;
}

/** TEAM_INVITATION_LIMIT_REACHED (HTTP 409). */
export class TeamInvitationLimitReachedError extends KnownError<'TEAM_INVITATION_LIMIT_REACHED', S['KnownErrorDetails_TEAM_INVITATION_LIMIT_REACHED']> {
  static readonly code = 'TEAM_INVITATION_LIMIT_REACHED';
  static readonly status = 409;
}

/** TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED (HTTP 403). */
export class TeamInvitationRestrictedUserNotAllowedError extends KnownError<'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', S['KnownErrorDetails_TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED']> {
  static readonly code = 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED';
  static readonly status = 403;
}

/** TEAM_LAST_ADMIN (HTTP 409). */
export class TeamLastAdminError extends KnownError<'TEAM_LAST_ADMIN', S['KnownErrorDetails_TEAM_LAST_ADMIN']> {
  static readonly code = 'TEAM_LAST_ADMIN';
  static readonly status = 409;
}

/** TEAM_LIMIT_REACHED (HTTP 409). */
export class TeamLimitReachedError extends KnownError<'TEAM_LIMIT_REACHED', S['KnownErrorDetails_TEAM_LIMIT_REACHED']> {
  static readonly code = 'TEAM_LIMIT_REACHED';
  static readonly status = 409;
}

/** TEAM_MEMBERSHIP_ALREADY_EXISTS (HTTP 409). */
export class TeamMembershipAlreadyExistsError extends KnownError<'TEAM_MEMBERSHIP_ALREADY_EXISTS', undefined> {
  static readonly code = 'TEAM_MEMBERSHIP_ALREADY_EXISTS';
  static readonly status = 409;
}

/** TEAM_MEMBERSHIP_NOT_FOUND (HTTP 404). */
export class TeamMembershipNotFoundError extends KnownError<'TEAM_MEMBERSHIP_NOT_FOUND', S['KnownErrorDetails_TEAM_MEMBERSHIP_NOT_FOUND']> {
  static readonly code = 'TEAM_MEMBERSHIP_NOT_FOUND';
  static readonly status = 404;
}

/** TEAM_NOT_FOUND (HTTP 404). */
export class TeamNotFoundError extends KnownError<'TEAM_NOT_FOUND', S['KnownErrorDetails_TEAM_NOT_FOUND']> {
  static readonly code = 'TEAM_NOT_FOUND';
  static readonly status = 404;
}

/** TEAM_PERMISSION_NOT_FOUND (HTTP 401). */
export class TeamPermissionNotFoundError extends KnownError<'TEAM_PERMISSION_NOT_FOUND', S['KnownErrorDetails_TEAM_PERMISSION_NOT_FOUND']> {
  static readonly code = 'TEAM_PERMISSION_NOT_FOUND';
  static readonly status = 401;
}

/** TEAM_PERMISSION_REQUIRED (HTTP 401). */
export class TeamPermissionRequiredError extends KnownError<'TEAM_PERMISSION_REQUIRED', S['KnownErrorDetails_TEAM_PERMISSION_REQUIRED']> {
  static readonly code = 'TEAM_PERMISSION_REQUIRED';
  static readonly status = 401;
}

/** TOO_MANY_REQUESTS (HTTP 429). */
export class TooManyRequestsError extends KnownError<'TOO_MANY_REQUESTS', S['KnownErrorDetails_TOO_MANY_REQUESTS']> {
  static readonly code = 'TOO_MANY_REQUESTS';
  static readonly status = 429;
}

/** TRANSACTION_NOT_FOUND (HTTP 404). */
export class TransactionNotFoundError extends KnownError<'TRANSACTION_NOT_FOUND', undefined> {
  static readonly code = 'TRANSACTION_NOT_FOUND';
  static readonly status = 404;
}

/** TRANSACTION_NOT_REFUNDABLE (HTTP 400). */
export class TransactionNotRefundableError extends KnownError<'TRANSACTION_NOT_REFUNDABLE', undefined> {
  static readonly code = 'TRANSACTION_NOT_REFUNDABLE';
  static readonly status = 400;
}

/** UNPARSABLE_ACCESS_TOKEN (HTTP 401). */
export class UnparsableAccessTokenError extends InvalidAccessTokenError<'UNPARSABLE_ACCESS_TOKEN', undefined> {
  static readonly code = 'UNPARSABLE_ACCESS_TOKEN';
  static readonly status = 401;
}

/** UNPARSABLE_ADMIN_ACCESS_TOKEN (HTTP 401). */
export class UnparsableAdminAccessTokenError extends InvalidAdminAccessTokenError<'UNPARSABLE_ADMIN_ACCESS_TOKEN', undefined> {
  static readonly code = 'UNPARSABLE_ADMIN_ACCESS_TOKEN';
  static readonly status = 401;
}

/** UNSUPPORTED_GRANT_TYPE (HTTP 400). */
export class UnsupportedGrantTypeError extends KnownError<'UNSUPPORTED_GRANT_TYPE', S['KnownErrorDetails_UNSUPPORTED_GRANT_TYPE']> {
  static readonly code = 'UNSUPPORTED_GRANT_TYPE';
  static readonly status = 400;
}

/** USER_API_KEYS_NOT_ENABLED (HTTP 400). */
export class UserApiKeysNotEnabledError extends KnownError<'USER_API_KEYS_NOT_ENABLED', undefined> {
  static readonly code = 'USER_API_KEYS_NOT_ENABLED';
  static readonly status = 400;
}

/** USER_AUTHENTICATION_REQUIRED (HTTP 401). */
export class UserAuthenticationRequiredError extends KnownError<'USER_AUTHENTICATION_REQUIRED', undefined> {
  static readonly code = 'USER_AUTHENTICATION_REQUIRED';
  static readonly status = 401;
}

/** USER_DOES_NOT_HAVE_PASSWORD (HTTP 400). */
export class UserDoesNotHavePasswordError extends KnownError<'USER_DOES_NOT_HAVE_PASSWORD', undefined> {
  static readonly code = 'USER_DOES_NOT_HAVE_PASSWORD';
  static readonly status = 400;
}

/** USER_EMAIL_ALREADY_EXISTS (HTTP 409). */
export class UserEmailAlreadyExistsError extends KnownError<'USER_EMAIL_ALREADY_EXISTS', S['KnownErrorDetails_USER_EMAIL_ALREADY_EXISTS']> {
  static readonly code = 'USER_EMAIL_ALREADY_EXISTS';
  static readonly status = 409;
}

/** USER_ID_DOES_NOT_EXIST (HTTP 400). */
export class UserIdDoesNotExistError extends KnownError<'USER_ID_DOES_NOT_EXIST', S['KnownErrorDetails_USER_ID_DOES_NOT_EXIST']> {
  static readonly code = 'USER_ID_DOES_NOT_EXIST';
  static readonly status = 400;
}

/** USER_NOT_FOUND (HTTP 404). */
export class UserNotFoundError extends KnownError<'USER_NOT_FOUND', undefined> {
  static readonly code = 'USER_NOT_FOUND';
  static readonly status = 404;
}

/** VERIFICATION_CODE_ALREADY_USED (HTTP 409). */
export class VerificationCodeAlreadyUsedError extends VerificationCodeError<'VERIFICATION_CODE_ALREADY_USED', undefined> {
  static readonly code = 'VERIFICATION_CODE_ALREADY_USED';
  static readonly status = 409;
}

/** VERIFICATION_CODE_EXPIRED (HTTP 400). */
export class VerificationCodeExpiredError extends VerificationCodeError<'VERIFICATION_CODE_EXPIRED', undefined> {
  static readonly code = 'VERIFICATION_CODE_EXPIRED';
  static readonly status = 400;
}

/** VERIFICATION_CODE_MAX_ATTEMPTS_REACHED (HTTP 400). */
export class VerificationCodeMaxAttemptsReachedError extends VerificationCodeError<'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED', undefined> {
  static readonly code = 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED';
  static readonly status = 400;
}

/** VERIFICATION_CODE_NOT_FOUND (HTTP 404). */
export class VerificationCodeNotFoundError extends VerificationCodeError<'VERIFICATION_CODE_NOT_FOUND', undefined> {
  static readonly code = 'VERIFICATION_CODE_NOT_FOUND';
  static readonly status = 404;
}

/** WEBHOOKS_PORTAL_TOKEN_INVALID (HTTP 401). */
export class WebhooksPortalTokenInvalidError extends KnownError<'WEBHOOKS_PORTAL_TOKEN_INVALID', undefined> {
  static readonly code = 'WEBHOOKS_PORTAL_TOKEN_INVALID';
  static readonly status = 401;
}

/** WEBHOOK_DELIVERY_NOT_FOUND (HTTP 404). */
export class WebhookDeliveryNotFoundError extends KnownError<'WEBHOOK_DELIVERY_NOT_FOUND', undefined> {
  static readonly code = 'WEBHOOK_DELIVERY_NOT_FOUND';
  static readonly status = 404;
}

/** WEBHOOK_ENDPOINT_LIMIT_REACHED (HTTP 400). */
export class WebhookEndpointLimitReachedError extends KnownError<'WEBHOOK_ENDPOINT_LIMIT_REACHED', S['KnownErrorDetails_WEBHOOK_ENDPOINT_LIMIT_REACHED']> {
  static readonly code = 'WEBHOOK_ENDPOINT_LIMIT_REACHED';
  static readonly status = 400;
}

/** WEBHOOK_ENDPOINT_NOT_FOUND (HTTP 404). */
export class WebhookEndpointNotFoundError extends KnownError<'WEBHOOK_ENDPOINT_NOT_FOUND', undefined> {
  static readonly code = 'WEBHOOK_ENDPOINT_NOT_FOUND';
  static readonly status = 404;
}

/** WEBHOOK_URL_NOT_ALLOWED (HTTP 400). */
export class WebhookUrlNotAllowedError extends KnownError<'WEBHOOK_URL_NOT_ALLOWED', undefined> {
  static readonly code = 'WEBHOOK_URL_NOT_ALLOWED';
  static readonly status = 400;
}

/** WRONG_API_KEY_TYPE (HTTP 400). */
export class WrongApiKeyTypeError extends ApiKeyNotValidError<'WRONG_API_KEY_TYPE', S['KnownErrorDetails_WRONG_API_KEY_TYPE']> {
  static readonly code = 'WRONG_API_KEY_TYPE';
  static readonly status = 400;
}

/** WRONG_PERMISSION_SCOPE (HTTP 404). */
export class WrongPermissionScopeError extends KnownError<'WRONG_PERMISSION_SCOPE', S['KnownErrorDetails_WRONG_PERMISSION_SCOPE']> {
  static readonly code = 'WRONG_PERMISSION_SCOPE';
  static readonly status = 404;
}

/** Every catalogue code the API declares, with its HTTP status. */
export const knownErrorStatuses = {
  ACCESS_TOKEN_EXPIRED: 401,
  ACCESS_TOKEN_REVOKED: 401,
  ACCESS_TYPE_REQUIRED: 400,
  ACCESS_TYPE_WITHOUT_PROJECT_ID: 400,
  ADMIN_ACCESS_TOKEN_EXPIRED: 401,
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: 401,
  ADMIN_ACCESS_TOKEN_REVOKED: 401,
  ADMIN_AUTHENTICATION_REQUIRED: 401,
  AI_ASSISTANT_NOT_CONFIGURED: 503,
  AI_ASSISTANT_UNAVAILABLE: 503,
  AI_CHAT_THREAD_FULL: 400,
  AI_CHAT_THREAD_LIMIT_REACHED: 400,
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: 400,
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: 401,
  API_KEY_EXPIRED: 401,
  API_KEY_LIMIT_REACHED: 409,
  API_KEY_NOT_FOUND: 404,
  API_KEY_REVOKED: 401,
  APPLE_BUNDLE_ID_NOT_CONFIGURED: 400,
  BODY_PARSING_ERROR: 400,
  BRANCH_DOES_NOT_EXIST: 400,
  CANNOT_ACCESS_OTHER_USER: 403,
  CANNOT_DELETE_CURRENT_SESSION: 400,
  CANNOT_DELETE_INTERNAL_PROJECT: 400,
  CANNOT_GET_OWN_USER_WITHOUT_USER: 400,
  CLIENT_TEAM_CREATION_NOT_ENABLED: 403,
  CLIENT_USER_DELETION_NOT_ENABLED: 400,
  CLI_AUTH_ERROR: 400,
  CLI_AUTH_EXPIRED_ERROR: 400,
  CLI_AUTH_USED_ERROR: 400,
  CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS: 403,
  CONFIG_OVERRIDE_INVALID: 400,
  CONFIG_OVERRIDE_INVALID_JSON: 400,
  CONFIG_OVERRIDE_TOO_LARGE: 400,
  CONFIG_SOURCE_REQUIRED: 400,
  CONTACT_CHANNEL_ALREADY_EXISTS: 400,
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: 409,
  CONTACT_CHANNEL_LIMIT_REACHED: 409,
  CONTACT_CHANNEL_NOT_FOUND: 404,
  CONTAINED_PERMISSION_CYCLE: 400,
  CONTAINED_PERMISSION_NOT_FOUND: 400,
  CURRENT_PROJECT_NOT_FOUND: 400,
  CUSTOMER_ACCESS_DENIED: 403,
  DATABASE_UNAVAILABLE: 503,
  DATA_VAULT_STORE_DOES_NOT_EXIST: 400,
  DATA_VAULT_STORE_FULL: 400,
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  EMAIL_DRAFT_NOT_FOUND: 404,
  EMAIL_IS_NOT_PRIMARY_EMAIL: 400,
  EMAIL_PASSWORD_MISMATCH: 400,
  EMAIL_RENDERING_ERROR: 400,
  EMAIL_TEMPLATE_NOT_FOUND: 404,
  EMAIL_THEME_DOES_NOT_EXIST: 400,
  EMAIL_THEME_NOT_FOUND: 404,
  EXPECTED_INTERNAL_PROJECT: 401,
  IDEMPOTENCY_KEY_REUSED: 400,
  INSUFFICIENT_ACCESS_TYPE: 401,
  INTERNAL_SERVER_ERROR: 500,
  INVALID_ACCESS_TYPE: 400,
  INVALID_APPLE_CREDENTIALS: 400,
  INVALID_AUTHORIZATION_CODE: 400,
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: 400,
  INVALID_OAUTH_STATE: 400,
  INVALID_PASSWORD_HASH: 400,
  INVALID_POLLING_CODE: 400,
  INVALID_PROFILE_IMAGE: 400,
  INVALID_PROJECT_FOR_ACCESS_TOKEN: 401,
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: 401,
  INVALID_PUBLISHABLE_CLIENT_KEY: 401,
  INVALID_SCOPE: 400,
  INVALID_SECRET_SERVER_KEY: 401,
  INVALID_SUPER_SECRET_ADMIN_KEY: 401,
  INVALID_TOTP_CODE: 400,
  ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH: 400,
  ITEM_NOT_FOUND: 404,
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: 400,
  LAST_SIGN_IN_METHOD: 400,
  METHOD_NOT_ALLOWED: 405,
  MIXED_HEADER_FAMILIES: 400,
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: 400,
  NEW_PURCHASES_BLOCKED: 403,
  NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED: 400,
  NOTIFICATION_CATEGORY_NOT_FOUND: 404,
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: 400,
  OAUTH_CALLBACK_FAILED: 400,
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 409,
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: 400,
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: 400,
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: 400,
  OAUTH_LINK_REQUIRES_TOKEN: 400,
  OAUTH_PROVIDER_ACCESS_DENIED: 400,
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: 400,
  OAUTH_PROVIDER_LINK_NOT_FOUND: 404,
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 400,
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: 503,
  OAUTH_STATE_COOKIE_MISSING: 400,
  OAUTH_TOKEN_OF_ANOTHER_PROJECT: 403,
  OTP_SIGN_IN_NOT_ENABLED: 403,
  OUTBOUND_ADDRESS_NOT_ALLOWED: 400,
  OUTER_OAUTH_TIMEOUT: 408,
  PASSKEY_AUTHENTICATION_FAILED: 400,
  PASSKEY_AUTHENTICATION_NOT_ENABLED: 400,
  PASSKEY_LIMIT_REACHED: 400,
  PASSKEY_NOT_FOUND: 404,
  PASSKEY_REGISTRATION_FAILED: 400,
  PASSKEY_WEBAUTHN_ERROR: 400,
  PASSWORD_ALREADY_SET: 400,
  PASSWORD_AUTHENTICATION_NOT_ENABLED: 400,
  PASSWORD_CONFIRMATION_MISMATCH: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_TOO_SHORT: 400,
  PAYMENT_METHOD_NOT_FOUND: 404,
  PERMISSION_ID_ALREADY_EXISTS: 400,
  PERMISSION_NOT_FOUND: 404,
  PRICE_DOES_NOT_EXIST: 400,
  PRODUCT_ALREADY_GRANTED: 400,
  PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH: 400,
  PRODUCT_DOES_NOT_EXIST: 400,
  PRODUCT_NOT_OWNED: 404,
  PRODUCT_SWITCH_NOT_ALLOWED: 400,
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: 400,
  PROJECT_NOT_FOUND: 404,
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: 401,
  PURCHASE_CODE_INVALID: 404,
  RECENT_SIGN_IN_REQUIRED: 403,
  REDIRECT_URI_MISMATCH: 400,
  REDIRECT_URL_NOT_WHITELISTED: 400,
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: 401,
  REQUEST_BODY_TOO_LARGE: 413,
  REQUIRES_CUSTOM_EMAIL_SERVER: 400,
  RESTRICTED_USER_NOT_ALLOWED: 403,
  ROUTE_NOT_FOUND: 404,
  SCHEMA_ERROR: 400,
  SERVER_AUTHENTICATION_REQUIRED: 401,
  SESSION_NOT_FOUND: 404,
  SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION: 400,
  SIGN_UP_NOT_ENABLED: 400,
  STRIPE_ACCOUNT_INFO_NOT_FOUND: 404,
  STRIPE_ACCOUNT_NOT_CONFIGURED: 500,
  STRIPE_KEY_INVALID: 400,
  STRIPE_UNAVAILABLE: 503,
  STRIPE_WEBHOOK_SIGNATURE_INVALID: 400,
  SUBSCRIPTION_NOT_FOUND: 404,
  SYSTEM_PERMISSION_CANNOT_BE_CHANGED: 400,
  TEAM_API_KEYS_NOT_ENABLED: 400,
  TEAM_INVITATION_LIMIT_REACHED: 409,
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: 403,
  TEAM_LAST_ADMIN: 409,
  TEAM_LIMIT_REACHED: 409,
  TEAM_MEMBERSHIP_ALREADY_EXISTS: 409,
  TEAM_MEMBERSHIP_NOT_FOUND: 404,
  TEAM_NOT_FOUND: 404,
  TEAM_PERMISSION_NOT_FOUND: 401,
  TEAM_PERMISSION_REQUIRED: 401,
  TOO_MANY_REQUESTS: 429,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_NOT_REFUNDABLE: 400,
  UNPARSABLE_ACCESS_TOKEN: 401,
  UNPARSABLE_ADMIN_ACCESS_TOKEN: 401,
  UNSUPPORTED_GRANT_TYPE: 400,
  USER_API_KEYS_NOT_ENABLED: 400,
  USER_AUTHENTICATION_REQUIRED: 401,
  USER_DOES_NOT_HAVE_PASSWORD: 400,
  USER_EMAIL_ALREADY_EXISTS: 409,
  USER_ID_DOES_NOT_EXIST: 400,
  USER_NOT_FOUND: 404,
  VERIFICATION_CODE_ALREADY_USED: 409,
  VERIFICATION_CODE_EXPIRED: 400,
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 400,
  VERIFICATION_CODE_NOT_FOUND: 404,
  WEBHOOKS_PORTAL_TOKEN_INVALID: 401,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_ENDPOINT_LIMIT_REACHED: 400,
  WEBHOOK_ENDPOINT_NOT_FOUND: 404,
  WEBHOOK_URL_NOT_ALLOWED: 400,
  WRONG_API_KEY_TYPE: 400,
  WRONG_PERMISSION_SCOPE: 404,
} as const;

export type KnownErrorCode = keyof typeof knownErrorStatuses;

/** The class of each code, used to rebuild a thrown error from the wire. */
export const knownErrorClasses = {
  ACCESS_TOKEN_EXPIRED: AccessTokenExpiredError,
  ACCESS_TOKEN_REVOKED: AccessTokenRevokedError,
  ACCESS_TYPE_REQUIRED: AccessTypeRequiredError,
  ACCESS_TYPE_WITHOUT_PROJECT_ID: AccessTypeWithoutProjectIdError,
  ADMIN_ACCESS_TOKEN_EXPIRED: AdminAccessTokenExpiredError,
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: AdminAccessTokenIsNotAdminError,
  ADMIN_ACCESS_TOKEN_REVOKED: AdminAccessTokenRevokedError,
  ADMIN_AUTHENTICATION_REQUIRED: AdminAuthenticationRequiredError,
  AI_ASSISTANT_NOT_CONFIGURED: AiAssistantNotConfiguredError,
  AI_ASSISTANT_UNAVAILABLE: AiAssistantUnavailableError,
  AI_CHAT_THREAD_FULL: AiChatThreadFullError,
  AI_CHAT_THREAD_LIMIT_REACHED: AiChatThreadLimitReachedError,
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: AnonymousAccountsNotEnabledError,
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: AnonymousAuthenticationNotAllowedError,
  API_KEY_EXPIRED: ApiKeyExpiredError,
  API_KEY_LIMIT_REACHED: ApiKeyLimitReachedError,
  API_KEY_NOT_FOUND: ApiKeyNotFoundError,
  API_KEY_REVOKED: ApiKeyRevokedError,
  APPLE_BUNDLE_ID_NOT_CONFIGURED: AppleBundleIdNotConfiguredError,
  BODY_PARSING_ERROR: BodyParsingError,
  BRANCH_DOES_NOT_EXIST: BranchDoesNotExistError,
  CANNOT_ACCESS_OTHER_USER: CannotAccessOtherUserError,
  CANNOT_DELETE_CURRENT_SESSION: CannotDeleteCurrentSessionError,
  CANNOT_DELETE_INTERNAL_PROJECT: CannotDeleteInternalProjectError,
  CANNOT_GET_OWN_USER_WITHOUT_USER: CannotGetOwnUserWithoutUserError,
  CLIENT_TEAM_CREATION_NOT_ENABLED: ClientTeamCreationNotEnabledError,
  CLIENT_USER_DELETION_NOT_ENABLED: ClientUserDeletionNotEnabledError,
  CLI_AUTH_ERROR: CliAuthError,
  CLI_AUTH_EXPIRED_ERROR: CliAuthExpiredError,
  CLI_AUTH_USED_ERROR: CliAuthUsedError,
  CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS: ConfigLevelRequiresAdminAccessError,
  CONFIG_OVERRIDE_INVALID: ConfigOverrideInvalidError,
  CONFIG_OVERRIDE_INVALID_JSON: ConfigOverrideInvalidJsonError,
  CONFIG_OVERRIDE_TOO_LARGE: ConfigOverrideTooLargeError,
  CONFIG_SOURCE_REQUIRED: ConfigSourceRequiredError,
  CONTACT_CHANNEL_ALREADY_EXISTS: ContactChannelAlreadyExistsError,
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: ContactChannelAlreadyUsedForAuthBySomeoneElseError,
  CONTACT_CHANNEL_LIMIT_REACHED: ContactChannelLimitReachedError,
  CONTACT_CHANNEL_NOT_FOUND: ContactChannelNotFoundError,
  CONTAINED_PERMISSION_CYCLE: ContainedPermissionCycleError,
  CONTAINED_PERMISSION_NOT_FOUND: ContainedPermissionNotFoundError,
  CURRENT_PROJECT_NOT_FOUND: CurrentProjectNotFoundError,
  CUSTOMER_ACCESS_DENIED: CustomerAccessDeniedError,
  DATABASE_UNAVAILABLE: DatabaseUnavailableError,
  DATA_VAULT_STORE_DOES_NOT_EXIST: DataVaultStoreDoesNotExistError,
  DATA_VAULT_STORE_FULL: DataVaultStoreFullError,
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: DataVaultStoreHashedKeyDoesNotExistError,
  EMAIL_ALREADY_VERIFIED: EmailAlreadyVerifiedError,
  EMAIL_DRAFT_NOT_FOUND: EmailDraftNotFoundError,
  EMAIL_IS_NOT_PRIMARY_EMAIL: EmailIsNotPrimaryEmailError,
  EMAIL_PASSWORD_MISMATCH: EmailPasswordMismatchError,
  EMAIL_RENDERING_ERROR: EmailRenderingError,
  EMAIL_TEMPLATE_NOT_FOUND: EmailTemplateNotFoundError,
  EMAIL_THEME_DOES_NOT_EXIST: EmailThemeDoesNotExistError,
  EMAIL_THEME_NOT_FOUND: EmailThemeNotFoundError,
  EXPECTED_INTERNAL_PROJECT: ExpectedInternalProjectError,
  IDEMPOTENCY_KEY_REUSED: IdempotencyKeyReusedError,
  INSUFFICIENT_ACCESS_TYPE: InsufficientAccessTypeError,
  INTERNAL_SERVER_ERROR: InternalServerError,
  INVALID_ACCESS_TYPE: InvalidAccessTypeError,
  INVALID_APPLE_CREDENTIALS: InvalidAppleCredentialsError,
  INVALID_AUTHORIZATION_CODE: InvalidAuthorizationCodeError,
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: InvalidOauthClientIdOrSecretError,
  INVALID_OAUTH_STATE: InvalidOauthStateError,
  INVALID_PASSWORD_HASH: InvalidPasswordHashError,
  INVALID_POLLING_CODE: InvalidPollingCodeError,
  INVALID_PROFILE_IMAGE: InvalidProfileImageError,
  INVALID_PROJECT_FOR_ACCESS_TOKEN: InvalidProjectForAccessTokenError,
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: InvalidProjectForAdminAccessTokenError,
  INVALID_PUBLISHABLE_CLIENT_KEY: InvalidPublishableClientKeyError,
  INVALID_SCOPE: InvalidScopeError,
  INVALID_SECRET_SERVER_KEY: InvalidSecretServerKeyError,
  INVALID_SUPER_SECRET_ADMIN_KEY: InvalidSuperSecretAdminKeyError,
  INVALID_TOTP_CODE: InvalidTotpCodeError,
  ITEM_CUSTOMER_TYPE_DOES_NOT_MATCH: ItemCustomerTypeDoesNotMatchError,
  ITEM_NOT_FOUND: ItemNotFoundError,
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: ItemQuantityInsufficientAmountError,
  LAST_SIGN_IN_METHOD: LastSignInMethodError,
  METHOD_NOT_ALLOWED: MethodNotAllowedError,
  MIXED_HEADER_FAMILIES: MixedHeaderFamiliesError,
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: MultiFactorAuthenticationRequiredError,
  NEW_PURCHASES_BLOCKED: NewPurchasesBlockedError,
  NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED: NotificationCategoryCannotBeDisabledError,
  NOTIFICATION_CATEGORY_NOT_FOUND: NotificationCategoryNotFoundError,
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: OauthAccessTokenNotAvailableWithSharedOauthKeysError,
  OAUTH_CALLBACK_FAILED: OauthCallbackFailedError,
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: OauthConnectionAlreadyConnectedToAnotherUserError,
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: OauthConnectionDoesNotHaveRequiredScopeError,
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: OauthConnectionNotConnectedToUserError,
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: OauthExtraScopeNotAvailableWithSharedOauthKeysError,
  OAUTH_LINK_REQUIRES_TOKEN: OauthLinkRequiresTokenError,
  OAUTH_PROVIDER_ACCESS_DENIED: OauthProviderAccessDeniedError,
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: OauthProviderAccountIdAlreadyUsedForSignInError,
  OAUTH_PROVIDER_LINK_NOT_FOUND: OauthProviderLinkNotFoundError,
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: OauthProviderNotFoundOrNotEnabledError,
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: OauthProviderTemporarilyUnavailableError,
  OAUTH_STATE_COOKIE_MISSING: OauthStateCookieMissingError,
  OAUTH_TOKEN_OF_ANOTHER_PROJECT: OauthTokenOfAnotherProjectError,
  OTP_SIGN_IN_NOT_ENABLED: OtpSignInNotEnabledError,
  OUTBOUND_ADDRESS_NOT_ALLOWED: OutboundAddressNotAllowedError,
  OUTER_OAUTH_TIMEOUT: OuterOauthTimeoutError,
  PASSKEY_AUTHENTICATION_FAILED: PasskeyAuthenticationFailedError,
  PASSKEY_AUTHENTICATION_NOT_ENABLED: PasskeyAuthenticationNotEnabledError,
  PASSKEY_LIMIT_REACHED: PasskeyLimitReachedError,
  PASSKEY_NOT_FOUND: PasskeyNotFoundError,
  PASSKEY_REGISTRATION_FAILED: PasskeyRegistrationFailedError,
  PASSKEY_WEBAUTHN_ERROR: PasskeyWebauthnError,
  PASSWORD_ALREADY_SET: PasswordAlreadySetError,
  PASSWORD_AUTHENTICATION_NOT_ENABLED: PasswordAuthenticationNotEnabledError,
  PASSWORD_CONFIRMATION_MISMATCH: PasswordConfirmationMismatchError,
  PASSWORD_TOO_LONG: PasswordTooLongError,
  PASSWORD_TOO_SHORT: PasswordTooShortError,
  PAYMENT_METHOD_NOT_FOUND: PaymentMethodNotFoundError,
  PERMISSION_ID_ALREADY_EXISTS: PermissionIdAlreadyExistsError,
  PERMISSION_NOT_FOUND: PermissionNotFoundError,
  PRICE_DOES_NOT_EXIST: PriceDoesNotExistError,
  PRODUCT_ALREADY_GRANTED: ProductAlreadyGrantedError,
  PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH: ProductCustomerTypeDoesNotMatchError,
  PRODUCT_DOES_NOT_EXIST: ProductDoesNotExistError,
  PRODUCT_NOT_OWNED: ProductNotOwnedError,
  PRODUCT_SWITCH_NOT_ALLOWED: ProductSwitchNotAllowedError,
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: ProjectKeyWithoutAccessTypeError,
  PROJECT_NOT_FOUND: ProjectNotFoundError,
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: PublishableClientKeyRequiredForProjectError,
  PURCHASE_CODE_INVALID: PurchaseCodeInvalidError,
  RECENT_SIGN_IN_REQUIRED: RecentSignInRequiredError,
  REDIRECT_URI_MISMATCH: RedirectUriMismatchError,
  REDIRECT_URL_NOT_WHITELISTED: RedirectUrlNotWhitelistedError,
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: RefreshTokenNotFoundOrExpiredError,
  REQUEST_BODY_TOO_LARGE: RequestBodyTooLargeError,
  REQUIRES_CUSTOM_EMAIL_SERVER: RequiresCustomEmailServerError,
  RESTRICTED_USER_NOT_ALLOWED: RestrictedUserNotAllowedError,
  ROUTE_NOT_FOUND: RouteNotFoundError,
  SCHEMA_ERROR: SchemaError,
  SERVER_AUTHENTICATION_REQUIRED: ServerAuthenticationRequiredError,
  SESSION_NOT_FOUND: SessionNotFoundError,
  SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION: SharedOauthKeysNotAllowedInProductionError,
  SIGN_UP_NOT_ENABLED: SignUpNotEnabledError,
  STRIPE_ACCOUNT_INFO_NOT_FOUND: StripeAccountInfoNotFoundError,
  STRIPE_ACCOUNT_NOT_CONFIGURED: StripeAccountNotConfiguredError,
  STRIPE_KEY_INVALID: StripeKeyInvalidError,
  STRIPE_UNAVAILABLE: StripeUnavailableError,
  STRIPE_WEBHOOK_SIGNATURE_INVALID: StripeWebhookSignatureInvalidError,
  SUBSCRIPTION_NOT_FOUND: SubscriptionNotFoundError,
  SYSTEM_PERMISSION_CANNOT_BE_CHANGED: SystemPermissionCannotBeChangedError,
  TEAM_API_KEYS_NOT_ENABLED: TeamApiKeysNotEnabledError,
  TEAM_INVITATION_LIMIT_REACHED: TeamInvitationLimitReachedError,
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: TeamInvitationRestrictedUserNotAllowedError,
  TEAM_LAST_ADMIN: TeamLastAdminError,
  TEAM_LIMIT_REACHED: TeamLimitReachedError,
  TEAM_MEMBERSHIP_ALREADY_EXISTS: TeamMembershipAlreadyExistsError,
  TEAM_MEMBERSHIP_NOT_FOUND: TeamMembershipNotFoundError,
  TEAM_NOT_FOUND: TeamNotFoundError,
  TEAM_PERMISSION_NOT_FOUND: TeamPermissionNotFoundError,
  TEAM_PERMISSION_REQUIRED: TeamPermissionRequiredError,
  TOO_MANY_REQUESTS: TooManyRequestsError,
  TRANSACTION_NOT_FOUND: TransactionNotFoundError,
  TRANSACTION_NOT_REFUNDABLE: TransactionNotRefundableError,
  UNPARSABLE_ACCESS_TOKEN: UnparsableAccessTokenError,
  UNPARSABLE_ADMIN_ACCESS_TOKEN: UnparsableAdminAccessTokenError,
  UNSUPPORTED_GRANT_TYPE: UnsupportedGrantTypeError,
  USER_API_KEYS_NOT_ENABLED: UserApiKeysNotEnabledError,
  USER_AUTHENTICATION_REQUIRED: UserAuthenticationRequiredError,
  USER_DOES_NOT_HAVE_PASSWORD: UserDoesNotHavePasswordError,
  USER_EMAIL_ALREADY_EXISTS: UserEmailAlreadyExistsError,
  USER_ID_DOES_NOT_EXIST: UserIdDoesNotExistError,
  USER_NOT_FOUND: UserNotFoundError,
  VERIFICATION_CODE_ALREADY_USED: VerificationCodeAlreadyUsedError,
  VERIFICATION_CODE_EXPIRED: VerificationCodeExpiredError,
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: VerificationCodeMaxAttemptsReachedError,
  VERIFICATION_CODE_NOT_FOUND: VerificationCodeNotFoundError,
  WEBHOOKS_PORTAL_TOKEN_INVALID: WebhooksPortalTokenInvalidError,
  WEBHOOK_DELIVERY_NOT_FOUND: WebhookDeliveryNotFoundError,
  WEBHOOK_ENDPOINT_LIMIT_REACHED: WebhookEndpointLimitReachedError,
  WEBHOOK_ENDPOINT_NOT_FOUND: WebhookEndpointNotFoundError,
  WEBHOOK_URL_NOT_ALLOWED: WebhookUrlNotAllowedError,
  WRONG_API_KEY_TYPE: WrongApiKeyTypeError,
  WRONG_PERMISSION_SCOPE: WrongPermissionScopeError,
} as const;
