import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, signUpDeveloper } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

/**
 * Connected accounts on the hosted account page (issue 22 item 2), through the development OAuth
 * providers (shared keys): the account a sign-in made is listed, the last way in cannot be
 * disconnected (the server's plain-language refusal is shown), another provider is linked through
 * the OAuth flow in link mode, and then the first one can go.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let browser: Browser;
let projectId = '';

beforeAll(async () => {
  browser = await launch();
  const developer = await signUpDeveloper(baseUrl, `linked-dev-${stamp}@example.com`);
  projectId = await createProject(baseUrl, developer, 'Linked Co', {
    credential_enabled: true,
    sign_up_enabled: true,
    oauth_providers: [{ id: 'github', type: 'shared' }, { id: 'google', type: 'shared' }],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function pageFor(variant: Variant = 'light'): Promise<Page> {
  const ctx = await newContext(browser, baseUrl, variant);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

/** Answers the development provider's consent page as `email`. */
async function consent(page: Page, provider: string, email: string) {
  await page.waitForURL(new RegExp(`/dev-oauth/${provider}/authorize`));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/handler\/account-settings/);
}

describe('connected accounts on the account page', () => {
  it('lists the GitHub account, refuses to disconnect the only way in, links Google, then disconnects GitHub', async () => {
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const page = await pageFor(variant);
      const github = `gh-${variant}-${stamp}@example.com`;
      await page.goto(`/handler/sign-in?project_id=${projectId}`);
      await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
      await consent(page, 'github', github);
      const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Connected accounts', exact: true }) });
      const list = card.getByRole('list', { name: 'Your connected accounts' });
      await list.getByText(github).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);

      // GitHub is the only way in: the server refuses, and says why in plain words.
      await list.getByRole('button', { name: 'Disconnect GitHub' }).click();
      const confirm = page.getByRole('dialog', { name: 'Disconnect GitHub?' });
      if (variant === 'light') await screenshot(page, 'connected-accounts-confirm-light');
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('This is the only way left to sign in to your account', { exact: false }).first().waitFor();
      await screenshot(page, `connected-accounts-last-refused-${variant}`);
      expect(await list.getByRole('listitem').count()).toBe(1);

      // Link Google through the OAuth flow in link mode; it comes back here, listed.
      await card.getByRole('button', { name: 'Connect Google' }).click();
      await consent(page, 'google', `google-${variant}-${stamp}@example.com`);
      await list.getByText(`google-${variant}-${stamp}@example.com`).waitFor();
      await list.getByText(github).waitFor();
      await screenshot(page, `connected-accounts-two-${variant}`);
      if (variant === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      // Now GitHub may go.
      await list.getByRole('button', { name: 'Disconnect GitHub' }).click();
      await page.getByRole('dialog', { name: 'Disconnect GitHub?' }).getByRole('button', { name: 'Disconnect' }).click();
      await expect.poll(() => list.getByText(github).count(), { timeout: 15_000 }).toBe(0);
      await screenshot(page, `connected-accounts-after-${variant}`);
      await list.getByText(`google-${variant}-${stamp}@example.com`).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);
      await page.context().close();
    }
  });
});
