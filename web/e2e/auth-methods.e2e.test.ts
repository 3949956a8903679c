import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 13, dashboard: the Auth methods section. Methods on and off (the hosted sign-in page
 * follows), OAuth providers with shared or own keys (the secret is write-only: never shown back,
 * kept when left empty), the callback URL with copy, the merge strategy, users per method, and the
 * TOTP and passkey state on the users table and the user page.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
let totpUserId = '';

type AdminConfig = { config: { oauth_providers: Array<Record<string, unknown>>; oauth_account_merge_strategy: string; passkey_enabled: boolean } };

const stamp = Date.now().toString(36);
const totpEmail = `totp-${stamp}@example.com`;

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'auth', {}, { displayName: 'Acme Auth' });
  totpUserId = (
    await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', {
      primary_email: totpEmail,
      display_name: 'Tina Totp',
      password: 'correct horse battery staple',
      passkey_auth_enabled: true,
      totp_secret_base64: Buffer.alloc(20, 3).toString('base64'),
    })
  ).id;
  await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: `plain-${stamp}@example.com`, otp_auth_enabled: true, primary_email_auth_enabled: true });
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `/projects/${dev.projectId}${path}`;
/** The admin view of the project, as the dashboard reads it (the developer's own admin access). */
const adminView = async () => {
  const res = await page.evaluate(async (projectId) => {
    const tokens = JSON.parse(localStorage.getItem('gatehouse-internal-tokens') ?? '{}') as { accessToken?: string; access_token?: string };
    const r = await fetch('/api/v1/internal/projects/current', { headers: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': tokens.accessToken ?? tokens.access_token ?? '' } });
    return { status: r.status, text: await r.text() };
  }, dev.projectId);
  expect(res.status).toBe(200);
  return { raw: res.text, body: JSON.parse(res.text) as AdminConfig };
};

describe('Auth methods in the dashboard', () => {
  it('is a section of the sidebar; it counts users per method', async () => {
    await page.goto(url(''));
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Auth methods' }).click();
    await page.waitForURL(/\/auth-methods$/);
    await page.getByRole('heading', { name: 'Auth methods' }).waitFor();
    const counts = page.getByRole('region', { name: 'Users by sign-in method' });
    const tile = (label: string) => counts.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect.poll(() => tile('All users').textContent()).toBe('2');
    expect(await tile('Password').textContent()).toBe('1');
    expect(await tile('E-mail code').textContent()).toBe('1');
    expect(await tile('Passkey').textContent()).toBe('1');
    expect(await tile('TOTP (2FA)').textContent()).toBe('1');
    expect(await tile('Anonymous').textContent()).toBe('0');
  });

  it('turns passkeys on and off again; the server follows', async () => {
    const sw = page.getByRole('region', { name: 'Sign-in methods' }).getByRole('switch', { name: 'Passkeys' });
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    const project = await serverCall<{ config: { passkey_enabled: boolean } }>(baseUrl, dev, 'GET', '/projects/current');
    expect(project.config.passkey_enabled).toBe(true);
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('false');
  });

  it('enables GitHub with shared keys from its row; the hosted sign-in page shows the button', async () => {
    const providers = page.getByRole('region', { name: 'OAuth providers' });
    await providers.getByRole('switch', { name: 'GitHub' }).click();
    await expect.poll(() => providers.getByRole('switch', { name: 'GitHub' }).getAttribute('aria-checked')).toBe('true');
    await providers.getByText('Shared keys', { exact: true }).waitFor();
    const hosted = await ctx.newPage();
    await hosted.goto(`/handler/sign-in?project_id=${dev.projectId}`);
    await hosted.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
    await hosted.close();
  });

  it('gives Google its own keys: the secret is saved but never shown back; the callback URL copies', async () => {
    const providers = page.getByRole('region', { name: 'OAuth providers' });
    await providers.getByRole('button', { name: 'Configure Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google sign-in' });
    await dialog.getByRole('switch', { name: 'Enable Google' }).click();
    await dialog.getByRole('radio', { name: /Your own keys/ }).click();
    const callback = `${baseUrl}/api/v1/auth/oauth/callback/google`;
    expect(await dialog.getByLabel('Callback URL', { exact: true }).inputValue()).toBe(callback);
    await dialog.getByRole('button', { name: 'Copy Callback URL' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(callback);
    // Without a client id and secret there is nothing to save.
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Client ID', { exact: true }).fill('google-client-id');
    await dialog.getByLabel('Client secret', { exact: true }).fill('google-secret-1');
    await screenshot(page, 'auth-methods-google-dialog-light');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await providers.getByText('Own keys', { exact: true }).waitFor();

    const { raw, body } = await adminView();
    expect(raw).not.toContain('google-secret-1');
    expect(body.config.oauth_providers).toEqual(expect.arrayContaining([{ id: 'github', type: 'shared' }, { id: 'google', type: 'standard', client_id: 'google-client-id' }]));

    // Reopened: the id is there, the secret box is empty and says a secret is saved.
    await providers.getByRole('button', { name: 'Configure Google' }).click();
    const again = page.getByRole('dialog', { name: 'Google sign-in' });
    expect(await again.getByLabel('Client ID', { exact: true }).inputValue()).toBe('google-client-id');
    expect(await again.getByLabel('Client secret', { exact: true }).inputValue()).toBe('');
    expect(await again.getByLabel('Client secret', { exact: true }).getAttribute('placeholder')).toMatch(/Saved/);
    expect(await again.getByLabel('Client secret', { exact: true }).getAttribute('type')).toBe('password');
    // Changing only the client id keeps the saved secret (the server keeps it; checked by its own test).
    await again.getByLabel('Client ID', { exact: true }).fill('google-client-id-2');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.waitFor({ state: 'detached' });
    expect((await adminView()).body.config.oauth_providers).toEqual(expect.arrayContaining([{ id: 'google', type: 'standard', client_id: 'google-client-id-2' }]));
  });

  it('Microsoft asks for a tenant and Facebook for a configuration id; others do not', async () => {
    const providers = page.getByRole('region', { name: 'OAuth providers' });
    await providers.getByRole('button', { name: 'Configure Microsoft' }).click();
    const ms = page.getByRole('dialog', { name: 'Microsoft sign-in' });
    await ms.getByRole('switch', { name: 'Enable Microsoft' }).click();
    await ms.getByRole('radio', { name: /Your own keys/ }).click();
    await ms.getByLabel('Client ID', { exact: true }).fill('ms-client');
    await ms.getByLabel('Client secret', { exact: true }).fill('ms-secret');
    await ms.getByLabel('Microsoft tenant ID', { exact: true }).fill('contoso-tenant');
    expect(await ms.getByLabel('Facebook configuration ID', { exact: true }).count()).toBe(0);
    await ms.getByRole('button', { name: 'Save' }).click();
    await ms.waitFor({ state: 'detached' });
    expect((await adminView()).body.config.oauth_providers).toEqual(expect.arrayContaining([{ id: 'microsoft', type: 'standard', client_id: 'ms-client', microsoft_tenant_id: 'contoso-tenant' }]));

    await providers.getByRole('button', { name: 'Configure Facebook' }).click();
    const fb = page.getByRole('dialog', { name: 'Facebook sign-in' });
    await fb.getByRole('radio', { name: /Your own keys/ }).click();
    await fb.getByLabel('Facebook configuration ID', { exact: true }).waitFor();
    expect(await fb.getByLabel('Microsoft tenant ID', { exact: true }).count()).toBe(0);
    await fb.getByRole('button', { name: 'Cancel' }).click();

    // Turning a provider off from its row drops it (and its secret) from the list.
    await providers.getByRole('switch', { name: 'Microsoft' }).click();
    await expect.poll(async () => (await adminView()).body.config.oauth_providers.map((p) => p.id).sort()).toEqual(['github', 'google']);
  });

  it('shows how many users are linked to each OAuth provider', async () => {
    // Links made by the server (POST /oauth-providers); a provider must be on to link to it.
    const link = (userId: string, provider: string, accountId: string) =>
      serverCall(baseUrl, dev, 'POST', '/oauth-providers', { user_id: userId, provider_config_id: provider, account_id: accountId, allow_sign_in: true, allow_connected_accounts: true });
    const newUser = async (name: string) => (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: `${name}-${stamp}@example.com` })).id;
    const [olga, omar] = [await newUser('olga'), await newUser('omar')];
    await link(olga, 'github', `gh-olga-${stamp}`);
    await link(olga, 'github', `gh-olga-work-${stamp}`); // a second account of the same provider: still one user
    await link(olga, 'google', `go-olga-${stamp}`);
    await link(omar, 'github', `gh-omar-${stamp}`);
    await page.reload();
    const providers = page.getByRole('region', { name: 'OAuth providers' });
    const linked = (name: string) => providers.getByRole('group', { name }).getByText(/linked$/);
    await expect.poll(() => linked('GitHub').textContent()).toBe('2 users linked');
    expect(await linked('Google').textContent()).toBe('1 user linked');
    expect(await linked('Apple').textContent()).toBe('0 users linked');
  });

  it('sets the account merge strategy', async () => {
    const card = page.getByRole('region', { name: 'Account merging' });
    await card.getByRole('radio', { name: /Refuse/ }).click();
    await expect.poll(async () => (await adminView()).body.config.oauth_account_merge_strategy).toBe('raise_error');
    await page.reload();
    expect(await page.getByRole('region', { name: 'Account merging' }).getByRole('radio', { name: /Refuse/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('the users table and the user page show passkey and TOTP; the admin can turn TOTP off', async () => {
    await page.goto(url('/users'));
    const row = page.getByRole('row').filter({ hasText: totpEmail });
    await row.getByText('Passkey', { exact: true }).waitFor();
    await row.getByText('TOTP', { exact: true }).waitFor();
    await row.getByText('Password', { exact: true }).waitFor();

    await page.goto(url(`/users/${totpUserId}`));
    const card = page.getByRole('region', { name: 'Sign-in' });
    await card.getByText('TOTP second factor').waitFor();
    await card.getByText('No OAuth accounts linked.').waitFor();
    await card.getByRole('button', { name: 'Turn off' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn off TOTP' });
    await confirm.getByRole('button', { name: 'Turn off TOTP' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    const user = await serverCall<{ requires_totp_mfa: boolean; passkey_auth_enabled: boolean }>(baseUrl, dev, 'GET', `/users/${totpUserId}`);
    expect(user.requires_totp_mfa).toBe(false);
    expect(user.passkey_auth_enabled).toBe(true);
  });

  it('screenshots of Auth methods and the user page at 1280 px, 375 px and dark', async () => {
    await serverCall(baseUrl, dev, 'PATCH', `/users/${totpUserId}`, { totp_secret_base64: Buffer.alloc(20, 4).toString('base64') });
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(url('/auth-methods'));
      await p.getByRole('region', { name: 'OAuth providers' }).getByText('Own keys', { exact: true }).waitFor();
      await p.getByRole('region', { name: 'Users by sign-in method' }).getByText('All users').waitFor();
      await p.getByRole('region', { name: 'OAuth providers' }).getByText('2 users linked').waitFor();
      if (variant === 'mobile') {
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `auth methods overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
      }
      await screenshot(p, `auth-methods-${variant}`);
      await p.goto(url(`/users/${totpUserId}`));
      await p.getByRole('region', { name: 'Sign-in' }).getByRole('button', { name: 'Turn off' }).waitFor();
      await screenshot(p, `auth-methods-user-page-${variant}`);
      await c.close();
    }
  });
});

describe('Apple bundle ids (Sign in with Apple from native apps)', () => {
  it('Apple alone asks for bundle ids; a bad one is named and blocks saving; the list is saved and shown back one per line', async () => {
    await page.goto(url('/auth-methods'));
    const providers = page.getByRole('region', { name: 'OAuth providers' });
    // Another provider has no such field.
    await providers.getByRole('button', { name: 'Configure Google' }).click();
    const google = page.getByRole('dialog', { name: 'Google sign-in' });
    await google.getByRole('radio', { name: /Your own keys/ }).click();
    await google.getByLabel('Client ID', { exact: true }).waitFor();
    expect(await google.getByLabel('Apple bundle IDs', { exact: true }).count()).toBe(0);
    await google.getByRole('button', { name: 'Cancel' }).click();

    await providers.getByRole('button', { name: 'Configure Apple' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apple sign-in' });
    await dialog.getByRole('switch', { name: 'Enable Apple' }).click();
    await dialog.getByRole('radio', { name: /Your own keys/ }).click();
    await dialog.getByLabel('Client ID', { exact: true }).fill('com.example.web');
    await dialog.getByLabel('Client secret', { exact: true }).fill('apple-client-secret-jwt');
    const bundles = dialog.getByLabel('Apple bundle IDs', { exact: true });
    await bundles.fill('com.example.app, com/example');
    await dialog.getByRole('alert').filter({ hasText: 'Not a bundle id: com/example' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await bundles.fill('com.example.app,\ncom.example.app.watch  com.example.app');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const { raw, body } = await adminView();
    expect(raw).not.toContain('apple-client-secret-jwt');
    expect(body.config.oauth_providers).toEqual(expect.arrayContaining([{ id: 'apple', type: 'standard', client_id: 'com.example.web', apple_bundle_ids: ['com.example.app', 'com.example.app.watch'] }]));

    await providers.getByRole('button', { name: 'Configure Apple' }).click();
    const again = page.getByRole('dialog', { name: 'Apple sign-in' });
    expect(await again.getByLabel('Apple bundle IDs', { exact: true }).inputValue()).toBe('com.example.app\ncom.example.app.watch');
    // Emptying the box removes the list (native sign-in then answers APPLE_BUNDLE_ID_NOT_CONFIGURED).
    await again.getByLabel('Apple bundle IDs', { exact: true }).fill('');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.waitFor({ state: 'detached' });
    expect((await adminView()).body.config.oauth_providers).toEqual(expect.arrayContaining([{ id: 'apple', type: 'standard', client_id: 'com.example.web' }]));
  });

  it('screenshots of the Apple dialog at 1280 px, 375 px and dark', async () => {
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(url('/auth-methods'));
      await p.getByRole('region', { name: 'OAuth providers' }).getByRole('button', { name: 'Configure Apple' }).click();
      const dialog = p.getByRole('dialog', { name: 'Apple sign-in' });
      await dialog.getByLabel('Apple bundle IDs', { exact: true }).fill('com.example.app\ncom.example.app.watch');
      if (variant === 'mobile') {
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `the Apple dialog overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
        // The taller form scrolls inside the dialog: Save stays reachable.
        await dialog.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
        expect(await dialog.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
      }
      await screenshot(p, `auth-methods-apple-dialog-${variant}`);
      await c.close();
    }
  });
});
