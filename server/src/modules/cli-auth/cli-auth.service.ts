import { randomUUID } from 'node:crypto';
import type { AuthContext, Deps } from '../../http/context.ts';
import { KnownError, knownError } from '../../http/errors.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { findSessionByRefreshToken, findSessionSubject, signedInAtOfRefreshToken } from '../sessions/sessions.store.ts';
import { findUser } from '../users/users.store.ts';
import { restrictedReasonOf } from '../../crypto/access-tokens.ts';
import * as store from './cli-auth.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings } from '../sessions/sessions.settings.ts';

/**
 * CLI login (wire-contract §9.9): a command-line tool asks for an attempt (a polling code it keeps,
 * a login code it puts in the URL of the hosted confirmation page), a signed-in browser completes
 * it, and the tool's next poll gets a refresh token.
 *
 * Where we do better than the contract: the browser's own refresh token is never handed to the
 * CLI (with rotating refresh tokens two holders of one session would log each other out); the
 * completion records the user, and the poll that collects it opens a NEW session for the CLI.
 * No token is stored, only digests of the codes.
 */
export const DEFAULT_CLI_LIFETIME_MS = 2 * 3600_000;
/**
 * Issue 19: at most the default. The contract allowed 24 h; a login link that stays good for a day
 * is a day-long phishing window, and a login takes minutes.
 */
export const MAX_CLI_LIFETIME_MS = DEFAULT_CLI_LIFETIME_MS;
const CODE_LENGTH = 45;

// 32 symbols, no 0/O or 1/I look-alikes: each character is exactly 5 bits of a digest byte.
const USER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The short code shown on both sides (as the OAuth device flow does, RFC 8628 §6.1): the CLI prints
 * it, the confirmation page shows it, and the user confirms only when they match, so a login link
 * someone else started and sent cannot pass for the user's own. Derived from the login code (the
 * page knows only that), so nothing more is stored. `ABCD-EFGH`: 8 characters, 40 bits.
 */
