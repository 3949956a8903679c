import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

/**
 * Passkeys in chromium, for real: the DevTools protocol's virtual authenticator (a CTAP2
 * platform authenticator with resident keys and user verification) answers the browser's
 * WebAuthn calls, so @simplewebauthn/browser, the SDK, the hosted pages and the server run
 * exactly as they do with Touch ID or Windows Hello. The dashboard's Passkeys switch turns the
 * method off and the hosted pages follow.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';
const email = (name: string) => `${name}-${stamp}@example.com`;

let browser: Browser;
let dev: DeveloperProject;

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'passkeys', { passkey_enabled: true, credential_enabled: true, sign_up_enabled: true }, { displayName: 'Passkey Co' });
});

afterAll(async () => {
  await browser?.close();
});

async function pageFor(variant: Variant = 'light', storageState?: DeveloperProject['storageState']): Promise<Page> {
  const ctx = await newContext(browser, baseUrl, variant, storageState);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

/** A virtual platform authenticator on the page's tab: it answers every WebAuthn call, with user verification. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

const signInUrl = () => `/handler/sign-in?project_id=${dev.projectId}`;

async function userWithPassword(name: string): Promise<string> {
  const address = email(name);
  await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: address, primary_email_verified: true, primary_email_auth_enabled: true, password: PASSWORD });
  return address;
}

async function signInWithPassword(page: Page, address: string) {
  await page.goto(signInUrl());
  await page.getByLabel('Email').fill(address);
  await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/handler/account-settings**');
  await page.getByRole('heading', { name: 'Account settings' }).waitFor();
}

describe('passkeys on the hosted pages', () => {
  it('registers a passkey in account settings, signs out, and signs in with it; a removed passkey no longer signs in', async () => {
    const ada = await userWithPassword('ada');
    const page = await pageFor('light');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signInWithPassword(page, ada);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Passkey', exact: true }) });
    await card.getByText('No passkey yet.').waitFor();
    await screenshot(page, 'passkey-settings-none-light');

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByText('A passkey is set up for your account.').waitFor();
    // The authenticator holds one discoverable credential for this site, made for this user.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const user = await serverCall<{ items: { id: string; primary_email: string; passkey_auth_enabled: boolean }[] }>(baseUrl, dev, 'GET', '/users?passkey_auth_enabled=true');
    expect(user.items.map((u) => u.primary_email)).toEqual([ada]);
    expect(Buffer.from(credentials[0].userHandle!, 'base64').toString()).toBe(user.items[0].id);
    await screenshot(page, 'passkey-settings-registered-light');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/handler/sign-in**');
    const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
    await passkeyButton.waitFor();
    await screenshot(page, 'passkey-sign-in-light');
    await passkeyButton.click();
    await page.waitForURL('**/handler/account-settings**');
    await page.getByText(ada).first().waitFor();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0].signCount).toBeGreaterThan(0);

    // Removing the passkey turns passkey sign-in off: the credential the device still holds is refused.
    await page.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByRole('dialog', { name: 'Remove your passkey' }).getByRole('button', { name: 'Remove passkey' }).click();
    await card.getByText('No passkey yet.').waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/handler/sign-in**');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Your passkey could not be checked. Try again, or sign in another way.');
    expect(page.url()).toContain('/handler/sign-in');
    await screenshot(page, 'passkey-sign-in-refused-light');
    await page.context().close();
  });

  it('the dashboard Passkeys switch turns the method off: the hosted pages drop it and the server refuses a page loaded before', async () => {
    const bea = await userWithPassword('bea');
    const page = await pageFor('light');
    await virtualAuthenticator(page);
    await signInWithPassword(page, bea);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('A passkey is set up for your account.').waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();

    // The developer switches passkeys off in the dashboard's Auth methods section.
    const dashboard = await pageFor('light', dev.storageState);
    await dashboard.goto(`/projects/${dev.projectId}/auth-methods`);
    const toggle = dashboard.getByRole('switch', { name: 'Passkeys' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await serverCall<{ config: { passkey_enabled: boolean } }>(baseUrl, dev, 'GET', '/projects/current')).config.passkey_enabled).toBe(false);

    // The sign-in page loaded before the switch still shows the button; the server refuses.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Signing in with a passkey is not available here.');
    await screenshot(page, 'passkey-sign-in-disabled-light');

    // Reloaded, neither the sign-in page nor account settings offer passkeys any more.
    await page.goto(signInUrl());
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
    await signInWithPassword(page, bea);
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Passkey', exact: true }).count()).toBe(0);

    // Switched on again, the passkey registered before works.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await dashboard.context().close();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/handler/account-settings**');
    await page.getByText(bea).first().waitFor();
    await page.context().close();
  });

  it('looks right at 375 px and in the dark theme', async () => {
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const address = await userWithPassword(`cy-${variant}`);
      const page = await pageFor(variant);
      await virtualAuthenticator(page);
      await page.goto(signInUrl());
      await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
      await screenshot(page, `passkey-sign-in-${variant}`);
      await signInWithPassword(page, address);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('A passkey is set up for your account.').waitFor();
      if (variant === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `passkey-settings-registered-${variant}`);
      await page.context().close();
    }
  });
});
