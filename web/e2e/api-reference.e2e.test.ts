import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, launch, newContext, type Variant } from './browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The API reference as an integrator sees it: rendered by the real bundle in chromium, with every
 * request to another origin blocked and recorded (it must work offline), showing the headers table,
 * the request samples and the error glossary.
 */
/** The viewport, not the full page: the reference is one very long document. */
async function viewportShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
}

describe('API reference page (/api/v1/docs)', () => {
  for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
    it(`renders offline with headers, samples and the error glossary (${variant})`, async () => {
      const ctx = await newContext(browser, baseUrl, variant);
      const page = await ctx.newPage();
      const foreign: string[] = [];
      const origin = new URL(baseUrl).origin;
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        foreign.push(url);
        return route.abort();
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await page.goto('/api/v1/docs');
      await page.getByText('Gatehouse API', { exact: false }).first().waitFor();
      // The glossary is part of the introduction.
      await page.getByRole('heading', { name: 'Errors' }).first().waitFor();
      await expect(page.getByText('EMAIL_PASSWORD_MISMATCH').first().isVisible()).resolves.toBe(true);
      await viewportShot(page, `i11-api-reference-intro-${variant}`);
      await page.getByRole('heading', { name: 'Errors' }).first().scrollIntoViewIfNeeded();
      await viewportShot(page, `i11-api-reference-errors-${variant}`);

      // One operation: its header table and its request samples.
      await page.goto('/api/v1/docs#tag/users/GET/users/me');
      const section = page.locator('[id="api-1/tag/users/GET/users/me"]').first();
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      await section.getByText('x-stack-access-token').first().waitFor();
      await expect(section.getByText('(required: the signed-in user)').first().isVisible()).resolves.toBe(true);
      // The request sample box: curl by default.
      await section.getByText('-H "x-stack-access-token: $ACCESS_TOKEN"', { exact: false }).first().waitFor();
      await viewportShot(page, `i11-api-reference-users-me-${variant}`);
      // The other request samples: the Python and Go clients, as their READMEs teach them.
      for (const [label, text] of [['Python', 'get_own_user.sync_detailed('], ['Go', 'api.GetOwnUserWithResponse(ctx']] as const) {
        await section.locator('button:has-text("curl"), button:has-text("TypeScript SDK"), button:has-text("Python")').first().click();
        await page.getByRole('option', { name: label }).first().click();
        await section.getByText(text, { exact: false }).first().waitFor();
      }
      await viewportShot(page, `i11-api-reference-users-me-go-${variant}`);

      expect(foreign, 'requests to other origins').toEqual([]);
      expect(errors, 'page errors').toEqual([]);
      await ctx.close();
    });
  }
});
