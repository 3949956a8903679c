import { GatehouseError, HttpError, KnownError, NetworkError } from '@gatehouse/sdk';
import { retryAfterSeconds } from '../api/client.ts';
import { currentLocale, formatWait, type Locale } from '../i18n/i18n.ts';
import { END_USER_FALLBACKS_DE, END_USER_MESSAGES_DE, MISSING_VALUE_DE, TEAM_PERMISSION_TEXT_DE } from './end-user-messages.de.ts';

/*
 * What an end user reads when a hosted page (/handler/*) fails: plain language, keyed by the known
 * error's code. The server's own messages are written for developers ("The TOTP code is invalid",
 * "This authentication token has already been used"); the dashboard keeps showing those
 * (api/client.ts errorMessage), the hosted pages show these.
 *
 * One flat table of code -> template per locale (this file English, end-user-messages.de.ts
 * German), placeholders in `{name}` form filled from the error's details (plus `{wait}` for rate
 * limits). The page's language (i18n.ts) picks the table. end-user-messages.test.ts checks that
 * every code an operation the hosted pages call can answer has an entry in every locale, and that
 * no entry uses an internal word.
 */

/** Texts shared by several codes: the same situation said the same way. */
const SESSION_ENDED = 'You have been signed out. Sign in again to continue.';
const SITE_MISCONFIGURED = "This page is not set up correctly. Please tell the site's owner.";
const TRY_AGAIN = 'Something went wrong. Please try again.';
const LINK_INVALID = 'That link or code is not valid. Ask for a new one.';

