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
  });
  await em.flush();
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
