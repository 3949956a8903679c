import type { Orm } from '../../db/orm.ts';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../http/context.ts';
import { lookupOf, open, seal, vaultKeyring } from './data-vault.cipher.ts';
import * as store from './data-vault.store.ts';

const BATCH = 200;

/**
 * Key rotation, the server's part (README "Rotating the encryption key"): with former keys in
 * GATEHOUSE_ENCRYPTION_KEY_PREVIOUS, every entry sealed under one of them is opened and sealed
 * again under the current key (new lookup, new IV, new key id), in batches of BATCH rows, each
 * batch one transaction. `for update skip locked`: any number of processes may sweep at once, and
 * a concurrent set of the same key (which removes the former copy itself) is never undone.
 * Returns how many entries were re-sealed; then logs how many are still not under the current
 * key (0: the former keys may be removed from the settings).
 */
export async function resealFormerEntries(orm: Orm, config: Config, log: AppDeps['log']): Promise<number> {
  const ring = vaultKeyring(config);
  const former = ring.all.slice(1);
  if (former.length === 0) return 0;
  const formerIds = former.map((k) => k.id);
  let total = 0;
  for (;;) {
    const batch = await orm.em.fork().transactional(async (tx) => {
      const rows = await store.lockStaleEntries(tx, formerIds, BATCH);
      let moved = 0;
      for (const row of rows) {
        let record;
        try {
          record = open(ring.byId(row.keyId)!, row.projectId, row.storeId, row.keyLookup, row.sealed);
        } catch (e) {
          // A row that does not authenticate is left as it is (reads of it fail the same way) and reported.
          log('error', (e as Error).message);
          continue;
        }
        const lookup = lookupOf(ring.current, row.projectId, row.storeId, record.hashedKey);
        await store.replaceStaleEntry(tx, row, { keyLookup: lookup, sealed: seal(ring.current, row.projectId, row.storeId, lookup, record), keyId: ring.current.id });
        moved++;
      }
      return { seen: rows.length, moved };
    });
    total += batch.moved;
    // Done, or only rows that cannot be opened are left.
    if (batch.seen < BATCH || batch.moved === 0) break;
  }
  const left = await store.countNotUnder(orm.em.fork(), ring.current.id);
  log(left === 0 ? 'info' : 'warn', `data vault: re-sealed ${total} entries under the current encryption key; ${left} entries are still sealed under another key`, {
    resealed: total,
    left,
  });
  return total;
}
