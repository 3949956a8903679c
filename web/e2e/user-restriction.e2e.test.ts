import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ARTIFACTS, launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Restricting a user from the dashboard (wire-contract §7.1 restricted_by_admin): the user detail
 * page restricts with a reason and private details, the users table marks the user, and removing
 * the restriction clears both. Every step is checked against the API.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
const user = { email: `rita-${Date.now().toString(36)}@example.com`, id: '' };

interface StoredUser {
  restricted_by_admin: boolean;
  restricted_by_admin_reason: string | null;
  restricted_by_admin_private_details: string | null;
  is_restricted: boolean;
}

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'restrict');
  user.id = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: user.email, primary_email_auth_enabled: true, primary_email_verified: true })).id;
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const detailUrl = () => `/projects/${dev.projectId}/users/${user.id}`;
const stored = () => serverCall<StoredUser>(baseUrl, dev, 'GET', `/users/${user.id}`);
const card = () => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Restriction', exact: true }) });

describe('restricting a user from the dashboard in a real browser', () => {
  it('restricts with a reason and private details; the card and the users table show it', async () => {
    await page.goto(detailUrl());
    await card().getByText('This user is not restricted.').waitFor();
    await card().getByRole('button', { name: 'Restrict user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restrict user' });
    await dialog.getByLabel('Reason').fill('Unpaid invoice #1042');
    await dialog.getByLabel('Private details').fill('Chargeback opened 2026-11-20, see ticket 77');
    await screenshot(page, 'restrict-dialog-light');
    await dialog.getByRole('button', { name: 'Restrict user' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card().getByText('Unpaid invoice #1042').waitFor();
    await card().getByText('Chargeback opened 2026-11-20, see ticket 77').waitFor();
    await card().getByText('Restricted', { exact: true }).waitFor();
    expect(await stored()).toMatchObject({
      restricted_by_admin: true, restricted_by_admin_reason: 'Unpaid invoice #1042', restricted_by_admin_private_details: 'Chargeback opened 2026-11-20, see ticket 77', is_restricted: true,
    });

    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(detailUrl());
      const section = p.locator('section').filter({ has: p.getByRole('heading', { name: 'Restriction', exact: true }) });
      await section.getByText('Unpaid invoice #1042').waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `restrict-user-detail-${variant}`);
      await section.screenshot({ path: `${ARTIFACTS}restrict-card-${variant}.png` });

      // The users table lists the restricted user (the dashboard asks for them) and marks them.
      await p.goto(`/projects/${dev.projectId}/users`);
      const row = p.getByRole('row').filter({ hasText: user.email });
      await row.getByText('Restricted', { exact: true }).waitFor();
      await screenshot(p, `restrict-users-table-${variant}`);
      await c.close();
    }
  });

  it('edits the reason, then removes the restriction, which clears reason and private details', async () => {
    await page.goto(detailUrl());
    await card().getByRole('button', { name: 'Edit restriction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit restriction' });
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Unpaid invoice #1042');
    await dialog.getByLabel('Reason').fill('Unpaid invoices #1042 and #1043');
    await dialog.getByRole('button', { name: 'Save restriction' }).click();
    await card().getByText('Unpaid invoices #1042 and #1043').waitFor();
    expect((await stored()).restricted_by_admin_reason).toBe('Unpaid invoices #1042 and #1043');

    await card().getByRole('button', { name: 'Remove restriction' }).click();
    await page.getByRole('dialog', { name: 'Remove restriction' }).getByRole('button', { name: 'Remove restriction' }).click();
    await card().getByText('This user is not restricted.').waitFor();
    expect(await stored()).toMatchObject({ restricted_by_admin: false, restricted_by_admin_reason: null, restricted_by_admin_private_details: null, is_restricted: false });

    await page.goto(`/projects/${dev.projectId}/users`);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.getByText('Verified', { exact: true }).waitFor();
    expect(await row.getByText('Restricted', { exact: true }).count()).toBe(0);
  });
});
