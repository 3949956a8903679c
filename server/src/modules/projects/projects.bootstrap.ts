import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Deps } from '../../http/context.ts';
import { INTERNAL_PROJECT_ID } from '../../http/pipeline.ts';
import { randomCode } from '../../crypto/random.ts';
import { newKey } from '../api-keys/key-material.ts';
import { ensureKeySet } from '../api-keys/api-keys.service.ts';
import { writeInitialOverride } from '../config/config.service.ts';
import { initialOverride } from './legacy-config-writes.ts';
import { insertProjectIfMissing } from './projects.store.ts';
import { seedDefinitions } from './permission-definitions.store.ts';

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
  await insertProjectIfMissing(deps.em, {
    id: INTERNAL_PROJECT_ID,
    displayName: 'Gatehouse Dashboard',
    description: 'The project whose users run the dashboard.',
    ownerTeamId: null,
    isProductionMode: false,
    logoUrl: null,
    logoFullUrl: null,
    refreshTokenSecret: randomCode(45),
  });
  // Its settings, once: an existing installation keeps what its admins changed since.
  await writeInitialOverride(deps.config, deps.em, INTERNAL_PROJECT_ID, initialOverride({ create_team_on_sign_up: true, client_team_creation_enabled: true }), true);
  // Its team-creator default (team_admin) must exist before the first dashboard user signs up.
  await seedDefinitions(deps.em, INTERNAL_PROJECT_ID);

  const env = deps.config.internalKeys;
  if (env.client || env.server || env.admin) {
    const missing = (['client', 'server', 'admin'] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`Set all of GATEHOUSE_INTERNAL_CLIENT_KEY, _SERVER_KEY and _ADMIN_KEY, or none (missing: ${missing.join(', ')}).`);
    await ensureInternalKeySet(deps, { publishableClientKey: env.client!, secretServerKey: env.server!, superSecretAdminKey: env.admin!, source: 'environment' }, 'Internal keys from GATEHOUSE_INTERNAL_*_KEY');
    return { publishableClientKey: env.client!, secretServerKey: env.server!, superSecretAdminKey: env.admin!, source: 'environment' };
  }

  mkdirSync(deps.config.dataDir, { recursive: true });
  const file = join(deps.config.dataDir, 'internal-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as InternalKeys;
    await ensureInternalKeySet(deps, kept, 'Generated internal keys');
    return { ...kept, source: 'generated' };
  }
  const generated: InternalKeys = {
    publishableClientKey: newKey('publishable_client_key').plaintext,
    secretServerKey: newKey('secret_server_key').plaintext,
    superSecretAdminKey: newKey('super_secret_admin_key').plaintext,
    source: 'generated',
  };
  await ensureInternalKeySet(deps, generated, 'Generated internal keys');
  writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return generated;
}

function ensureInternalKeySet(deps: Deps, keys: InternalKeys, description: string): Promise<void> {
  const plaintexts = { publishable_client_key: keys.publishableClientKey, secret_server_key: keys.secretServerKey, super_secret_admin_key: keys.superSecretAdminKey };
  return ensureKeySet(deps, INTERNAL_PROJECT_ID, { description, expiresAt: FAR_FUTURE, plaintexts });
}
