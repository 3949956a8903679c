import type { components } from '@gatehouse/generated';
import type { GatehouseApi } from './api-types.ts';
import { PasskeyWebauthnError } from './errors.generated.ts';
import type { Session } from './session.ts';

/**
 * Passkeys (WebAuthn). The server hands out options with a placeholder relying-party id; the
 * browser must use the host name of the page, so it is put in here before the ceremony. The
 * ceremonies themselves run in @simplewebauthn/browser (loaded only when a passkey call runs, so
 * the SDK stays usable where there is no browser), or in `webauthn` when given (native shells,
 * tests). A ceremony that fails in the browser (cancelled, no authenticator, timed out) throws
 * PasskeyWebauthnError (`details.code`: the browser's error code or name); the server's refusals
 * throw PasskeyRegistrationFailedError, PasskeyAuthenticationFailedError,
 * PasskeyAuthenticationNotEnabledError or a VerificationCodeError.
 */
export type PasskeyRegistrationOptions = components['schemas']['PasskeyRegistrationOptions'];
export type PasskeyAuthenticationOptions = components['schemas']['PasskeyAuthenticationOptions'];
export type PasskeyRegistrationResponse = components['schemas']['PasskeyRegistrationResponse'];
export type PasskeyAuthenticationResponse = components['schemas']['PasskeyAuthenticationResponse'];

/** The two browser ceremonies, as @simplewebauthn/browser runs them. */
export interface WebAuthnCeremonies {
  startRegistration(args: { optionsJSON: PasskeyRegistrationOptions }): Promise<PasskeyRegistrationResponse>;
  startAuthentication(args: { optionsJSON: PasskeyAuthenticationOptions }): Promise<PasskeyAuthenticationResponse>;
}

export interface PasskeyCallOptions {
  /** The relying-party id: the host name of the page (default: location.hostname). */
  hostname?: string;
  /** Runs the ceremonies instead of @simplewebauthn/browser. */
  webauthn?: WebAuthnCeremonies;
}

export interface PasskeyHelpers {
  /** Adds a passkey for the signed-in user (one per device, up to 25; list, rename and remove them with GET /passkeys and /passkeys/{user_id}/{passkey_id}); passkey sign-in is then on for the user. */
  registerPasskey(options?: PasskeyCallOptions): Promise<void>;
  /** Signs in with a passkey the authenticator holds for this site. */
  signInWithPasskey(options?: PasskeyCallOptions): Promise<{ userId: string }>;
  /** Removes all the signed-in user's passkeys (passkey sign-in off); refused with LastSignInMethodError when they are the user's last way to sign in. */
  removePasskey(): Promise<void>;
}

function hostnameOf(options: PasskeyCallOptions): string {
  const hostname = options.hostname ?? (globalThis as { location?: { hostname?: string } }).location?.hostname;
  if (!hostname) throw new TypeError('Passkeys need the host name of the page: pass { hostname } outside a browser.');
  return hostname;
}

async function ceremoniesOf(options: PasskeyCallOptions): Promise<WebAuthnCeremonies> {
  if (options.webauthn) return options.webauthn;
  const browser = await import('@simplewebauthn/browser');
  return browser as unknown as WebAuthnCeremonies;
}

/** Runs a ceremony; the browser's failures become PasskeyWebauthnError. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const err = e as { message?: unknown; code?: unknown; name?: unknown };
    const message = typeof err?.message === 'string' && err.message ? err.message : 'The passkey ceremony failed in the browser.';
    const code = typeof err?.code === 'string' ? err.code : typeof err?.name === 'string' ? err.name : 'UNKNOWN';
    throw new PasskeyWebauthnError('PASSKEY_WEBAUTHN_ERROR', 400, message, { message, code });
  }
}

export function passkeyHelpers(api: GatehouseApi, session: Session): PasskeyHelpers {
  return {
    async registerPasskey(options = {}) {
      const hostname = hostnameOf(options);
      const webauthn = await ceremoniesOf(options);
      const { data } = await api.POST('/auth/passkey/initiate-passkey-registration');
      const optionsJSON = { ...data.options_json, rp: { ...data.options_json.rp, id: hostname } };
      const credential = await ceremony(() => webauthn.startRegistration({ optionsJSON }));
      await api.POST('/auth/passkey/register', { body: { credential, code: data.code } });
    },
    async signInWithPasskey(options = {}) {
      const hostname = hostnameOf(options);
      const webauthn = await ceremoniesOf(options);
      const { data } = await api.POST('/auth/passkey/initiate-passkey-authentication');
      const optionsJSON = { ...data.options_json, rpId: hostname };
      const response = await ceremony(() => webauthn.startAuthentication({ optionsJSON }));
      const { data: tokens } = await api.POST('/auth/passkey/sign-in', { body: { authentication_response: response, code: data.code } });
      session.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      return { userId: tokens.user_id };
    },
    async removePasskey() {
      await api.PATCH('/users/me', { body: { passkey_auth_enabled: false } });
    },
  };
}
