/**
 * @gatehouse/sdk — the public API. Everything exported here is stable; other modules are internal.
 *
 *   const app = createClientApp({ baseUrl, projectId, publishableClientKey });
 *   await app.signInWithPassword({ email, password });
 *   const user = await app.getUser();
 *   const { data } = await app.api.GET('/projects/current'); // any endpoint, typed; `data` always set
 *
 * Failures throw: KnownError subclasses (one per catalogue code, grouped in families such as
 * InvalidAccessTokenError, plus RouteNotFoundError/MethodNotAllowedError), HttpError, NetworkError,
 * InvalidResponseError — all GatehouseError. A call that returns has succeeded.
 */
export {
  createClientApp,
  createServerApp,
  createAdminApp,
  type AppOptions,
  type ServerAppOptions,
  type AdminAppOptions,
  type GatehouseApp,
  type ClientApp,
  type ServerApp,
  type AdminApp,
  type GatehouseApi,
  type CurrentUser,
  type ClientProject,
  type SignInResult,
  type TokenStoreOption,
} from './apps.ts';
export type { ApiAnswer } from './api-types.ts';
export { OAuthCallbackError, defaultOAuthFlowStore, type OAuthFlowStore, type OAuthHelpers, type SignInWithOAuthOptions, type OAuthCallbackResult } from './oauth.ts';
export type { CrossDomainHelpers, CrossDomainAuthorizeOptions, CrossDomainHandoffRequest, PrepareCrossDomainHandoffOptions } from './cross-domain.ts';
export { serverUrls, API_PATH, type ServerUrls } from './base-url.ts';
export type { ServerUser, ServerUserPage, CreateUserBody, NewOAuthProviderLink, UpdateUserBody, ListUsersOptions, ServerUserHelpers } from './server-users.ts';
export {
  SYSTEM_TEAM_PERMISSIONS,
  type Team, type ServerTeam, type CreateTeamBody, type UpdateTeamBody, type TeamMemberProfile, type UpdateTeamMemberProfileBody,
  type TeamPermission, type ProjectPermission, type PermissionDefinition, type CreatePermissionDefinitionBody, type UpdatePermissionDefinitionBody,
  type ListTeamPermissionsOptions, type ListProjectPermissionsOptions, type TeamHelpers, type ServerTeamHelpers, type PermissionDefinitionHelpers,
} from './teams.ts';
export { mfaAttemptCodeOf, recentSignInProofsOf, generateTotpSecret, TOTP_SECRET_BYTES, type MfaHelpers } from './mfa.ts';
export type { TeamInvitation, TeamInvitationDetails, TeamInvitationCodeCheck, SendTeamInvitationInput, TeamInvitationHelpers } from './team-invitations.ts';
export type { UserApiKey, TeamApiKey, CreatedUserApiKey, CreatedTeamApiKey, CreateApiKeyInput, OwnerApiKeyHelpers, ApiKeyCheckHelpers } from './owner-api-keys.ts';
export type { PasskeyHelpers, PasskeyCallOptions, WebAuthnCeremonies, PasskeyRegistrationOptions, PasskeyAuthenticationOptions, PasskeyRegistrationResponse, PasskeyAuthenticationResponse } from './passkeys.ts';
export type { AppleNativeHelpers } from './apple-native.ts';
export { Session, type SessionListener, type Refresher } from './session.ts';
export {
  memoryTokenStore,
  browserStorageTokenStore,
  cookieTokenStore,
  type TokenStore,
  type StoredTokens,
  type StorageLike,
  type CookieJarLike,
  type CookieStoreOptions,
} from './token-store.ts';
export * from './errors.ts';
export * from './errors.generated.ts';
export { familyOfCode } from './error-families.ts';
export { isKnownError } from './known-errors.ts';
export { createAccessTokenVerifier, createAccessTokenChecker, accessTokenFromHeaders, AccessTokenVerificationError, JWKS_CACHE_MAX_AGE_MS, CLOCK_TOLERANCE_SECONDS, type AccessTokenClaims, type AccessTokenVerifier, type AccessTokenChecker, type AccessTokenCheck, type AccessTokenRefusal, type VerifierOptions } from './verify.ts';
export { wait, MAX_WAIT_MS } from './wait.ts';
export { DataVaultDecryptionError, DATA_VAULT_PBKDF2_ITERATIONS, DATA_VAULT_MAX_ENCRYPTED_VALUE, type DataVaultStore, type DataVaultHelpers, type DataVaultSecretOptions } from './data-vault.ts';
export { customerOf, type ClientPaymentHelpers, type ServerPaymentHelpers, type Customer, type CustomerType, type CustomerProduct, type CustomerProductPage, type InlineProduct, type Item, type ProductChoice, type Idempotent, type Billing, type Invoice, type InvoicePage, type PaymentMethod, type SetupIntent } from './payments.ts';
export { isLikelyValid, decodeJwtPayload, TOKEN_VALIDITY_MARGIN_MS } from './tokens.ts';
export { MAX_ATTEMPTS, RETRY_BASE_DELAY_MS, CLIENT_VERSION, type FetchLike, type AccessType } from './transport.ts';
