import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import { sha256 } from '../../crypto/hashing.ts';

/**
 * The only code that reads and writes totp_used_step (the TOTP replay guard).
 *
 * Records `step` as the user's last used TOTP step if it is later than the one recorded, or if the
 * recorded one belongs to another secret; answers whether it did. Raw SQL because the decision must
 * be ONE statement: of any number of sign-ins presenting codes of the same step at once, the row
 * lock of the upsert lets exactly one find the condition true and get a row back; the others are
 * refused. Run it in the transaction that spends the attempt code, so a sign-in that fails later
 * leaves the step unused.
 *
 * Why a digest of the secret rather than clearing the row when PATCH /users sets a new secret:
 * the secret is the users module's field, and users cannot call into mfa (mfa reads users: a module
 * cycle). Keyed by the secret, the guard resets itself whatever path changed the secret, and the
 * same secret set again keeps its spent codes spent. No cost on any request but this sign-in step.
 */
export async function recordUsedStep(tx: EntityManager, projectId: string, userId: string, secret: Uint8Array, step: number): Promise<boolean> {
  const digest = sha256(secret);
  const rows = await rawSql(
    tx,
    `insert into totp_used_step (user_id, project_id, last_step, secret_digest) values (?, ?, ?, ?)
     on conflict (user_id) do update set last_step = excluded.last_step, secret_digest = excluded.secret_digest, used_at = now()
       where totp_used_step.last_step < excluded.last_step
          or (totp_used_step.secret_digest is not null and totp_used_step.secret_digest <> excluded.secret_digest)
     returning user_id`,
    [userId, projectId, step, digest],
  );
  return rows.length === 1;
}
