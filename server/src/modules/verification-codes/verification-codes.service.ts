import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownError } from '../../http/errors.ts';
import { randomCode } from '../../crypto/random.ts';
import { sha256 } from '../../crypto/hashing.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { rawSql as run } from '../../db/sql.ts';

/**
 * One mechanism for every e-mailed or handed-out code (wire-contract §8). A code is 45 characters
 * of Crockford base32; its first 6 characters, upper-cased, are the OTP a person types, and the
 * other 39 are the nonce the client keeps. Failed attempts are counted per nonce, so guessing the
 * 6 characters of one sign-in is capped at MAX_ATTEMPTS tries.
 */
export type CodeType = 'ONE_TIME_PASSWORD' | 'PASSWORD_RESET' | 'CONTACT_CHANNEL_VERIFICATION' | 'TEAM_INVITATION' | 'UNSUBSCRIBE';

export const CODE_LENGTH = 45;
export const OTP_LENGTH = 6;
export const MAX_ATTEMPTS = 20;

/** Our default lifetimes (ARCHITECTURE §6: sign-in codes live minutes, not days); projects may set their own. */
export const CODE_LIFETIMES_MS: Record<CodeType, number> = {
  ONE_TIME_PASSWORD: 10 * 60_000,
  PASSWORD_RESET: 60 * 60_000,
  CONTACT_CHANNEL_VERIFICATION: 24 * 3600_000,
  TEAM_INVITATION: 7 * 24 * 3600_000,
  UNSUBSCRIBE: 30 * 24 * 3600_000,
};

const CONFIG_KEY: Partial<Record<CodeType, keyof ProjectRecord['config']['verification_code_lifetimes']>> = {
  ONE_TIME_PASSWORD: 'sign_in_seconds',
  PASSWORD_RESET: 'password_reset_seconds',
  CONTACT_CHANNEL_VERIFICATION: 'email_verification_seconds',
  TEAM_INVITATION: 'team_invitation_seconds',
};

/** The project's lifetime for this kind of code (config `verification_code_lifetimes`), else ours. */
export function lifetimeMs(project: ProjectRecord, type: CodeType): number {
  const key = CONFIG_KEY[type];
  const seconds = key ? project.config.verification_code_lifetimes?.[key] : undefined;
  return seconds ? seconds * 1000 : CODE_LIFETIMES_MS[type];
}

