import type { AuthProject } from '../../http/context.ts';

/**
 * The project's declared stores (config `dataVault.stores.<id>`, wire-contract §9.19): the ONE
 * place this module reads its settings.
 *
 * TEMPORARY until the layered config seam (branch s-config) lands: reads `dataVault` straight from
 * the stored project config, where a test puts it.
 */
export interface DataVaultStoreSettings {
  displayName?: string;
}

export function storesOf(project: AuthProject): Record<string, DataVaultStoreSettings> {
  const config = (project as { config?: { dataVault?: { stores?: Record<string, DataVaultStoreSettings> } } }).config;
  return config?.dataVault?.stores ?? {};
}
