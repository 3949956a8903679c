import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KnownError, NetworkError } from '@gatehouse/sdk';
import { describe, expect, it } from 'vitest';
import { i18n, LOCALES } from '../i18n/i18n.ts';
import { END_USER_FALLBACKS, END_USER_FALLBACKS_BY_LOCALE, END_USER_MESSAGES, END_USER_MESSAGES_BY_LOCALE, endUserMessage, TEAM_PERMISSION_TEXT_BY_LOCALE } from './end-user-messages.ts';

/*
 * Issue 22 item 6: every error an end user can meet on a hosted page has plain text. "Can meet"
 * is taken from the API description: every known error code any operation the hosted pages call
 * can answer. Which operations those are is checked against the hosted sources, so a new call
 * there without its errors in the table fails this test.
 */

const root = (p: string) => join(import.meta.dirname, '../../..', p);

/** The SDK methods the hosted pages call, and the operations each one sends. */
const SDK_METHODS: Record<string, string[]> = {
  acceptTeamInvitation: ['POST /team-invitations/accept'],
  acceptTeamInvitationById: ['POST /team-invitations/{id}/accept'],
  createTeam: ['POST /teams'],
  createTeamApiKey: ['POST /team-api-keys'],
  createUserApiKey: ['POST /user-api-keys'],
  disableTotp: ['PATCH /users/me'],
  enableTotp: ['PATCH /users/me'],
  getTeamInvitationDetails: ['POST /team-invitations/accept/details'],
  getUser: ['GET /users/me'],
  handleOAuthCallback: ['GET /auth/oauth/callback/{provider_id}', 'POST /auth/oauth/token'],
  leaveTeam: ['DELETE /team-memberships/{team_id}/{user_id}'],
  listTeamPermissions: ['GET /team-permissions', 'GET /team-permission-definitions'],
  reauthenticate: ['POST /auth/sessions/current/reauthenticate'],
  registerPasskey: ['POST /auth/passkey/initiate-passkey-registration', 'POST /auth/passkey/register'],
  removePasskey: ['PATCH /users/me'],
  revokeTeamApiKey: ['PATCH /team-api-keys/{api_key_id}'],
  revokeTeamInvitation: ['DELETE /team-invitations/{id}'],
  revokeUserApiKey: ['PATCH /user-api-keys/{api_key_id}'],
  sendMagicLinkEmail: ['POST /auth/otp/send-sign-in-code'],
  sendTeamInvitation: ['POST /team-invitations/send-code'],
  signInWithMagicLink: ['POST /auth/otp/sign-in'],
  signInWithMfa: ['POST /auth/mfa/sign-in'],
  signInWithOAuth: ['GET /auth/oauth/authorize/{provider_id}'],
  signInWithOtp: ['POST /auth/otp/sign-in'],
  signInWithPasskey: ['POST /auth/passkey/initiate-passkey-authentication', 'POST /auth/passkey/sign-in'],
  signInWithPassword: ['POST /auth/password/sign-in'],
  signOut: ['DELETE /auth/sessions/current'],
  signUpWithPassword: ['POST /auth/password/sign-up'],
  updatePassword: ['POST /auth/password/update'],
  // Token handling only, no request of its own.
  'session.clear': [],
  'session.setTokens': [],
};

/** Reads used by hosted pages through shared queries (teams, members, keys, sessions). */
const READS = ['GET /teams', 'GET /team-member-profiles', 'GET /team-invitations', 'GET /user-api-keys', 'GET /team-api-keys', 'GET /team-permission-definitions', 'POST /auth/sessions/current/refresh'];

function hostedSources(): Array<{ file: string; text: string }> {
  const dirs = ['web/src/features/hosted', 'web/src/features/auth'];
  return dirs.flatMap((d) =>
    readdirSync(root(d))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => ({ file: `${d}/${f}`, text: readFileSync(root(`${d}/${f}`), 'utf8') })),
  );
}

