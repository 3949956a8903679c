import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, signInAsUser, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 10, items 5 and 8: no table clips at 1280 px, even with deliberately long data; long text
 * truncates with a tooltip (mouse and keyboard); at 375 px a table scrolls inside its card, never the
 * page; empty tables say what to do next and hide controls that would do nothing; a search that
 * finds nothing keeps the search and offers 'Clear filters'.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

const words = 'Wilhelmina Featherstonehaugh-Cholmondeley of the Interplanetary Logistics and Fulfilment Cooperative ';
/** Exactly 200 characters, as a display name. */
const LONG_NAME = words.repeat(3).slice(0, 200);
/** Also the project's name, so every auth mail's subject is long ('Reset your password at …'). */
const LONG_PROJECT = `Acme ${words.repeat(2)}`.slice(0, 200).trim();
const LONG_EMAIL = `maximilian.alexander.featherstonehaugh.${stamp}@engineering.subsidiary-of-a-remarkably-long-company-name.example.com`;
const LONG_KEY = 'Production backend for the interplanetary logistics platform, eu-west-1 and ap-southeast-2 replicas, rotated quarterly';
const LONG_DRAFT = `Quarterly newsletter: ${words.repeat(2)}`.slice(0, 180);
const PASSWORD = 'a-long-enough-password';

let browser: Browser;
let dev: DeveloperProject;
let longUserId = '';

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'tables', {}, { displayName: LONG_PROJECT });
  // Enough users for a second page, so the pager is there (and must fit) too; the long one last, so
  // it is first in the newest-first list.
  await Promise.all(Array.from({ length: 11 }, (_, i) => serverCall(baseUrl, dev, 'POST', '/users', { primary_email: `person-${String(i).padStart(2, '0')}-${stamp}@example.com`, primary_email_auth_enabled: true })));
  longUserId = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { display_name: LONG_NAME, primary_email: LONG_EMAIL, primary_email_auth_enabled: true, password: PASSWORD })).id;
  // Two sessions for the detail page's session list, and a mail with a long subject and recipient for the outbox.
  await signInAsUser(baseUrl, dev.projectId, LONG_EMAIL, PASSWORD);
  await signInAsUser(baseUrl, dev.projectId, LONG_EMAIL, PASSWORD);
  await serverCall(baseUrl, dev, 'POST', '/auth/password/send-reset-code', { email: LONG_EMAIL, callback_url: `${baseUrl}/handler/password-reset?project_id=${dev.projectId}` });
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

interface Layout {
  /** The page itself is wider than the window. */
  page: { scroll: number; client: number };
  /** Each table's scroll container: its scroll width and box, and whether it stays inside the window. */
  tables: Array<{ scroll: number; client: number; right: number }>;
  /** Header or body cells whose content spills out of them (into the next column or off the table). */
  spilling: string[];
  /** The innermost elements reaching past the window's right edge (what makes the page scroll). */
  offenders: string[];
}

