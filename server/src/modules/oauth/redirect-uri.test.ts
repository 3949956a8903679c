import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, testDeps, type TestProject } from '../../../test/harness.ts';
import { rawSql } from '../../db/sql.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * A code only ever goes to a trusted origin: redirect URIs that try to slip past the trusted
 * domain list (credentials before the host, backslashes, look-alike sub-domains, other schemes,
 * encoded dots, other ports) are refused when the code would be issued, through the real flow.
 */
let world: OAuthWorld;
let project: TestProject;
beforeAll(async () => {
  world = await startOAuthWorld();
  project = await newProject({ oauth_providers: standardProviders(), allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }, { domain: 'https://*.tenants.example.com', handler_path: '/handler' }] });
}, 60_000);
afterAll(() => world?.close());

const BYPASSES = [
  'https://app.example.com@evil.example.net/cb',
  'https://app.example.com:@evil.example.net/cb',
  'https://evil.example.net\\@app.example.com/cb',
  'https://evil.example.net\\.app.example.com/cb',
  'https://evil.example.net#@app.example.com/cb',
  'https://evil.example.net?@app.example.com/cb',
  'https://app.example.com.evil.example.net/cb',
  'https://evilapp.example.com/cb',
  'https://sub.app.example.com/cb',
  'https://app.example.com./cb',
  'https://app-example.com/cb',
  'https://a.b.tenants.example.com/cb',
  'https://tenants.example.com/cb',
  'http://app.example.com/cb',
  'https://app%2Eexample%2Ecom.evil.example.net/cb',
  'https://app.example.com%2Eevil.example.net/cb',
  'https://app.example.com:8443/cb',
  'https://app.example.com:80/cb',
  'https://localhost/cb',
  'http://127.0.0.1:3000/cb',
];

describe('redirect_uri bypass attempts against the trusted domains', () => {
  it.each(BYPASSES)('refuses %s and issues no code', async (redirectUri) => {
    const flow = await signInWith(world, project, 'github', uniqueAccount('bypass'), { redirect_uri: redirectUri });
    const body = await expectKnownError(flow.res, 400, 'REDIRECT_URL_NOT_WHITELISTED');
    expect(body.details).toBeUndefined();
    expect(flow.res.headers.get('location')).toBeNull();
    const deps = await testDeps();
    expect(await rawSql(deps.em, 'select 1 from oauth_authorization_code where project_id = ?', [project.id])).toEqual([]);
  });

  it.each(['https://app.example.com/cb', 'https://APP.example.com:443/cb?x=1', 'https://one.tenants.example.com/cb'])('accepts the trusted %s', async (redirectUri) => {
    const flow = await signInWith(world, project, 'github', uniqueAccount('trusted'), { redirect_uri: redirectUri });
    expect(flow.res.status).toBe(303);
    const location = new URL(flow.res.headers.get('location')!);
    expect(location.origin).toBe(new URL(redirectUri).origin);
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-z]{45}$/);
  });
});
