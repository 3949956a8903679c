import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/** The only code that reads and writes stripe_account (one row per project). */
export interface StripeAccountRecord {
  projectId: string;
  accountId: string;
  secretKeySealed: string;
  webhookSecretSealed: string;
  livemode: boolean;
  updatedAt: Date;
}

interface Row {
  project_id: string;
  account_id: string;
  secret_key_sealed: string;
  webhook_secret_sealed: string;
  livemode: boolean;
  updated_at: Date;
}
const recordOf = (r: Row): StripeAccountRecord => ({
  projectId: r.project_id,
  accountId: r.account_id,
  secretKeySealed: r.secret_key_sealed,
  webhookSecretSealed: r.webhook_secret_sealed,
  livemode: r.livemode,
  updatedAt: new Date(r.updated_at),
});

export async function findStripeAccount(em: EntityManager, projectId: string): Promise<StripeAccountRecord | null> {
  const [row] = await rawSql<Row>(em, 'select * from stripe_account where project_id = ?', [projectId]);
  return row ? recordOf(row) : null;
}

/** Insert or replace in one statement (an upsert): two setups at once leave one complete account. */
export async function saveStripeAccount(em: EntityManager, a: Omit<StripeAccountRecord, 'updatedAt'>): Promise<void> {
  await rawSql(
    em,
    `insert into stripe_account (project_id, account_id, secret_key_sealed, webhook_secret_sealed, livemode)
     values (?, ?, ?, ?, ?)
     on conflict (project_id) do update set account_id = excluded.account_id, secret_key_sealed = excluded.secret_key_sealed,
       webhook_secret_sealed = excluded.webhook_secret_sealed, livemode = excluded.livemode, updated_at = now()`,
    [a.projectId, a.accountId, a.secretKeySealed, a.webhookSecretSealed, a.livemode],
  );
}
