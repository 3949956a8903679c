import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, type InferEntity } from '@mikro-orm/core';
import { rawSql } from '../../db/sql.ts';
import { VerificationCode } from './verification-codes.entity.ts';

/**
 * The only code that reads and writes verification_code. Codes are found by the digest of the
 * code (`codeHash`); failed attempts are counted per digest of the nonce (`nonceHash`).
 */

export interface CodeScope {
  projectId: string;
  branchId: string;
}

/** What a consumed or checked code carries to the flow that uses it. */
export interface CodeRecord {
  id: string;
  type: string;
  data: Record<string, unknown>;
  redirectUrl: string | null;
  expiresAt: Date;
}

/** A code and the state that decides whether it may be used (expiry by the database clock). */
export interface StoredCode extends CodeRecord {
  expired: boolean;
  used: boolean;
  attemptCount: number;
}

type CodeRow = InferEntity<typeof VerificationCode>;

const stateOf = (c: CodeRow): StoredCode => ({
  id: c.id,
  type: c.type,
  data: c.data ?? {},
  redirectUrl: c.redirectUrl ?? null,
  expiresAt: c.expiresAt,
  expired: c.expired,
  used: c.usedAt != null,
  attemptCount: c.attemptCount,
});

export interface CodeInsert {
  id: string;
  scope: CodeScope;
  type: string;
  codeHash: Buffer;
  nonceHash: Buffer;
  redirectUrl: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
  /** The team of a team invitation (null for other codes). */
  teamId?: string | null;
}

/** Joins the transaction of `em`, so a code and the e-mail that carries it commit together. */
export async function insertCode(em: EntityManager, code: CodeInsert): Promise<void> {
  em.create(VerificationCode, {
    id: code.id,
    projectId: code.scope.projectId,
    branchId: code.scope.branchId,
    type: code.type,
    codeHash: code.codeHash,
    nonceHash: code.nonceHash,
    redirectUrl: code.redirectUrl,
    data: code.data,
    expiresAt: code.expiresAt,
    teamId: code.teamId ?? null,
  });
  await em.flush();
}

/**
 * Takes the row lock of the code (by digest, or by id) for this transaction, or throws at once
 * (PostgreSQL's lock_not_available, see isCodeBusy) while another transaction holds it: a request
 * carrying a code that another request is using must not wait INSIDE a transaction, holding a
 * pooled connection, because the holder may need a second connection to finish (the user and the
 * session of a sign-in go through the request's own manager). With as many waiters as the pool
 * (or PgBouncer's server pool) has connections, the holder would never get one: every one of them
 * would fail after the pool's wait. The caller waits outside the transaction and tries again
 * (verification-codes.service.ts).
 */
export async function lockCodeNowait(tx: EntityManager, scope: CodeScope, type: string, where: { codeHash: Buffer } | { id: string }): Promise<void> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['code_hash', where.codeHash];
  // Raw SQL: FOR UPDATE NOWAIT, which MikroORM's lock modes do not say.
  await rawSql(tx, `select 1 from verification_code where project_id = ? and branch_id = ? and type = ? and ${column} = ? for update nowait`, [scope.projectId, scope.branchId, type, value]);
}

/** True for the error of lockCodeNowait when another transaction holds the code's row. */
export function isCodeBusy(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '55P03';
}

/**
 * Marks the code used if it is usable right now; returns it, or null when it was refused.
 * Raw SQL because the decision must be ONE conditional UPDATE whose `returning` is the outcome:
 * of any number of requests carrying the same code at once, PostgreSQL's row lock lets exactly
 * one see `used_at is null` and win. Run it in the transaction of the action that uses the code.
 */
export async function consumeCode(tx: EntityManager, scope: CodeScope, type: string, codeHash: Buffer, maxAttempts: number): Promise<CodeRecord | null> {
  const rows = await rawSql(
    tx,
    `update verification_code set used_at = now(), attempt_count = attempt_count + 1
     where project_id = ? and branch_id = ? and type = ? and code_hash = ?
       and used_at is null and expires_at > now() and attempt_count < ?
     returning id, type, data, redirect_url, expires_at`,
    [scope.projectId, scope.branchId, type, codeHash, maxAttempts],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id as string,
    type: r.type as string,
    data: (r.data as Record<string, unknown>) ?? {},
    redirectUrl: (r.redirect_url as string | null) ?? null,
    expiresAt: new Date(r.expires_at as string),
  };
}

