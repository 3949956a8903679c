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
    await page.getByRole('status').filter({ hasText: 'This CLI is signed in — you can close this tab.' }).waitFor();
    await page.getByText(`Signed in as ${email}`).waitFor();
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

    // A reload shows the finished login (issue 22 item 8), not "Authorize" again nor a raw error.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'This CLI is signed in — you can close this tab.' }).waitFor();
    await page.getByText('This login was already confirmed.').waitFor();
    expect(await page.getByRole('button', { name: 'Authorize' }).count()).toBe(0);
    expect(await page.getByText('This authentication token has already been used').count()).toBe(0);
    await screenshot(page, 'hosted-cli-confirm-reloaded-light');
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const ctx = await newContext(browser, baseUrl, variant, await page.context().storageState());
      const p = await ctx.newPage();
      await p.goto(url);
      await p.getByRole('status').filter({ hasText: 'This CLI is signed in' }).waitFor();
      await screenshot(p, `hosted-cli-confirm-reloaded-${variant}`);
      await ctx.close();
    }

    // The account page tells the two sessions apart (issue 22 item 1): this browser first and
    // marked, the CLI's labelled as a command-line tool; "sign out of all other sessions" ends the CLI's.
    await page.goto(`/handler/account-settings?project_id=${projectId}`);
    const rows = page.getByTestId('session-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await rows.first().getByText('This device').waitFor();
    const cliRow = rows.filter({ hasText: 'Command-line tool' });
    await cliRow.getByText('Command line', { exact: false }).first().waitFor();
    expect(await cliRow.textContent()).toMatch(/127\.0\.0\.1|::1/);
    expect(await rows.first().textContent()).toContain('Password');
    await rows.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'hosted-account-sessions-light');
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const ctx = await newContext(browser, baseUrl, variant, await page.context().storageState());
      const p = await ctx.newPage();
      await p.goto(`/handler/account-settings?project_id=${projectId}`);
      await expect.poll(() => p.getByTestId('session-row').count(), { timeout: 20_000 }).toBe(2);
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await p.getByTestId('session-row').first().scrollIntoViewIfNeeded();
      await screenshot(p, `hosted-account-sessions-${variant}`);
      await ctx.close();
    }
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
    await screenshot(page, 'hosted-account-sessions-confirm-light');
    await confirm.getByRole('button', { name: 'Sign out others' }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    await rows.first().getByText('This device').waitFor();
    // The CLI's stored refresh token is dead now.
    const after = await fetch(`${baseUrl}/api/v1/auth/sessions/current/refresh`, { method: 'POST', headers: { ...headers, 'x-stack-refresh-token': refreshToken } });
    expect(after.status).toBe(401);
    await page.context().close();
  });
});
