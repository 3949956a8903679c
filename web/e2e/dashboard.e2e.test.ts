import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const developer = { email: `dev-${stamp}@example.com`, password: 'correct horse battery staple' };
const alice = { email: `alice-${stamp}@example.com`, password: 'alice-has-a-long-password' };
// Bob has no password and a verified e-mail: he signs in by e-mail code / magic link.
const bob = { email: `bob-${stamp}@example.com`, verified: true };

let browser: Browser;
let dashboard: BrowserContext;
let page: Page;
let projectId = '';
let serverKey = '';
const shots: Record<string, string> = {};

async function shot(p: Page, name: string) {
  shots[name] = await screenshot(p, name);
}

beforeAll(async () => {
  browser = await launch();
  dashboard = await newContext(browser, baseUrl, 'light');
  page = await dashboard.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in on the hosted page's Password tab (the tab panel is also labelled 'Password', so look for the input). */
async function hostedPasswordSignIn(p: Page, email: string, password: string) {
  await p.goto(`/handler/sign-in?project_id=${projectId}`);
  await p.getByRole('tab', { name: 'Password' }).click();
  const panel = p.getByRole('tabpanel', { name: 'Password' });
  await panel.getByLabel('Email').fill(email);
  await panel.locator('input').and(panel.getByLabel('Password', { exact: true })).fill(password);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Steps run in order and share the browser: each builds on the state the previous one left. */
describe('dashboard and hosted pages in a real browser', () => {
  it('signs a developer up and lands on the empty projects page', async () => {
    await page.goto('/');
    await page.waitForURL('**/sign-in');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to Gatehouse' }).isVisible()).toBe(true);
    await shot(page, 'dashboard-sign-in-light');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill(developer.email);
    await page.getByLabel('Password', { exact: true }).fill(developer.password);
    await page.getByLabel('Repeat password').fill(developer.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/projects');
    await page.getByText('No projects yet').waitFor();
    await shot(page, 'projects-empty-light');
  });

  it('creates a project and opens its overview', async () => {
    await page.getByRole('button', { name: 'Create project' }).first().click();
    await page.getByLabel('Project name').fill('Acme Web');
    await page.getByLabel('Description').fill('The storefront');
    await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    projectId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: 'Acme Web' }).waitFor();
    await page.getByText('Sign-ups over time').waitFor();
    await shot(page, 'overview-light');
  });

  it('creates an API key set and shows the secrets once', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    // The header's button (the empty list offers the same one).
    await page.getByRole('button', { name: 'Create API keys' }).first().click();
    await page.getByLabel('Description').fill('Backend');
    await page.getByRole('dialog').getByRole('button', { name: 'Create keys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new API keys' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('you will not see these keys again').isVisible()).toBe(true);
    serverKey = await dialog.getByLabel('Secret server key', { exact: true }).inputValue();
    expect(serverKey).toMatch(/^ssk_[0-9a-z]{45}$/);
    await shot(page, 'api-keys-created-light');
    await dialog.getByRole('button', { name: 'I have saved these keys' }).click();
    await page.getByRole('cell', { name: 'Backend', exact: true }).waitFor();
    // The list shows only the last four characters, never the secret.
    expect(await page.getByText(`ssk_…${serverKey.slice(-4)}`).count()).toBe(1);
    expect(await page.getByText(serverKey).count()).toBe(0);
    await shot(page, 'api-keys-light');

    // The secret works against the API as the project's server key.
    const res = await fetch(`${baseUrl}/api/v1/users`, { headers: { 'x-stack-access-type': 'server', 'x-stack-project-id': projectId, 'x-stack-secret-server-key': serverKey } });
    expect(res.status).toBe(200);
  });

  it('adds users and finds one with the search box', async () => {
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByText('No users yet').waitFor();
    for (const u of [alice, bob]) {
      await page.getByRole('button', { name: 'Create user' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create user' });
      await dialog.getByLabel('Email').fill(u.email);
      if ('password' in u) await dialog.getByLabel('Password', { exact: true }).fill(u.password);
      if ('verified' in u) await dialog.getByRole('checkbox', { name: 'E-mail already verified' }).check();
      await dialog.getByRole('button', { name: 'Create user' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: u.email }).first().waitFor();
    }
    await shot(page, 'users-light');
    await page.getByRole('searchbox', { name: 'Search' }).fill('alice');
    await page.waitForURL(/q=alice/);
    await expect.poll(() => page.getByRole('cell', { name: bob.email }).count()).toBe(0);
    expect(await page.getByRole('cell', { name: alice.email }).count()).toBeGreaterThan(0);
    await shot(page, 'users-search-light');
  });

  it('exports the table as data.csv', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('data.csv');
    // saveAs, not path(): the browser is the run's shared one (browser.ts), reached over a
    // connection, and a remote download is only available as a copy.
    const file = join(mkdtempSync(join(tmpdir(), 'gatehouse-e2e-csv-')), 'data.csv');
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = text.slice(1).trim().split('\r\n');
    expect(header).toBe('"id","display_name","primary_email","primary_email_verified","has_password","is_anonymous","restricted_by_admin","signed_up_at","last_active_at"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"${alice.email}"`);
    expect(rows[0]).toMatch(/,FALSE,TRUE,FALSE,FALSE,"\d{4}-\d\d-\d\dT/);
  });

  it('opens the user detail page from the row', async () => {
    await page.getByRole('cell', { name: alice.email }).first().click();
    await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: alice.email }).waitFor();
    await page.getByLabel('Display name').fill('Alice Liddell');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Alice Liddell' }).waitFor();
    await shot(page, 'user-detail-light');
  });

  it('turns on e-mail code sign-in under Auth methods', async () => {
    await page.getByRole('link', { name: 'Auth methods' }).click();
    await page.getByRole('heading', { name: 'Auth methods' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'E-mail code and magic link' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const github = page.getByRole('switch', { name: 'GitHub' });
    await github.click();
    await expect.poll(() => github.getAttribute('aria-checked')).toBe('true');
    await shot(page, 'settings-light');
  });

  it('signs the user in on the hosted page with the password', async () => {
    const hosted = await newContext(browser, baseUrl, 'light');
    const p = await hosted.newPage();
    await p.goto(`/handler/sign-in?project_id=${projectId}`);
    await p.getByRole('heading', { name: 'Sign in to Acme Web' }).waitFor();
    // Only what the project enabled: GitHub (OAuth), then e-mail code and password as tabs.
    await p.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
    expect(await p.getByRole('button', { name: /^Sign in with / }).count()).toBe(1);
    expect(await p.getByRole('tab').allInnerTexts()).toEqual(['Email code', 'Password']);
    await shot(p, 'hosted-sign-in-light');
    await hostedPasswordSignIn(p, alice.email, 'wrong password');
    await p.getByText('Wrong e-mail or password.').waitFor();
    await shot(p, 'hosted-sign-in-error-light');
    await hostedPasswordSignIn(p, alice.email, alice.password);
    await p.waitForURL('**/handler/account-settings**');
    await p.getByRole('heading', { name: 'Account settings' }).waitFor();
    await p.getByText(alice.email, { exact: false }).first().waitFor();
    await shot(p, 'hosted-account-settings-light');
    await hosted.close();
  });

  it('signs the user in by magic link from the delivered e-mail', async () => {
    const hosted = await newContext(browser, baseUrl, 'light');
    const p = await hosted.newPage();
    await p.goto(`/handler/sign-in?project_id=${projectId}`);
    const otpForm = p.locator('form').filter({ has: p.getByRole('button', { name: 'Send sign-in code' }) });
    await otpForm.getByLabel('Email').fill(bob.email);
    await otpForm.getByRole('button', { name: 'Send sign-in code' }).click();
    await p.getByRole('group', { name: 'Sign-in code' }).waitFor();
    await shot(p, 'hosted-otp-light');

    // The developer reads the mail in the dashboard's development inbox.
    await page.getByRole('link', { name: 'E-mails' }).click();
    await page.getByRole('heading', { name: 'E-mails' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: bob.email }).first();
    await row.waitFor();
    await shot(page, 'emails-light');
    await row.click();
    const mail = page.frameLocator('iframe[title="E-mail content"]');
    const link = await mail.locator('a[href*="magic-link-callback"]').first().getAttribute('href');
    expect(link).toContain(`project_id=${projectId}`);
    expect(link).toMatch(/[?&]code=[0-9a-z]{45}/);
    await page.keyboard.press('Escape');

    await p.goto(link!);
    await p.waitForURL('**/handler/account-settings**');
    await p.getByText(bob.email, { exact: false }).first().waitFor();
    await hosted.close();
  });

  it('signs the user in by typing the one-time code from the e-mail', async () => {
    const hosted = await newContext(browser, baseUrl, 'mobile');
    const p = await hosted.newPage();
    await p.goto(`/handler/sign-in?project_id=${projectId}`);
    const before = await fetchSubjects(bob.email);
    await p.getByRole('textbox', { name: 'Email', exact: true }).fill(bob.email);
    await p.getByRole('button', { name: 'Send sign-in code' }).click();
    await p.getByRole('group', { name: 'Sign-in code' }).waitFor();
    // The developer reads the code in the subject of the newest mail in the development inbox.
    await page.goto(`/projects/${projectId}/emails`);
    let subject = '';
    await expect.poll(async () => {
      await page.reload();
      // Read the rows only once the table has rendered them: right after a reload it is still
      // empty, and reading then raced the render (the poll could read nothing for 20 s).
      await page.getByRole('row').filter({ hasText: bob.email }).first().waitFor();
      const subjects = await page.getByRole('row').filter({ hasText: bob.email }).allInnerTexts();
      subject = subjects.find((t) => !before.includes(t)) ?? '';
      return subject;
    }, { timeout: 20_000 }).toMatch(/Your code is [0-9A-Z]{6}/);
    const otp = /Your code is ([0-9A-Z]{6})/.exec(subject)![1];
    await p.getByRole('textbox', { name: 'Sign-in code character 1 of 6' }).click();
    await p.keyboard.type(otp.toLowerCase().slice(0, 5));
    await shot(p, 'hosted-otp-mobile');
    await p.keyboard.type(otp.toLowerCase().slice(5)); // the sixth character completes the code and signs in
    await p.waitForURL('**/handler/account-settings**');
    await p.getByText(bob.email, { exact: false }).first().waitFor();
    await shot(p, 'hosted-account-settings-mobile');
    await hosted.close();
  });

  async function fetchSubjects(to: string): Promise<string[]> {
    await page.goto(`/projects/${projectId}/emails`);
    await page.getByRole('heading', { name: 'E-mails' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    return page.getByRole('row').filter({ hasText: to }).allInnerTexts();
  }

  /** Opens the newest mail to `to` whose subject matches, in the dashboard's development inbox, and returns the link that contains `path`. */
  async function linkFromInbox(to: string, subject: RegExp, path: string): Promise<string> {
    await page.goto(`/projects/${projectId}/emails`);
    await page.getByRole('heading', { name: 'E-mails' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect.poll(async () => {
      if (await row.count()) return true;
      await page.reload();
      return false;
    }, { timeout: 20_000 }).toBe(true);
    await row.click();
    const link = await page.frameLocator('iframe[title="E-mail content"]').locator(`a[href*="${path}"]`).first().getAttribute('href');
    await page.keyboard.press('Escape');
    expect(link).toContain(`project_id=${projectId}`);
    expect(link).toMatch(/[?&]code=[0-9a-z]{45}/);
    return link!;
  }

  it('verifies an e-mail address from the delivered link', async () => {
    const hosted = await newContext(browser, baseUrl, 'light');
    const p = await hosted.newPage();
    await hostedPasswordSignIn(p, alice.email, alice.password);
    await p.waitForURL('**/handler/account-settings**');
    await p.getByRole('button', { name: 'Send verification e-mail' }).click();
    await p.getByText('Verification e-mail sent').first().waitFor();
    const link = await linkFromInbox(alice.email, /Verify your email/, 'email-verification');
    await p.goto(link);
    await p.getByText('Your e-mail address is verified.').waitFor();
    await shot(p, 'hosted-email-verified-light');
    await p.goto(`/handler/account-settings?project_id=${projectId}`);
    await p.getByText('Verified', { exact: true }).first().waitFor();
    await hosted.close();
  });

  it('resets a password with the delivered link, then signs in with the new one', async () => {
    const hosted = await newContext(browser, baseUrl, 'light');
    const p = await hosted.newPage();
    await p.goto(`/handler/sign-in?project_id=${projectId}`);
    await p.getByRole('tab', { name: 'Password' }).click();
    await p.getByRole('link', { name: 'Forgot password?' }).click();
    await p.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await p.getByLabel('Email').fill(alice.email);
    await p.getByRole('button', { name: 'Send reset link' }).click();
    await p.getByText('a link to reset its password is on its way').waitFor();
    const link = await linkFromInbox(alice.email, /Reset your password/, 'password-reset');
    await p.goto(link);
    await p.getByLabel('New password', { exact: true }).waitFor();
    await shot(p, 'hosted-password-reset-light');
    const newPassword = 'a brand new passphrase';
    await p.getByLabel('New password', { exact: true }).fill(newPassword);
    await p.getByLabel('Repeat new password').fill(newPassword);
    await p.getByRole('button', { name: 'Set new password' }).click();
    await p.getByText('Your password was changed').waitFor();
    // The link is single-use.
    await p.goto(link);
    await p.getByRole('alert').waitFor();
    await hostedPasswordSignIn(p, alice.email, newPassword);
    await p.waitForURL('**/handler/account-settings**');
    await p.getByRole('heading', { name: 'Account settings' }).waitFor();
    await hosted.close();
  });

  it('edits an e-mail template with a live preview, and shows themes and the server settings', async () => {
    await page.goto(`/projects/${projectId}/emails/templates`);
    await page.getByRole('heading', { name: 'E-mail templates' }).waitFor();
    await shot(page, 'email-templates-light');
    // The editor asks for a preview of the saved source as it opens: that request carries the source.
    // (CodeMirror draws only the lines in view, so the page's text is not the whole source.)
    const [firstRender] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/emails/render-email')), page.getByRole('cell', { name: 'Sign-in code and magic link' }).click()]);
    const original = String((firstRender.postDataJSON() as { template_tsx_source: string }).template_tsx_source);
    const preview = page.frameLocator('iframe[title="E-mail preview"]');
    await preview.locator('body').waitFor();
    const source = page.getByRole('textbox', { name: /source$/ });
    expect(original).toContain('export function EmailTemplate');
    // Replace the whole source as a person would: select all in the editor, then type (insert) the text.
    const replaceSource = async (text: string) => {
      await source.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(text);
    };
    // A broken source shows the rendering error under the editor, in place.
    await replaceSource(original.replace('export function EmailTemplate', 'export function Broken'));
    await page.getByText('This source does not render').waitFor({ timeout: 15_000 });
    await shot(page, 'email-template-error-light');
    await replaceSource(original.replace('<div>', '<div><p>Welcome back to the shop!</p>'));
    await expect.poll(() => preview.locator('body').textContent(), { timeout: 15_000 }).toContain('Welcome back to the shop!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();
    await shot(page, 'email-template-editor-light');

    await page.getByRole('link', { name: 'Themes' }).click();
    await page.getByRole('heading', { name: 'E-mail themes' }).waitFor();
    await page.getByRole('cell').first().waitFor();
    await page.getByRole('link', { name: 'Server' }).click();
    await page.getByRole('heading', { name: 'E-mail server' }).waitFor();
    await page.getByRole('radio', { name: /Custom SMTP server/ }).check();
    await page.getByLabel('Host').waitFor();
    await shot(page, 'email-server-light');
  });

  it('shows every main screen in dark mode and at 375 px', async () => {
    const state = await dashboard.storageState();
    const screens: Array<[string, string]> = [
      ['projects', '/projects'],
      ['overview', `/projects/${projectId}`],
      ['users', `/projects/${projectId}/users`],
      ['api-keys', `/projects/${projectId}/api-keys`],
      ['settings', `/projects/${projectId}/settings`],
      ['auth-methods', `/projects/${projectId}/auth-methods`],
      ['emails', `/projects/${projectId}/emails`],
      ['email-templates', `/projects/${projectId}/emails/templates`],
      ['hosted-sign-in', `/handler/sign-in?project_id=${projectId}`],
      ['hosted-sign-up', `/handler/sign-up?project_id=${projectId}`],
    ];
    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const ctx = await newContext(browser, baseUrl, variant, state);
      const p = await ctx.newPage();
      for (const [name, url] of screens) {
        await p.goto(url);
        await p.getByRole('heading').first().waitFor();
        if (variant === 'mobile') {
          // Nothing may overflow sideways on a 375 px phone.
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${name} overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
        }
        await shot(p, `${name}-${variant}`);
      }
      if (variant === 'dark') {
        expect(await p.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      }
      await ctx.close();
    }
    expect(Object.keys(shots).length).toBeGreaterThanOrEqual(25);
  });

  it('deletes selected users in bulk after a ticked confirmation', async () => {
    const extra = [`carol-${stamp}@example.com`, `dan-${stamp}@example.com`];
    for (const email of extra) {
      // Set-up through the API with the key the developer created earlier.
      const res = await fetch(`${baseUrl}/api/v1/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-stack-access-type': 'server', 'x-stack-project-id': projectId, 'x-stack-secret-server-key': serverKey },
        body: JSON.stringify({ primary_email: email, primary_email_auth_enabled: true }),
      });
      expect(res.status).toBe(201);
    }
    await page.goto(`/projects/${projectId}/users`);
    for (const email of extra) await page.getByRole('row').filter({ hasText: email }).getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByText('2 of 4 row(s) selected').waitFor();
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete users' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Delete users' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Delete users' }).click();
    await page.getByText('2 user(s) deleted').first().waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: extra[0] }).count()).toBe(0);
    await shot(page, 'users-after-bulk-delete-light');
    await expect.poll(() => page.getByRole('row').filter({ hasText: alice.email }).count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: extra[1] }).count()).toBe(0);
  });
});
