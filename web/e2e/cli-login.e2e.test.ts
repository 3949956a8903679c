import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, createUser, signUpDeveloper } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

/**
 * `gatehouse login` (the SDK's bin, run from its sources) against a real Gatehouse, confirmed in
 * chromium: the command prints the confirmation page's URL, the user signs in there and clicks
 * Authorize, the command stores a refresh token that really opens a session for that user.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const CLI = fileURLToPath(new URL('../../sdk/src/cli/gatehouse.ts', import.meta.url));

let browser: Browser;
let projectId = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  browser = await launch();
  const developer = await signUpDeveloper(baseUrl, `cli-dev-${stamp}@example.com`);
  projectId = await createProject(baseUrl, developer, 'Cli Co', { credential_enabled: true, sign_up_enabled: true });
  await createUser(baseUrl, projectId, developer, { primary_email: `cli-user-${stamp}@example.com`, primary_email_auth_enabled: true, password: PASSWORD });
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill();
  await browser?.close();
});

/** Runs the command; resolves its output so far and a promise of its exit code. */
function runLogin(tokenFile: string) {
  const child = spawn(process.execPath, ['--conditions=gatehouse-source', '--import', 'tsx', CLI, 'login', '--base-url', baseUrl, '--project-id', projectId, '--token-file', tokenFile, '--no-browser'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => out, exited };
}

async function waitFor<T>(what: string, read: () => T | null, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('gatehouse login', () => {
  it('prints the confirmation URL, and after the user authorizes in the browser stores a working refresh token', async () => {
    const email = `cli-user-${stamp}@example.com`;
    const tokenFile = join(mkdtempSync(join(tmpdir(), 'gatehouse-cli-')), 'nested', 'credentials.json');
    const cli = runLogin(tokenFile);
    const url = await waitFor('the printed URL', () => /(http\S+\/handler\/cli-auth-confirm\?\S+)/.exec(cli.output())?.[1] ?? null);
    expect(new URL(url).searchParams.get('project_id')).toBe(projectId);
    expect(new URL(url).searchParams.get('login_code')).toMatch(/^[0-9a-z]{45}$/);

    // Signed out: the page sends the user to sign in and back.
    const page = await (await newContext(browser, baseUrl, 'light')).newPage();
    await page.goto(url);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'hosted-cli-confirm-signed-out-light');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/handler/sign-in**');
    await page.getByLabel('Email').fill(email);
    await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/handler/cli-auth-confirm**');
    await page.getByText('A command-line tool asks to sign in to Cli Co as').waitFor();
    // The code the terminal printed is the one the page shows (issue 19: something to compare).
    const printed = /Your code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(cli.output())?.[1];
    expect(printed).toBeTruthy();
    await expect.poll(() => page.getByTestId('cli-user-code').textContent()).toBe(printed);
    await page.getByText('Check that your terminal shows this code.').waitFor();
    await screenshot(page, 'hosted-cli-confirm-light');

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const ctx = await newContext(browser, baseUrl, variant, await page.context().storageState());
      const p = await ctx.newPage();
      await p.goto(url);
      await p.getByRole('button', { name: 'Authorize' }).waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `hosted-cli-confirm-${variant}`);
      await ctx.close();
    }

    // Nothing is stored before the user confirms.
    expect(cli.output()).toContain('Waiting for the confirmation');
    expect(() => statSync(tokenFile)).toThrow();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.getByRole('status').filter({ hasText: 'The command line is signed in as' }).waitFor();
    await screenshot(page, 'hosted-cli-confirm-done-light');
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain(`The refresh token is stored in ${tokenFile}`);

    // The file is the owner's only and holds a refresh token of a session of this user.
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(tokenFile, 'utf8')) as Record<string, { refresh_token: string; base_url: string }>;
    const refreshToken = stored[projectId]!.refresh_token;
    const headers = { 'x-stack-access-type': 'client', 'x-stack-project-id': projectId };
    const refreshed = await fetch(`${baseUrl}/api/v1/auth/sessions/current/refresh`, { method: 'POST', headers: { ...headers, 'x-stack-refresh-token': refreshToken } });
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as { access_token: string };
    const me = (await (await fetch(`${baseUrl}/api/v1/users/me`, { headers: { ...headers, 'x-stack-access-token': access_token } })).json()) as { primary_email: string };
    expect(me.primary_email).toBe(email);

    // The same link cannot be confirmed twice: the page says so at once (no code, no button).
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'This authentication token has already been used.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Authorize' }).count()).toBe(0);
    await page.context().close();
  });
});
