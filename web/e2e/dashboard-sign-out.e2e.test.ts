import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProject, signUpDeveloper } from './api.ts';
import { launch, newContext, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The status the server really answered: the SDK asks for 4xx as 200 + x-stack-actual-status. */
function realStatus(res: Response): number {
  const actual = Number(res.headers()['x-stack-actual-status']);
  return Number.isInteger(actual) && actual >= 100 ? actual : res.status();
}

describe('signing out of the dashboard', () => {
  it('sends no request for the signed-out developer afterwards (no stale projects query answering 401)', async () => {
    const developer = await signUpDeveloper(baseUrl, `signout-${Date.now().toString(36)}@example.com`);
    const projectId = await createProject(baseUrl, developer, 'Sign-out Co', {});
    const ctx = await newContext(browser, baseUrl, 'light');
    const page = await ctx.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(developer.email);
    await page.getByLabel('Password', { exact: true }).fill(developer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/projects');
    // A project page: the sidebar's project switcher keeps the projects query active.
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('heading', { name: 'Sign-out Co' }).waitFor();
    await page.waitForLoadState('networkidle');

    const after: string[] = [];
    let signingOut = false;
    page.on('response', (res) => {
      if (signingOut && res.url().includes('/api/v1/')) after.push(`${res.request().method()} ${new URL(res.url()).pathname} -> ${realStatus(res)}`);
    });
    signingOut = true;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Sign in to Gatehouse' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await screenshot(page, 'dashboard-signed-out-light');
    // The sign-out itself, and nothing that fails for want of a session.
    expect(after.filter((r) => !r.startsWith('DELETE /api/v1/auth/sessions/current'))).toEqual([]);
    expect(after).toEqual(['DELETE /api/v1/auth/sessions/current -> 200']);
    await ctx.close();
  });
});
