import type { Handler } from '../../http/router.ts';
import type * as routes from './data-vault.routes.ts';
import { getValue, setValue } from './data-vault.service.ts';

export const setDataVaultValueHandler: Handler<typeof routes.setDataVaultValue> = async (c, { deps, auth, params, body }) => {
  await setValue(deps, auth.project, params.id, body.hashed_key, body.encrypted_value);
  return c.json({ success: true as const }, 200);
};

export const getDataVaultValueHandler: Handler<typeof routes.getDataVaultValue> = async (c, { deps, auth, params, body }) =>
  c.json({ encrypted_value: await getValue(deps, auth.project, params.id, body.hashed_key) }, 200);
