import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { KnownError, knownError } from '../../http/errors.ts';
import type { z } from '../../http/zod.ts';
import { randomCode } from '../../crypto/random.ts';
import { sha256 } from '../../crypto/hashing.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { sliceOf } from '../config/config.settings.ts';
import { verificationCodeSettings } from './verification-codes.settings.ts';
import * as store from './verification-codes.store.ts';
import type { CodeScope, StoredCode } from './verification-codes.store.ts';

export type { CodeScope } from './verification-codes.store.ts';

/**
 * One mechanism for every e-mailed or handed-out code (wire-contract §8). A code is 45 characters
 * of Crockford base32; its first 6 characters, upper-cased, are the OTP a person types, and the
 * other 39 are the nonce the client keeps. Failed attempts are counted per nonce, so guessing the
 * 6 characters of one sign-in is capped at MAX_ATTEMPTS tries.
 */
export type CodeType =
  | 'ONE_TIME_PASSWORD'
  | 'PASSWORD_RESET'
  | 'CONTACT_CHANNEL_VERIFICATION'
  | 'TEAM_INVITATION'
  | 'UNSUBSCRIBE'
  | 'PASSKEY_REGISTRATION_CHALLENGE'
  | 'PASSKEY_AUTHENTICATION_CHALLENGE'
  | 'MFA_ATTEMPT';

export const CODE_LENGTH = 45;
export const OTP_LENGTH = 6;
export const MAX_ATTEMPTS = 20;

/**
 * Types that allow fewer attempts than MAX_ATTEMPTS. An MFA attempt code (modules/mfa) is handed
 * to whoever knew the first factor, and each attempt is a guess at a 6-digit TOTP code of which
 * 3 are valid at any moment (one step either side): 5 guesses per attempt code leave a 1.5e-5
 * chance, and the next try needs the first factor again.
 */
const MAX_ATTEMPTS_OF: Partial<Record<CodeType, number>> = { MFA_ATTEMPT: 5 };
export const maxAttemptsOf = (type: CodeType): number => MAX_ATTEMPTS_OF[type] ?? MAX_ATTEMPTS;

/** Our default lifetimes (ARCHITECTURE §6: sign-in codes live minutes, not days); projects may set their own. */
export const CODE_LIFETIMES_MS: Record<CodeType, number> = {
  ONE_TIME_PASSWORD: 10 * 60_000,
  PASSWORD_RESET: 60 * 60_000,
  CONTACT_CHANNEL_VERIFICATION: 24 * 3600_000,
  TEAM_INVITATION: 7 * 24 * 3600_000,
  UNSUBSCRIBE: 30 * 24 * 3600_000,
  // A WebAuthn ceremony's challenge lives as long as the browser waits for the authenticator (timeout 60000).
  PASSKEY_REGISTRATION_CHALLENGE: 60_000,
  PASSKEY_AUTHENTICATION_CHALLENGE: 60_000,
  // wire-contract §8.1: the second factor is asked for right after the first.
  MFA_ATTEMPT: 5 * 60_000,
};

type Lifetimes = z.output<typeof verificationCodeSettings.schema>['lifetimes'];

const CONFIG_KEY: Partial<Record<CodeType, keyof Lifetimes>> = {
  ONE_TIME_PASSWORD: 'signInSeconds',
  PASSWORD_RESET: 'passwordResetSeconds',
  CONTACT_CHANNEL_VERIFICATION: 'emailVerificationSeconds',
  TEAM_INVITATION: 'teamInvitationSeconds',
};

/** The project's lifetime for this kind of code (setting `verificationCodes.lifetimes`), else ours. */
export function lifetimeMs(project: ProjectRecord, type: CodeType): number {
  const key = CONFIG_KEY[type];
  const seconds = key ? sliceOf(project, verificationCodeSettings).lifetimes[key] : undefined;
  return seconds ? seconds * 1000 : CODE_LIFETIMES_MS[type];
}

export interface IssuedCode {
  code: string;
  /** What the e-mail shows for typing: the first 6 characters, upper-cased. */
  otp: string;
  /** The last 39 characters: returned to the client, which joins it to the typed OTP. */
  nonce: string;
  /** callback_url with `code` set (null when the code was issued without a callback). */
  link: string | null;
}

export interface CodeRecord {
  id: string;
  type: CodeType;
  data: Record<string, unknown>;
  redirectUrl: string | null;
  expiresAt: Date;
}

const digest = (s: string) => sha256(s);
const nonceOf = (code: string) => code.slice(OTP_LENGTH);

/** The e-mailed link: the callback with `code` added (other query parameters kept, `code` overwritten). */
export function linkWithCode(callbackUrl: string, code: string): string {
  const u = new URL(callbackUrl);
  u.searchParams.set('code', code);
  return u.toString();
}

/**
 * Issues a code. The callback URL is checked against the project's trusted domains here, at
 * creation, so no code can ever carry a user to an untrusted site. Runs in the caller's
 * transaction (`em`), so the code and the e-mail that carries it commit together.
 */
