import { describe, expect, it } from 'vitest';
import { rawFetch, testDeps } from '../../../test/harness.ts';
import { dashboardHeaders, dashboardProject, internalClientHeaders, jsonInit } from '../../../test/factories.ts';
import { findProject } from './projects.store.ts';

/** OAuth client secrets are write-only: never in an admin answer, kept when an update leaves them out. */

const storedProviders = async (projectId: string) => (await findProject((await testDeps()).em, projectId))!.config.oauth_providers;

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
    await save([{ id: 'github', type: 'standard', client_id: 'gh-client-2' }, { id: 'google', type: 'shared' }]);
    expect((await storedProviders(p.id))[0]).toEqual({ id: 'github', type: 'standard', client_id: 'gh-client-2' });
  });

  it('another config change leaves the providers and their secrets alone', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [{ id: 'discord', type: 'standard', client_id: 'dc', client_secret: 'dc-secret' }] } }));
    expect((await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { passkey_enabled: true } }))).status).toBe(200);
    expect(await storedProviders(p.id)).toEqual([{ id: 'discord', type: 'standard', client_id: 'dc', client_secret: 'dc-secret' }]);
  });
});
