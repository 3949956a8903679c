import type { Handler } from '../../http/router.ts';
import { knownError } from '../../http/errors.ts';
import { isPlainObject, type JsonObject } from './config-document.ts';
import { settingsOf } from './config.settings.ts';
import type * as routes from './config.routes.ts';
import { changeOverride, parseDocument, patchWith, readOverride, readSource, replaceWith, resetKeys, unlinkSource, withoutSecrets } from './config.service.ts';

const ok = { success: true as const };

export const getRenderedConfigHandler: Handler<typeof routes.getRenderedConfig> = (c, { auth }) =>
  c.json({ config_string: JSON.stringify(withoutSecrets(settingsOf(auth.project))) }, 200);

export const getConfigOverrideHandler: Handler<typeof routes.getConfigOverride> = async (c, { deps, auth, params }) => {
  // Wire §9.20: server access reads the branch override only (config pushed from a repository).
  if (auth.type === 'server' && params.level !== 'branch') throw knownError('CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS', { level: params.level });
  const { document } = await readOverride(deps, auth.project.id, params.level);
  return c.json({ config_string: JSON.stringify(withoutSecrets(document)) }, 200);
};

export const putConfigOverrideHandler: Handler<typeof routes.putConfigOverride> = async (c, { deps, auth, params, body }) => {
  if (params.level === 'branch' && !body.source) throw knownError('CONFIG_SOURCE_REQUIRED');
  const doc = parseDocument(body.config_string);
  await changeOverride(deps, auth.project.id, params.level, replaceWith(doc, params.level === 'branch' ? (body.source as JsonObject) : undefined));
  return c.json(ok, 200);
};

export const patchConfigOverrideHandler: Handler<typeof routes.patchConfigOverride> = async (c, { deps, auth, params, body }) => {
  let paths: unknown;
  try {
    paths = JSON.parse(body.config_override_string);
  } catch (e) {
    throw knownError('CONFIG_OVERRIDE_INVALID_JSON', { message: (e as Error).message });
  }
  if (!isPlainObject(paths)) throw knownError('CONFIG_OVERRIDE_INVALID_JSON', { message: 'the top level must be an object' });
  const bad = Object.keys(paths).find((k) => k.split('.').some((s) => s === ''));
  if (bad !== undefined) throw knownError('CONFIG_OVERRIDE_INVALID', { message: `${bad}: a key path may not have an empty segment` });
  await changeOverride(deps, auth.project.id, params.level, patchWith(paths));
  return c.json(ok, 200);
};

export const resetConfigKeysHandler: Handler<typeof routes.resetConfigKeys> = async (c, { deps, auth, params, body }) => {
  await changeOverride(deps, auth.project.id, params.level, resetKeys(body.keys));
  return c.json(ok, 200);
};

export const getConfigSourceHandler: Handler<typeof routes.getConfigSource> = async (c, { deps, auth }) =>
  c.json({ source: (await readSource(deps, auth.project.id)) as never }, 200);

export const deleteConfigSourceHandler: Handler<typeof routes.deleteConfigSource> = async (c, { deps, auth }) => {
  await unlinkSource(deps, auth.project.id);
  return c.json(ok, 200);
};
