import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { LIMITS } from '../../http/limits.ts';
import type { AuthProject } from '../../http/context.ts';
import { recordKey } from '../config/record-key.ts';
import { sliceOf } from '../config/config.settings.ts';

/**
 * The data vault's slice of the project config (wire-contract §9.19): the declared stores,
 * `dataVault.stores.<id>`. Admin-only (nothing client-visible: a client cannot use the vault).
 */
export const dataVaultSettings = defineSettings({
  key: 'dataVault',
  schema: z.object({
    stores: z
      .record(recordKey, z.object({ displayName: z.string().max(LIMITS.displayName).optional().describe('A name for people (the dashboard).') }).strict())
      .describe('The stores POST /data-vault/stores/{id}/get and /set may use, by id. Removing one hides its entries; declaring it again shows them again. Default {}: none.'),
  }),
  defaults: { stores: {} },
});

export type DataVaultStoreSettings = z.output<typeof dataVaultSettings.schema>['stores'][string];

/** The project's declared stores: the ONE place this module reads its settings. */
export function storesOf(project: AuthProject): Record<string, DataVaultStoreSettings> {
  return sliceOf(project, dataVaultSettings).stores;
}
