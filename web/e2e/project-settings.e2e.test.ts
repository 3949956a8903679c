import { createAdminApp, createClientApp, type ClientApp } from '@gatehouse/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 20, dashboard: the settings in sections (each its own URL, a nav that works at 375 px),
 * Domains (the SPEC §5 rules named as the developer types; add, edit, remove; the localhost
 * switch), Config (the override editor refuses bad JSON at its line and the server's schema
 * refusal at the key's line; a saved override shows in the rendered view), transfer to another
 * team, and deletion only after the project's exact name is typed.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
/** The developer's own second session (set-up and checks; the browser keeps the first). */
let internal: ClientApp;
let secondTeamId = '';
const stamp = Date.now().toString(36);
const DOOMED = `Doomed ${stamp}`;
let doomedId = '';

type AdminProject = { id: string; display_name: string; owner_team_id: string | null; config: { domains: Array<{ domain: string; handler_path: string }>; allow_localhost: boolean; sign_up_enabled: boolean } };

async function project(projectId = dev.projectId): Promise<AdminProject> {
  const admin = createAdminApp({ baseUrl, projectId, ownerSession: internal.session, tokenStore: 'memory' });
  return (await admin.api.GET('/internal/projects/current')).data as AdminProject;
}

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'settings', {}, { displayName: `Settings ${stamp}` });
  internal = createClientApp({ baseUrl, projectId: 'internal', tokenStore: 'memory' });
  await internal.signInWithPassword({ email: dev.email, password: dev.password });
  secondTeamId = (await internal.createTeam({ display_name: `Second team ${stamp}` })).id;
  const me = (await internal.api.GET('/users/me')).data as { selected_team_id: string };
  doomedId = ((await internal.api.POST('/internal/projects', { body: { display_name: DOOMED, owner_team_id: me.selected_team_id } as never })).data as { id: string }).id;
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string, projectId = dev.projectId) => `/projects/${projectId}${path}`;