export const END_USER_MESSAGES = {
  // Codes sent by e-mail, links and the sign-in code.
  VERIFICATION_CODE_NOT_FOUND: "That code didn't work. Check it against the e-mail and try again, or ask for a new one.",
  VERIFICATION_CODE_EXPIRED: 'That code or link has expired. Ask for a new one.',
  VERIFICATION_CODE_ALREADY_USED: 'That code or link has already been used. Ask for a new one if you still need it.',
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: 'Too many wrong tries for this code. Ask for a new one.',
  INVALID_TOTP_CODE: "That code didn't work. Check the 6 digits in your authenticator app and try again.",
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  // Passwords.
  EMAIL_PASSWORD_MISMATCH: 'Wrong e-mail or password.',
  PASSWORD_TOO_SHORT: 'Use a password of at least {min_length} characters.',
  PASSWORD_TOO_LONG: 'Use a password of at most {maxLength} characters.',
  PASSWORD_CONFIRMATION_MISMATCH: 'The current password is not correct.',
  PASSWORD_ALREADY_SET: 'You already have a password. Change it instead.',
  USER_DOES_NOT_HAVE_PASSWORD: 'This account has no password. Sign in another way, or set one with "Forgot password?".',
  INVALID_PASSWORD_HASH: TRY_AGAIN,
  // Accounts and addresses.
  USER_EMAIL_ALREADY_EXISTS: 'An account with this e-mail already exists. Sign in instead.',
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: 'This e-mail is already used to sign in to another account.',
  CONTACT_CHANNEL_ALREADY_EXISTS: 'This e-mail is already on your account.',
  CONTACT_CHANNEL_NOT_FOUND: 'This e-mail is no longer on your account. Reload the page.',
  CONTACT_CHANNEL_LIMIT_REACHED: 'You can have at most {max} e-mail addresses. Remove one first.',
  EMAIL_ALREADY_VERIFIED: 'This e-mail is already verified.',
  SIGN_UP_NOT_ENABLED: 'New accounts cannot be created here. Sign in with an existing account.',
  USER_NOT_FOUND: 'This account no longer exists.',
  INVALID_PROFILE_IMAGE: 'That picture could not be used. Try another image.',
  CLIENT_USER_DELETION_NOT_ENABLED: "Accounts cannot be deleted here. Please contact the site's owner.",
  RESTRICTED_USER_NOT_ALLOWED: 'Your account cannot do this yet. Verify your e-mail address first.',
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: 'Sign in with an account to continue.',
  RECENT_SIGN_IN_REQUIRED: 'For your security, sign in again before making this change.',
  CANNOT_ACCESS_OTHER_USER: 'You can only change your own account.',
  LAST_SIGN_IN_METHOD: 'This is the only way left to sign in to your account. Add another way first (a password, a passkey or another connected account), then remove this one.',
  OAUTH_PROVIDER_LINK_NOT_FOUND: 'This account is no longer connected. Reload the page.',
  PASSKEY_NOT_FOUND: 'This passkey is no longer on your account. Reload the page.',
  PASSKEY_LIMIT_REACHED: 'You can have at most {max} passkeys. Remove one first.',
  // Sessions.
  ACCESS_TOKEN_EXPIRED: SESSION_ENDED,
  ACCESS_TOKEN_REVOKED: SESSION_ENDED,
  UNPARSABLE_ACCESS_TOKEN: SESSION_ENDED,
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: SESSION_ENDED,
  USER_AUTHENTICATION_REQUIRED: 'Sign in to continue.',
  CANNOT_GET_OWN_USER_WITHOUT_USER: 'Sign in to continue.',
  SESSION_NOT_FOUND: 'That session has already ended.',
  CANNOT_DELETE_CURRENT_SESSION: 'To end the session on this device, sign out instead.',
  // Sign-in methods switched off by the site.
  OTP_SIGN_IN_NOT_ENABLED: 'Signing in with an e-mail code is not available here.',
  PASSWORD_AUTHENTICATION_NOT_ENABLED: 'Signing in with a password is not available here.',
  PASSKEY_AUTHENTICATION_NOT_ENABLED: 'Signing in with a passkey is not available here.',
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: 'Signing in with this provider is not available here.',
  // Passkeys.
  PASSKEY_AUTHENTICATION_FAILED: 'Your passkey could not be checked. Try again, or sign in another way.',
  PASSKEY_REGISTRATION_FAILED: 'The passkey could not be added. Try again.',
  // Command-line sign-in links.
  CLI_AUTH_USED_ERROR: 'This sign-in link has already been used. Run the sign-in command in your terminal again to get a new one.',
  CLI_AUTH_EXPIRED_ERROR: 'This sign-in link has expired. Run the sign-in command in your terminal again to get a new one.',
  CLI_AUTH_ERROR: 'This sign-in link is not valid. Run the sign-in command in your terminal again to get a new one.',
  // Teams.
  TEAM_NOT_FOUND: 'This team no longer exists, or you are not a member.',
  TEAM_MEMBERSHIP_NOT_FOUND: 'This person is no longer a member of the team.',
  TEAM_PERMISSION_REQUIRED: "You don't have permission to do this in this team. Ask a team admin.",
  TEAM_PERMISSION_NOT_FOUND: 'That permission no longer exists. Reload the page.',
  PERMISSION_NOT_FOUND: 'That permission no longer exists. Reload the page.',
  WRONG_PERMISSION_SCOPE: 'That permission cannot be given here.',
  TEAM_LAST_ADMIN: 'A team needs at least one admin. Make someone else an admin first.',
  TEAM_LIMIT_REACHED: 'You are in the most teams allowed ({max}). Leave one first.',
  TEAM_INVITATION_LIMIT_REACHED: 'This team has the most open invitations allowed ({max}). Cancel one first.',
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: 'Verify your e-mail address before joining a team.',
  CLIENT_TEAM_CREATION_NOT_ENABLED: "Creating teams is not available here. Please contact the site's owner.",
  // API keys.
  API_KEY_NOT_FOUND: 'This key no longer exists. Reload the page.',
  API_KEY_LIMIT_REACHED: 'You have the most keys allowed ({max_live_keys}). Revoke one first.',
  USER_API_KEYS_NOT_ENABLED: 'Personal keys are not available here.',
  TEAM_API_KEYS_NOT_ENABLED: 'Team keys are not available here.',
  // Links and sign-in with other services.
  REDIRECT_URL_NOT_WHITELISTED: SITE_MISCONFIGURED,
  REDIRECT_URI_MISMATCH: SITE_MISCONFIGURED,
  INVALID_AUTHORIZATION_CODE: 'Signing in did not finish in time. Please try again.',
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: SITE_MISCONFIGURED,
  INVALID_SCOPE: SITE_MISCONFIGURED,
  UNSUPPORTED_GRANT_TYPE: SITE_MISCONFIGURED,
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: SITE_MISCONFIGURED,
  SHARED_OAUTH_KEYS_NOT_ALLOWED_IN_PRODUCTION: SITE_MISCONFIGURED,
  OAUTH_PROVIDER_ACCESS_DENIED: 'Signing in was cancelled, or the provider did not allow it. Try again, or sign in another way.',
  OAUTH_CALLBACK_FAILED: 'Signing in with this provider did not work. Try again, or sign in another way.',
  INVALID_OAUTH_STATE: 'Signing in did not finish in time. Please try again.',
  OAUTH_STATE_COOKIE_MISSING: 'Signing in must finish in the browser where it started. Please try again here.',
  OUTER_OAUTH_TIMEOUT: 'Signing in did not finish in time. Please try again.',
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: 'The provider is not answering right now. Try again in a moment, or sign in another way.',
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: 'That account is already connected to another user here.',
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: 'That account is already connected to another user here.',
  OAUTH_LINK_REQUIRES_TOKEN: 'Sign in first, then connect the account.',
  OAUTH_TOKEN_OF_ANOTHER_PROJECT: SESSION_ENDED,
  // Limits and outages.
  TOO_MANY_REQUESTS: 'Too many attempts. Try again in {wait}.',
  DATABASE_UNAVAILABLE: 'The service is briefly unavailable. Try again in a moment.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Try again in a moment.',
  REQUEST_BODY_TOO_LARGE: 'That is too much to send at once. Try something smaller.',
  SCHEMA_ERROR: 'Something in the form is not valid. Check it and try again.',
  BODY_PARSING_ERROR: TRY_AGAIN,
  // The page's own set-up (wrong keys, project or access type): nothing the visitor can fix.
  ACCESS_TYPE_REQUIRED: SITE_MISCONFIGURED,
  ACCESS_TYPE_WITHOUT_PROJECT_ID: SITE_MISCONFIGURED,
  INVALID_ACCESS_TYPE: SITE_MISCONFIGURED,
  INSUFFICIENT_ACCESS_TYPE: SITE_MISCONFIGURED,
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: SITE_MISCONFIGURED,
  MIXED_HEADER_FAMILIES: SITE_MISCONFIGURED,
  CURRENT_PROJECT_NOT_FOUND: SITE_MISCONFIGURED,
  BRANCH_DOES_NOT_EXIST: SITE_MISCONFIGURED,
  INVALID_PUBLISHABLE_CLIENT_KEY: SITE_MISCONFIGURED,
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: SITE_MISCONFIGURED,
  INVALID_PROJECT_FOR_ACCESS_TOKEN: SESSION_ENDED,
  INVALID_SECRET_SERVER_KEY: SITE_MISCONFIGURED,
  INVALID_SUPER_SECRET_ADMIN_KEY: SITE_MISCONFIGURED,
  SERVER_AUTHENTICATION_REQUIRED: SITE_MISCONFIGURED,
  ADMIN_AUTHENTICATION_REQUIRED: SITE_MISCONFIGURED,
  ADMIN_ACCESS_TOKEN_EXPIRED: SESSION_ENDED,
  ADMIN_ACCESS_TOKEN_REVOKED: SESSION_ENDED,
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: SITE_MISCONFIGURED,
  UNPARSABLE_ADMIN_ACCESS_TOKEN: SESSION_ENDED,
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: SESSION_ENDED,
} satisfies Record<string, string>;

