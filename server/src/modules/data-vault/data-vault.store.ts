import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/**
 * The only code that reads and writes data_vault_entry. Raw SQL: an upsert with `on conflict`,
 * an advisory lock for the per-store count, and the rotation's `for update skip locked` batch have
 * no EntityManager form. The rows hold only sealed data (data-vault.cipher.ts).
 */

export interface EntryRow {
  keyLookup: Buffer;
  sealed: Buffer;
  keyId: string;
}

/** The entry of a store found under any of the given lookups (one per key of the keyring). */
export async function findEntry(em: EntityManager, projectId: string, storeId: string, lookups: Buffer[]): Promise<EntryRow | null> {
  const rows = await rawSql(em, `select key_lookup, sealed, key_id from data_vault_entry where project_id = ? and store_id = ? and key_lookup in (?)`, [
    projectId,
    storeId,
    lookups,
  ]);
  const r = rows[0];
  return r ? { keyLookup: r.key_lookup as Buffer, sealed: r.sealed as Buffer, keyId: r.key_id as string } : null;
}

/**
 * Serialises the writes of one store for the caller's transaction, so a burst of new keys cannot
 * pass the per-store cap between the count and the insert.
 */
export async function lockStore(tx: EntityManager, projectId: string, storeId: string): Promise<void> {
  await rawSql(tx, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [JSON.stringify(['gatehouse.data-vault', projectId, storeId])]);
}

export async function countEntries(tx: EntityManager, projectId: string, storeId: string): Promise<number> {
  const rows = await rawSql(tx, `select count(*)::int as n from data_vault_entry where project_id = ? and store_id = ?`, [projectId, storeId]);
  return rows[0].n as number;
}

/** Whether the store holds the entry under its current lookup (an overwrite, not a new key). */
export async function entryExists(tx: EntityManager, projectId: string, storeId: string, lookups: Buffer[]): Promise<boolean> {
  const rows = await rawSql(tx, `select 1 from data_vault_entry where project_id = ? and store_id = ? and key_lookup in (?)`, [projectId, storeId, lookups]);
  return rows.length > 0;
}

/** Removes the copies of an entry sealed under former keys (its lookups under them), before the current one is written. */
export async function deleteUnderLookups(tx: EntityManager, projectId: string, storeId: string, lookups: Buffer[]): Promise<void> {
  if (lookups.length === 0) return;
  await rawSql(tx, `delete from data_vault_entry where project_id = ? and store_id = ? and key_lookup in (?)`, [projectId, storeId, lookups]);
}

/** Inserts or overwrites the entry (created_at is kept on an overwrite). */
export async function upsertEntry(tx: EntityManager, projectId: string, storeId: string, row: EntryRow): Promise<void> {
  await rawSql(
    tx,
    `insert into data_vault_entry (project_id, store_id, key_lookup, sealed, key_id) values (?, ?, ?, ?, ?)
     on conflict (project_id, store_id, key_lookup) do update set sealed = excluded.sealed, key_id = excluded.key_id, updated_at = now()`,
    [projectId, storeId, row.keyLookup, row.sealed, row.keyId],
  );
}

export interface StaleEntry extends EntryRow {
  projectId: string;
  storeId: string;
  createdAt: Date;
}

/**
 * Up to `limit` entries sealed under one of the `formerKeyIds`, locked for the caller's
 * transaction; rows another process (or a concurrent write) holds are skipped, so any number of
 * processes can sweep at once.
 */
export async function lockStaleEntries(tx: EntityManager, formerKeyIds: string[], limit: number): Promise<StaleEntry[]> {
  const rows = await rawSql(
    tx,
    `select project_id, store_id, key_lookup, sealed, key_id, created_at from data_vault_entry where key_id in (?) limit ? for update skip locked`,
    [formerKeyIds, limit],
  );
  return rows.map((r) => ({ projectId: r.project_id as string, storeId: r.store_id as string, keyLookup: r.key_lookup as Buffer, sealed: r.sealed as Buffer, keyId: r.key_id as string, createdAt: r.created_at as Date }));
}

/**
 * Moves a locked stale entry to its re-sealed form. When an entry under the new lookup already
 * exists (a write under the current key happened meanwhile), that newer one wins and the stale
 * copy is just removed.
 */
export async function replaceStaleEntry(tx: EntityManager, stale: StaleEntry, fresh: EntryRow): Promise<void> {
  await rawSql(tx, `delete from data_vault_entry where project_id = ? and store_id = ? and key_lookup = ?`, [stale.projectId, stale.storeId, stale.keyLookup]);
  await rawSql(
    tx,
    `insert into data_vault_entry (project_id, store_id, key_lookup, sealed, key_id, created_at) values (?, ?, ?, ?, ?, ?) on conflict (project_id, store_id, key_lookup) do nothing`,
    [stale.projectId, stale.storeId, fresh.keyLookup, fresh.sealed, fresh.keyId, stale.createdAt],
  );
}

/** How many entries are sealed under another key than `currentKeyId` (former keys, or keys this server does not have). */
export async function countNotUnder(em: EntityManager, currentKeyId: string): Promise<number> {
  const rows = await rawSql(em, `select count(*)::int as n from data_vault_entry where key_id <> ?`, [currentKeyId]);
  return rows[0].n as number;
}
