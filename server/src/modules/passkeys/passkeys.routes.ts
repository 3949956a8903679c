import { defineRoute } from '../../http/router.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import {
  AuthenticationOptions,
  PasskeyCeremonyStart,
  PasskeySignInBody,
  PasskeySignInResult,
  RegisterPasskeyBody,
  RegisterPasskeyResult,
  RegistrationOptions,
} from './passkeys.schemas.ts';

const ANY = ['client', 'server', 'admin'] as const;
const EXAMPLE_CODE = 'a1b2c3d4e5f6g7h8j9k0m1n2p3q4r5s6t7v8w9x0y1z2a';
const EXAMPLE_CREDENTIAL_ID = 'q4Xb0bPp1gMjTR3E5Z2yVw';
const EXAMPLE_CLIENT_DATA = 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiLi4uIiwib3JpZ2luIjoiaHR0cHM6Ly9hcHAuZXhhbXBsZS5jb20ifQ';
export const PASSKEYS_TAG = 'Passkeys';
const CODE_ERRORS = ['VERIFICATION_CODE_NOT_FOUND', 'VERIFICATION_CODE_EXPIRED', 'VERIFICATION_CODE_ALREADY_USED', 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED'] as const;
const ORIGIN_RULE =
  'The origin the browser signed (`clientDataJSON.origin`) must be a trusted domain of the project (any local origin with `allow_localhost`); the relying-party id is its host name.';
const SINGLE_USE = 'The code is used up by this call whatever its outcome: a failed ceremony starts again with new options.';

export const initiatePasskeyRegistration = defineRoute({
  method: 'post',
  path: '/auth/passkey/initiate-passkey-registration',
  operationId: 'initiatePasskeyRegistration',
  tag: PASSKEYS_TAG,
  summary: 'Start registering a passkey',
  description:
    'Answers the options for navigator.credentials.create and a 45-character code holding their challenge (single-use, valid 60 seconds). The passkey is discoverable (resident key required); `excludeCredentials` lists the user\'s existing passkeys; algorithms EdDSA (-8), ES256 (-7) and RS256 (-257), no attestation. `rp.id` is a placeholder the caller replaces with the host name of its page. Needs `passkey_enabled` and a signed-in user. No body; one, if sent, is ignored.',
  access: { types: ANY, user: 'schema', recentSignIn: true },
  rateLimits: [perClient('sign_ins_per_ip')],
  response: { status: 200, description: 'The registration options and their code.', schema: PasskeyCeremonyStart(RegistrationOptions, 'PasskeyRegistrationStart') },
  errors: ['PASSKEY_AUTHENTICATION_NOT_ENABLED'],
});

export const registerPasskey = defineRoute({
  method: 'post',
  path: '/auth/passkey/register',
  operationId: 'registerPasskey',
  tag: PASSKEYS_TAG,
  summary: 'Finish registering a passkey',
  description: `Verifies the browser's answer to the registration options of \`code\` and adds the credential to the signed-in user's passkeys (one per device, at most 25: PASSKEY_LIMIT_REACHED), named \`name\` or "Passkey on <browser>, <system>"; passkey_auth_enabled becomes true. The options exclude the user's existing credentials, so an authenticator does not make a second one; a credential id already registered in the project is refused. ${ORIGIN_RULE} User verification is not required. The code must have been issued to this user. ${SINGLE_USE} Turning passkey_auth_enabled off (PATCH /users/me) removes all the user's passkeys; DELETE /passkeys/{user_id}/{passkey_id} removes one.`,
  access: { types: ANY, user: 'schema', recentSignIn: true },
  rateLimits: [perClient('code_checks_per_ip')],
  request: {
    body: RegisterPasskeyBody,
    bodyExample: {
      credential: {
        id: EXAMPLE_CREDENTIAL_ID,
        rawId: EXAMPLE_CREDENTIAL_ID,
        type: 'public-key',
        response: { clientDataJSON: EXAMPLE_CLIENT_DATA, attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF...', transports: ['internal'] },
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
      },
      code: EXAMPLE_CODE,
    },
  },
  response: { status: 200, description: 'The passkey is registered.', schema: RegisterPasskeyResult },
  errors: ['PASSKEY_AUTHENTICATION_NOT_ENABLED', 'PASSKEY_REGISTRATION_FAILED', 'PASSKEY_LIMIT_REACHED', ...CODE_ERRORS],
});

export const initiatePasskeyAuthentication = defineRoute({
  method: 'post',
  path: '/auth/passkey/initiate-passkey-authentication',
  operationId: 'initiatePasskeyAuthentication',
  tag: PASSKEYS_TAG,
  summary: 'Start signing in with a passkey',
  description:
    'Answers the options for navigator.credentials.get (no allowed credentials: the authenticator offers the discoverable passkeys it holds for the site) and a 45-character code holding their challenge (single-use, valid 60 seconds). `rpId` is a placeholder the caller replaces with the host name of its page. Needs `passkey_enabled`. No body; one, if sent, is ignored.',
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('sign_ins_per_ip')],
  response: { status: 200, description: 'The authentication options and their code.', schema: PasskeyCeremonyStart(AuthenticationOptions, 'PasskeyAuthenticationStart') },
  errors: ['PASSKEY_AUTHENTICATION_NOT_ENABLED'],
});

export const signInWithPasskey = defineRoute({
  method: 'post',
  path: '/auth/passkey/sign-in',
  operationId: 'signInWithPasskey',
  tag: PASSKEYS_TAG,
  summary: 'Sign in with a passkey',
  description: `Verifies the browser's answer to the authentication options of \`code\` and opens a session for the passkey's user. ${ORIGIN_RULE} The signature counter must move forward (a cloned authenticator is refused) and is stored. An unknown credential, an untrusted origin, a bad signature or a user whose passkey sign-in is off all answer PASSKEY_AUTHENTICATION_FAILED. ${SINGLE_USE} A passkey never creates a user (is_new_user is always false).`,
  access: { types: ANY, restricted: 'allow' },
  rateLimits: [perClient('sign_ins_per_ip')],
  request: {
    body: PasskeySignInBody,
    bodyExample: {
      authentication_response: {
        id: EXAMPLE_CREDENTIAL_ID,
        rawId: EXAMPLE_CREDENTIAL_ID,
        type: 'public-key',
        response: { clientDataJSON: EXAMPLE_CLIENT_DATA, authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ', signature: 'MEUCIQC...', userHandle: 'M2YwYjZkNmUtM2MwZS00YTUzLTliNWItMmI0YjJmMWY2YTEw' },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      },
      code: EXAMPLE_CODE,
    },
  },
  response: { status: 200, description: 'Signed in.', schema: PasskeySignInResult, links: { RefreshSession: { operationId: 'refreshCurrentSession', parameters: { 'header.x-stack-refresh-token': '$response.body#/refresh_token' } } } },
  errors: ['PASSKEY_AUTHENTICATION_NOT_ENABLED', 'PASSKEY_AUTHENTICATION_FAILED', 'MULTI_FACTOR_AUTHENTICATION_REQUIRED', ...CODE_ERRORS],
});
