import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, signInAsUser, type DeveloperProject } from './fixtures.ts';

/**
 * The dashboard's user page lists the user's sessions with the same rows as the account page
 * (issue 22 item 1): device, sign-in method, address, times; each revocable after a confirmation.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const EMAIL = `sessions-${stamp}@example.com`;

let browser: Browser;
let dev: DeveloperProject;
let userId = '';

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'user-sessions');
  userId = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: EMAIL, primary_email_auth_enabled: true, password: PASSWORD })).id;
  await signInAsUser(baseUrl, dev.projectId, EMAIL, PASSWORD);
  await signInAsUser(baseUrl, dev.projectId, EMAIL, PASSWORD);
  // The location a trusted edge (Cloudflare, Vercel) would have reported: this server sits behind
  // none, so it is written where the sign-in would have written it.
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    const placed = await db.query(
      "update user_session set location_country_code = 'DE', location_region_code = 'BE', location_city = 'Berlin', location_latitude = 52.52, location_longitude = 13.405, location_tz = 'Europe/Berlin' where user_id = $1",
      [userId],
    );
    expect(placed.rowCount).toBe(2);
  } finally {
    await db.end();
  }
});

afterAll(async () => {
  await browser?.close();
});

describe('user page sessions', () => {
  it('lists the sessions with method and address, and revokes one after confirming', async () => {
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const ctx = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await ctx.newPage();
      await p.goto(`/projects/${dev.projectId}/users/${userId}`);
      await expect.poll(() => p.getByTestId('session-row').count(), { timeout: 20_000 }).toBe(2);
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await p.getByTestId('session-row').first().scrollIntoViewIfNeeded();
      await screenshot(p, `dashboard-user-sessions-${variant}`);
      await ctx.close();
    }
    const page = await (await newContext(browser, baseUrl, 'light', dev.storageState)).newPage();
    await page.goto(`/projects/${dev.projectId}/users/${userId}`);
    const rows = page.getByTestId('session-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    // Signed in with a password from node's fetch: no browser to name, the method and address are known.
    expect(await rows.first().textContent()).toContain('Password');
    expect(await rows.first().textContent()).toMatch(/127\.0\.0\.1|::1/);
    // The edge-reported place, the country named by Intl.DisplayNames.
    expect(await rows.first().getByTestId('session-place').textContent()).toBe('near Berlin, BE, Germany');
    // The developer's own session is not among them: nothing is marked "This device".
    expect(await page.getByText('This device').count()).toBe(0);
    await rows.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-user-sessions-light');
    await rows.first().getByRole('button', { name: /^Revoke/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke session' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    const listed = await serverCall<{ items: unknown[] }>(baseUrl, dev, 'GET', `/auth/sessions?user_id=${userId}`);
    expect(listed.items).toHaveLength(1);
    await page.context().close();
  });
});
