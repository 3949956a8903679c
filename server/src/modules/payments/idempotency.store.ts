import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/** The only code that reads and writes idempotency_key: the first answer to a keyed request, for 24 hours. */

export const IDEMPOTENCY_HOURS = 24;

/**
 * Claims (project, route, key) for this transaction. The insert waits while another transaction
 * holds the same key (a concurrent retry) and then sees its row: so of two concurrent requests
 * with one key, one runs and the other replays. Answers null when claimed (the caller runs the
 * request and stores its answer), else the stored row. A row older than 24 hours is forgotten first.
 */
export async function claimKey(tx: EntityManager, projectId: string, route: string, key: string, requestHash: Buffer): Promise<{ requestHash: Buffer; status: number; body: unknown } | null> {
  await rawSql(tx, `delete from idempotency_key where project_id = ? and route = ? and key = ? and created_at < now() - interval '${IDEMPOTENCY_HOURS} hours'`, [projectId, route, key]);
  const claimed = await rawSql(
    tx,
    `insert into idempotency_key (project_id, route, key, request_hash, status, body) values (?, ?, ?, ?, 0, 'null'::jsonb) on conflict do nothing returning 1`,
    [projectId, route, key, requestHash],
  );
  if (claimed.length) return null;
  const rows = await rawSql<{ request_hash: Buffer; status: number; body: unknown }>(tx, 'select request_hash, status, body from idempotency_key where project_id = ? and route = ? and key = ?', [projectId, route, key]);
  const r = rows[0]!;
  return { requestHash: r.request_hash, status: r.status, body: r.body };
}

export async function storeAnswer(tx: EntityManager, projectId: string, route: string, key: string, status: number, body: unknown): Promise<void> {
  await rawSql(tx, 'update idempotency_key set status = ?, body = ?::jsonb where project_id = ? and route = ? and key = ?', [status, JSON.stringify(body), projectId, route, key]);
}

/** Forgets a project's keys older than 24 hours (a few at a time, on the write path, so the table does not grow without end). */
export async function sweepExpired(tx: EntityManager, projectId: string): Promise<void> {
  await rawSql(
    tx,
    `delete from idempotency_key where ctid in (select ctid from idempotency_key where project_id = ? and created_at < now() - interval '${IDEMPOTENCY_HOURS} hours' limit 100)`,
    [projectId],
  );
}
