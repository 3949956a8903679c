import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, signInAsUser, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 10, item 10: the user detail page as a support person uses it. The mails are read in the
 * project's development inbox, sessions and metadata are checked against the API, and
 * impersonation is followed into the new tab it opens.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
const user = { email: `carol-${Date.now().toString(36)}@example.com`, password: 'carol-has-a-long-password', id: '' };

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'support');
  const created = await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: user.email, primary_email_auth_enabled: true, password: user.password });
  user.id = created.id;
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const detailUrl = () => `/projects/${dev.projectId}/users/${user.id}`;

/** Waits for a mail to the user whose subject matches, in the dashboard's development inbox. */
async function awaitMail(subject: RegExp) {
  const inbox = await ctx.newPage();
  await inbox.goto(`/projects/${dev.projectId}/emails`);
  await inbox.getByRole('heading', { name: 'E-mails' }).waitFor();
  const row = inbox.getByRole('row').filter({ hasText: user.email }).filter({ hasText: subject });
  await expect.poll(async () => {
    if (await row.count()) return true;
    await inbox.reload();
    await inbox.getByRole('heading', { name: 'E-mails' }).waitFor();
    return false;
  }, { timeout: 20_000 }).toBe(true);
  await inbox.close();
}

describe('user detail page for support in a real browser', () => {
  it('keeps Delete user out of the header, in a danger zone at the bottom, and shows no literal null', async () => {
    await page.goto(detailUrl());
    await page.getByRole('heading', { name: user.email }).waitFor();
    const header = page.locator('header').first();
    expect(await header.getByRole('button').count()).toBe(0);
    const danger = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Danger zone' }) });
    await danger.getByRole('button', { name: 'Delete user' }).waitFor();
    // The danger zone is the last card: below sessions and metadata.
    const [dz, sessions] = [await danger.boundingBox(), await page.locator('section').filter({ has: page.getByRole('heading', { name: 'Sessions', exact: true, level: 2 }) }).boundingBox()];
    expect(dz!.y).toBeGreaterThan(sessions!.y);
    const metadata = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Metadata' }) });
    await metadata.getByText('No client metadata').waitFor();
    await metadata.getByText('No server metadata').waitFor();
    expect(await metadata.getByText('null', { exact: true }).count()).toBe(0);
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(detailUrl());
      await p.getByRole('heading', { name: 'Danger zone' }).waitFor();
      await p.getByText('Not signed in anywhere.', { exact: true }).waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `i10-user-detail-${variant}`);
      await c.close();
    }
  });

  it('edits metadata as JSON, refusing what does not parse', async () => {
    const metadata = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Metadata' }) });
    await metadata.getByRole('button', { name: 'Edit metadata' }).click();
    const server = metadata.getByLabel('Server metadata');
    await server.fill('{ plan: pro }');
    await metadata.getByText(/^Not valid JSON: /).waitFor();
    expect(await metadata.getByRole('button', { name: 'Save metadata' }).isDisabled()).toBe(true);
    await screenshot(page, 'i10-user-metadata-invalid-light');
    await server.fill('{ "plan": "pro", "seats": 3 }');
    await expect.poll(() => metadata.getByRole('button', { name: 'Save metadata' }).isDisabled()).toBe(false);
    await metadata.getByRole('button', { name: 'Save metadata' }).click();
    await page.getByText('Metadata saved').first().waitFor();
    await metadata.getByText('"seats": 3').waitFor();
    const stored = await serverCall<{ server_metadata: unknown; client_metadata: unknown }>(baseUrl, dev, 'GET', `/users/${user.id}`);
    expect(stored.server_metadata).toEqual({ plan: 'pro', seats: 3 });
    expect(stored.client_metadata).toBeNull();
  });

  it('sends a password reset and a verification mail that arrive', async () => {
    await page.getByRole('button', { name: 'Send password reset e-mail' }).click();
    await page.getByText(`Password reset e-mail sent to ${user.email}`).first().waitFor();
    await page.getByRole('button', { name: 'Send verification e-mail' }).click();
    await page.getByText(`Verification e-mail sent to ${user.email}`).first().waitFor();
    await awaitMail(/Reset your password/);
    await awaitMail(/Verify your email/);
  });

  it('revokes every session after a confirmation, so the old refresh tokens die', async () => {
    const sessions = [await signInAsUser(baseUrl, dev.projectId, user.email, user.password), await signInAsUser(baseUrl, dev.projectId, user.email, user.password)];
    await page.reload();
    await page.getByText('Signed in on 2 session(s).', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Revoke all sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke all sessions' });
    await dialog.waitFor();
    await screenshot(page, 'i10-user-revoke-all-light');
    await dialog.getByRole('button', { name: 'Revoke all sessions' }).click();
    await page.getByText('2 session(s) revoked').first().waitFor();
    await page.getByText('Not signed in anywhere.', { exact: true }).waitFor();
    for (const s of sessions) {
      const res = await fetch(`${baseUrl}/api/v1/auth/sessions/current/refresh`, { method: 'POST', headers: { 'x-stack-access-type': 'client', 'x-stack-project-id': dev.projectId, 'x-stack-refresh-token': s.refresh_token } });
      expect(res.status).toBe(401);
      expect(res.headers.get('x-stack-known-error')).toBe('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    }
  });

  it('impersonates: a new tab shows the account page as the user, with the tokens never in the address or sent to the server', async () => {
    const seen: string[] = [];
    ctx.on('request', (r) => seen.push(r.url()));
    await page.getByRole('button', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate user' });
    await dialog.waitFor();
    const [tab] = await Promise.all([ctx.waitForEvent('page'), dialog.getByRole('button', { name: 'Open as this user' }).click()]);
    await tab.waitForURL('**/handler/account-settings**');
    await tab.getByRole('heading', { name: 'Account settings' }).waitFor();
    await tab.getByText(user.email, { exact: false }).first().waitFor();
    expect(new URL(tab.url()).hash).toBe('');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // The impersonation page replaced its own history entry: going back finds no URL with the tokens.
    await tab.goBack().catch(() => null);
    expect(new URL(tab.url()).hash).toBe('');
    await screenshot(tab, 'i10-impersonated-account-light');
    // Fragments never travel: no request the browser made carried a token.
    expect(seen.filter((u) => u.includes('access_token=') || u.includes('refresh_token=') || u.includes('#'))).toEqual([]);
    await tab.close();

    // The dashboard lists it as an impersonation session.
    await page.getByText('Opened', { exact: false }).first().waitFor();
    await page.reload();
    // The sessions card (a list of rows, not a table) marks it with an Impersonation badge.
    await page.getByText('Impersonation', { exact: true }).first().waitFor();
    await screenshot(page, 'i10-user-impersonation-session-light');
  });

  it('says an impersonation link without tokens is incomplete', async () => {
    const p = await ctx.newPage();
    await p.goto(`/handler/impersonate?project_id=${dev.projectId}`);
    await p.getByText('This impersonation link is incomplete or was already used.').waitFor();
    await screenshot(p, 'i10-impersonate-incomplete-light');
    await p.close();
  });

  it('deletes the user from the danger zone after a ticked confirmation', async () => {
    await page.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    expect(await dialog.getByRole('button', { name: 'Delete user' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await page.waitForURL(`**/projects/${dev.projectId}/users`);
    await serverCall(baseUrl, dev, 'GET', `/users/${user.id}`, undefined, [404]);
  });
});
