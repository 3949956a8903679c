import type { AuthProject, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';
import { lookupOf, open, seal, vaultKeyring } from './data-vault.cipher.ts';
import { storesOf } from './data-vault.settings.ts';
import * as store from './data-vault.store.ts';

/**
 * The data vault (wire-contract §9.19): per project, named stores (declared in config) of opaque
 * values the client encrypted, found by a key the client hashed. The server never needs either in
 * clear; it adds its own at-rest protection (data-vault.cipher.ts) so a database dump alone gives
 * nothing, not even the hashed keys.
 */

function requireStore(project: AuthProject, storeId: string): void {
  // Own keys only: `constructor` or `__proto__` must not pass for a declared store.
  if (!Object.hasOwn(storesOf(project), storeId)) throw knownError('DATA_VAULT_STORE_DOES_NOT_EXIST', { store_id: storeId });
}

/** The stored value, or DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST. Tries every key of the keyring (a rotation may be under way). */
export async function getValue(deps: Deps, project: AuthProject, storeId: string, hashedKey: string): Promise<string> {
  requireStore(project, storeId);
  const ring = vaultKeyring(deps.config);
  const lookups = ring.all.map((k) => lookupOf(k, project.id, storeId, hashedKey));
  const row = await store.findEntry(deps.em, project.id, storeId, lookups);
  if (!row) throw knownError('DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST', { store_id: storeId, hashed_key: hashedKey });
  const key = ring.byId(row.keyId);
  // Sealed under a key this server no longer has: an operator removed it before the rotation finished.
  if (!key) throw new Error(`data vault: an entry of project ${project.id} is sealed with key ${row.keyId}, which is neither GATEHOUSE_ENCRYPTION_KEY nor listed in GATEHOUSE_ENCRYPTION_KEY_PREVIOUS`);
  const record = open(key, project.id, storeId, row.keyLookup, row.sealed);
  // The sealed hashed key must be the one asked for (an HMAC collision is not a way in).
  if (record.hashedKey !== hashedKey) throw new Error(`data vault: an entry of project ${project.id} holds another hashed key than its lookup names`);
  return record.encryptedValue;
}

/**
 * Inserts or overwrites (upsert), always under the current key; copies under former keys are
 * removed in the same transaction. A NEW key in a store already holding
 * LIMITS.dataVaultEntriesPerStore entries is DATA_VAULT_STORE_FULL; overwriting is always allowed.
 */
export async function setValue(deps: Deps, project: AuthProject, storeId: string, hashedKey: string, encryptedValue: string): Promise<void> {
  requireStore(project, storeId);
  const ring = vaultKeyring(deps.config);
  const lookup = lookupOf(ring.current, project.id, storeId, hashedKey);
  const formerLookups = ring.all.slice(1).map((k) => lookupOf(k, project.id, storeId, hashedKey));
  const sealed = seal(ring.current, project.id, storeId, lookup, { hashedKey, encryptedValue });
  await deps.em.transactional(async (tx) => {
    await store.lockStore(tx, project.id, storeId);
    // Counted only for a new key: an overwrite never grows the store.
    const isNew = !(await store.entryExists(tx, project.id, storeId, [lookup, ...formerLookups]));
    if (isNew && (await store.countEntries(tx, project.id, storeId)) >= LIMITS.dataVaultEntriesPerStore) {
      throw knownError('DATA_VAULT_STORE_FULL', { store_id: storeId, max_entries: LIMITS.dataVaultEntriesPerStore });
    }
    await store.deleteUnderLookups(tx, project.id, storeId, formerLookups);
    await store.upsertEntry(tx, project.id, storeId, { keyLookup: lookup, sealed, keyId: ring.current.id });
  });
}