export function userCodeOf(loginCode: string): string {
  const digest = sha256(`gatehouse-cli-user-code:${loginCode}`);
  let code = '';
  for (let i = 0; i < 8; i++) code += USER_CODE_ALPHABET[digest[i] & 31];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const cliError = (message: string) => new KnownError('CLI_AUTH_ERROR', undefined, message);

/** The user of a live session of this project, found by its current refresh token; null when there is none. */
async function userOfRefreshToken(deps: Deps, projectId: string, refreshToken: string) {
  const session = await findSessionByRefreshToken(deps.em, projectId, sha256(refreshToken));
  return session ? findUser(deps.em, projectId, session.userId) : null;
}

export interface NewAttempt {
  pollingCode: string;
  loginCode: string;
  userCode: string;
  expiresAt: Date;
}

export async function createAttempt(deps: Deps, auth: AuthContext, input: { expiresInMillis?: number; anonRefreshToken?: string }): Promise<NewAttempt> {
  let anonUserId: string | null = null;
  if (input.anonRefreshToken !== undefined) {
    const user = await userOfRefreshToken(deps, auth.project.id, input.anonRefreshToken);
    if (!user) throw cliError('anon_refresh_token is not a live refresh token of this project.');
    if (!user.isAnonymous) throw cliError('anon_refresh_token must belong to an anonymous user.');
    anonUserId = user.id;
  }
  const pollingCode = randomCode(CODE_LENGTH);
  const loginCode = randomCode(CODE_LENGTH);
  const expiresAt = new Date(Date.now() + (input.expiresInMillis ?? DEFAULT_CLI_LIFETIME_MS));
  await store.insertAttempt(deps.em, { id: randomUUID(), projectId: auth.project.id, pollingCodeHash: sha256(pollingCode), loginCodeHash: sha256(loginCode), anonUserId, expiresAt });
  return { pollingCode, loginCode, userCode: userCodeOf(loginCode), expiresAt };
}

export type PollResult = { status: 'waiting' | 'expired' | 'used' } | { status: 'success'; refreshToken: string };

/** Collecting a completed attempt marks it used in the same statement, so only one poll gets a session. */
export async function poll(deps: Deps, auth: AuthContext, pollingCode: string): Promise<PollResult> {
  const hash = sha256(pollingCode);
  const completed = await store.useCompleted(deps.em, auth.project.id, hash);
  if (completed) {
    const subject = await findSessionSubject(deps.em, auth.project.id, completed.userId);
    // The user was deleted between completion and poll: the cascade has removed the attempt too.
    if (!subject) throw knownError('INVALID_POLLING_CODE');
    // The CLI continues the browser's sign-in (confirming is not signing in): no more recent than it.
    // An attempt completed before the column existed counts as signed in long ago.
    const session = await createSession(deps, subject, { method: 'cli', signedInAt: completed.signedInAt ?? new Date(0) });
    return { status: 'success', refreshToken: session.refreshToken };
  }
  const attempt = await store.findByPollingCode(deps.em, auth.project.id, hash);
  if (!attempt) throw knownError('INVALID_POLLING_CODE');
  if (attempt.expired) return { status: 'expired' };
  if (attempt.used) return { status: 'used' };
  return { status: 'waiting' };
}

/** The attempt of a login code that is still pending (not completed, used or expired). */
async function pendingAttempt(deps: Deps, auth: AuthContext, loginCode: string): Promise<store.AttemptState> {
  const attempt = await store.findByLoginCode(deps.em, auth.project.id, sha256(loginCode));
  if (!attempt) throw cliError('The login code is not valid. Start the login again from the command line.');
  if (attempt.expired) throw knownError('CLI_AUTH_EXPIRED_ERROR');
  if (attempt.completed || attempt.used) throw knownError('CLI_AUTH_USED_ERROR');
  return attempt;
}

/** `check`: whether an anonymous session can still be claimed from this attempt, and its user code. */
export async function checkAttempt(deps: Deps, auth: AuthContext, loginCode: string): Promise<{ state: 'anonymous' | 'none'; userCode: string }> {
  const attempt = await pendingAttempt(deps, auth, loginCode);
  return { state: attempt.anonUserId && !attempt.anonClaimed ? 'anonymous' : 'none', userCode: userCodeOf(loginCode) };
}

/**
 * `status`: where a login stands, for the confirmation page (a reload after confirming shows the
 * finished state, not "Authorize" again). Whoever holds the login code may ask; the answer names no
 * user. A login confirmed in time stays `completed` even after its attempt expires.
 */
export async function attemptStatus(deps: Deps, auth: AuthContext, loginCode: string): Promise<{ state: 'pending' | 'completed' | 'expired'; userCode: string }> {
  const attempt = await store.findByLoginCode(deps.em, auth.project.id, sha256(loginCode));
  if (!attempt) throw cliError('The login code is not valid. Start the login again from the command line.');
  const state = attempt.completed || attempt.used ? 'completed' : attempt.expired ? 'expired' : 'pending';
  return { state, userCode: userCodeOf(loginCode) };
}

/** `claim-anon-session`: a new session of the attached anonymous user, once. */
export async function claimAnonymousSession(deps: Deps, auth: AuthContext, loginCode: string): Promise<{ accessToken: string; refreshToken: string }> {
  const attempt = await pendingAttempt(deps, auth, loginCode);
  const anonUserId = await store.claimAnonymous(deps.em, attempt.id);
  const subject = anonUserId ? await findSessionSubject(deps.em, auth.project.id, anonUserId) : null;
  if (!subject) throw cliError('This login has no anonymous session to claim.');
  // The browser takes over the CLI's anonymous user: a session of the same anonymous kind.
  const session = await createSession(deps, subject, { method: 'anonymous' });
  return { accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/** `complete`: the signed-in browser (its refresh token) confirms the login for its user. */
export async function completeAttempt(deps: Deps, auth: AuthContext, loginCode: string, refreshToken: string | undefined): Promise<void> {
  const attempt = await pendingAttempt(deps, auth, loginCode);
  if (!refreshToken) throw cliError('refresh_token is required to complete a CLI login.');
  const user = await userOfRefreshToken(deps, auth.project.id, refreshToken);
  const signedInAt = await signedInAtOfRefreshToken(deps.em, auth.project.id, sha256(refreshToken));
  if (!user || !signedInAt) throw cliError('refresh_token is not a live refresh token of this project.');
  // The credential that decides is in the body, where the router's check of the header's user
  // (Access.restricted) cannot see it: the same rule on the stored user. A restricted user may not
  // hand a CLI a session of its own.
  const reason = restrictedReasonOf(user, sliceOf(auth.project, onboardingSettings).requireEmailVerification);
  if (reason) throw knownError('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: reason });
  if (!(await store.complete(deps.em, attempt.id, user.id, signedInAt))) throw knownError('CLI_AUTH_USED_ERROR');
}
