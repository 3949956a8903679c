import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './data-vault.routes.ts';
import * as h from './data-vault.handlers.ts';
import { dataVaultErrors } from './data-vault.errors.ts';
import { dataVaultSettings } from './data-vault.settings.ts';
import { Migration20261128013000DataVault } from './migrations/Migration20261128013000DataVault.ts';

/** The data vault (the data_vault_entry table): client-encrypted values in config-declared stores, encrypted again at rest. */
export const dataVaultModule: ModuleManifest = {
  name: 'data-vault',
  tags: [{ name: routes.DATA_VAULT_TAG, description: 'Values your server encrypted, kept in named stores and encrypted again at rest.', group: 'Server' }],
  routes: [route(routes.setDataVaultValue, h.setDataVaultValueHandler), route(routes.getDataVaultValue, h.getDataVaultValueHandler)],
  errors: dataVaultErrors,
  settings: dataVaultSettings,
  migrations: [{ name: 'Migration20261128013000DataVault', class: Migration20261128013000DataVault }],
};
