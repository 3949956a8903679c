import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { openOrm, type Orm } from '../src/db/orm.ts';
import { databaseSchema } from '../src/modules/index.ts';
import { findProject } from '../src/modules/projects/projects.store.ts';
import { normaliseConfig, type ProjectConfig } from '../src/modules/projects/project-config.ts';

/**
 * Issue 20: a project stored in the OLD shape (one config document in project.config) is migrated
 * into a project-level override holding only what differs from the defaults, and its legacy view
 * renders the same before (the old code's reading: normaliseConfig) and after. On a database of
 * its own, migrated up to just before the config migrations, then to the end.
 */

const CONVERSION = 'Migration20261128010000ConfigOverrides';

const OLD_DEFAULTS_ONLY: Partial<ProjectConfig> = {
  sign_up_enabled: true,
  credential_enabled: true,
  allow_localhost: true,
  team_creator_default_permissions: [{ id: 'team_admin' }],
  team_member_default_permissions: [{ id: 'team_member' }],
  user_default_permissions: [],
  domains: [],
  oauth_providers: [],
  email_config: { type: 'shared' },
};

const OLD_CUSTOM: Partial<ProjectConfig> = {
  sign_up_enabled: false,
  credential_enabled: false,
  magic_link_enabled: true,
  passkey_enabled: true,
  anonymous_accounts_enabled: true,
  client_team_creation_enabled: true,
  client_user_deletion_enabled: true,
  create_team_on_sign_up: true,
  allow_localhost: false,
  allow_user_api_keys: true,
  allow_team_api_keys: true,
  require_publishable_client_key: true,
  refresh_token_rotation_enabled: false,
  require_email_verification: true,
  // Not in sorted order: the order sent is the order shown.
  domains: [
    { domain: 'https://zeta.example.com', handler_path: '/auth' },
    { domain: 'https://alpha.example.com', handler_path: '/handler' },
  ],
  oauth_providers: [
    { id: 'apple', type: 'standard', client_id: 'com.example.web', client_secret: 'apple-secret', apple_bundle_ids: ['com.example.ios', 'com.example.mac'] },
    { id: 'github', type: 'shared' },
  ],
  oauth_account_merge_strategy: 'allow_duplicates',
  email_config: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'mailer', password: 'pw', sender_name: 'Example', sender_email: 'noreply@example.com' },
  team_creator_default_permissions: [{ id: 'team_admin' }, { id: 'team_member' }],
  team_member_default_permissions: [],
  user_default_permissions: [],
  verification_code_lifetimes: { sign_in_seconds: 120 },
  rate_limits: { sign_ins_per_ip: { max: 5, window_seconds: 60 } } as ProjectConfig['rate_limits'],
};

let db: TestDatabase;
let orm: Orm;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await openOrm(db.url, databaseSchema, 2);
  const names = databaseSchema.migrations.map((m) => m.name);
  const before = names[names.indexOf(CONVERSION) - 1]!;
  await orm.getMigrator().up({ to: before });
}, 120_000);

afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

describe('migrating stored project configs into overrides', () => {
  it('keeps the legacy view of old projects and stores only values that differ from the defaults', async () => {
    const conn = orm.em.getConnection();
    for (const [id, config] of [['old-defaults', OLD_DEFAULTS_ONLY], ['old-custom', OLD_CUSTOM], ['old-empty', {}]] as const) {
      await conn.execute(`insert into project (id, display_name, config, refresh_token_secret) values (?, ?, cast(? as jsonb), 'secret')`, [id, id, JSON.stringify(config)]);
    }
    await orm.getMigrator().up();

    const columns = await conn.execute(`select column_name from information_schema.columns where table_name = 'project' and column_name = 'config'`);
    expect(columns).toEqual([]);

    for (const [id, old] of [['old-defaults', OLD_DEFAULTS_ONLY], ['old-custom', OLD_CUSTOM], ['old-empty', {}]] as const) {
      const before = normaliseConfig(old);
      const after = (await findProject(orm.em.fork(), id))!.config;
      expect(after).toEqual({
        ...before,
        // Two deliberate differences of the view: the lifetimes are always shown in full (the
        // old view echoed the partial object stored, the code used the defaults for the rest)...
        verification_code_lifetimes: { ...normaliseConfig({}).verification_code_lifetimes, ...before.verification_code_lifetimes },
        // ...and lists keyed by id in the rendered config come back sorted by id.
        oauth_providers: [...before.oauth_providers].sort((a, b) => a.id.localeCompare(b.id)),
        team_creator_default_permissions: [...before.team_creator_default_permissions].sort((a, b) => a.id.localeCompare(b.id)),
      });
    }

    const stored = Object.fromEntries(
      ((await conn.execute(`select project_id, document from config_override where level = 'project'`)) as { project_id: string; document: unknown }[]).map((r) => [r.project_id, r.document]),
    );
    // The old defaults differ from the config defaults only where new projects differ (wire §9.20).
    expect(stored['old-defaults']).toEqual({ auth: { password: { allowSignIn: true } }, domains: { allowLocalhost: true } });
    expect(stored['old-empty']).toEqual({ auth: { password: { allowSignIn: true } }, domains: { allowLocalhost: true } });
    expect(stored['old-custom']).toMatchObject({
      auth: { allowSignUp: false, otp: { allowSignIn: true }, oauth: { accountMergeStrategy: 'allow_duplicates', providers: { apple: { clientSecret: 'apple-secret', isShared: false } } } },
      rbac: { defaultPermissions: { teamCreator: { team_member: true }, teamMember: { team_member: false } } },
      verificationCodes: { lifetimes: { signInSeconds: 120 } },
      rateLimits: { sign_ins_per_ip: { max: 5, windowSeconds: 60 } },
    });
    expect(JSON.stringify(stored['old-custom'])).not.toContain('team_admin'); // equal to the default: not stored
  });
});