/**
 * What each of the six system team permissions lets a member do, as the hosted team panel says
 * it. The definitions (with the developer's descriptions) are an admin read (wire-contract
 * "Team permission definitions" is A only), so a signed-in user's page cannot fetch them: the
 * system ones are described here, a custom one shows the id the developer gave it.
 */
export const TEAM_PERMISSION_TEXT: Record<string, string> = {
  $update_team: 'Change the team’s name and picture',
  $delete_team: 'Delete the team',
  $read_members: 'See who is in the team',
  $remove_members: 'Remove members',
  $invite_members: 'Invite people',
  $manage_api_keys: 'Manage the team’s API keys',
};

/** Texts for failures that are not a known error. */
export const END_USER_FALLBACKS = {
  unknownCode: TRY_AGAIN,
  offline: 'You seem to be offline. Check your connection and try again.',
  server: 'Something went wrong on our side. Try again in a moment.',
  linkInvalid: LINK_INVALID,
} as const;

export type EndUserCode = keyof typeof END_USER_MESSAGES;

/** Every locale's tables (the types make a locale without some code a compile error). */
export const END_USER_MESSAGES_BY_LOCALE: Record<Locale, Record<EndUserCode, string>> = { en: END_USER_MESSAGES, de: END_USER_MESSAGES_DE };
export const END_USER_FALLBACKS_BY_LOCALE: Record<Locale, Record<keyof typeof END_USER_FALLBACKS, string>> = { en: END_USER_FALLBACKS, de: END_USER_FALLBACKS_DE };
export const TEAM_PERMISSION_TEXT_BY_LOCALE: Record<Locale, Record<string, string>> = { en: TEAM_PERMISSION_TEXT, de: TEAM_PERMISSION_TEXT_DE };
const MISSING_VALUE: Record<Locale, { wait: string; other: string }> = { en: { wait: 'a little while', other: 'the allowed number of' }, de: MISSING_VALUE_DE };

