import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context.ts';
import { INTERNAL_PROJECT_ID } from '../../http/pipeline.ts';
import { randomCode } from '../../crypto/random.ts';
import { keyMaterial, newKey } from '../api-keys/key-material.ts';
import { defaultProjectConfig } from './project-config.ts';

export interface InternalKeys {
  publishableClientKey: string;
  secretServerKey: string;
  superSecretAdminKey: string;
  source: 'environment' | 'generated';
}

const FAR_FUTURE = new Date('2099-12-31T23:59:59Z');

/**
 * Creates the internal project (the dashboard's own tenant) on first start and makes sure a live
 * key set exists for it. Keys from GATEHOUSE_INTERNAL_*_KEY are ensured as a key set; without
 * them a key set is generated once and its plaintext kept in the data dir (mode 0600), because
 * only digests are in the database.
 */
export async function bootstrapInternalProject(deps: Deps): Promise<InternalKeys> {
  const conn = deps.em.getConnection();
  const config = { ...defaultProjectConfig(), create_team_on_sign_up: true, client_team_creation_enabled: true };
  await conn.execute(
    `insert into project (id, display_name, description, config, refresh_token_secret) values (?, 'Gatehouse Dashboard', 'The project whose users run the dashboard.', ?, ?) on conflict (id) do nothing`,
    [INTERNAL_PROJECT_ID, JSON.stringify(config), randomCode(45)],
  );

  const env = deps.config.internalKeys;
  if (env.client || env.server || env.admin) {
    const missing = (['client', 'server', 'admin'] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`Set all of GATEHOUSE_INTERNAL_CLIENT_KEY, _SERVER_KEY and _ADMIN_KEY, or none (missing: ${missing.join(', ')}).`);
    await ensureKeySet(deps, { publishableClientKey: env.client!, secretServerKey: env.server!, superSecretAdminKey: env.admin!, source: 'environment' }, 'Internal keys from GATEHOUSE_INTERNAL_*_KEY');
    return { publishableClientKey: env.client!, secretServerKey: env.server!, superSecretAdminKey: env.admin!, source: 'environment' };
  }

  mkdirSync(deps.config.dataDir, { recursive: true });
  const file = join(deps.config.dataDir, 'internal-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as InternalKeys;
    await ensureKeySet(deps, kept, 'Generated internal keys');
    return { ...kept, source: 'generated' };
  }
  const generated: InternalKeys = {
    publishableClientKey: newKey('publishable_client_key').plaintext,
    secretServerKey: newKey('secret_server_key').plaintext,
    superSecretAdminKey: newKey('super_secret_admin_key').plaintext,
    source: 'generated',
  };
  await ensureKeySet(deps, generated, 'Generated internal keys');
  writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return generated;
}

async function ensureKeySet(deps: Deps, keys: InternalKeys, description: string): Promise<void> {
  const pck = keyMaterial(keys.publishableClientKey);
  const ssk = keyMaterial(keys.secretServerKey);
  const sak = keyMaterial(keys.superSecretAdminKey);
  const conn = deps.em.getConnection();
  const existing = await conn.execute(
    `select id from api_key_set where project_id = ? and publishable_client_key_hash = ? and secret_server_key_hash = ? and super_secret_admin_key_hash = ?`,
    [INTERNAL_PROJECT_ID, pck.hash, ssk.hash, sak.hash],
  );
  if (existing.length) {
    // Ensured means live: an operator who set these keys wants them to work, even after a revoke.
    await conn.execute(`update api_key_set set manually_revoked_at = null, expires_at = ? where id = ?`, [FAR_FUTURE, existing[0].id]);
    return;
  }
  await conn.execute(
    `insert into api_key_set (id, project_id, description, publishable_client_key_hash, publishable_client_key_last_four,
       secret_server_key_hash, secret_server_key_last_four, super_secret_admin_key_hash, super_secret_admin_key_last_four, expires_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [randomUUID(), INTERNAL_PROJECT_ID, description, pck.hash, pck.lastFour, ssk.hash, ssk.lastFour, sak.hash, sak.lastFour, FAR_FUTURE],
  );
}
