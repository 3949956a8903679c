import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { contrast, developerWithProject, paintedPairs, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 10, items 4, 7, 11 and 14: contrast as the browser paints it, the template editor, the
 * overview's connect card, and the consistency of the developer sign-in and the form controls.
 * Every screen is photographed at 1280 px (light and dark) and 375 px.
 */
const baseUrl = inject('baseUrl');
const VARIANTS: Variant[] = ['light', 'dark', 'mobile'];

let browser: Browser;
let dev: DeveloperProject;

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'polish');
});

afterAll(async () => {
  await browser?.close();
});

async function signedInPage(variant: Variant): Promise<Page> {
  const ctx = await newContext(browser, baseUrl, variant, dev.storageState);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

/** Native form controls left on the page. Radix renders buttons with roles, plus hidden inputs only for form submission. */
const nativeControls = (page: Page) => page.evaluate(() => [...document.querySelectorAll('select, input[type=checkbox], input[type=radio]')].filter((e) => e.getAttribute('aria-hidden') !== 'true').map((e) => e.outerHTML.slice(0, 80)));

describe('dashboard consistency, contrast, editor and overview in a real browser', () => {
  it('developer sign-in shows the logo and a working "Forgot password?" for dashboard accounts', async () => {
    for (const variant of VARIANTS) {
      const ctx = await newContext(browser, baseUrl, variant);
      const page = await ctx.newPage();
      await page.goto('/sign-in');
      await page.getByRole('heading', { name: 'Sign in to Gatehouse' }).waitFor();
      // The same mark as the sidebar, not a letter tile.
      expect(await page.locator('main img[src="/favicon.svg"]').count()).toBe(1);
      expect(await page.locator('main div[aria-hidden]').filter({ hasText: /^G$/ }).count()).toBe(0);
      await screenshot(page, `i10-dashboard-sign-in-${variant}`);
      if (variant === 'light') {
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.waitForURL('**/handler/forgot-password?project_id=internal');
        await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
        await page.getByLabel('Email').fill(dev.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        // The internal project accepted the request (its mail goes to the server's SMTP or outbox).
        await page.getByText('a link to reset its password is on its way').waitFor();
        await screenshot(page, 'i10-dashboard-forgot-password-light');
      }
      await ctx.close();
    }
  });

  it('paints every button label and switch at WCAG AA contrast in both themes', async () => {
    for (const variant of ['light', 'dark'] as Variant[]) {
      const page = await signedInPage(variant);
      const failures: string[] = [];
      for (const path of ['/settings', '/api-keys', '/emails/server']) {
        await page.goto(`/projects/${dev.projectId}${path}`);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        const samples = await paintedPairs(page);
        expect(samples.length, `${path} has buttons to check`).toBeGreaterThan(0);
        for (const s of samples) {
          const min = s.what.startsWith('switch') ? 3 : 4.5;
          const ratio = contrast(s);
          if (ratio < min) failures.push(`${variant} ${path}: ${s.what} ${s.fg} on ${s.bg} = ${ratio.toFixed(2)}:1 < ${min}:1`);
        }
      }
      // The switches exist in both states on the Auth methods page: turn one on to measure the on thumb.
      await page.goto(`/projects/${dev.projectId}/auth-methods`);
      const toggle = page.getByRole('switch', { name: 'E-mail code and magic link' });
      if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      for (const s of await paintedPairs(page)) {
        const min = s.what.startsWith('switch') ? 3 : 4.5;
        if (contrast(s) < min) failures.push(`${variant} settings (switch on): ${s.what} ${s.fg} on ${s.bg} = ${contrast(s).toFixed(2)}:1`);
      }
      await screenshot(page, `i10-settings-switches-${variant}`);
      expect(failures).toEqual([]);
      await page.context().close();
    }
  });

  it('uses the Radix checkbox, radio and select everywhere, and keeps "Save e-mail server" in its card', async () => {
    for (const variant of VARIANTS) {
      const page = await signedInPage(variant);
      await page.goto(`/projects/${dev.projectId}/emails/server`);
      await page.getByRole('heading', { name: 'E-mail server' }).waitFor();
      await page.getByRole('radio', { name: /Custom SMTP server/ }).click();
      await page.getByLabel('Host').waitFor();
      expect(await nativeControls(page)).toEqual([]);
      const save = page.getByRole('button', { name: 'Save e-mail server' });
      const card = page.locator('section').filter({ has: page.getByRole('radiogroup', { name: 'E-mail server' }) });
      expect(await card.count()).toBe(1);
      expect(await card.getByRole('button', { name: 'Save e-mail server' }).count()).toBe(1);
      const [b, c] = [await save.boundingBox(), await card.boundingBox()];
      expect(b!.y + b!.height).toBeLessThanOrEqual(c!.y + c!.height);
      expect(b!.x + b!.width).toBeLessThanOrEqual(c!.x + c!.width);
      await screenshot(page, `i10-email-server-${variant}`);

      if (variant === 'light') {
        await page.goto(`/projects/${dev.projectId}/api-keys`);
        await page.getByRole('button', { name: 'Create API keys' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('checkbox', { name: /Super secret admin key/ }).click();
        expect(await dialog.getByRole('checkbox', { name: /Super secret admin key/ }).getAttribute('aria-checked')).toBe('true');
        await dialog.getByRole('combobox', { name: 'Expires in' }).click();
        await page.getByRole('option', { name: '7 days' }).click();
        await expect.poll(() => dialog.getByRole('combobox', { name: 'Expires in' }).textContent()).toContain('7 days');
        expect(await nativeControls(page)).toEqual([]);
        await screenshot(page, 'i10-api-keys-dialog-light');
        await page.keyboard.press('Escape');

        await page.goto(`/projects/${dev.projectId}/users`);
        await page.getByRole('button', { name: 'Create user' }).first().click();
        await page.getByRole('dialog').getByRole('checkbox', { name: 'E-mail already verified' }).waitFor();
        expect(await nativeControls(page)).toEqual([]);
        await page.keyboard.press('Escape');
        // No users yet: the empty state, without a pager (tables.e2e checks the pager's select).
        await page.getByText('No users yet').waitFor();
        expect(await nativeControls(page)).toEqual([]);
      }
      await page.context().close();
    }
  });

  it('edits a template in CodeMirror: no preview of an empty source, errors in place, long lines visible', async () => {
    const page = await signedInPage('light');
    const renders: Array<{ source: unknown }> = [];
    const failures: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().endsWith('/emails/render-email')) renders.push({ source: (r.postDataJSON() as Record<string, unknown>).template_tsx_source });
    });
    page.on('response', (r) => {
      if (r.url().endsWith('/emails/render-email') && (r.status() >= 400 || r.headers()['x-stack-known-error'])) failures.push(`${r.status()} ${r.headers()['x-stack-known-error'] ?? ''}`);
    });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

    await page.goto(`/projects/${dev.projectId}`);
    await page.getByText('Sign-ups over time').waitFor();
    // The editor is its own chunk: nothing of CodeMirror loads before an editor opens.
    expect(scripts.filter((s) => s.includes('code-editor'))).toEqual([]);

    await page.goto(`/projects/${dev.projectId}/emails/templates`);
    await page.getByRole('cell', { name: 'Password reset' }).click();
    const preview = page.frameLocator('iframe[title="E-mail preview"]');
    await preview.locator('body').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('code-editor')).length).toBe(1);
    // Opening sent exactly the saved source, and nothing failed.
    expect(renders.length).toBe(1);
    expect(String(renders[0].source)).toContain('export function EmailTemplate');
    expect(failures).toEqual([]);

    const editor = page.getByRole('textbox', { name: 'Password reset source' });
    await editor.waitFor();
    expect(await page.locator('.cm-lineNumbers .cm-gutterElement').count()).toBeGreaterThan(3);
    // TSX is highlighted: keywords and tags carry their own colours.
    const colours = await page.locator('.cm-content span').evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThanOrEqual(3);
    // The built-in template says what its remove button does.
    await page.getByRole('button', { name: 'Restore default' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete or restore' }).count()).toBe(0);
    await screenshot(page, 'i10-template-editor-light');

    // A long line wraps inside the card instead of running off its edge.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n// ${'a very long comment line that goes on '.repeat(8)}`);
    const overflow = await page.locator('.cm-scroller').evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Break it: the compiler's error is underlined in the editor and listed under it with its line.
    await page.keyboard.type('\nexport function EmailTemplate( {');
    await page.getByText('This source does not render').waitFor({ timeout: 15_000 });
    await page.locator('.cm-lintRange-error').first().waitFor();
    await page.locator('.cm-lint-marker-error').first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'This source does not render' }).textContent()).toMatch(/Line \d+/);
    // The preview keeps the last version that rendered.
    expect(await page.getByText('Showing the last version that rendered.').count()).toBe(1);
    await screenshot(page, 'i10-template-editor-error-light');

    // Emptying the editor never asks the server to render nothing.
    const before = renders.length;
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.getByText('Write the source on the left to see the e-mail here.').waitFor();
    await page.waitForTimeout(900);
    expect(renders.length).toBe(before);
    expect(renders.every((r) => typeof r.source === 'string' && r.source.trim() !== '')).toBe(true);
    await page.context().close();

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const p = await signedInPage(variant);
      await p.goto(`/projects/${dev.projectId}/emails/templates`);
      await p.getByRole('cell', { name: 'Password reset' }).click();
      await p.frameLocator('iframe[title="E-mail preview"]').locator('body').waitFor();
      if (variant === 'mobile') expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(p, `i10-template-editor-${variant}`);
      await p.context().close();
    }
  });

  it('overview shows a ready-to-paste SDK snippet, the whole hosted URL and a chart with labelled axes', async () => {
    for (const variant of VARIANTS) {
      const page = await signedInPage(variant);
      await page.goto(`/projects/${dev.projectId}`);
      await page.getByText('Sign-ups over time').waitFor();
      const snippet = page.getByLabel('SDK setup', { exact: true });
      await snippet.waitFor();
      const code = await snippet.textContent();
      expect(code).toContain("import { createClientApp } from '@gatehouse/sdk';");
      expect(code).toContain(`baseUrl: "${baseUrl}"`);
      expect(code).toContain(`projectId: "${dev.projectId}"`);
      await page.getByRole('button', { name: 'Copy SDK setup' }).waitFor();
      // No header names in the copy any more.
      expect(await page.getByText('x-stack-project-id').count()).toBe(0);
      // The hosted URL is shown whole, project id included, at every width.
      const hosted = page.getByLabel('Hosted sign-in page', { exact: true });
      expect(await hosted.textContent()).toBe(`${baseUrl}/handler/sign-in?project_id=${dev.projectId}`);
      expect(await hosted.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      // Both axes say what they measure.
      const signUps = page.getByRole('region', { name: 'Sign-ups over time' });
      await signUps.getByText('New users', { exact: true }).waitFor();
      await signUps.getByText('Day of sign-up (UTC)').waitFor();
      expect(await signUps.getByText('Today', { exact: true }).count()).toBe(1);
      if (variant === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `i10-overview-${variant}`);
      await page.context().close();
    }
  });
});
