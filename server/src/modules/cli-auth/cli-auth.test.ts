import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { post as limitedPost, startInProcess, type LimitedServer } from '../../../test/limited-servers.ts';

/** CLI login (wire-contract §9.9) through HTTP on real PostgreSQL. */

const post = (project: TestProject, path: string, body: unknown, accessToken?: string) =>
  rawFetch(path, { method: 'POST', headers: { ...project.clientHeaders(accessToken), 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function start(project: TestProject, body: unknown = {}) {
  const res = await post(project, '/auth/cli', body);
  expect(res.status).toBe(200);
  return (await res.json()) as { polling_code: string; login_code: string; expires_at: string; user_code: string };
}

const pollOf = async (project: TestProject, polling_code: string) => {
  const res = await post(project, '/auth/cli/poll', { polling_code });
  return { status: res.status, body: (await res.json()) as { status: string; refresh_token?: string } };
};

describe('CLI login', () => {
  it('waits, then hands the polling CLI a NEW session of the user who confirmed, once', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const attempt = await start(project);
    expect(attempt.polling_code).toMatch(/^[0-9a-z]{45}$/);
    expect(attempt.login_code).toMatch(/^[0-9a-z]{45}$/);
    expect(attempt.login_code).not.toBe(attempt.polling_code);
    const lifetime = Date.parse(attempt.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600_000);

    expect(await pollOf(project, attempt.polling_code)).toEqual({ status: 200, body: { status: 'waiting' } });
    const done = await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true });

    const success = await pollOf(project, attempt.polling_code);
    expect(success.status).toBe(201);
    expect(success.body.status).toBe('success');
    expect(success.body.refresh_token).toMatch(/^[0-9a-z]{45}$/);
    // Not the browser's token: a session of its own, for the same user.
    expect(success.body.refresh_token).not.toBe(user.refreshToken);
    const refreshed = await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': success.body.refresh_token! } });
    expect(refreshed.status).toBe(200);
    const me = await project.client(((await refreshed.json()) as { access_token: string }).access_token).GET('/users/me');
    expect(me.data?.id).toBe(user.id);

    expect(await pollOf(project, attempt.polling_code)).toEqual({ status: 200, body: { status: 'used' } });
    // The browser's own session still works (it was not shared).
    expect((await project.client(user.accessToken).GET('/users/me')).response.status).toBe(200);
    // A used login code cannot be completed again.
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken }), 400, 'CLI_AUTH_USED_ERROR');
  });

  it('gives the CLI a short user code that the confirmation page can show for the same login, and only for it', async () => {
    const project = await newProject();
    const [a, b] = [await start(project), await start(project)];
    for (const x of [a, b]) expect(x.user_code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(a.user_code).not.toBe(b.user_code);
    const check = async (login_code: string) => (await (await post(project, '/auth/cli/complete', { login_code, mode: 'check' })).json()) as { user_code: string };
    expect((await check(a.login_code)).user_code).toBe(a.user_code);
    expect((await check(b.login_code)).user_code).toBe(b.user_code);
  });

  it('`status` tells the confirmation page where a login stands (pending, completed, collected, expired) and changes nothing', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const attempt = await start(project);
    const status = async (login_code: string, on = project) => {
      const res = await post(on, '/auth/cli/complete', { login_code, mode: 'status' });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await status(attempt.login_code)).toEqual({ status: 200, body: { login_state: 'pending', user_code: attempt.user_code } });
    // Asking did not complete anything.
    expect((await pollOf(project, attempt.polling_code)).body.status).toBe('waiting');
    await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken });
    // A reload after confirming: finished, not "Authorize" again.
    expect((await status(attempt.login_code)).body).toEqual({ login_state: 'completed', user_code: attempt.user_code });
    expect((await pollOf(project, attempt.polling_code)).status).toBe(201);
    expect((await status(attempt.login_code)).body.login_state).toBe('completed');
    // Confirmed in time stays completed after the attempt expires; a pending one becomes expired.
    const late = await start(project);
    const deps = await testDeps();
    await deps.em.getConnection().execute(`update cli_auth_attempt set expires_at = now() - interval '1 second' where project_id = ?`, [project.id]);
    expect((await status(attempt.login_code)).body.login_state).toBe('completed');
    expect((await status(late.login_code)).body.login_state).toBe('expired');
    // Unknown here (another project's, or made up): the same refusal as the other modes.
    await expectKnownError(await post(await newProject(), '/auth/cli/complete', { login_code: attempt.login_code, mode: 'status' }), 400, 'CLI_AUTH_ERROR');
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: 'x'.repeat(45), mode: 'status' }), 400, 'CLI_AUTH_ERROR');
  });

  it('two polls racing for one completed login: exactly one gets the session', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const attempt = await start(project);
    await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken });
    const results = await Promise.all(Array.from({ length: 5 }, () => pollOf(project, attempt.polling_code)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200).map((r) => r.body.status)).toEqual(['used', 'used', 'used', 'used']);
  });

  it('refuses unknown polling codes, bad login codes and bad refresh tokens; expired attempts say so', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    await expectKnownError(await post(project, '/auth/cli/poll', { polling_code: 'x'.repeat(45) }), 400, 'INVALID_POLLING_CODE');
    const attempt = await start(project, { expires_in_millis: 60_000 });
    // Another project's codes do not exist here.
    const other = await newProject();
    await expectKnownError(await post(other, '/auth/cli/poll', { polling_code: attempt.polling_code }), 400, 'INVALID_POLLING_CODE');
    await expectKnownError(await post(other, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken }), 400, 'CLI_AUTH_ERROR');
    // complete needs a live refresh token of this project.
    const missing = await expectKnownError(await post(project, '/auth/cli/complete', { login_code: attempt.login_code }), 400, 'CLI_AUTH_ERROR');
    expect(missing.error).toContain('refresh_token is required');
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: 'nope' }), 400, 'CLI_AUTH_ERROR');
    const stranger = await signedInUser(other);
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: stranger.refreshToken }), 400, 'CLI_AUTH_ERROR');
    // None of that completed it.
    expect((await pollOf(project, attempt.polling_code)).body.status).toBe('waiting');

    const deps = await testDeps();
    await deps.em.getConnection().execute(`update cli_auth_attempt set expires_at = now() - interval '1 second' where project_id = ?`, [project.id]);
    expect(await pollOf(project, attempt.polling_code)).toEqual({ status: 200, body: { status: 'expired' } });
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken }), 400, 'CLI_AUTH_EXPIRED_ERROR');
  });

  it('the body is optional (wire-contract §9.9): no body, an empty body, and no content type all start a 2-hour login', async () => {
    const project = await newProject();
    const headers = project.clientHeaders();
    const started = async (init: RequestInit) => {
      const res = await rawFetch('/auth/cli', { method: 'POST', ...init });
      expect(res.status, await res.clone().text()).toBe(200);
      const a = (await res.json()) as { polling_code: string; login_code: string; expires_at: string };
      expect(a.polling_code).toMatch(/^[0-9a-z]{45}$/);
      expect(Math.abs(Date.parse(a.expires_at) - Date.now() - 2 * 3600_000)).toBeLessThan(60_000);
      expect(await pollOf(project, a.polling_code)).toEqual({ status: 200, body: { status: 'waiting' } });
    };
    await started({ headers }); // no body, no content type
    await started({ headers: { ...headers, 'content-type': 'application/json' } }); // a content type, no body
    await started({ headers: { ...headers, 'content-type': 'application/json' }, body: '' }); // an empty body
    await started({ headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    // What is sent is still checked: JSON that is not an object, and text (fetch labels a string body text/plain).
    await expectKnownError(await rawFetch('/auth/cli', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: 'null' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await rawFetch('/auth/cli', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '[]' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await rawFetch('/auth/cli', { method: 'POST', headers, body: '{"expires_in_millis":60000}' }), 400, 'SCHEMA_ERROR');
  });

  it('the OpenAPI document describes the body as optional JSON; other routes keep a required body', async () => {
    const spec = (await (await rawFetch('/openapi.json', {})).json()) as { paths: Record<string, Record<string, { requestBody?: { required?: boolean; content: Record<string, unknown> } }>> };
    const body = spec.paths['/auth/cli'].post.requestBody!;
    expect(body.required).toBe(false);
    expect(Object.keys(body.content)).toEqual(['application/json']);
    expect(spec.paths['/auth/cli/poll'].post.requestBody!.required).toBe(true);
  });

  it('checks the request shape: lifetime at most the default 2 hours (issue 19; the contract said 24), no unknown fields', async () => {
    const project = await newProject();
    await expectKnownError(await post(project, '/auth/cli', { expires_in_millis: 2 * 3600_000 + 1 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post(project, '/auth/cli', { expires_in_millis: 24 * 3600_000 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post(project, '/auth/cli', { expires_in_millis: 0 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post(project, '/auth/cli', { nope: 1 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: 'x', mode: 'steal' }), 400, 'SCHEMA_ERROR');
    const a = await start(project, { expires_in_millis: 2 * 3600_000 });
    expect(Date.parse(a.expires_at) - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
  });

  it('an anonymous CLI session can be checked and claimed once; only anonymous refresh tokens are accepted', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const anonRes = await post(project, '/auth/anonymous/sign-up', undefined);
    const anon = (await anonRes.json()) as { refresh_token: string; user_id: string };
    const user = await signedInUser(project);
    await expectKnownError(await post(project, '/auth/cli', { anon_refresh_token: user.refreshToken }), 400, 'CLI_AUTH_ERROR');
    await expectKnownError(await post(project, '/auth/cli', { anon_refresh_token: 'nope' }), 400, 'CLI_AUTH_ERROR');

    const plain = await start(project);
    expect(await (await post(project, '/auth/cli/complete', { login_code: plain.login_code, mode: 'check' })).json()).toMatchObject({ cli_session_state: 'none' });
    await expectKnownError(await post(project, '/auth/cli/complete', { login_code: plain.login_code, mode: 'claim-anon-session' }), 400, 'CLI_AUTH_ERROR');

    const attempt = await start(project, { anon_refresh_token: anon.refresh_token });
    expect(await (await post(project, '/auth/cli/complete', { login_code: attempt.login_code, mode: 'check' })).json()).toMatchObject({ cli_session_state: 'anonymous' });
    const claims = await Promise.all([1, 2, 3].map(() => post(project, '/auth/cli/complete', { login_code: attempt.login_code, mode: 'claim-anon-session' })));
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    const claimed = (await claims.find((r) => r.status === 200)!.json()) as { access_token: string; refresh_token: string };
    const me = await rawFetch('/users/me', { headers: { ...project.clientHeaders(claimed.access_token), 'x-stack-allow-anonymous-user': 'true' } });
    expect(((await me.json()) as { id: string }).id).toBe(anon.user_id);
    expect(await (await post(project, '/auth/cli/complete', { login_code: attempt.login_code, mode: 'check' })).json()).toMatchObject({ cli_session_state: 'none' });
  });

  it('deleting the user who confirmed removes the attempt (foreign key cascade)', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const attempt = await start(project);
    await post(project, '/auth/cli/complete', { login_code: attempt.login_code, refresh_token: user.refreshToken });
    expect((await project.server().DELETE('/users/{user_id}', { params: { path: { user_id: user.id } } })).response.status).toBe(200);
    await expectKnownError(await post(project, '/auth/cli/poll', { polling_code: attempt.polling_code }), 400, 'INVALID_POLLING_CODE');
  });
});

describe('CLI login rate limits (issue 19)', () => {
  let server: LimitedServer;
  beforeAll(async () => {
    server = await startInProcess();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits polls per client address (cli_polls_per_ip) and attempts per client address (code_sends_per_ip)', async () => {
    const project = await newProject({ rate_limits: { cli_polls_per_ip: { max: 3, window_seconds: 600 }, code_sends_per_ip: { max: 2, window_seconds: 600 } } });
    const created = await Promise.all([1, 2].map(() => limitedPost(server, '/auth/cli', project.clientHeaders(), {})));
    expect(created.map((r) => r.status)).toEqual([200, 200]);
    await expectKnownError(await limitedPost(server, '/auth/cli', project.clientHeaders(), {}), 429, 'TOO_MANY_REQUESTS');
    const { polling_code } = (await created[0].json()) as { polling_code: string };
    for (let i = 0; i < 3; i++) expect((await limitedPost(server, '/auth/cli/poll', project.clientHeaders(), { polling_code })).status).toBe(200);
    const refused = await expectKnownError(await limitedPost(server, '/auth/cli/poll', project.clientHeaders(), { polling_code }), 429, 'TOO_MANY_REQUESTS');
    expect(refused.details).toMatchObject({ limit: 'cli_polls_per_ip' });
    // Guessing polling codes counts too: unknown codes are polls like any other.
    await expectKnownError(await limitedPost(server, '/auth/cli/poll', project.clientHeaders(), { polling_code: 'guess' }), 429, 'TOO_MANY_REQUESTS');
  });
});
