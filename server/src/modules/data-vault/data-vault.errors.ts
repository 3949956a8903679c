import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

/** The known errors the data-vault module owns (wire-contract §4.5, §9.19; codes are never renamed). */
const storeId = z.string().openapi({ example: 'user-secrets' });
const hashedKey = z.string().openapi({ example: 'Gd3xk0pQm1vW8fJr2sTnYc6hLq9bA4eZ7uKoP5iRw0E' });

export const dataVaultErrors = defineErrors({
  DATA_VAULT_STORE_DOES_NOT_EXIST: def({
    status: 400,
    details: z.object({ store_id: storeId }),
    message: (d) => `Data vault store with ID ${d.store_id} does not exist.`,
  }),
  DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST: def({
    status: 400,
    details: z.object({ store_id: storeId, hashed_key: hashedKey }),
    message: (d) => `Data vault store with ID ${d.store_id} does not contain a key with hash ${d.hashed_key}.`,
  }),
  // Ours: a bound on what one store may hold (LIMITS.dataVaultEntriesPerStore), so a leaked server
  // key cannot fill the database through one store.
  DATA_VAULT_STORE_FULL: def({
    status: 400,
    details: z.object({ store_id: storeId, max_entries: z.number().int().openapi({ example: 100_000 }) }),
    message: (d) => `Data vault store with ID ${d.store_id} already holds the maximum of ${d.max_entries} entries; overwrite an existing key instead.`,
  }),
});

type DataVaultErrors = typeof dataVaultErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends DataVaultErrors {}
}