export interface CodeScope {
  projectId: string;
  branchId: string;
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
  input: { type: CodeType; callbackUrl?: string | null; data?: Record<string, unknown>; lifetimeMs?: number },
): Promise<IssuedCode> {
  if (input.callbackUrl && !isTrustedUrl(project, input.callbackUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  const code = randomCode(CODE_LENGTH);
  const expiresAt = new Date(Date.now() + (input.lifetimeMs ?? lifetimeMs(project, input.type)));
  await run(
    em,
    `insert into verification_code (id, project_id, branch_id, type, code_hash, nonce_hash, redirect_url, data, expires_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), scope.projectId, scope.branchId, input.type, digest(code), digest(nonceOf(code)), input.callbackUrl ?? null, JSON.stringify(input.data ?? {}), expiresAt],
  );
  return {
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
 * The UPDATE and `action` share one transaction: if the action fails (sign-up closed meanwhile,
 * address taken), the consumption rolls back and the code stays usable (wire-contract §8.2
 * step 4). Writes that must be atomic with the consumption use the `tx` handed to the action.
 * A refused code ends its transaction before the attempt is counted: a losing UPDATE keeps the
 * row locked until its transaction ends, and the count must survive that transaction anyway.
 */
export async function useCode<T>(
  em: EntityManager,
  scope: CodeScope,
  type: CodeType,
  rawCode: string,
  action: (record: CodeRecord, tx: EntityManager) => Promise<T>,
): Promise<T> {
  const code = rawCode.toLowerCase();
  const outcome = await em.transactional(async (tx) => {
    const rows = await run(
      tx,
      `update verification_code set used_at = now(), attempt_count = attempt_count + 1
       where project_id = ? and branch_id = ? and type = ? and code_hash = ?
         and used_at is null and expires_at > now() and attempt_count < ${MAX_ATTEMPTS}
       returning id, type, data, redirect_url, expires_at`,
      [scope.projectId, scope.branchId, type, digest(code)],
    );
    if (!rows[0]) return { refused: true as const };
    return { refused: false as const, value: await action(recordOf(rows[0]), tx as EntityManager) };
  });
  if (outcome.refused) throw await failedAttempt(em, scope, type, code);
  return outcome.value;
}

/** The check-code endpoints: same checks and attempt counting as useCode, never consumes. */
export async function checkCode(em: EntityManager, scope: CodeScope, type: CodeType, rawCode: string): Promise<CodeRecord> {
  const code = rawCode.toLowerCase();
  const rows = await run(
    em,
    `select id, type, data, redirect_url, expires_at from verification_code
     where project_id = ? and branch_id = ? and type = ? and code_hash = ?
       and used_at is null and expires_at > now() and attempt_count < ${MAX_ATTEMPTS}`,
    [scope.projectId, scope.branchId, type, digest(code)],
  );
  if (rows[0]) {
    await countAttempt(em, scope, code);
    return recordOf(rows[0]);
  }
  throw await failedAttempt(em, scope, type, code);
}

/**
 * Why a code was refused, in the order of wire-contract §8.2: not found, expired, already used,
 * too many attempts (the count before this request's). Each condition only ever becomes true
 * over time, so reading after the failed UPDATE always finds the one that refused it.
 */
async function failedAttempt(em: EntityManager, scope: CodeScope, type: CodeType, code: string) {
  const rows = await em
    .getConnection()
    .execute(
      `select (expires_at <= now()) as expired, (used_at is not null) as used, attempt_count from verification_code
       where project_id = ? and branch_id = ? and type = ? and code_hash = ?`,
      [scope.projectId, scope.branchId, type, digest(code)],
    );
  await countAttempt(em, scope, code);
  const row = rows[0] as { expired: boolean; used: boolean; attempt_count: number } | undefined;
  if (!row) return knownError('VERIFICATION_CODE_NOT_FOUND');
  if (row.expired) return knownError('VERIFICATION_CODE_EXPIRED');
  if (row.used) return knownError('VERIFICATION_CODE_ALREADY_USED');
  if (row.attempt_count >= MAX_ATTEMPTS) return knownError('VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  // Unreachable while the conditions stay monotonic; fail loud rather than guess.
  throw new Error('verification code refused for no recorded reason');
}

/** Every code under this nonce counts the attempt, whether or not the typed OTP part matched. */
async function countAttempt(em: EntityManager, scope: CodeScope, code: string): Promise<void> {
  // Deliberately outside any transaction of `em`: a rolled-back request must still count.
  await em
    .getConnection()
    .execute(`update verification_code set attempt_count = attempt_count + 1 where project_id = ? and branch_id = ? and nonce_hash = ?`, [
      scope.projectId, scope.branchId, digest(nonceOf(code)),
    ]);
}

function recordOf(r: Record<string, unknown>): CodeRecord {
  return {
    id: r.id as string,
    type: r.type as CodeType,
    data: (r.data as Record<string, unknown>) ?? {},
    redirectUrl: (r.redirect_url as string | null) ?? null,
    expiresAt: new Date(r.expires_at as string),
  };
}

/**
 * A live code found by its value alone, for links that reach the API without project headers
 * (unsubscribe). The 224-bit code is the credential; it is not consumed, so the link is idempotent.
 */
export async function findLiveCode(em: EntityManager, type: CodeType, rawCode: string): Promise<{ projectId: string; data: Record<string, unknown> }> {
  const rows = await em
    .getConnection()
    .execute(`select project_id, data, (expires_at <= now()) as expired from verification_code where type = ? and code_hash = ?`, [type, digest(rawCode.toLowerCase())]);
  const row = rows[0] as { project_id: string; data: Record<string, unknown>; expired: boolean } | undefined;
  if (!row) throw knownError('VERIFICATION_CODE_NOT_FOUND');
  if (row.expired) throw knownError('VERIFICATION_CODE_EXPIRED');
  return { projectId: row.project_id, data: row.data };
}