/** Makes a code consumed in this transaction usable again (its action refused); the attempt it counted stays. */
export async function releaseCode(tx: EntityManager, id: string): Promise<void> {
  await tx.nativeUpdate(VerificationCode, { id }, { usedAt: null });
}

/** The code of this scope and type with this digest, whatever its state. */
export async function findCode(em: EntityManager, scope: CodeScope, type: string, codeHash: Buffer): Promise<StoredCode | null> {
  const code = await em.findOne(VerificationCode, { projectId: scope.projectId, branchId: scope.branchId, type, codeHash }, { disableIdentityMap: true });
  return code ? stateOf(code) : null;
}

/** A code found by its digest alone, in any project (links that reach the API without project headers). */
export async function findCodeAnywhere(em: EntityManager, type: string, codeHash: Buffer): Promise<(StoredCode & { projectId: string }) | null> {
  const code = await em.findOne(VerificationCode, { type, codeHash }, { disableIdentityMap: true });
  return code ? { ...stateOf(code), projectId: code.projectId } : null;
}

/**
 * Counts one attempt against every code under this nonce. Deliberately NOT in the caller's
 * transaction: a request that fails and rolls back must still count, so it runs on a fresh fork
 * of the EntityManager (a fork does not inherit the transaction) as its own statement.
 */
export async function countAttempt(em: EntityManager, scope: CodeScope, nonceHash: Buffer): Promise<void> {
  await em
    .fork()
    .nativeUpdate(VerificationCode, { projectId: scope.projectId, branchId: scope.branchId, nonceHash }, { attemptCount: raw('attempt_count + 1') });
}

// ---- codes handed out as standing offers (team invitations) ---------------------------------

/** A code that may still be used, as its listing shows it (the code itself is never stored). */
export interface LiveCode {
  id: string;
  teamId: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
}

/**
 * The codes of this type that may still be used (unused, unexpired by the database clock, under
 * the attempt cap), oldest first, of one team and/or sent to one of the given addresses
 * (`data.recipient_email`). An empty address list matches nothing.
 */
export async function listLiveCodes(
  em: EntityManager,
  scope: CodeScope,
  type: string,
  filter: { teamId?: string; recipientEmails?: string[] },
  maxAttempts: number,
): Promise<LiveCode[]> {
  if (filter.recipientEmails && !filter.recipientEmails.length) return [];
  const where: Record<string, unknown> = {
    projectId: scope.projectId,
    branchId: scope.branchId,
    type,
    usedAt: null,
    expiresAt: { $gt: raw('now()') },
    attemptCount: { $lt: maxAttempts },
  };
  if (filter.teamId !== undefined) where.teamId = filter.teamId;
  if (filter.recipientEmails) where.data = { recipient_email: { $in: filter.recipientEmails } };
  const rows = await em.find(VerificationCode, where, { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true });
  return rows.map((c) => ({ id: c.id, teamId: c.teamId ?? null, data: c.data ?? {}, expiresAt: c.expiresAt }));
}

/** Deletes the code `id` of this type and team, used or not; whether it existed. */
export async function deleteTeamCode(em: EntityManager, scope: CodeScope, type: string, id: string, teamId: string): Promise<boolean> {
  return (await em.nativeDelete(VerificationCode, { projectId: scope.projectId, branchId: scope.branchId, type, id, teamId })) > 0;
}

/**
 * Marks the code `id` used if it is usable right now AND was sent to one of `recipientEmails`;
 * returns it, or null. The same single conditional UPDATE as consumeCode (raw SQL for the same
 * reason: exactly one of any number of concurrent requests wins), found by id instead of by code.
 */
export async function consumeCodeById(tx: EntityManager, scope: CodeScope, type: string, id: string, recipientEmails: string[], maxAttempts: number): Promise<CodeRecord | null> {
  if (!recipientEmails.length) return null;
  const rows = await rawSql(
    tx,
    `update verification_code set used_at = now()
     where project_id = ? and branch_id = ? and type = ? and id = ?
       and data->>'recipient_email' in (${recipientEmails.map(() => '?').join(', ')})
       and used_at is null and expires_at > now() and attempt_count < ?
     returning id, type, data, redirect_url, expires_at`,
    [scope.projectId, scope.branchId, type, id, ...recipientEmails, maxAttempts],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id as string,
    type: r.type as string,
    data: (r.data as Record<string, unknown>) ?? {},
    redirectUrl: (r.redirect_url as string | null) ?? null,
    expiresAt: new Date(r.expires_at as string),
  };
}
