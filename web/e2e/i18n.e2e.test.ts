import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, createUser, signUpDeveloper, type Developer } from './api.ts';
import { launch, screenshot, VARIANTS, type Variant } from './browser.ts';

/**
 * Issue 22 item 10: the hosted pages speak the visitor's language. Chromium's locale (what it
 * sends as Accept-Language and shows as navigator.languages) is German here; the pages must be
 * German without any parameter, ?lang=en must switch back, and the choice must survive moving
 * between hosted pages. German words are long: the 375 px pages must not scroll sideways.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const email = (name: string) => `${name}-${stamp}@example.com`;

let browser: Browser;
let developer: Developer;
let projectId = '';

beforeAll(async () => {
  browser = await launch();
  developer = await signUpDeveloper(baseUrl, email('i18n-dev'));
  projectId = await createProject(baseUrl, developer, 'Sprachschule', {
    credential_enabled: true,
    magic_link_enabled: true,
    sign_up_enabled: true,
    passkey_enabled: true,
    client_user_deletion_enabled: true,
  });
});

afterAll(async () => {
  await browser?.close();
});

async function germanPage(variant: Variant = 'light', storageState?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>): Promise<Page> {
  const v = VARIANTS[variant];
  const ctx = await browser.newContext({ baseURL: baseUrl, viewport: v.viewport, colorScheme: v.colorScheme, locale: 'de-DE', storageState });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('hosted pages in the browser language', () => {
  it('signs in in German, says a wrong password in German, and ?lang=en switches back', async () => {
    const ada = email('ada');
    await createUser(baseUrl, projectId, developer, { primary_email: ada, primary_email_auth_enabled: true, password: PASSWORD });
    const page = await germanPage();
    await page.goto(`/handler/sign-in?project_id=${projectId}`);
    await page.getByRole('heading', { name: 'Bei Sprachschule anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('button', { name: 'Anmeldecode senden' }).waitFor();
    await page.getByRole('button', { name: 'Mit einem Passkey anmelden' }).waitFor();
    await screenshot(page, 'i18n-de-sign-in-light');

    // A wrong password: the server's known error, told in German next to the field.
    await page.getByRole('tab', { name: 'Passwort' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Passwort' });
    await panel.getByLabel('E-Mail', { exact: true }).fill(ada);
    await panel.locator('input').and(panel.getByLabel('Passwort', { exact: true })).fill('not the password at all');
    await panel.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();

    // ?lang=en overrides the browser, and the footer switch is there to go back.
    await page.goto(`/handler/sign-in?project_id=${projectId}&lang=en`);
    await page.getByRole('heading', { name: 'Sign in to Sprachschule' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    expect(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    await switcher.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Bei Sprachschule anmelden' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('de');
    // The switch itself now speaks German too.
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in to Sprachschule' }).waitFor();

    // The chosen language travels to the next hosted page (sign-up link), and on to account settings after signing in.
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create your Sprachschule account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Password' }).click();
    const enPanel = page.getByRole('tabpanel', { name: 'Password' });
    await enPanel.getByLabel('Email', { exact: true }).fill(ada);
    await enPanel.locator('input').and(enPanel.getByLabel('Password', { exact: true })).fill(PASSWORD);
    await enPanel.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/handler/account-settings**');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.context().close();
  });

  it('shows sign-in, sign-up and account settings in German at 1280 px, 375 px and dark, without sideways scrolling', async () => {
    const bea = email('bea');
    await createUser(baseUrl, projectId, developer, { primary_email: bea, primary_email_auth_enabled: true, password: PASSWORD });
    const first = await germanPage();
    await first.goto(`/handler/sign-in?project_id=${projectId}`);
    await first.getByRole('tab', { name: 'Passwort' }).click();
    const panel = first.getByRole('tabpanel', { name: 'Passwort' });
    await panel.getByLabel('E-Mail', { exact: true }).fill(bea);
    await panel.locator('input').and(panel.getByLabel('Passwort', { exact: true })).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Anmelden' }).click();
    await first.waitForURL('**/handler/account-settings**');
    await first.getByRole('heading', { name: 'Kontoeinstellungen' }).waitFor();
    await first.getByRole('heading', { name: 'Sitzungen' }).waitFor();
    await first.getByText('Dieses Gerät').waitFor();
    await first.getByRole('button', { name: 'Mein Konto löschen' }).waitFor();
    const state = await first.context().storageState();
    await first.context().close();

    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const page = await germanPage(variant, state);
      await page.goto(`/handler/account-settings?project_id=${projectId}`);
      await page.getByRole('heading', { name: 'Kontoeinstellungen' }).waitFor();
      await page.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' }).waitFor();
      if (variant === 'mobile') expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `i18n-de-account-settings-${variant}`);

      await page.goto(`/handler/sign-up?project_id=${projectId}`);
      await page.getByRole('heading', { name: 'Ihr Sprachschule-Konto erstellen' }).waitFor();
      await page.getByRole('button', { name: 'Registrierungscode senden' }).waitFor();
      if (variant === 'mobile') expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `i18n-de-sign-up-${variant}`);

      if (variant !== 'light') {
        await page.goto(`/handler/sign-in?project_id=${projectId}`);
        await page.getByRole('heading', { name: 'Bei Sprachschule anmelden' }).waitFor();
        if (variant === 'mobile') expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `i18n-de-sign-in-${variant}`);
      }
      await page.context().close();
    }
  });
});
