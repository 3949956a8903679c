import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from '../../../test/harness.ts';
import { claimsOf, refreshWithOAuth, signUp } from '../../../test/auth-helpers.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

const me = { params: { query: { user_id: 'me' } } };

function tokenRequestJson(body: Record<string, unknown>): Promise<Response> {
  return rawFetch('/auth/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('POST /auth/oauth/token (refresh grant)', () => {
  it('answers the OAuth token response, uncacheable, form-encoded as the SDK sends it', async () => {
    const project = await newProject();
    const user = await signUp(project);
    const res = await refreshWithOAuth(project.id, user.refresh_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: expect.any(Number),
      scope: 'legacy',
      refresh_token: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{45}$/),
      after_callback_redirect_url: null,
      afterCallbackRedirectUrl: null,
    });
    expect(body.refresh_token).not.toBe(user.refresh_token);
    const claims = claimsOf(body.access_token as string);
    expect(body.expires_in).toBeGreaterThan(0);
    expect(Math.abs((claims.exp as number) - Math.floor(Date.now() / 1000) - (body.expires_in as number))).toBeLessThanOrEqual(2);
    expect((await project.client(body.access_token as string).GET('/auth/sessions', me)).response.status).toBe(200);
  });

  it('accepts JSON, the publishable key as secret and a `#main` branch suffix', async () => {
    const project = await newProject({ require_publishable_client_key: true });
    const user = await signUp(project);
    const res = await tokenRequestJson({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: `${project.id}#main`, client_secret: project.keys.client });
    expect(res.status).toBe(200);
  });

  it('rejects a wrong, missing or foreign client id or secret alike', async () => {
    const project = await newProject();
    const other = await newProject();
    const user = await signUp(project);
    const cases: Record<string, string>[] = [
      { client_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', client_secret: '__stack_public_client__' },
      { client_id: project.id, client_secret: 'pck_not-a-key' },
      { client_id: project.id, client_secret: other.keys.client },
      { client_id: project.id, client_secret: project.keys.server },
      { client_id: `${project.id}#dev`, client_secret: project.keys.client },
      { client_id: project.id },
      {},
    ];
    for (const c of cases) {
      const res = await rawFetch('/auth/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token, ...c }).toString(),
      });
      const error = await expectKnownError(res, 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET');
      expect(error.details).toEqual({ client_id: c.client_id ?? null });
    }
    // None of the refused attempts touched the session.
    expect((await refreshWithOAuth(project.id, user.refresh_token)).status).toBe(200);
  });

  it('asks for a publishable key when the project requires one and the public sentinel is sent', async () => {
    const project = await newProject({ require_publishable_client_key: true });
    const user = await signUp(project);
    const error = await expectKnownError(await refreshWithOAuth(project.id, user.refresh_token), 401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT');
    expect(error.details).toEqual({ project_id: project.id });
  });

  it('rejects unknown refresh tokens and refresh tokens of another project', async () => {
    const project = await newProject();
    const other = await newProject();
    const user = await signUp(project);
    await expectKnownError(await refreshWithOAuth(project.id, 'not-a-refresh-token'), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    await expectKnownError(await refreshWithOAuth(other.id, user.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it('answers other grant types with UNSUPPORTED_GRANT_TYPE and ignores parameters it does not know', async () => {
    const project = await newProject();
    const res = await rawFetch('/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', code: 'abc', code_verifier: 'def', redirect_uri: 'http://localhost:3000/cb', client_id: project.id, client_secret: project.keys.client }).toString(),
    });
    const error = await expectKnownError(res, 400, 'UNSUPPORTED_GRANT_TYPE');
    expect(error.details).toEqual({ grant_type: 'client_credentials', supported_grant_types: ['refresh_token', 'authorization_code'] });
  });

  it('reports a missing grant type or refresh token as a schema error', async () => {
    const project = await newProject();
    const noGrant = await expectKnownError(await tokenRequestJson({ client_id: project.id, client_secret: project.keys.client }), 400, 'SCHEMA_ERROR');
    expect(noGrant.error).toContain('body.grant_type must be defined');
    const noToken = await expectKnownError(await tokenRequestJson({ grant_type: 'refresh_token', client_id: project.id, client_secret: project.keys.client }), 400, 'SCHEMA_ERROR');
    expect(noToken.error).toContain('body.refresh_token must be defined');
  });
});
