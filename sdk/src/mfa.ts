import type { GatehouseApi } from './api-types.ts';
import { MultiFactorAuthenticationRequiredError, RecentSignInRequiredError } from './errors.generated.ts';

/**
 * The TOTP second factor (wire-contract §9.4). Every sign-in of a user with TOTP on (password,
 * e-mail code or link, passkey, OAuth) throws MultiFactorAuthenticationRequiredError instead of
 * signing in; its `details.attempt_code` plus the 6-digit code of the user's authenticator app
 * finish the sign-in with `signInWithMfa`:
 *
 *   try {
 *     await app.signInWithPassword({ email, password });
 *   } catch (e) {
 *     const attemptCode = mfaAttemptCodeOf(e);
 *     if (!attemptCode) throw e;
 *     await app.signInWithMfa({ attemptCode, totp: await askUserForCode() });
 *   }
 *
 * A wrong code throws InvalidTotpCodeError and the attempt code stays usable (5 tries in its 5
 * minutes; then VerificationCodeMaxAttemptsReachedError and the user signs in again).
 */

/** The attempt code of a sign-in that needs the second factor, or null when `error` is anything else. */
export function mfaAttemptCodeOf(error: unknown): string | null {
  return error instanceof MultiFactorAuthenticationRequiredError ? error.details.attempt_code : null;
}

/**
 * Changes to the ways into an account (primary e-mail, TOTP, passkeys, API keys, a first password,
 * deleting the account) throw RecentSignInRequiredError when the session signed in more than the
 * server's window (10 minutes by default) ago. The proofs the user can give instead of signing in
 * again, or null when `error` is anything else; an empty list: the user must sign in again.
 *
 *   try {
 *     await app.disableTotp();
 *   } catch (e) {
 *     const proofs = recentSignInProofsOf(e);
 *     if (!proofs?.length) throw e;
 *     await app.reauthenticate({ password: await askUserForPassword() });
 *     await app.disableTotp();
 *   }
 */
export function recentSignInProofsOf(error: unknown): ('password' | 'totp_code')[] | null {
  return error instanceof RecentSignInRequiredError ? error.details.accepted_proofs : null;
}

/** The length of a TOTP secret the SDK makes: 160 bits, what RFC 4226 recommends and authenticator apps expect. */
export const TOTP_SECRET_BYTES = 20;

/** A fresh random TOTP secret (Web Crypto), to show as a QR code and then pass to enableTotp once the user confirmed a code. */
export function generateTotpSecret(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES));
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export interface MfaHelpers {
  /** Finishes a sign-in that threw MultiFactorAuthenticationRequiredError: its attempt code and the current 6-digit TOTP code. */
  signInWithMfa(input: { attemptCode: string; totp: string }): Promise<{ userId: string; isNewUser: boolean }>;
  /**
   * Turns TOTP on for the signed-in user with this raw secret. Have the user confirm a code of
   * the secret first (the server cannot: it sees the secret only now), or they lock themselves out.
   */
  enableTotp(secret: Uint8Array): Promise<void>;
  /** Turns TOTP off for the signed-in user: sign-ins need the first factor only again. */
  disableTotp(): Promise<void>;
  /**
   * Confirms it is still the user (the current password, or a TOTP code of a user with TOTP on):
   * the session then counts as freshly signed in for the changes that need it (recentSignInProofsOf).
   * A wrong password throws PasswordConfirmationMismatchError, a wrong code InvalidTotpCodeError.
   */
  reauthenticate(proof: { password: string } | { totpCode: string }): Promise<void>;
}

export function mfaHelpers(api: GatehouseApi, signedIn: (tokens: { access_token: string; refresh_token: string; user_id: string }) => { userId: string }): MfaHelpers {
  return {
    async signInWithMfa({ attemptCode, totp }) {
      const r = (await api.POST('/auth/mfa/sign-in', { body: { code: attemptCode, type: 'totp', totp: totp.trim() } })).data;
      return { ...signedIn(r), isNewUser: r.is_new_user };
    },
    async enableTotp(secret) {
      if (!(secret instanceof Uint8Array) || secret.length === 0) throw new TypeError('enableTotp needs the raw secret bytes.');
      await api.PATCH('/users/me', { body: { totp_secret_base64: base64Of(secret) } });
    },
    async disableTotp() {
      await api.PATCH('/users/me', { body: { totp_secret_base64: null } });
    },
    async reauthenticate(proof) {
      const body = 'password' in proof ? { password: proof.password } : { totp_code: proof.totpCode.trim() };
      await api.POST('/auth/sessions/current/reauthenticate', { body });
    },
  };
}
