import { createAdminApp, createClientApp } from '@gatehouse/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 22 item 10, dashboard: the project's default language (config default_locale) is chosen on
 * the e-mail server page, saved on its own, and is what clients then read.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'language', {}, { displayName: `Language ${Date.now().toString(36)}` });
});

afterAll(async () => {
  await browser?.close();
});

async function defaultLocale(): Promise<string> {
  const internal = createClientApp({ baseUrl, projectId: 'internal', tokenStore: 'memory' });
  await internal.signInWithPassword({ email: dev.email, password: dev.password });
  const admin = createAdminApp({ baseUrl, projectId: dev.projectId, ownerSession: internal.session, tokenStore: 'memory' });
  return ((await admin.api.GET('/internal/projects/current')).data as { config: { default_locale: string } }).config.default_locale;
}

describe('e-mail language', () => {
  it('the developer picks German as the default language; it is saved and shown after a reload', async () => {
    const ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
    const page = await ctx.newPage();
    await page.goto(`/projects/${dev.projectId}/emails/server`);
    const card = page.locator('form', { hasText: 'Default language' });
    const select = page.getByRole('combobox', { name: 'Default language' });
    await select.waitFor();
    expect(await select.textContent()).toContain('English');
    expect(await card.getByRole('button', { name: 'Save language' }).isDisabled()).toBe(true);
    await select.click();
    await page.getByRole('option', { name: 'Deutsch (German)' }).click();
    await card.getByRole('button', { name: 'Save language' }).click();
    await page.getByText('Default language saved').first().waitFor();
    expect(await defaultLocale()).toBe('de');
    await page.reload();
    await expect.poll(async () => (await page.getByRole('combobox', { name: 'Default language' }).textContent()) ?? '').toContain('Deutsch');
    await ctx.close();
  });

  for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
    it(`screenshot (${variant})`, async () => {
      const ctx = await newContext(browser, baseUrl, variant, dev.storageState);
      const page = await ctx.newPage();
      await page.goto(`/projects/${dev.projectId}/emails/server`);
      await page.getByRole('combobox', { name: 'Default language' }).waitFor();
      await screenshot(page, `email-language-${variant}`);
      await ctx.close();
    });
  }
});
