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
  it('keeps a passkey per device: adds two, signs in with each, renames one, removes one (that device no longer signs in)', async () => {
    const ada = await userWithPassword('ada');
    const page = await pageFor('light');
    const laptop = await virtualAuthenticator(page);
    await signInWithPassword(page, ada);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Passkeys', exact: true }) });
    await card.getByText('No passkeys yet.').waitFor();
    await screenshot(page, 'passkey-settings-none-light');

    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const list = card.getByRole('list', { name: 'Your passkeys' });
    await list.getByRole('listitem').first().waitFor();
    // The authenticator holds one discoverable credential for this site, made for this user.
    const { credentials: laptopKeys } = await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId });
    expect(laptopKeys).toHaveLength(1);
    expect(laptopKeys[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const user = await serverCall<{ items: { id: string; primary_email: string; passkey_auth_enabled: boolean }[] }>(baseUrl, dev, 'GET', '/users?passkey_auth_enabled=true');
    expect(user.items.map((u) => u.primary_email)).toEqual([ada]);
    expect(Buffer.from(laptopKeys[0].userHandle!, 'base64').toString()).toBe(user.items[0].id);
    // Named after the browser and system it was added on.
    await list.getByText('Passkey on Chrome, Linux').waitFor();

    // A second device: the laptop's authenticator goes away (keeping its key), a phone's answers.
    await laptop.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop.authenticatorId });
    const phone = await virtualAuthenticator(page);
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await list.getByRole('listitem').nth(1).waitFor();
    await list.getByRole('button', { name: 'Rename Passkey on Chrome, Linux' }).last().click();
    const rename = page.getByRole('dialog', { name: 'Rename passkey' });
    await rename.getByLabel('Name').fill('Phone');
    await rename.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Phone', { exact: true }).waitFor();
    await screenshot(page, 'passkey-settings-two-light');

    // Each signs in: the phone's first, then the laptop's (its key put back on a new authenticator).
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/handler/sign-in**');
    await screenshot(page, 'passkey-sign-in-light');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/handler/account-settings**');
    await list.getByText('Phone', { exact: true }).waitFor();
    await phone.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: phone.authenticatorId });
    const laptopAgain = await virtualAuthenticator(page);
    await laptopAgain.cdp.send('WebAuthn.addCredential', { authenticatorId: laptopAgain.authenticatorId, credential: laptopKeys[0] });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/handler/account-settings**');
    await expect.poll(() => list.getByText('Never used').count(), { timeout: 15_000 }).toBe(0);

    // Removing the laptop's passkey (after a confirmation) leaves the phone's; the laptop's key is refused.
    await list.getByRole('button', { name: 'Remove Passkey on Chrome, Linux' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await screenshot(page, 'passkey-remove-confirm-light');
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    await list.getByText('Phone', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/handler/sign-in**');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Your passkey could not be checked. Try again, or sign in another way.');
    expect(page.url()).toContain('/handler/sign-in');
    await page.context().close();
  });

  it('at 127.0.0.1 says why passkeys are unavailable and offers the same page at localhost', async () => {
    const ipBase = baseUrl.replace('//localhost:', '//127.0.0.1:');
    const page = await pageFor('light');
    await page.goto(`${ipBase}${signInUrl()}`);
    const notice = page.getByRole('status', { name: 'Passkeys are unavailable here' });
    await notice.waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
    expect(await notice.getByRole('link', { name: 'Open this page at localhost' }).getAttribute('href')).toBe(`${baseUrl}${signInUrl()}`);
    await screenshot(page, 'passkey-ip-sign-in-light');
    // Account settings at the IP: the card says the same and does not offer to add one.
    const cy = await userWithPassword('cy-ip');
    await page.getByLabel('Email').fill(cy);
    await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/handler/account-settings**');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Passkeys', exact: true }) });
    await card.getByRole('status', { name: 'Passkeys are unavailable here' }).waitFor();
    expect(await card.getByRole('button', { name: 'Add a passkey' }).isDisabled()).toBe(true);
    await screenshot(page, 'passkey-ip-settings-light');
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const p = await pageFor(variant);
      await p.goto(`${ipBase}${signInUrl()}`);
      await p.getByRole('status', { name: 'Passkeys are unavailable here' }).waitFor();
      await screenshot(p, `passkey-ip-sign-in-${variant}`);
      await p.context().close();
    }
    await page.context().close();
  });

  it('the dashboard Passkeys switch turns the method off: the hosted pages drop it and the server refuses a page loaded before', async () => {
    const bea = await userWithPassword('bea');
    const page = await pageFor('light');
    await virtualAuthenticator(page);
    await signInWithPassword(page, bea);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').first().waitFor();
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
    expect(await page.getByRole('heading', { name: 'Passkeys', exact: true }).count()).toBe(0);

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
      await page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').first().waitFor();
      if (variant === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `passkey-settings-registered-${variant}`);
      await page.context().close();
    }
  });
});
