import { describe, expect, it } from 'vitest';
import { rawFetch, testDeps } from '../../../test/harness.ts';
import { dashboardHeaders, dashboardProject, internalClientHeaders, jsonInit } from '../../../test/factories.ts';
import { findProject } from './projects.store.ts';
import { openSecret } from '../config/config-secrets.ts';

/** OAuth client secrets are write-only: never in an admin answer, kept when an update leaves them out. */

// As stored, with each secret opened (they are sealed at rest: config-secrets.test.ts).
const storedProviders = async (projectId: string) => {
  const deps = await testDeps();
  return (await findProject(deps.em, projectId))!.config.oauth_providers.map((p) => (p.client_secret === undefined ? p : { ...p, client_secret: openSecret(deps.config, projectId, p.client_secret) ?? 'unopenable' }));
};

describe('OAuth provider client secrets (admin project view)', () => {
  it('a saved secret is never answered back: PATCH, GET current and the project list all leave it out', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    const patch = await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh-client', client_secret: 'gh-secret-1' }] } }));
    expect(patch.status).toBe(200);
    const patched = (await patch.json()) as { config: { oauth_providers: unknown[] } };
    expect(patched.config.oauth_providers).toEqual([{ id: 'github', type: 'standard', client_id: 'gh-client' }]);

    const current = (await (await rawFetch('/internal/projects/current', { headers })).json()) as { config: { oauth_providers: unknown[] } };
    expect(current.config.oauth_providers).toEqual([{ id: 'github', type: 'standard', client_id: 'gh-client' }]);
    const list = (await (await rawFetch('/internal/projects', { headers: internalClientHeaders(p.owner) })).json()) as { items: Array<{ id: string; config: object }> };
    expect(JSON.stringify(list.items.find((x) => x.id === p.id))).not.toContain('gh-secret-1');
    // It was stored all the same (the OAuth flow needs it).
    expect(await storedProviders(p.id)).toEqual([{ id: 'github', type: 'standard', client_id: 'gh-client', client_secret: 'gh-secret-1' }]);
  });

  it('sending the list back without the secret keeps it; a new secret replaces it; removing the provider forgets it', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    const save = async (oauth_providers: unknown[]) => expect((await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers } }))).status).toBe(200);

    await save([{ id: 'github', type: 'standard', client_id: 'gh-client', client_secret: 'gh-secret-1' }]);
    // Another provider added and the client id changed, the list sent as the admin view showed it.
    await save([{ id: 'github', type: 'standard', client_id: 'gh-client-2' }, { id: 'google', type: 'shared' }]);
    expect(await storedProviders(p.id)).toEqual([{ id: 'github', type: 'standard', client_id: 'gh-client-2', client_secret: 'gh-secret-1' }, { id: 'google', type: 'shared' }]);

    await save([{ id: 'github', type: 'standard', client_id: 'gh-client-2', client_secret: 'gh-secret-2' }, { id: 'google', type: 'shared' }]);
    expect((await storedProviders(p.id))[0].client_secret).toBe('gh-secret-2');

    await save([{ id: 'google', type: 'shared' }]);
    // Forgotten: adding it back without a secret is refused, as for a provider never configured.
    const again = await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh-client-2' }, { id: 'google', type: 'shared' }] } }));
    expect(again.status).toBe(400);
    expect(await storedProviders(p.id)).toEqual([{ id: 'google', type: 'shared' }]);
  });

  it('another config change leaves the providers and their secrets alone', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [{ id: 'discord', type: 'standard', client_id: 'dc', client_secret: 'dc-secret' }] } }));
    expect((await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { passkey_enabled: true } }))).status).toBe(200);
    expect(await storedProviders(p.id)).toEqual([{ id: 'discord', type: 'standard', client_id: 'dc', client_secret: 'dc-secret' }]);
  });

  it('standard keys need a client id and a secret, sent now or stored earlier; nothing changes when refused', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    const patch = (oauth_providers: unknown[]) => rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers } }));
    const refused = async (oauth_providers: unknown[], message: string) => {
      const res = await patch(oauth_providers);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
      expect(((await res.json()) as { error: string }).error).toContain(message);
    };
    await refused([{ id: 'github', type: 'standard', client_id: 'gh-client' }], 'github uses standard keys, so it needs client_secret');
    await refused([{ id: 'gitlab', type: 'standard' }], 'gitlab uses standard keys, so it needs client_id and client_secret');
    expect(await storedProviders(p.id)).toEqual([]);
    expect((await patch([{ id: 'github', type: 'standard', client_id: 'gh-client', client_secret: 's1' }])).status).toBe(200);
    // Stored earlier: the list sent back without it is accepted (the write-only way to edit it).
    expect((await patch([{ id: 'github', type: 'standard', client_id: 'gh-client-2' }])).status).toBe(200);
    expect(await storedProviders(p.id)).toEqual([{ id: 'github', type: 'standard', client_id: 'gh-client-2', client_secret: 's1' }]);
    await refused([{ id: 'github', type: 'standard', client_secret: 's2' }], 'github uses standard keys, so it needs client_id');
  });
});