/** Fills `{name}` from `values`; a missing value leaves a neutral word, never the raw placeholder. */
function fill(template: string, values: Record<string, unknown>, locale: Locale): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : name === 'wait' ? MISSING_VALUE[locale].wait : MISSING_VALUE[locale].other;
  });
}

/** One code's text in the page's language, without details (e.g. sign-up closed, said before any call). */
export function endUserText(code: EndUserCode): string {
  return fill(END_USER_MESSAGES_BY_LOCALE[currentLocale()][code], {}, currentLocale());
}

/** A system team permission's description in the page's language, or undefined for a custom one. */
export function teamPermissionText(id: string): string | undefined {
  return TEAM_PERMISSION_TEXT_BY_LOCALE[currentLocale()][id];
}

/** The plain-language text for a failure on a hosted page, in the page's language. */
export function endUserMessage(error: unknown): string {
  const locale = currentLocale();
  const fallbacks = END_USER_FALLBACKS_BY_LOCALE[locale];
  if (error instanceof KnownError) {
    const template = (END_USER_MESSAGES_BY_LOCALE[locale] as Record<string, string>)[error.code];
    if (!template) return fallbacks.unknownCode;
    const wait = retryAfterSeconds(error);
    const details = error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
    return fill(template, { ...details, wait: wait === null ? undefined : formatWait(wait) }, locale);
  }
  if (error instanceof NetworkError) return fallbacks.offline;
  if (error instanceof HttpError) return fallbacks.server;
  if (error instanceof GatehouseError) return fallbacks.unknownCode;
  // The hosted pages' own plain Errors are written for the visitor ("This link has no code…");
  // the browser's (DOMException, TypeError) are not.
  if (error instanceof Error && error.constructor === Error) return error.message;
  return fallbacks.unknownCode;
}
