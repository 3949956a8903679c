import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 10, items 1, 9 and 16: the users table's sorting and filters live in the URL (TanStack
 * Router search params), Back and Forward restore them, and the server sorts, filters and pages.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;

const stamp = Date.now().toString(36);
const mail = (name: string) => `${name}-${stamp}@example.com`;
/** Created one after the other, so each signs up later than the one before (the server's order). */
const seeded = [
  { key: 'verifiedPassword', body: { primary_email: mail('a-verified-pw'), primary_email_verified: true, password: 'correct horse battery' } },
  { key: 'unverifiedPassword', body: { primary_email: mail('b-unverified-pw'), primary_email_verified: false, password: 'correct horse battery' } },
  { key: 'verifiedCode', body: { primary_email: mail('c-verified-code'), primary_email_verified: true, otp_auth_enabled: true } },
  { key: 'unverifiedCode', body: { primary_email: mail('d-unverified-code'), primary_email_verified: false, otp_auth_enabled: true } },
  { key: 'passkey', body: { primary_email: mail('e-passkey'), primary_email_verified: true, passkey_auth_enabled: true } },
  { key: 'anonymous', body: { is_anonymous: true } },
  ...Array.from({ length: 9 }, (_, i) => ({ key: `filler${i}`, body: { primary_email: mail(`f${i}-filler`), primary_email_verified: true } })),
];
const ids: Record<string, string> = {};
/** The non-anonymous users in sign-up order (the table leaves anonymous users out by default). */
let listed: string[] = [];

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'users-table');
  for (const s of seeded) ids[s.key] = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', s.body)).id;
  listed = seeded.filter((s) => s.key !== 'anonymous').map((s) => ids[s.key]);
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const usersUrl = () => `/projects/${dev.projectId}/users`;
const search = () => new URL(page.url()).searchParams;
/** The seeded users the rows show, top to bottom, told apart by their e-mail (the anonymous one has none). */
async function rowIds(): Promise<string[]> {
  const texts = await page.getByRole('row').allTextContents();
  return texts.flatMap((t) => {
    if (t.includes('Anonymous user')) return [ids.anonymous];
    const s = seeded.find((x) => 'primary_email' in x.body && t.includes(x.body.primary_email as string));
    return s ? [ids[s.key]] : [];
  });
}
const rowOf = (key: string) => page.getByRole('row').filter({ hasText: (seeded.find((s) => s.key === key)!.body as { primary_email: string }).primary_email });
async function waitForRows(expected: string[]) {
  await expect.poll(rowIds, { timeout: 10_000 }).toEqual(expected);
}
const header = () => page.getByRole('columnheader', { name: 'Signed up' });

