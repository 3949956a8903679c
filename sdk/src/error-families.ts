/**
 * Which parent family (wire-contract §4.1) each catalogue code belongs to. Plain data so that
 * scripts/generate-errors.ts can read it; the family classes themselves live in errors.ts.
 * Callers `instanceof` a family to handle every member the same way (e.g. the session logic
 * refreshes on any InvalidAccessTokenError). A code missing here has only KnownError as parent.
 */
export const familyOfCode = {
  // "invalid access token": the SDK drops the access token, refreshes and retries once.
  UNPARSABLE_ACCESS_TOKEN: 'InvalidAccessTokenError',
  ACCESS_TOKEN_EXPIRED: 'InvalidAccessTokenError',
  INVALID_PROJECT_FOR_ACCESS_TOKEN: 'InvalidAccessTokenError',
  ACCESS_TOKEN_REVOKED: 'InvalidAccessTokenError', // Gatehouse addition: the session was revoked
  // "refresh token error": a refresh yields nothing (signed out); ignored on sign-out.
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: 'RefreshTokenError',
  CANNOT_DELETE_CURRENT_SESSION: 'RefreshTokenError',
  PROVIDER_REJECTED: 'RefreshTokenError',
  // "verification code error"
  VERIFICATION_CODE_NOT_FOUND: 'VerificationCodeError',
  VERIFICATION_CODE_EXPIRED: 'VerificationCodeError',
  VERIFICATION_CODE_ALREADY_USED: 'VerificationCodeError',
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 'VerificationCodeError',
  // "password requirements not met"
  PASSWORD_TOO_SHORT: 'PasswordRequirementsNotMetError',
  PASSWORD_TOO_LONG: 'PasswordRequirementsNotMetError',
  // "invalid admin access token": dashboard mode drops the admin token and retries once.
  UNPARSABLE_ADMIN_ACCESS_TOKEN: 'InvalidAdminAccessTokenError',
  ADMIN_ACCESS_TOKEN_EXPIRED: 'InvalidAdminAccessTokenError',
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: 'InvalidAdminAccessTokenError',
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: 'InvalidAdminAccessTokenError',
  ADMIN_ACCESS_TOKEN_REVOKED: 'InvalidAdminAccessTokenError', // Gatehouse addition
  // "API key not valid": helpers that check a key treat these as "no key".
  API_KEY_EXPIRED: 'ApiKeyNotValidError',
  API_KEY_REVOKED: 'ApiKeyNotValidError',
  API_KEY_NOT_FOUND: 'ApiKeyNotValidError',
  WRONG_API_KEY_TYPE: 'ApiKeyNotValidError',
  // "invalid project authentication": the app's own keys are wrong (a configuration problem).
  INVALID_PUBLISHABLE_CLIENT_KEY: 'InvalidProjectAuthenticationError',
  INVALID_SECRET_SERVER_KEY: 'InvalidProjectAuthenticationError',
  INVALID_SUPER_SECRET_ADMIN_KEY: 'InvalidProjectAuthenticationError',
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: 'InvalidProjectAuthenticationError',
  SERVER_AUTHENTICATION_REQUIRED: 'InvalidProjectAuthenticationError',
  ADMIN_AUTHENTICATION_REQUIRED: 'InvalidProjectAuthenticationError',
} as const satisfies Record<string, FamilyName>;

export type FamilyName =
  | 'InvalidAccessTokenError'
  | 'RefreshTokenError'
  | 'VerificationCodeError'
  | 'PasswordRequirementsNotMetError'
  | 'InvalidAdminAccessTokenError'
  | 'ApiKeyNotValidError'
  | 'InvalidProjectAuthenticationError';
