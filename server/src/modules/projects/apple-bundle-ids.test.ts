import { describe, expect, it } from 'vitest';
import { rawFetch } from '../../../test/harness.ts';
import { dashboardHeaders, dashboardProject, jsonInit } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** `apple_bundle_ids` on the Apple provider (wire-contract §9.20): stored, validated, in the admin view. */
describe('oauth_providers[].apple_bundle_ids', () => {
  const apple = (extra: Record<string, unknown>) => ({ id: 'apple', type: 'standard', client_id: 'com.example.web', client_secret: 'apple-secret', ...extra });

  it('is saved and answered back in the admin project view (trimmed), and a list without it drops it', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    const patch = await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [apple({ apple_bundle_ids: ['com.example.app', ' com.example.app.watch '] })] } }));
    expect(patch.status).toBe(200);
    const expected = [{ id: 'apple', type: 'standard', client_id: 'com.example.web', apple_bundle_ids: ['com.example.app', 'com.example.app.watch'] }];
    expect(((await patch.json()) as { config: { oauth_providers: unknown[] } }).config.oauth_providers).toEqual(expected);
    const current = (await (await rawFetch('/internal/projects/current', { headers })).json()) as { config: { oauth_providers: unknown[] } };
    expect(current.config.oauth_providers).toEqual(expected);

    await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [apple({})] } }));
    const after = (await (await rawFetch('/internal/projects/current', { headers })).json()) as { config: { oauth_providers: unknown[] } };
    expect(after.config.oauth_providers).toEqual([{ id: 'apple', type: 'standard', client_id: 'com.example.web' }]);
  });

  it('must be an array of non-empty strings: anything else is a SCHEMA_ERROR and changes nothing', async () => {
    const p = await dashboardProject();
    const headers = dashboardHeaders(p.id, p.owner);
    const ok = await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [apple({ apple_bundle_ids: ['com.example.app'] })] } }));
    expect(ok.status).toBe(200);
    for (const bad of [[''], ['   '], 'com.example.app', [42], [null], ['x'.repeat(256)]]) {
      const res = await rawFetch('/internal/projects/current', jsonInit('PATCH', headers, { config: { oauth_providers: [apple({ apple_bundle_ids: bad })] } }));
      const body = await expectKnownError(res, 400, 'SCHEMA_ERROR');
      expect(body.error).toContain('apple_bundle_ids');
    }
    const current = (await (await rawFetch('/internal/projects/current', { headers })).json()) as { config: { oauth_providers: Array<{ apple_bundle_ids?: string[] }> } };
    expect(current.config.oauth_providers[0].apple_bundle_ids).toEqual(['com.example.app']);
  });
});