function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const tables = [...document.querySelectorAll('table')].map((t) => {
      const box = t.parentElement!;
      return { scroll: box.scrollWidth, client: box.clientWidth, right: box.getBoundingClientRect().right };
    });
    const spilling = [...document.querySelectorAll('th, td')].filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => `${c.tagName} "${(c.textContent ?? '').slice(0, 50)}" ${c.scrollWidth} > ${c.clientWidth}`);
    // Boxes or text (an unbreakable address overflows its box without widening it) past the right
    // edge; the innermost ones are the culprits. Tables scroll inside their own container.
    const past = (e: Element) => e.getBoundingClientRect().left + e.scrollWidth > window.innerWidth + 1 && !e.closest('table') && !['INPUT', 'TEXTAREA'].includes(e.tagName);
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((e) => past(e) && ![...e.children].some(past))
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className} "${(e.textContent ?? '').slice(0, 60)}"`);
    return { page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }, tables, spilling, offenders };
  });
}

/** Every screen with a table, and what shows that its data has arrived. */
const SCREENS: Array<{ name: string; path: () => string; ready: (p: Page) => Promise<void>; tables: number }> = [
  { name: 'projects', path: () => '/projects', ready: (p) => p.getByText(LONG_PROJECT).first().waitFor(), tables: 0 },
  { name: 'users', path: () => `/projects/${dev.projectId}/users`, ready: (p) => p.getByText(LONG_NAME).first().waitFor(), tables: 1 },
  // Sessions are a device list now (issue 22 item 1), not a table; the page must still not scroll sideways.
  { name: 'user-detail', path: () => `/projects/${dev.projectId}/users/${longUserId}`, ready: (p) => p.getByTestId('session-row').first().waitFor(), tables: 0 },
  { name: 'api-keys', path: () => `/projects/${dev.projectId}/api-keys`, ready: (p) => p.getByText(LONG_KEY).waitFor(), tables: 1 },
  { name: 'outbox', path: () => `/projects/${dev.projectId}/emails`, ready: (p) => p.getByText(`Reset your password at ${LONG_PROJECT}`).waitFor(), tables: 1 },
  { name: 'templates', path: () => `/projects/${dev.projectId}/emails/templates`, ready: (p) => p.getByRole('cell').first().waitFor(), tables: 1 },
  { name: 'themes', path: () => `/projects/${dev.projectId}/emails/themes`, ready: (p) => p.getByRole('cell', { name: LONG_DRAFT }).waitFor(), tables: 1 },
  { name: 'drafts', path: () => `/projects/${dev.projectId}/emails/drafts`, ready: (p) => p.getByRole('cell', { name: LONG_DRAFT }).waitFor(), tables: 1 },
  { name: 'settings', path: () => `/projects/${dev.projectId}/settings/rate-limits`, ready: (p) => p.getByRole('heading', { name: 'Rate limits' }).waitFor(), tables: 1 },
];

describe('tables in a real browser', () => {
  it('sets up long-named API keys, a draft and a theme through the dashboard', async () => {
    const page = await signedInPage('light');
    await page.goto(`/projects/${dev.projectId}/api-keys`);
    await page.getByRole('button', { name: 'Create API keys' }).first().click();
    await page.getByRole('dialog').getByLabel('Description').fill(LONG_KEY);
    await page.getByRole('dialog').getByRole('button', { name: 'Create keys' }).click();
    await page.getByRole('button', { name: 'I have saved these keys' }).click();
    for (const kind of ['drafts', 'themes'] as const) {
      await page.goto(`/projects/${dev.projectId}/emails/${kind}`);
      await page.getByRole('button', { name: kind === 'drafts' ? 'Create draft' : 'Create theme' }).first().click();
      await page.getByRole('dialog').getByLabel('Name').fill(LONG_DRAFT);
      await page.getByRole('dialog').getByRole('button', { name: /^Create / }).click();
      await page.waitForURL(new RegExp(`/emails/${kind}/[0-9a-f-]{36}$`));
    }
    await page.context().close();
  });

  it('no table clips at 1280 px (light and dark); at 375 px tables scroll inside their card, never the page', async () => {
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const page = await signedInPage(variant);
      for (const screen of SCREENS) {
        await page.goto(screen.path());
        await screen.ready(page);
        const l = await layout(page);
        const where = `${screen.name} (${variant})`;
        expect(l.tables.length, where).toBe(screen.tables);
        expect(l.page.scroll, `${where}: the page scrolls sideways, because of ${l.offenders.join('; ')}`).toBeLessThanOrEqual(l.page.client);
        expect(l.spilling, `${where}: cells whose content spills`).toEqual([]);
        for (const t of l.tables) {
          if (variant !== 'mobile') expect(t.scroll, `${where}: the table is clipped`).toBeLessThanOrEqual(t.client);
          else expect(t.right, `${where}: the table's box leaves the window`).toBeLessThanOrEqual(375);
        }
        await screenshot(page, `i10-tables-${screen.name}-${variant}`);
      }
      await page.context().close();
    }
  });

  it('shows the whole text of a truncated cell in a tooltip, on hover and on keyboard focus', async () => {
    const page = await signedInPage('light');
    const cutAndFocusable = (el: HTMLElement) => el.scrollWidth > el.clientWidth && el.tabIndex === 0;

    await page.goto(`/projects/${dev.projectId}/users`);
    const name = page.getByText(LONG_NAME).first();
    await name.waitFor();
    expect(await name.evaluate(cutAndFocusable)).toBe(true);
    await name.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 5000 }).toBe(LONG_NAME);
    await screenshot(page, 'i10-tables-tooltip-users-light');

    await page.goto(`/projects/${dev.projectId}/emails`);
    const subject = `Reset your password at ${LONG_PROJECT}`;
    await page.getByText(subject).waitFor();
    // Tab from the search box until the cut subject has the focus.
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    let focused = '';
    for (let i = 0; i < 15 && focused !== subject; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe(subject);
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 5000 }).toBe(subject);
    await screenshot(page, 'i10-tables-tooltip-outbox-light');
    // The recipient is cut too, and also shows in full.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(LONG_EMAIL);
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 5000 }).toBe(LONG_EMAIL);

    await page.goto(`/projects/${dev.projectId}/api-keys`);
    const key = page.getByText(LONG_KEY);
    await key.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 5000 }).toBe(LONG_KEY);
    await page.context().close();
  });

  it('a search that finds nothing keeps the search, names it, and Clear filters brings everything back', async () => {
    const page = await signedInPage('light');
    await page.goto(`/projects/${dev.projectId}/users`);
    await page.getByText(LONG_NAME).first().waitFor();
    // 12 users: there is a second page, so the pager is there, with the Radix select (not a native one).
    await page.getByRole('combobox', { name: 'Rows per page' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Rows per page' }).evaluate((e) => e.tagName)).toBe('BUTTON');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzz-nobody');
    await page.getByRole('status').filter({ hasText: 'No users match “zzz-nobody”.' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('zzz-nobody');
    expect(await page.getByRole('button', { name: 'View' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Rows per page' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzz-nobody');
    await screenshot(page, 'i10-tables-users-no-match-light');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(LONG_NAME).first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

    // The same for a table filtered in the browser.
    await page.goto(`/projects/${dev.projectId}/api-keys`);
    await page.getByText(LONG_KEY).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-key');
    await page.getByRole('status').filter({ hasText: 'No API keys match “no-such-key”.' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(LONG_KEY).waitFor();
    await page.context().close();
  });

  it('a fresh project: each empty table says what to do next, with its action and no controls that do nothing', async () => {
    const page = await signedInPage('light');
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Create project' }).first().click();
    await page.getByRole('dialog').getByLabel('Project name').fill('Empty Co');
    await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const fresh = new URL(page.url()).pathname;

    /** Nothing to search, page, export or configure in a table that never had rows. */
    const noControls = async (where: string) => {
      for (const [role, name] of [
        ['searchbox', 'Search'],
        ['button', 'View'],
        ['button', 'Export CSV'],
        ['combobox', 'Rows per page'],
        ['button', 'Go to next page'],
      ] as const) {
        expect(await page.getByRole(role, { name }).count(), `${where}: ${name}`).toBe(0);
      }
      expect(await page.getByText('No results.').count(), where).toBe(0);
    };

    await page.goto(`${fresh}/users`);
    const users = page.getByRole('status').filter({ hasText: 'No users yet' });
    await users.waitFor();
    await noControls('users');
    expect(await users.getByRole('link', { name: 'Open sign-up page' }).getAttribute('href')).toContain(`/handler/sign-up?project_id=${fresh.split('/').pop()}`);
    await screenshot(page, 'i10-tables-empty-users-light');
    // The empty state's action works: create the first user from it.
    await users.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await dialog.getByLabel('Email').fill(`first-${stamp}@example.com`);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `first-${stamp}@example.com` }).first().click();

    // Its detail page: a user who never signed in has no sessions.
    const sessions = page.getByRole('status').filter({ hasText: 'No sessions' });
    await sessions.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'View' }).count()).toBe(0);
    await screenshot(page, 'i10-tables-empty-sessions-light');

    await page.goto(`${fresh}/api-keys`);
    const keys = page.getByRole('status').filter({ hasText: 'No API keys yet' });
    await keys.waitFor();
    await noControls('api keys');
    await keys.getByRole('button', { name: 'Create API keys' }).click();
    await page.getByRole('dialog', { name: 'Create API keys' }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'i10-tables-empty-api-keys-light');

    await page.goto(`${fresh}/emails`);
    const outbox = page.getByRole('status').filter({ hasText: 'No e-mails yet' });
    await outbox.waitFor();
    await noControls('outbox');
    expect(await outbox.getByRole('link', { name: 'Open sign-in page' }).getAttribute('href')).toContain('/handler/sign-in?project_id=');
    await screenshot(page, 'i10-tables-empty-outbox-light');

    await page.goto(`${fresh}/emails/drafts`);
    const drafts = page.getByRole('status').filter({ hasText: 'No drafts yet' });
    await drafts.waitFor();
    await noControls('drafts');
    expect(await drafts.getByRole('button', { name: 'Create draft' }).count()).toBe(1);

    for (const variant of ['dark', 'mobile'] as Variant[]) {
      const p = await signedInPage(variant);
      // (Users has its first user by now.)
      for (const path of ['/api-keys', '/emails']) {
        await p.goto(`${fresh}${path}`);
        await p.getByRole('status').filter({ has: p.getByText(/^No .* yet$/) }).waitFor();
        expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await screenshot(p, `i10-tables-empty-${path.slice(1)}-${variant}`);
      }
      await p.context().close();
    }
    await page.context().close();
  });
});
