import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, signUpDeveloper, type Developer } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

/**
 * "Sign in with GitHub" on the hosted sign-in page, right after start: the project uses shared
 * keys, so the browser goes through Gatehouse's development provider (its consent form), back
 * through the OAuth callback, and lands signed in. Everything asserted is what the browser shows.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

let browser: Browser;
let developer: Developer;
let projectId = '';

beforeAll(async () => {
  browser = await launch();
  developer = await signUpDeveloper(baseUrl, `oauth-dev-${stamp}@example.com`);
  projectId = await createProject(baseUrl, developer, 'OAuth Co', {
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

async function toConsent(page: Page) {
  await page.goto(`/handler/sign-in?project_id=${projectId}`);
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.waitForURL(/\/dev-oauth\/github\/authorize/);
  await expect(page.getByText('Development provider: not the real GitHub')).toBeTruthy();
}

describe('OAuth sign-in through the development provider', () => {
  it('signs up with GitHub (shared keys), and signs the same account in again', async () => {
    const page = await pageFor();
    await toConsent(page);
    expect(await page.getByText('Development provider: not the real GitHub').isVisible()).toBe(true);
    // The consent page works without JavaScript: a plain form.
    expect(await page.locator('script').count()).toBe(0);
    await screenshot(page, 'oauth-dev-consent-light');
    const email = `ada-${stamp}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/handler\/account-settings/);
    await page.getByText(email).first().waitFor();

    // A new browser, the same e-mail: the same account.
    const again = await pageFor();
    await toConsent(again);
    await again.getByLabel('E-mail').fill(email.toUpperCase());
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await again.waitForURL(/\/handler\/account-settings/);
    await again.getByText(email).first().waitFor();
    const ids = await Promise.all(
      [page, again].map((p) => p.evaluate((key) => JSON.parse(atob(JSON.parse(localStorage.getItem(key) ?? '{}').accessToken.split('.')[1])).sub as string, `gatehouse-${projectId}-tokens`)),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('shows the refusal on the callback page when the user cancels', async () => {
    const page = await pageFor();
    await toConsent(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/handler\/oauth-callback/);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Signing in was cancelled, or the provider did not allow it.');
    expect(await page.getByRole('link', { name: 'Back to sign-in' }).isVisible()).toBe(true);
    await screenshot(page, 'oauth-callback-denied-light');
  });

  it.each(['dark', 'mobile'] as const)('consent and callback pages in %s', async (variant) => {
    const page = await pageFor(variant);
    await toConsent(page);
    await screenshot(page, `oauth-dev-consent-${variant}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/handler\/oauth-callback/);
    await page.getByRole('alert').waitFor();
    await screenshot(page, `oauth-callback-denied-${variant}`);
  });
});