describe('users table in a real browser', () => {
  it('cycles the sort through both directions and back, in the URL, with the server ordering the rows', async () => {
    await page.goto(usersUrl());
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    // Default: newest first, nothing in the URL.
    await waitForRows([...listed].reverse().slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('descending');
    expect(search().toString()).toBe('');

    await page.getByRole('button', { name: 'Signed up' }).click();
    await page.waitForURL(/sort=signed_up_at/);
    expect(search().get('sort')).toBe('signed_up_at');
    await waitForRows(listed.slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('ascending');

    await page.getByRole('button', { name: 'Signed up' }).click();
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await waitForRows([...listed].reverse().slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('descending');

    // And around again: the third click is ascending once more.
    await page.getByRole('button', { name: 'Signed up' }).click();
    await page.waitForURL(/sort=signed_up_at/);
    await waitForRows(listed.slice(0, 10));
  });

  it('restores the sorting with Back and Forward, and a reload keeps it', async () => {
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await waitForRows([...listed].reverse().slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('descending');
    await page.goBack();
    await page.waitForURL(/sort=signed_up_at/);
    await waitForRows(listed.slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('ascending');
    await page.goForward();
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await waitForRows([...listed].reverse().slice(0, 10));
    await page.goBack();
    await page.reload();
    await waitForRows(listed.slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps the cursor page in the URL: Next, Back, a reload of page 2 and First', async () => {
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL(/page=2/);
    expect(search().get('cursor')).toBe(listed[10]);
    await waitForRows(listed.slice(10));
    await page.getByText('Page 2').waitFor();
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('page'));
    await waitForRows(listed.slice(0, 10));
    await page.goForward();
    await waitForRows(listed.slice(10));
    await page.reload();
    await waitForRows(listed.slice(10));
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await page.waitForURL((u) => !u.searchParams.has('page'));
    await waitForRows(listed.slice(0, 10));
    // A shared link to page 2 (no history entry behind it) still loads it, and First goes home.
    await page.goto(`${usersUrl()}?sort=signed_up_at&page=2&cursor=${listed[10]}`);
    await waitForRows(listed.slice(10));
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await waitForRows(listed.slice(0, 10));
  });

  it('narrows the table with each server filter, one status and one method at a time', async () => {
    await page.goto(`${usersUrl()}?sort=signed_up_at`);
    await waitForRows(listed.slice(0, 10));
    const filter = async (title: string, option: string) => {
      await page.getByRole('button', { name: `Filter by ${title}` }).click();
      await page.getByRole('dialog', { name: `Filter by ${title}` }).getByRole('checkbox', { name: option, exact: true }).click();
    };
    const close = () => page.keyboard.press('Escape');

    await filter('Status', 'Unverified');
    await page.waitForURL(/filter\.status=unverified/);
    await waitForRows([ids.unverifiedPassword, ids.unverifiedCode]);
    // A second status replaces the first: a user has one status.
    await page.getByRole('dialog', { name: 'Filter by Status' }).getByRole('checkbox', { name: 'Anonymous', exact: true }).click();
    await page.waitForURL(/filter\.status=anonymous/);
    await waitForRows([ids.anonymous]);
    await page.getByRole('dialog', { name: 'Filter by Status' }).getByRole('checkbox', { name: 'Verified', exact: true }).click();
    await page.waitForURL(/filter\.status=verified/);
    // Ten to a page: the first page of the *filtered* list, as the server pages it.
    await waitForRows([ids.verifiedPassword, ids.verifiedCode, ids.passkey, ...listed.slice(5, 12)]);
    await close();

    await filter('Sign-in method', 'E-mail code');
    await page.waitForURL(/filter\.method=otp/);
    // Both filters apply (verified AND e-mail code).
    await waitForRows([ids.verifiedCode]);
    await page.getByRole('dialog', { name: 'Filter by Sign-in method' }).getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((u) => !u.searchParams.has('filter.method'));
    await close();
    await page.goBack();
    await page.waitForURL(/filter\.method=otp/);
    await waitForRows([ids.verifiedCode]);

    await page.goto(`${usersUrl()}?sort=signed_up_at&filter.method=password`);
    await waitForRows([ids.verifiedPassword, ids.unverifiedPassword]);
    await page.goto(`${usersUrl()}?sort=signed_up_at&filter.method=passkey`);
    await waitForRows([ids.passkey]);
    // The Status column and the method badges are apart.
    expect(await rowOf('passkey').getByRole('cell', { name: 'Verified', exact: true }).count()).toBe(1);
    expect(await rowOf('passkey').getByRole('cell', { name: 'Passkey', exact: true }).count()).toBe(1);
  });

  it('falls back to the defaults for a hand-edited URL instead of failing', async () => {
    await page.goto(`${usersUrl()}?sort=-password&size=7&page=x&filter.status=nonsense&hide=ghost`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await waitForRows([...listed].reverse().slice(0, 10));
    expect(await header().getAttribute('aria-sort')).toBe('descending');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('looks right with the filters open at 1280 px, 375 px and in dark mode', async () => {
    for (const variant of ['light', 'dark', 'mobile'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, await ctx.storageState());
      const p = await c.newPage();
      await p.goto(`${usersUrl()}?sort=signed_up_at&filter.status=verified`);
      await p.getByRole('button', { name: 'Filter by Sign-in method' }).click();
      await p.getByRole('dialog', { name: 'Filter by Sign-in method' }).waitFor();
      await screenshot(p, `users-filters-${variant}`);
      await c.close();
    }
  });
});
