import { z } from '../../http/zod.ts';
import { EXAMPLE_ACCESS_TOKEN, EXAMPLE_ID, EXAMPLE_REFRESH_TOKEN } from '../../http/examples.ts';
import { codeField } from '../verification-codes/verification-codes.schemas.ts';
import { passkeyName } from './passkey-list.schemas.ts';

/**
 * WebAuthn's JSON forms (W3C WebAuthn Level 3 `toJSON()`, as @simplewebauthn/browser sends them).
 * Binary fields are base64url strings. The credential objects accept fields they do not name
 * (browsers add new ones); what matters is verified cryptographically, not by shape.
 */
const base64url = z.string().max(65_536).openapi({ description: 'base64url, without padding.', example: 'AQIDBAUGBwgJCgsMDQ4PEA' });

/**
 * Bounds of what an authenticator hands over, in bytes (base64url length = ceil(bytes * 4 / 3)).
 * WebAuthn L3 §5.1: a credential id is at most 1023 bytes; §5.4.3: a user handle at most 64. The
 * whole attestation object (authenticator data, COSE key, attestation statement with certificates)
 * of real authenticators stays well under 16 KB; clientDataJSON is a short JSON object.
 */
export const MAX_CREDENTIAL_ID_BYTES = 1023;
const b64urlOf = (bytes: number, what: string) =>
  z.string().max(Math.ceil((bytes * 4) / 3), `{path} must be at most ${bytes} bytes (${what})`).openapi({ description: `base64url, without padding; at most ${bytes} bytes decoded.`, example: 'AQIDBAUGBwgJCgsMDQ4PEA' });
const credentialIdField = b64urlOf(MAX_CREDENTIAL_ID_BYTES, 'a WebAuthn credential id');
const transports = z.array(z.string().max(32)).max(8).optional().openapi({ description: 'AuthenticatorTransport values (usb, nfc, ble, smart-card, hybrid, internal); at most 8.' });
const challengeCode = codeField.openapi({ description: 'The 45-character code that came with the options (single-use, valid 60 seconds).' });

const credentialDescriptor = z.object({ id: base64url, type: z.literal('public-key'), transports: z.array(z.string()).optional() });

export const RegistrationOptions = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().openapi({ description: 'Always `THIS_VALUE_WILL_BE_REPLACED.example.com`: put the host name of the page in (the SDK does).' }) }),
    user: z.object({ id: base64url.openapi({ description: "base64url of the user id's UTF-8 bytes." }), name: z.string(), displayName: z.string() }),
    challenge: base64url,
    pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })),
    timeout: z.number().int(),
    excludeCredentials: z.array(credentialDescriptor),
    authenticatorSelection: z.object({ residentKey: z.literal('required'), requireResidentKey: z.literal(true), userVerification: z.literal('preferred') }),
    attestation: z.literal('none'),
    extensions: z.object({ credProps: z.literal(true) }),
    hints: z.array(z.string()).optional(),
  })
  .openapi('PasskeyRegistrationOptions', { description: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (via @simplewebauthn/browser startRegistration).' });

export const AuthenticationOptions = z
  .object({
    challenge: base64url,
    timeout: z.number().int(),
    rpId: z.string().openapi({ description: 'Always `THIS_VALUE_WILL_BE_REPLACED.example.com`: put the host name of the page in (the SDK does).' }),
    allowCredentials: z.array(credentialDescriptor),
    userVerification: z.literal('preferred'),
  })
  .openapi('PasskeyAuthenticationOptions', { description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get (via @simplewebauthn/browser startAuthentication).' });

export const PasskeyCeremonyStart = (options: typeof RegistrationOptions | typeof AuthenticationOptions, name: string) =>
  z.object({ options_json: options, code: challengeCode }).openapi(name);

export const RegistrationResponse = z
  .looseObject({
    id: credentialIdField,
    rawId: credentialIdField,
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: b64urlOf(4096, 'client data'),
      attestationObject: b64urlOf(16_384, 'an attestation object'),
      authenticatorData: b64urlOf(16_384, 'authenticator data').optional(),
      transports,
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: b64urlOf(4096, 'a public key').optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.looseObject({}),
  })
  .openapi('PasskeyRegistrationResponse', { description: 'RegistrationResponseJSON: what @simplewebauthn/browser startRegistration returns.' });

export const AuthenticationResponse = z
  .looseObject({
    id: credentialIdField,
    rawId: credentialIdField,
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: b64urlOf(4096, 'client data'),
      authenticatorData: b64urlOf(16_384, 'authenticator data'),
      signature: b64urlOf(1024, 'a signature'),
      userHandle: b64urlOf(64, 'a WebAuthn user handle').optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.looseObject({}),
  })
  .openapi('PasskeyAuthenticationResponse', { description: 'AuthenticationResponseJSON: what @simplewebauthn/browser startAuthentication returns.' });

export const RegisterPasskeyBody = z
  .object({ credential: RegistrationResponse, code: challengeCode, name: passkeyName.optional().openapi({ description: 'A name for the new passkey (1-64 characters); by default "Passkey on <browser>, <system>" from the request\'s User-Agent.' }) })
  .strict()
  .openapi('RegisterPasskeyBody');
export const PasskeySignInBody = z.object({ authentication_response: AuthenticationResponse, code: challengeCode }).strict().openapi('PasskeySignInBody');

export const RegisterPasskeyResult = z
  .object({ user_handle: z.string().openapi({ description: 'The id of the registered credential (base64url).', example: 'AQIDBAUGBwgJCgsMDQ4PEA' }) })
  .openapi('RegisterPasskeyResult');

export const PasskeySignInResult = z
  .object({
    access_token: z.string().openapi({ example: EXAMPLE_ACCESS_TOKEN }),
    refresh_token: z.string().openapi({ example: EXAMPLE_REFRESH_TOKEN }),
    is_new_user: z.literal(false).openapi({ description: 'Always false: a passkey never creates a user.' }),
    user_id: z.string().openapi({ format: 'uuid', example: EXAMPLE_ID }),
  })
  .openapi('PasskeySignInResult');