/** Every operation the hosted sources call: direct `api.METHOD('/path'` calls and SDK methods. */
function hostedOperations(): Set<string> {
  const ops = new Set<string>(READS);
  for (const { file, text } of hostedSources()) {
    for (const m of text.matchAll(/\bapi\.(GET|POST|PATCH|PUT|DELETE)\(\s*'([^']+)'/g)) ops.add(`${m[1]} ${m[2]}`);
    for (const m of text.matchAll(/\bapp\??\.((?:session\.)?[a-zA-Z]+)\(/g)) {
      if (m[1] === 'api') continue;
      const sent = SDK_METHODS[m[1]!];
      if (!sent) throw new Error(`${file} calls app.${m[1]}(): add it to SDK_METHODS with the operations it sends`);
      sent.forEach((o) => ops.add(o));
    }
  }
  return ops;
}

interface Operation {
  responses: Record<string, { headers?: Record<string, { schema?: { enum?: string[] } }> }>;
}

function codesOf(operations: Set<string>): Map<string, string[]> {
  const spec = JSON.parse(readFileSync(root('openapi/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  const codes = new Map<string, string[]>();
  for (const op of operations) {
    const [method, path] = op.split(' ') as [string, string];
    const described = spec.paths[path]?.[method.toLowerCase()];
    if (!described) throw new Error(`${op} is not in openapi/openapi.json`);
    for (const response of Object.values(described.responses)) {
      for (const code of response.headers?.['x-stack-known-error']?.schema?.enum ?? []) codes.set(code, [...(codes.get(code) ?? []), op]);
    }
  }
  return codes;
}

/** Words that mean nothing to an end user, or name the machinery. */
const INTERNAL_WORDS = /\b(TOTP|OTP|token|JWT|nonce|schema|header|access type|branch|client key|server key|admin key|payload|HTTP|null|undefined)\b/i;
const CODE_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\$[a-z_]+/;

describe('end-user messages (issue 22 item 6)', () => {
  it('has an entry for every known error an operation the hosted pages call can answer', () => {
    const ops = hostedOperations();
    // A sanity floor: the scan found the sign-in, account and team calls.
    expect(ops.size).toBeGreaterThan(40);
    const missing = [...codesOf(ops)].filter(([code]) => !(code in END_USER_MESSAGES)).map(([code, from]) => `${code} (from ${from.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('uses no internal word or code name in any entry of any locale', () => {
    for (const locale of LOCALES) {
      const texts = { ...END_USER_MESSAGES_BY_LOCALE[locale], ...END_USER_FALLBACKS_BY_LOCALE[locale], ...TEAM_PERMISSION_TEXT_BY_LOCALE[locale] } as Record<string, string>;
      const leaks = Object.entries(texts).filter(([, text]) => INTERNAL_WORDS.test(text) || CODE_NAME.test(text.replace(/\{\w+\}/g, '')));
      expect({ locale, leaks }).toEqual({ locale, leaks: [] });
    }
  });

  it('has, in every locale, an entry for every code of the English table with the same placeholders', () => {
    const holes = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
    for (const locale of LOCALES) {
      const table = END_USER_MESSAGES_BY_LOCALE[locale] as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual(Object.keys(END_USER_MESSAGES).sort());
      expect(Object.entries(END_USER_MESSAGES).filter(([code, en]) => !table[code]?.trim() || holes(table[code]!) !== holes(en)).map(([c]) => `${locale} ${c}`)).toEqual([]);
      expect(Object.keys(END_USER_FALLBACKS_BY_LOCALE[locale]).sort()).toEqual(Object.keys(END_USER_FALLBACKS).sort());
      expect(Object.keys(TEAM_PERMISSION_TEXT_BY_LOCALE[locale]).sort()).toEqual(Object.keys(TEAM_PERMISSION_TEXT_BY_LOCALE.en).sort());
    }
  });

  it('speaks the page language: German texts, German waits', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(endUserMessage(new KnownError('EMAIL_PASSWORD_MISMATCH', 400, 'Wrong e-mail or password.', undefined))).toBe('E-Mail-Adresse oder Passwort ist falsch.');
      expect(endUserMessage(new KnownError('TOO_MANY_REQUESTS', 429, 'x', { retry_after_seconds: 125 }))).toBe('Zu viele Versuche. Versuchen Sie es in 3 Minuten erneut.');
      expect(endUserMessage(new KnownError('PASSKEY_LIMIT_REACHED', 400, 'x', undefined))).toBe('Sie können höchstens der erlaubten Anzahl von Passkeys haben. Entfernen Sie zuerst einen.');
      expect(endUserMessage(new NetworkError('fetch failed'))).toBe(END_USER_FALLBACKS_BY_LOCALE.de.offline);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('fills the wait of a rate limit and the numbers of the details', () => {
    expect(endUserMessage(new KnownError('TOO_MANY_REQUESTS', 429, 'Too many requests for sign_ins_per_ip', { limit: 'sign_ins_per_ip', retry_after_seconds: 125 }))).toBe('Too many attempts. Try again in 3 minutes.');
    expect(endUserMessage(new KnownError('PASSWORD_TOO_SHORT', 400, 'x', { min_length: 8 }))).toBe('Use a password of at least 8 characters.');
    expect(endUserMessage(new KnownError('INVALID_TOTP_CODE', 400, 'The TOTP code is invalid. Please try again.', undefined))).toBe("That code didn't work. Check the 6 digits in your authenticator app and try again.");
    expect(endUserMessage(new KnownError('CLI_AUTH_USED_ERROR', 400, 'This authentication token has already been used.', undefined))).toMatch(/^This sign-in link has already been used\./);
  });

  it('never shows the raw server text of an unknown code, and says offline plainly', () => {
    expect(endUserMessage(new KnownError('SOME_NEW_CODE', 400, 'The nonce of the JWT is off', undefined))).toBe(END_USER_FALLBACKS.unknownCode);
    expect(endUserMessage(new NetworkError('fetch failed'))).toBe(END_USER_FALLBACKS.offline);
    expect(endUserMessage(new TypeError('x is undefined'))).toBe(END_USER_FALLBACKS.unknownCode);
    expect(endUserMessage(new Error('This link has no code. Open the link from the e-mail again.'))).toBe('This link has no code. Open the link from the e-mail again.');
  });
});
