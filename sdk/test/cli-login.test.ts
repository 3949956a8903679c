// `gatehouse login`'s logic (src/cli/login.ts) against a real server, the browser's confirmation
// done through the API (web/e2e/cli-login.e2e.test.ts drives the real page in chromium).
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl } from '../../server/test/harness.ts';
import { createClientApp, memoryTokenStore } from '../src/index.ts';
import { cliLogin } from '../src/cli/login.ts';

const PASSWORD = 'correct horse battery staple';

async function waitForUrl(lines: string[]): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const m = /(http\S+cli-auth-confirm\S+)/.exec(lines.join('\n'));
    if (m) return new URL(m[1]!);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no URL printed');
}

describe('gatehouse login', () => {
  it('polls until a signed-in user completes, then stores a refresh token of a new session, keeping other projects', async () => {
    const project = await newProject({ credential_enabled: true });
    const browser = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const email = uniqueEmail('cli');
    const { userId } = await browser.signUpWithPassword({ email, password: PASSWORD });

    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-'));
    const tokenFile = join(dir, 'credentials.json');
    writeFileSync(tokenFile, JSON.stringify({ other: { base_url: 'x', refresh_token: 'y', signed_in_at: 'z' } }));
    const lines: string[] = [];
    const login = cliLogin({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenFile, openBrowser: false, pollIntervalMs: 50, log: (l) => lines.push(l) });
    const url = await waitForUrl(lines);
    expect(url.pathname).toBe('/handler/cli-auth-confirm');
    expect(url.searchParams.get('project_id')).toBe(project.id);

    await browser.api.POST('/auth/cli/complete', { body: { login_code: url.searchParams.get('login_code')!, refresh_token: browser.session.tokens.refreshToken! } });
    const { refreshToken } = await login;
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(tokenFile, 'utf8')) as Record<string, { refresh_token: string; base_url: string }>;
    expect(stored.other).toBeDefined();
    expect(stored[project.id]).toMatchObject({ refresh_token: refreshToken, base_url: baseUrl() });

    const cli = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore({ refreshToken }) });
    expect(await cli.getUser()).toMatchObject({ id: userId, primary_email: email });
  });

  it('gives up with a clear message when the login expires unconfirmed', async () => {
    const project = await newProject();
    const login = cliLogin({ baseUrl: baseUrl(), projectId: project.id, tokenFile: join(mkdtempSync(join(tmpdir(), 'gatehouse-cli-')), 'c.json'), openBrowser: false, pollIntervalMs: 50, expiresInMillis: 300, log: () => {} });
    await expect(login).rejects.toThrow('The login expired before it was confirmed');
  });
});
