import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/**
 * The only code that reads and writes totp_used_step (the TOTP replay guard).
 *
 * Records `step` as the user's last used TOTP step if it is later than the one recorded; answers
 * whether it was. Raw SQL because the decision must be ONE statement: of any number of sign-ins
 * presenting codes of the same step at once, the row lock of the upsert lets exactly one find
 * `last_step < step` true and get a row back; the others are refused. Run it in the transaction
 * that spends the attempt code, so a sign-in that fails later leaves the step unused.
 */
export async function recordUsedStep(tx: EntityManager, projectId: string, userId: string, step: number): Promise<boolean> {
  const rows = await rawSql(
    tx,
    `insert into totp_used_step (user_id, project_id, last_step) values (?, ?, ?)
     on conflict (user_id) do update set last_step = excluded.last_step, used_at = now()
       where totp_used_step.last_step < excluded.last_step
     returning user_id`,
    [userId, projectId, step],
  );
  return rows.length === 1;
}
