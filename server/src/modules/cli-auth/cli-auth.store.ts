import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/**
 * The only code that reads and writes cli_auth_attempt. Raw SQL throughout: every transition is
 * ONE conditional UPDATE whose `returning` decides the outcome, so of any number of concurrent
 * polls, completions or claims of one attempt exactly one wins.
 */

export interface AttemptState {
  id: string;
  expired: boolean;
  used: boolean;
  completed: boolean;
  anonUserId: string | null;
  anonClaimed: boolean;
}

const STATE = `id, expires_at <= now() as expired, used_at is not null as used, completed_at is not null as completed, anon_user_id, anon_claimed_at is not null as anon_claimed`;

function stateOf(r: Record<string, unknown> | undefined): AttemptState | null {
  if (!r) return null;
  return { id: r.id as string, expired: r.expired as boolean, used: r.used as boolean, completed: r.completed as boolean, anonUserId: (r.anon_user_id as string | null) ?? null, anonClaimed: r.anon_claimed as boolean };
}

export async function insertAttempt(
  em: EntityManager,
  a: { id: string; projectId: string; pollingCodeHash: Buffer; loginCodeHash: Buffer; anonUserId: string | null; expiresAt: Date },
): Promise<void> {
  await rawSql(em, `insert into cli_auth_attempt (id, project_id, polling_code_hash, login_code_hash, anon_user_id, expires_at) values (?, ?, ?, ?, ?, ?)`, [
    a.id, a.projectId, a.pollingCodeHash, a.loginCodeHash, a.anonUserId, a.expiresAt,
  ]);
}

export async function findByPollingCode(em: EntityManager, projectId: string, hash: Buffer): Promise<AttemptState | null> {
  return stateOf((await rawSql(em, `select ${STATE} from cli_auth_attempt where project_id = ? and polling_code_hash = ?`, [projectId, hash]))[0]);
}

export async function findByLoginCode(em: EntityManager, projectId: string, hash: Buffer): Promise<AttemptState | null> {
  return stateOf((await rawSql(em, `select ${STATE} from cli_auth_attempt where project_id = ? and login_code_hash = ?`, [projectId, hash]))[0]);
}

/**
 * Marks a completed, unexpired attempt used; the user it was completed by and the sign-in time of
 * the browser session that completed it, or null when it is not (or no longer) that.
 */
export async function useCompleted(em: EntityManager, projectId: string, pollingCodeHash: Buffer): Promise<{ userId: string; signedInAt: Date | null } | null> {
  const rows = await rawSql(
    em,
    `update cli_auth_attempt set used_at = now()
     where project_id = ? and polling_code_hash = ? and completed_at is not null and used_at is null and expires_at > now()
     returning user_id, signed_in_at`,
    [projectId, pollingCodeHash],
  );
  const r = rows[0];
  return r ? { userId: r.user_id as string, signedInAt: r.signed_in_at ? new Date(r.signed_in_at as string) : null } : null;
}

/** Records who completed a pending attempt, and when that browser session signed in; false when it is no longer pending. */
export async function complete(em: EntityManager, id: string, userId: string, signedInAt: Date): Promise<boolean> {
  const rows = await rawSql(
    em,
    `update cli_auth_attempt set user_id = ?, completed_at = now(), signed_in_at = ?
     where id = ? and completed_at is null and used_at is null and expires_at > now() returning id`,
    [userId, signedInAt, id],
  );
  return rows.length === 1;
}

/** Claims the attached anonymous user once, while the attempt is pending; its id, or null. */
export async function claimAnonymous(em: EntityManager, id: string): Promise<string | null> {
  const rows = await rawSql(
    em,
    `update cli_auth_attempt set anon_claimed_at = now()
     where id = ? and anon_user_id is not null and anon_claimed_at is null and completed_at is null and used_at is null and expires_at > now()
     returning anon_user_id`,
    [id],
  );
  return (rows[0]?.anon_user_id as string | undefined) ?? null;
}
