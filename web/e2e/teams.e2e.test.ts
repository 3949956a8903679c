import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 12, dashboard: a developer defines a team permission containing another, creates a team
 * for a user, adds a member, grants the permission, and the team page shows it; the server agrees
 * (the contained permission is held too). Screenshots of Teams, the team page and Permissions.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;

const stamp = Date.now().toString(36);
const alice = `alice-${stamp}@example.com`;
const bob = `bob-${stamp}@example.com`;
const ids: Record<string, string> = {};
let teamId = '';

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'teams');
  ids.alice = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: alice, display_name: 'Alice Owner' })).id;
  ids.bob = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: bob, display_name: 'Bob Member' })).id;
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `/projects/${dev.projectId}${path}`;

describe('teams and permissions in the dashboard', () => {
  it('defines a team permission containing another; the tree shows it and the system ones are read-only', async () => {
    await page.goto(url('/permissions'));
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    // The six system permissions are listed, read-only.
    const system = page.getByRole('listitem', { name: '$update_team', exact: true });
    await system.waitFor();
    await expect.poll(() => system.getByText('System').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit $update_team' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete $update_team' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create permission' }).first().click();
    await page.getByLabel('Permission ID').fill('read_docs');
    await page.getByLabel('Description').fill('Read the team documents');
    await page.getByRole('button', { name: 'Create permission' }).last().click();
    await page.getByRole('listitem', { name: 'read_docs', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create permission' }).first().click();
    await page.getByLabel('Permission ID').fill('edit_docs');
    await page.getByRole('checkbox', { name: /^read_docs/ }).click();
    await page.getByRole('checkbox', { name: /^\$read_members/ }).click();
    await page.getByRole('button', { name: 'Create permission' }).last().click();

    const tree = page.getByRole('list', { name: 'Permissions contained in edit_docs' });
    await tree.waitFor();
    expect((await tree.getByRole('listitem').allTextContents()).sort()).toEqual(['$read_members', 'read_docs']);

    // A duplicate id is refused in place with the server's message.
    await page.getByRole('button', { name: 'Create permission' }).first().click();
    await page.getByLabel('Permission ID').fill('read_docs');
    await page.getByRole('button', { name: 'Create permission' }).last().click();
    await page.getByRole('dialog').getByText("A permission with the id 'read_docs' already exists in this project", { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('listitem', { name: 'read_docs', exact: true }).count()).toBe(1);
  });

  it('creates a team for a user, adds a member, grants the permission; the team page shows it', async () => {
    await page.goto(url('/teams'));
    await page.getByRole('heading', { name: 'Teams' }).waitFor();
    await page.getByRole('button', { name: 'Create team' }).first().click();
    await page.getByLabel('Team name').fill('Docs team');
    await page.getByLabel('Creator').fill(alice);
    await page.getByRole('dialog').getByRole('button', { name: 'Create team' }).click();
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    teamId = page.url().split('/').at(-1)!;
    await page.getByRole('heading', { name: 'Docs team' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Alice Owner' }).waitFor();

    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('dialog').getByLabel('User').fill(bob);
    await page.getByRole('dialog').getByRole('button', { name: 'Add member' }).click();
    const bobRow = page.getByRole('row').filter({ hasText: 'Bob Member' });
    await bobRow.waitFor();

    await bobRow.getByRole('button', { name: 'Actions for Bob Member' }).click();
    await page.getByRole('menuitem', { name: 'Edit permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Bob Member' });
    const box = dialog.getByRole('checkbox', { name: /^edit_docs/ });
    // Issue 22 item 7: a tick only edits a draft; Cancel drops it and nothing is granted.
    await box.click();
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('status').filter({ hasText: 'Grant: edit_docs' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await serverCall<{ items: Array<{ id: string }> }>(baseUrl, dev, 'GET', `/team-permissions?team_id=${teamId}&user_id=${ids.bob}`)).items.map((p) => p.id)).not.toContain('edit_docs');
    // Again, then Save: the summary says what changes, and one Save sends it.
    await bobRow.getByRole('button', { name: 'Actions for Bob Member' }).click();
    await page.getByRole('menuitem', { name: 'Edit permissions' }).click();
    expect(await box.getAttribute('aria-checked')).toBe('false');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await box.click();
    await dialog.getByRole('status').filter({ hasText: 'Grant: edit_docs' }).waitFor();
    await screenshot(page, 'i22-member-permissions-draft-light');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bobRow.getByText('edit_docs', { exact: true }).waitFor();

    // The server agrees, and the contained permission comes with the grant.
    const held = await serverCall<{ items: Array<{ id: string }> }>(baseUrl, dev, 'GET', `/team-permissions?team_id=${teamId}&user_id=${ids.bob}&recursive=true`);
    expect(held.items.map((p) => p.id)).toEqual(expect.arrayContaining(['edit_docs', 'read_docs', '$read_members']));

    // After a reload the page still shows it (nothing was only in the browser's memory).
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Bob Member' }).getByText('edit_docs', { exact: true }).waitFor();
    // Renaming: the page's title follows, and the teams list too.
    for (const name of ['Documentation', 'Docs team']) {
      await page.getByLabel('Team name').fill(name);
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    expect((await serverCall<{ display_name: string }>(baseUrl, dev, 'GET', `/teams/${teamId}`)).display_name).toBe('Docs team');
  });

  it('the teams table searches in the URL and counts members; the user page lists the team', async () => {
    await serverCall(baseUrl, dev, 'POST', '/teams', { display_name: 'Other crew' });
    await page.goto(url('/teams'));
    const docsRow = page.getByRole('row').filter({ hasText: 'Docs team' });
    await docsRow.waitFor();
    await expect.poll(() => docsRow.getByRole('cell').nth(1).textContent()).toBe('2');
    await page.getByRole('row').filter({ hasText: 'Other crew' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill('docs');
    await page.waitForURL(/q=docs/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Other crew' }).count()).toBe(0);
    await page.reload();
    await docsRow.waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Other crew' }).count()).toBe(0);

    // A project permission defined on the Project tab (its scope in the URL), granted through the API.
    await page.goto(url('/permissions'));
    await page.getByRole('tab', { name: 'Project permissions' }).click();
    await page.waitForURL(/scope=project/);
    await page.getByRole('button', { name: 'Create permission' }).first().click();
    await page.getByLabel('Permission ID').fill('view_reports');
    await page.getByRole('dialog').getByRole('button', { name: 'Create permission' }).click();
    await page.getByRole('list', { name: 'Project permissions' }).getByRole('listitem', { name: 'view_reports' }).waitFor();
    await serverCall(baseUrl, dev, 'POST', `/project-permissions/${ids.bob}/view_reports`);

    await page.goto(url(`/users/${ids.bob}`));
    await page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: 'Docs team' }).waitFor();
    await page.getByRole('region', { name: 'Project permissions' }).getByText('view_reports').waitFor();
    // Revoked from the user page: the badge goes, and the server agrees.
    await page.getByRole('button', { name: 'Edit project permissions' }).click();
    const granted = page.getByRole('dialog').getByRole('checkbox', { name: /^view_reports/ });
    expect(await granted.getAttribute('aria-checked')).toBe('true');
    await granted.click();
    await expect.poll(() => granted.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Project permissions' }).getByText('None granted.').waitFor();
    expect((await serverCall<{ items: unknown[] }>(baseUrl, dev, 'GET', `/project-permissions?user_id=${ids.bob}`)).items).toEqual([]);
    await page.getByRole('button', { name: 'Edit project permissions' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: /^view_reports/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Project permissions' }).getByText('view_reports').waitFor();
    await screenshot(page, 'teams-user-page-light');
    await page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: 'Docs team' }).click();
    await page.waitForURL(new RegExp(`/teams/${teamId}$`));
  });

  it('screenshots of Teams, the team page and Permissions at 1280 px, 375 px and dark', async () => {
    const screens: Array<[string, string]> = [
      ['teams', url('/teams')],
      ['team-page', url(`/teams/${teamId}`)],
      ['permissions', url('/permissions')],
    ];
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      for (const [name, path] of screens) {
        await p.goto(path);
        await p.getByRole('heading').first().waitFor();
        await p.getByText(name === 'permissions' ? 'edit_docs' : 'Docs team').first().waitFor();
        if (variant === 'mobile') {
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${name} overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
        }
        await screenshot(p, `teams-${name}-${variant}`);
      }
      await c.close();
    }
  });
});

describe('deleting teams and permissions', () => {
  it('deletes a team from its page after a ticked confirmation, with its memberships', async () => {
    const doomed = await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/teams', { display_name: 'Doomed team', creator_user_id: ids.alice });
    await page.goto(url(`/teams/${doomed.id}`));
    await page.getByRole('heading', { name: 'Doomed team' }).waitFor();
    await page.getByRole('button', { name: 'Delete team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete team' });
    expect(await dialog.getByRole('button', { name: 'Delete team' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Delete team' }).click();
    await page.waitForURL(`**/projects/${dev.projectId}/teams`);
    await serverCall(baseUrl, dev, 'GET', `/teams/${doomed.id}`, undefined, [404]);
    const left = await serverCall<{ items: Array<{ id: string }> }>(baseUrl, dev, 'GET', `/teams?user_id=${ids.alice}`);
    expect(left.items.map((t) => t.id)).not.toContain(doomed.id);
  });

  it('deletes a permission after confirmation; definitions that contained it no longer do', async () => {
    await page.goto(url('/permissions'));
    await page.getByRole('button', { name: 'Delete read_docs' }).click();
    await page.getByRole('dialog', { name: 'Delete permission' }).getByRole('button', { name: 'Delete permission' }).click();
    await expect.poll(() => page.getByRole('listitem', { name: 'read_docs', exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: 'Permissions contained in edit_docs' }).getByRole('listitem').allTextContents()).toEqual(['$read_members']);
  });
});
