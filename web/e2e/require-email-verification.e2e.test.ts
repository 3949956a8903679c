import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * The project setting require_email_verification in the dashboard (Auth methods, sign-in
 * section): one switch, saved to the server; a user who then signs up without verifying is
 * restricted (email_not_verified) and the users table marks them.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;

type Stored = { config: { require_email_verification: boolean } };
type User = { id: string; is_restricted: boolean; restricted_reason: { type: string } | null };

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'verify', {}, { displayName: 'Acme Verify' });
});

afterAll(async () => {
  await browser?.close();
});

/** A password sign-up as the project's app would make it (client access). */
async function signUp(email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-access-type': 'client', 'x-stack-project-id': dev.projectId },
    body: JSON.stringify({ email, password: 'correct horse battery staple' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user_id: string }).user_id;
}

describe('Require e-mail verification in the dashboard', () => {
  it('turns the setting on from Auth methods; new unverified users are restricted and marked in the users table', async () => {
    const ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
    await page.goto(`/projects/${dev.projectId}/auth-methods`);
    const section = page.getByRole('region', { name: 'Sign-in methods' });
    const sw = section.getByRole('switch', { name: 'Require e-mail verification' });
    await sw.waitFor();
    await section.getByText('Users stay restricted until they verify their e-mail address.').waitFor();
    expect(await sw.getAttribute('aria-checked')).toBe('false');

    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Require e-mail verification saved', { exact: true }).waitFor();
    const stored = await page.evaluate(async (projectId) => {
      const tokens = JSON.parse(localStorage.getItem('gatehouse-internal-tokens') ?? '{}') as { accessToken?: string; access_token?: string };
      const r = await fetch('/api/v1/internal/projects/current', { headers: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': tokens.accessToken ?? tokens.access_token ?? '' } });
      return (await r.json()) as Stored;
    }, dev.projectId);
    expect(stored.config.require_email_verification).toBe(true);

    // A reload shows the stored state, not the click.
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'Sign-in methods' }).getByRole('switch', { name: 'Require e-mail verification' }).getAttribute('aria-checked')).toBe('true');

    const email = `unverified-${Date.now().toString(36)}@example.com`;
    const userId = await signUp(email);
    expect(await serverCall<User>(baseUrl, dev, 'GET', `/users/${userId}`)).toMatchObject({ is_restricted: true, restricted_reason: { type: 'email_not_verified' } });
    await page.goto(`/projects/${dev.projectId}/users`);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('Unverified', { exact: true }).waitFor();
    await row.getByText('Restricted', { exact: true }).waitFor();

    // The user's page says why: not an admin's restriction, the project's verification rule.
    await page.goto(`/projects/${dev.projectId}/users/${userId}`);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Restriction', exact: true }) });
    await card.getByText('Restricted until they verify their e-mail address: this project requires it (Auth methods).').waitFor();
    await card.getByText('Restricted', { exact: true }).waitFor();
    await card.screenshot({ path: `${ARTIFACTS}require-email-verification-user-card-light.png` });
    await ctx.close();
  });

  it('looks right at 1280 px, 375 px and in dark', async () => {
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(`/projects/${dev.projectId}/auth-methods`);
      const section = p.getByRole('region', { name: 'Sign-in methods' });
      await expect.poll(() => section.getByRole('switch', { name: 'Require e-mail verification' }).getAttribute('aria-checked')).toBe('true');
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `require-email-verification-${variant}`);
      await section.screenshot({ path: `${ARTIFACTS}require-email-verification-card-${variant}.png` });
      await c.close();
    }
  });

  it('hosted account settings tell a restricted user to verify their e-mail; after following the mailed link the notice is gone', async () => {
    const email = `hosted-${Date.now().toString(36)}@example.com`;
    const ctx = await newContext(browser, baseUrl, 'light');
    const page = await ctx.newPage();
    await page.goto(`/handler/sign-up?project_id=${dev.projectId}`);
    // Password is the project's only method: no tabs, the form is the card.
    const panel = page.getByRole('main');
    await panel.getByLabel('Email').fill(email);
    await panel.locator('input').and(panel.getByLabel('Password', { exact: true })).fill('correct horse battery staple');
    await panel.getByLabel('Repeat password').fill('correct horse battery staple');
    await panel.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/handler/account-settings**');
    const notice = page.getByRole('status', { name: 'Verify your e-mail address' });
    await notice.getByText(`Open the link we sent to ${email}`, { exact: false }).waitFor();
    await screenshot(page, 'hosted-verify-email-notice-light');
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, await ctx.storageState());
      const p = await c.newPage();
      await p.goto(`/handler/account-settings?project_id=${dev.projectId}`);
      await p.getByRole('status', { name: 'Verify your e-mail address' }).waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `hosted-verify-email-notice-${variant}`);
      await c.close();
    }

    // The verification mail sign-up sent, read from the project's outbox as the developer (admin).
    const dash = await newContext(browser, baseUrl, 'light', dev.storageState);
    const dashPage = await dash.newPage();
    await dashPage.goto(`/projects/${dev.projectId}`);
    let link: string | null = null;
    for (let i = 0; i < 100 && !link; i++) {
      const text = await dashPage.evaluate(async ({ projectId, to }) => {
        const tokens = JSON.parse(localStorage.getItem('gatehouse-internal-tokens') ?? '{}') as { accessToken?: string; access_token?: string };
        const r = await fetch('/api/v1/internal/emails?limit=200', { headers: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': tokens.accessToken ?? tokens.access_token ?? '' } });
        const body = (await r.json()) as { items: Array<{ to: string; subject: string; text: string }> };
        return body.items.find((m) => m.to === to && /Verify your email/.test(m.subject))?.text ?? null;
      }, { projectId: dev.projectId, to: email });
      link = text ? (/https?:\/\/\S*code=[0-9a-z]{45}\S*/.exec(text)?.[0] ?? null) : null;
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    await dash.close();
    expect(link).not.toBeNull();
    await page.goto(link!);
    await page.getByText('Your e-mail address is verified.').waitFor();
    await page.goto(`/handler/account-settings?project_id=${dev.projectId}`);
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.getByText(email).first().waitFor();
    expect(await page.getByRole('status', { name: 'Verify your e-mail address' }).count()).toBe(0);
    await ctx.close();
  });

  it('turns it off again; the same user is no longer restricted', async () => {
    const ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
    const page = await ctx.newPage();
    await page.goto(`/projects/${dev.projectId}/auth-methods`);
    const sw = page.getByRole('region', { name: 'Sign-in methods' }).getByRole('switch', { name: 'Require e-mail verification' });
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
    await page.getByText('Require e-mail verification saved', { exact: true }).waitFor();
    const users = await serverCall<{ items: User[] }>(baseUrl, dev, 'GET', '/users');
    expect(users.items.length).toBe(2);
    for (const u of users.items) expect(u).toMatchObject({ is_restricted: false, restricted_reason: null });
    await ctx.close();
  });
});
