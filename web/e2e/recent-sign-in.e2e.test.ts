import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, createUser, signUpDeveloper, type Developer } from './api.ts';
import { launch, newContext, screenshot } from './browser.ts';

/**
 * Issue 19 item 8 as an end user meets it: a session that signed in long ago (its signed_in_at
 * moved back in the database) opens account settings and creates an API key; the server asks for
 * a recent sign-in, the page asks for the current password in a dialog, a wrong one is refused in
 * place, the right one confirms the session and the key is created without starting over.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'a long enough password';

let browser: Browser;
let developer: Developer;
let projectId = '';

beforeAll(async () => {
  browser = await launch();
  developer = await signUpDeveloper(baseUrl, `reauth-dev-${stamp}@example.com`);
  projectId = await createProject(baseUrl, developer, 'Reauth Co', { credential_enabled: true, magic_link_enabled: false, sign_up_enabled: true, allow_user_api_keys: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('recent sign-in in the hosted account settings', () => {
  it('asks for the current password when the sign-in is old, then finishes the change', async () => {
    const email = `reauth-user-${stamp}@example.com`;
    const userId = await createUser(baseUrl, projectId, developer, { primary_email: email, primary_email_auth_enabled: true, password: PASSWORD });
    const page = await (await newContext(browser, baseUrl, 'light')).newPage();
    await page.goto(`/handler/sign-in?project_id=${projectId}`);
    await page.getByLabel('Email').fill(email);
    await page.locator('input').and(page.getByLabel('Password', { exact: true })).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/handler/account-settings**');

    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const moved = await db.query("update user_session set signed_in_at = now() - interval '1 hour' where user_id = $1", [userId]);
      expect(moved.rowCount).toBeGreaterThan(0);
    } finally {
      await db.end();
    }

    const form = page.getByRole('form', { name: 'Create an API key for your account' });
    await form.getByLabel('Description').fill('laptop');
    await form.getByRole('button', { name: 'Create API key' }).click();

    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.waitFor();
    await confirm.getByLabel('Current password').fill('not my password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('That is not your current password.').waitFor();
    await screenshot(page, 'hosted-recent-sign-in-dialog-light');
    await confirm.getByLabel('Current password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    // The key was created after the confirmation: its secret is shown once.
    await page.getByRole('textbox', { name: 'New API key' }).waitFor();
    await screenshot(page, 'hosted-recent-sign-in-done-light');
  });
});
