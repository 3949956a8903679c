import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin, createProject, createUser, otpOf, signUpDeveloper, waitForMail, type Developer } from './api.ts';
import { launch, newContext, screenshot, type Variant } from './browser.ts';

/**
 * The TOTP second factor as an end user meets it, in chromium against a real Gatehouse: turn it on
 * in account settings (the code is computed here from the key the page shows, as an authenticator
 * app would), sign out, sign in with the password, get the second-factor step, a wrong code is
 * refused in place, the right one signs in.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';

let browser: Browser;
let developer: Developer;
let projectId = '';

beforeAll(async () => {
  browser = await launch();
  developer = await signUpDeveloper(baseUrl, `totp-dev-${stamp}@example.com`);
  projectId = await createProject(baseUrl, developer, 'Totp Co', { credential_enabled: true, magic_link_enabled: false, sign_up_enabled: true });
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

const codeFrom = (base32Key: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(base32Key.replace(/\s+/g, '')) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Types a whole code into a slotted code input (its first slot takes all six, like autofill). */
async function typeCode(page: Page, label: string, code: string) {
  await page.getByRole('textbox', { name: `${label} character 1 of 6` }).fill(code);
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto(`/handler/sign-in?project_id=${projectId}`);
  await page.getByLabel('Email').fill(email);
  await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('TOTP second factor in the hosted pages', () => {
  it('turns TOTP on with a QR code and a confirmation code, then asks for the code at the next sign-in', async () => {
    const email = `totp-user-${stamp}@example.com`;
    await createUser(baseUrl, projectId, developer, { primary_email: email, primary_email_auth_enabled: true, password: PASSWORD });

    // Signed in with the password alone: TOTP is off.
    const page = await pageFor('light');
    await signInWithPassword(page, email);
    await page.waitForURL('**/handler/account-settings**');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = await page.getByRole('textbox', { name: 'Or type this key' }).inputValue();
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'hosted-totp-setup-light');

    // A code of another key does not turn it on.
    await typeCode(page, 'Code from your app', codeFrom('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'));
    await page.getByRole('alert').filter({ hasText: 'That code does not match' }).waitFor();
    await screenshot(page, 'hosted-totp-setup-mismatch-light');
    // The app's code does.
    await typeCode(page, 'Code from your app', codeFrom(key));
    await page.getByText('Two-factor authentication is on').first().waitFor();
    await page.getByText('On', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Turn off' }).waitFor();
    await screenshot(page, 'hosted-totp-on-light');

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      // The set-up screen in the other looks, from a fresh session of another user.
      const other = `totp-look-${variant}-${stamp}@example.com`;
      await createUser(baseUrl, projectId, developer, { primary_email: other, primary_email_auth_enabled: true, password: PASSWORD });
      const p = await pageFor(variant);
      await signInWithPassword(p, other);
      await p.waitForURL('**/handler/account-settings**');
      await p.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await p.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `hosted-totp-setup-${variant}`);
      await p.context().close();
    }

    // Sign out, sign in again with the password: the second-factor step.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/handler/sign-in**');
    await signInWithPassword(page, email);
    const step = page.getByRole('form', { name: 'Two-factor authentication' });
    await step.waitFor();
    expect(page.url()).toContain('/handler/sign-in');
    await screenshot(page, 'hosted-totp-step-light');

    // A wrong code is refused in place, and the step stays.
    const wrong = codeFrom(key, 10);
    await typeCode(page, 'Authentication code', wrong);
    await step.getByRole('alert').filter({ hasText: "That code didn't work. Check the 6 digits in your authenticator app and try again." }).waitFor();
    await screenshot(page, 'hosted-totp-step-wrong-light');

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const p = await pageFor(variant);
      await signInWithPassword(p, email);
      await p.getByRole('form', { name: 'Two-factor authentication' }).waitFor();
      await typeCode(p, 'Authentication code', wrong);
      await p.getByRole('alert').filter({ hasText: "That code didn't work" }).waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `hosted-totp-step-wrong-${variant}`);
      await p.context().close();
    }

    // The right code signs in.
    await typeCode(page, 'Authentication code', codeFrom(key));
    await page.waitForURL('**/handler/account-settings**');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.getByRole('button', { name: 'Turn off' }).waitFor();

    // Turning it off asks first; afterwards the password alone signs in again.
    await page.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await screenshot(page, 'hosted-totp-off-dialog-light');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/handler/sign-in**');
    await signInWithPassword(page, email);
    await page.waitForURL('**/handler/account-settings**');
    await page.context().close();
  });

  it('asks for the second factor after an e-mail code and after a magic link too', async () => {
    const codeProject = await createProject(baseUrl, developer, 'Totp Code Co', { credential_enabled: false, magic_link_enabled: true, sign_up_enabled: true });
    const email = `totp-code-${stamp}@example.com`;
    const key = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    const secret = Buffer.from(Secret.fromBase32(key).bytes).toString('base64');
    await createUser(baseUrl, codeProject, developer, { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, totp_secret_base64: secret });

    // The typed e-mail code, then the TOTP code.
    const page = await pageFor('light');
    await page.goto(`/handler/sign-in?project_id=${codeProject}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send sign-in code' }).click();
    const mail = await waitForMail(baseUrl, codeProject, developer, email, /Your code is/);
    await page.getByRole('textbox', { name: 'Sign-in code character 1 of 6' }).fill(otpOf(mail));
    await page.getByRole('form', { name: 'Two-factor authentication' }).waitFor();
    await typeCode(page, 'Authentication code', codeFrom(key));
    await page.waitForURL('**/handler/account-settings**');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.context().close();

    // The magic link of a second mail: the step shows in the link's page (the next step's code: the current one was used).
    const again = await pageFor('light');
    await again.goto(`/handler/sign-in?project_id=${codeProject}`);
    await again.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await again.getByRole('button', { name: 'Send sign-in code' }).click();
    const second = await waitForMail(baseUrl, codeProject, developer, email, /Your code is/, 2);
    const link = /href="([^"]*magic-link-callback[^"]*)"/.exec(second.html)![1]!.replace(/&amp;/g, '&');
    await again.goto(link);
    await again.getByRole('form', { name: 'Two-factor authentication' }).waitFor();
    await screenshot(again, 'hosted-totp-step-magic-link-light');
    await typeCode(again, 'Authentication code', codeFrom(key, 1));
    await again.waitForURL('**/handler/account-settings**');
    await again.getByRole('heading', { name: 'Account settings' }).waitFor();
    await again.context().close();
  });

  it('asks for the second factor after an OAuth sign-in (development provider)', async () => {
    const oauthProject = await createProject(baseUrl, developer, 'Totp OAuth Co', { credential_enabled: true, sign_up_enabled: true, oauth_providers: [{ id: 'github', type: 'shared' }] });
    const email = `totp-oauth-${stamp}@example.com`;
    const key = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    const secret = Buffer.from(Secret.fromBase32(key).bytes).toString('base64');
    const signInWithGitHub = async () => {
      const page = await pageFor('light');
      await page.goto(`/handler/sign-in?project_id=${oauthProject}`);
      await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
      await page.waitForURL(/\/dev-oauth\/github\/authorize/);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Name').fill('Totp Oauth');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      return page;
    };
    // The first sign-in makes the user (the development provider never joins an existing account).
    const first = await signInWithGitHub();
    await first.waitForURL('**/handler/account-settings**');
    await first.context().close();
    const found = await admin(baseUrl, oauthProject, developer).GET('/users', { params: { query: { query: email } } });
    const userId = found.data!.items[0].id;
    await admin(baseUrl, oauthProject, developer).PATCH('/users/{user_id}', { params: { path: { user_id: userId } }, body: { totp_secret_base64: secret } });

    const page = await signInWithGitHub();
    await page.waitForURL('**/handler/oauth-callback**');
    await page.getByRole('form', { name: 'Two-factor authentication' }).waitFor();
    await screenshot(page, 'hosted-totp-step-oauth-light');
    await typeCode(page, 'Authentication code', codeFrom(key));
    await page.waitForURL('**/handler/account-settings**');
    await page.getByText(email).first().waitFor();
    await page.context().close();
  });
});