describe('settings sections', () => {
  it('each section is its own URL, reached from the section nav; the sidebar keeps Settings current', async () => {
    await page.goto(url('/settings'));
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    await page.getByRole('region', { name: 'Production mode' }).waitFor();
    expect(await nav.getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBe('page');
    const sections: Array<[string, RegExp, string]> = [
      ['Users & teams', /\/settings\/users$/, 'Users and teams'],
      ['Rate limits', /\/settings\/rate-limits$/, 'Rate limits'],
      ['Config', /\/settings\/config$/, 'Rendered config'],
      ['Danger zone', /\/settings\/danger$/, 'Delete project'],
      ['General', /\/settings$/, 'General'],
    ];
    for (const [label, path, heading] of sections) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(await nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    }
    // The user switches moved with their section and still save.
    await page.goto(url('/settings/users'));
    const sw = page.getByRole('switch', { name: 'Clients can create teams' });
    await sw.click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
  });

  it('at 375 px the section nav is one row that scrolls and still reaches every section', async () => {
    const mobile = await newContext(browser, baseUrl, 'mobile', dev.storageState);
    const p = await mobile.newPage();
    await p.goto(url('/settings'));
    const nav = p.getByRole('navigation', { name: 'Settings sections' });
    await nav.waitFor();
    // Nothing of the page is wider than the screen: the nav scrolls inside itself.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await nav.getByRole('link', { name: 'Danger zone' }).click();
    await p.waitForURL(/\/settings\/danger$/);
    await p.getByRole('heading', { name: 'Delete project', exact: true }).waitFor();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await mobile.close();
  });
});

describe('domains', () => {
  it('names the broken SPEC §5 rule as the developer types and keeps Add off', async () => {
    await page.goto(url(''));
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Domains' }).click();
    await page.waitForURL(/\/domains$/);
    await page.getByText('No trusted domains yet').waitFor();
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add trusted domain' });
    const domain = dialog.getByLabel('Domain');
    const add = dialog.getByRole('button', { name: 'Add domain' });
    const cases: Array<[string, string]> = [
      ['app.example.com', 'Domain must start with http:// or https://'],
      ['https://app example.com', 'Domain contains spaces'],
      ['https://.example.com', 'Domain must not start or end with a dot'],
      ['https://app..example.com', 'Domain must not contain two dots in a row'],
      ['https://*_x.example.com', 'Domain with a wildcard may only contain letters, digits, dots, hyphens and *'],
      ['https://app.example.com/path', 'Domain must be only an origin (https://host or https://*.host), without a path, query or fragment'],
    ];
    for (const [value, message] of cases) {
      await domain.fill(value);
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await add.isDisabled()).toBe(true);
    }
    await domain.fill('');
    await dialog.getByText('Domain must not be empty').waitFor();
    await domain.fill('https://app.example.com');
    await dialog.getByLabel('Handler path').fill('auth');
    await dialog.getByText('Handler path must start with /').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await screenshot(page, 'i20-domains-rule-error-light');
    expect((await project()).config.domains).toEqual([]);
  });

  it('a valid domain saves, is listed, edits and is removed after confirmation', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add trusted domain' });
    await dialog.getByLabel('Handler path').fill('/auth');
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('https://app.example.com', { exact: true }).waitFor();
    await expect.poll(async () => (await project()).config.domains).toEqual([{ domain: 'https://app.example.com', handler_path: '/auth' }]);
    // A wildcard one too, then the same origin again is refused as a duplicate.
    await page.getByRole('button', { name: 'Add domain' }).click();
    await dialog.getByLabel('Domain').fill('https://*.preview.example.com');
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add domain' }).click();
    await dialog.getByLabel('Domain').fill('https://APP.example.com/');
    await dialog.getByText('This domain is already trusted').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'i20-domains-light');

    await page.getByRole('button', { name: 'Edit https://app.example.com' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit trusted domain' });
    expect(await edit.getByLabel('Handler path').inputValue()).toBe('/auth');
    await edit.getByLabel('Handler path').fill('/handler');
    await edit.getByRole('button', { name: 'Save domain' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(async () => (await project()).config.domains.find((d) => d.domain === 'https://app.example.com')?.handler_path).toBe('/handler');

    await page.getByRole('button', { name: 'Remove https://*.preview.example.com' }).click();
    await page.getByRole('dialog', { name: 'Remove trusted domain' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => (await project()).config.domains.map((d) => d.domain)).toEqual(['https://app.example.com']);
  });

  it('the localhost switch saves', async () => {
    const sw = page.getByRole('switch', { name: 'Allow localhost' });
    const before = (await project()).config.allow_localhost;
    expect(await sw.getAttribute('aria-checked')).toBe(String(before));
    await sw.click();
    await expect.poll(async () => (await project()).config.allow_localhost).toBe(!before);
    await sw.click();
    await expect.poll(async () => (await project()).config.allow_localhost).toBe(before);
  });
});

/** Replaces the editor's whole document with `text` as typed input. */
async function typeInEditor(p: Page, text: string) {
  const editor = p.getByRole('textbox', { name: 'project config override' });
  await editor.click();
  await p.keyboard.press('Control+A');
  await p.keyboard.press('Delete');
  await p.keyboard.insertText(text);
}

describe('config', () => {
  it('refuses JSON that does not parse, marked at its line, and saves nothing', async () => {
    await page.goto(url('/settings/config'));
    await page.getByRole('textbox', { name: 'project config override' }).waitFor();
    await typeInEditor(page, '{\n  "auth": {\n    "allowSignUp": false,,\n  }\n}');
    const problems = page.getByRole('alert', { name: 'Problems' });
    await problems.getByText(/^Line 3: Invalid JSON/).waitFor();
    expect(await page.getByRole('button', { name: 'Save override' }).isDisabled()).toBe(true);
    // The lint mark sits on line 3 of the editor.
    const lines = page.locator('.cm-content .cm-line');
    await lines.nth(2).locator('.cm-lintRange-error').waitFor();
    expect(await lines.nth(0).locator('.cm-lintRange-error').count()).toBe(0);
    await screenshot(page, 'i20-config-bad-json-light');
  });

  it("shows the server's schema refusal at the line of the key", async () => {
    await typeInEditor(page, '{\n  "auth": {\n    "password": {\n      "allowSignIn": "yes"\n    }\n  }\n}');
    await page.getByRole('button', { name: 'Save override' }).click();
    const problems = page.getByRole('alert', { name: 'Problems' });
    await problems.getByText(/^Line 4: /).waitFor();
    await page.locator('.cm-content .cm-line').nth(3).locator('.cm-lintRange-error').waitFor();
    await screenshot(page, 'i20-config-schema-error-light');
  });

  it('saves a good override, which then shows in the rendered view and the project', async () => {
    await typeInEditor(page, '{\n  "auth.allowSignUp": false\n}');
    await page.getByRole('button', { name: 'Save override' }).click();
    await page.getByText('Project override saved', { exact: true }).waitFor();
    await page.getByLabel('Search config keys').fill('auth.allowSignUp');
    await page.waitForURL(/[?&]q=auth\.allowSignUp/);
    const row = page.getByRole('row', { name: /auth\.allowSignUp/ });
    await row.getByRole('cell', { name: 'false' }).waitFor();
    expect((await project()).config.sign_up_enabled).toBe(false);
    // The search is in the URL: a reload shows the same rows.
    await page.reload();
    await page.getByRole('row', { name: /auth\.allowSignUp/ }).getByRole('cell', { name: 'false' }).waitFor();
    await page.getByLabel('Search config keys').fill('');
    await screenshot(page, 'i20-config-light');
  });
});

describe('danger zone', () => {
  it('deleting needs the exact project name typed', async () => {
    await page.goto(url('/settings/danger', doomedId));
    await page.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project' });
    const field = dialog.getByLabel(`Type ${DOOMED} to confirm`);
    const go = dialog.getByRole('button', { name: 'Delete this project' });
    for (const wrong of ['', DOOMED.toLowerCase(), `${DOOMED} `, DOOMED.slice(0, -1)]) {
      await field.fill(wrong);
      expect(await go.isDisabled(), JSON.stringify(wrong)).toBe(true);
    }
    // Enter with a wrong name does not delete either.
    await field.press('Enter');
    expect((await project(doomedId)).id).toBe(doomedId);
    await field.fill(DOOMED);
    await screenshot(page, 'i20-delete-project-light');
    await go.click();
    await page.waitForURL(/\/projects$/);
    await expect(project(doomedId)).rejects.toThrow();
  });

  it('transfers the project to another team the developer belongs to', async () => {
    await page.goto(url('/settings/danger'));
    const card = page.getByRole('region', { name: 'Transfer project' });
    await card.getByLabel('New owner team').click();
    await page.getByRole('option', { name: `Second team ${stamp}` }).click();
    await screenshot(page, 'i20-transfer-light');
    await card.getByRole('button', { name: 'Transfer project' }).click();
    await page.getByRole('dialog', { name: 'Transfer project' }).getByRole('button', { name: 'Transfer' }).click();
    await expect.poll(async () => (await project()).owner_team_id).toBe(secondTeamId);
    await card.getByText(`Owned by Second team ${stamp}`).waitFor();
  });
});

describe('screenshots', () => {
  it('every screen at 1280 px light and dark, and at 375 px', async () => {
    const screens: Array<[string, string]> = [
      ['settings-general', '/settings'],
      ['settings-users', '/settings/users'],
      ['settings-rate-limits', '/settings/rate-limits'],
      ['settings-config', '/settings/config'],
      ['settings-danger', '/settings/danger'],
      ['domains', '/domains'],
    ];
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, await ctx.storageState());
      const p = await c.newPage();
      for (const [name, path] of screens) {
        await p.goto(url(path));
        await p.getByRole('heading', { level: 1 }).waitFor();
        await p.locator('main h2').first().waitFor();
        if (path.endsWith('config')) await p.getByRole('textbox', { name: 'project config override' }).waitFor();
        await screenshot(p, `i20-${name}-${variant}`);
      }
      await c.close();
    }
  });
});