export async function createCode(
  em: EntityManager,
  project: ProjectRecord,
  scope: CodeScope,
  input: { type: CodeType; callbackUrl?: string | null; data?: Record<string, unknown>; lifetimeMs?: number; teamId?: string },
): Promise<IssuedCode & { id: string }> {
  if (input.callbackUrl && !isTrustedUrl(project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  const code = randomCode(CODE_LENGTH);
  const expiresAt = new Date(Date.now() + (input.lifetimeMs ?? lifetimeMs(project, input.type)));
  const id = randomUUID();
  await store.insertCode(em, {
    id,
    teamId: input.teamId ?? null,
    scope,
    type: input.type,
    codeHash: digest(code),
    nonceHash: digest(nonceOf(code)),
    redirectUrl: input.callbackUrl ?? null,
    data: input.data ?? {},
    expiresAt,
  });
  return {
    id,
    code,
    otp: code.slice(0, OTP_LENGTH).toUpperCase(),
    nonce: nonceOf(code),
    link: input.callbackUrl ? linkWithCode(input.callbackUrl, code) : null,
  };
}

/**
 * Uses a code exactly once and runs `action` with it. The decisive step is ONE conditional
 * UPDATE: of any number of requests carrying the same code at the same moment, on one process or
 * many, PostgreSQL's row lock lets exactly one see `used_at is null` and win; the others fall
 * through to the classification below and get VERIFICATION_CODE_ALREADY_USED.
 *
 * The UPDATE and `action` share one transaction, the action inside a savepoint. If the action
 * refuses with a known error (sign-up closed meanwhile, a wrong TOTP code), its writes roll back
 * to the savepoint and the code is released, so it stays usable (wire-contract §8.2 step 4),
 * while the attempt the UPDATE counted commits (step 2). The row stays locked until then, so
 * requests racing on one code are counted one after another and none slips past the cap.
 * Writes that must be atomic with the consumption use the `tx` handed to the action. A refused
 * code ends its transaction before the attempt is counted: a losing UPDATE keeps the row locked
 * until its transaction ends, and the count must survive that transaction anyway.
 */
export async function useCode<T>(
  em: EntityManager,
  scope: CodeScope,
  type: CodeType,
  rawCode: string,
  action: (record: CodeRecord, tx: EntityManager) => Promise<T>,
): Promise<T> {
  const code = rawCode.toLowerCase();
  const outcome = await outsideTheLock(async (wait) => em.transactional(async (tx) => {
    if (!wait) await store.lockCodeNowait(tx as EntityManager, scope, type, { codeHash: digest(code) });
    const consumed = await store.consumeCode(tx as EntityManager, scope, type, digest(code), maxAttemptsOf(type));
    if (!consumed) return { refused: true as const };
    const record: CodeRecord = { ...consumed, type: consumed.type as CodeType };
    try {
      return { refused: false as const, value: await tx.transactional((savepoint) => action(record, savepoint as EntityManager)) };
    } catch (e) {
      if (!(e instanceof KnownError)) throw e; // not a decision: roll everything back
      if (!spendsTheCode(e)) await store.releaseCode(tx as EntityManager, consumed.id);
      return { refused: false as const, answer: e };
    }
  }));
  if (outcome.refused) throw await failedAttempt(em, scope, type, code);
  if ('answer' in outcome) throw outcome.answer;
  return outcome.value;
}

/**
 * A sign-in whose user must still give a second factor (wire-contract §9.4): the code proved the
 * first factor and is spent like a successful one (§8.2 step 5 marks it used before the action
 * runs), and MULTI_FACTOR_AUTHENTICATION_REQUIRED, whose attempt code now stands in for it, is
 * the answer. Sending the code again gets VERIFICATION_CODE_ALREADY_USED.
 */
function spendsTheCode(e: KnownError): boolean {
  return e.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED';
}

/**
 * What a code carries, read without counting an attempt or checking its state: for deciding whose
 * rate limits a request counts in before useCode (which counts and checks) runs. Null: no such code.
 */
export async function peekCodeData(em: EntityManager, scope: CodeScope, type: CodeType, rawCode: string): Promise<Record<string, unknown> | null> {
  return (await store.findCode(em, scope, type, digest(rawCode.toLowerCase())))?.data ?? null;
}

/** The check-code endpoints: same checks and attempt counting as useCode, never consumes. */
export async function checkCode(em: EntityManager, scope: CodeScope, type: CodeType, rawCode: string): Promise<CodeRecord> {
  const code = rawCode.toLowerCase();
  const stored = await store.findCode(em, scope, type, digest(code));
  await store.countAttempt(em, scope, digest(nonceOf(code)));
  const error = refusalError(stored);
  if (error) throw error;
  return recordOf(stored!);
}

/**
 * Why a code was refused, in the order of wire-contract §8.2: not found, expired, already used,
 * too many attempts (the count before this request's). Each condition only ever becomes true
 * over time, so reading after the failed UPDATE always finds the one that refused it. The
 * attempt is counted after the read.
 */
async function failedAttempt(em: EntityManager, scope: CodeScope, type: CodeType, code: string) {
  const stored = await store.findCode(em, scope, type, digest(code));
  await store.countAttempt(em, scope, digest(nonceOf(code)));
  const error = refusalError(stored);
  // Unreachable while the conditions stay monotonic; fail loud rather than guess.
  if (!error) throw new Error('verification code refused for no recorded reason');
  return error;
}

/** The first reason in wire-contract §8.2 order that the code may not be used, or null if it may. */
function refusal(c: StoredCode) {
  if (c.expired) return 'VERIFICATION_CODE_EXPIRED' as const;
  if (c.used) return 'VERIFICATION_CODE_ALREADY_USED' as const;
  if (c.attemptCount >= maxAttemptsOf(c.type as CodeType)) return 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED' as const;
  return null;
}

/** The known error for a refused code; null when the code may be used. */
function refusalError(c: StoredCode | null) {
  if (!c) return knownError('VERIFICATION_CODE_NOT_FOUND');
  const reason = refusal(c);
  return reason ? knownError(reason) : null;
}

const recordOf = (c: StoredCode): CodeRecord => ({ id: c.id, type: c.type as CodeType, data: c.data, redirectUrl: c.redirectUrl, expiresAt: c.expiresAt });

/**
 * A live code found by its value alone, for links that reach the API without project headers
 * (unsubscribe). The 224-bit code is the credential; it is not consumed, so the link is idempotent.
 */
export async function findLiveCode(em: EntityManager, type: CodeType, rawCode: string): Promise<{ projectId: string; data: Record<string, unknown> }> {
  const stored = await store.findCodeAnywhere(em, type, digest(rawCode.toLowerCase()));
  if (!stored) throw knownError('VERIFICATION_CODE_NOT_FOUND');
  if (stored.expired) throw knownError('VERIFICATION_CODE_EXPIRED');
  return { projectId: stored.projectId, data: stored.data };
}

/** Codes of this type that may still be used, of a team and/or sent to one of the addresses (team invitations). */
export function listLiveCodes(em: EntityManager, scope: CodeScope, type: CodeType, filter: { teamId?: string; recipientEmails?: string[] }): Promise<store.LiveCode[]> {
  return store.listLiveCodes(em, scope, type, filter, MAX_ATTEMPTS);
}

/** Withdraws the code `id` of a team (e.g. a revoked invitation); VERIFICATION_CODE_NOT_FOUND if the team has no such code. */
export async function deleteTeamCode(em: EntityManager, scope: CodeScope, type: CodeType, id: string, teamId: string): Promise<void> {
  if (!(await store.deleteTeamCode(em, scope, type, id, teamId))) throw knownError('VERIFICATION_CODE_NOT_FOUND');
}

/**
 * Uses the code `id` exactly once on behalf of someone who owns one of `recipientEmails`, and runs
 * `action` in the same transaction (as useCode: an action that fails leaves the code usable). Any
 * refusal - unknown id, another recipient, used, expired - is VERIFICATION_CODE_NOT_FOUND
 * (wire-contract §9.12): the caller never learns about invitations that are not theirs.
 */
export async function useCodeById<T>(
  em: EntityManager,
  scope: CodeScope,
  type: CodeType,
  id: string,
  recipientEmails: string[],
  action: (record: CodeRecord, tx: EntityManager) => Promise<T>,
): Promise<T> {
  return outsideTheLock((wait) => em.transactional(async (tx) => {
    if (!wait) await store.lockCodeNowait(tx as EntityManager, scope, type, { id });
    const consumed = await store.consumeCodeById(tx as EntityManager, scope, type, id, recipientEmails, MAX_ATTEMPTS);
    if (!consumed) throw knownError('VERIFICATION_CODE_NOT_FOUND');
    return action({ ...consumed, type: consumed.type as CodeType }, tx as EntityManager);
  }));
}

/** How long a request waits, polling without a connection, for a code another request is using. */
const BUSY_CODE_WAIT_MS = 3_000;
const BUSY_CODE_POLL_MS = 15;

/**
 * Runs `attempt` (a transaction that first takes the code's row lock without waiting) again while
 * another request holds the code, sleeping between tries with no transaction open and so no
 * connection held (store.lockCodeNowait says why). The outcome is what it would be had it waited
 * for the lock: the code used by the other request, or released by it, or expired meanwhile.
 * After BUSY_CODE_WAIT_MS (a holder stuck that long) it waits for the lock in the transaction
 * (`wait` true), as before.
 */
async function outsideTheLock<T>(attempt: (wait: boolean) => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_CODE_WAIT_MS;
  for (;;) {
    try {
      return await attempt(false);
    } catch (e) {
      if (!store.isCodeBusy(e)) throw e;
      if (Date.now() > deadline) return attempt(true);
      await new Promise((r) => setTimeout(r, BUSY_CODE_POLL_MS * (0.5 + Math.random())));
    }
  }
}
