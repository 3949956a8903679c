import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 12, dashboard: a team's invitations (send, list with expiry, revoke after confirmation),
 * team API keys and user API keys (off until the project switch in Settings is on; created with the
 * secret shown once, which the server then accepts; revoked after confirmation, which it then refuses).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;

const stamp = Date.now().toString(36);
const owner = `owner-${stamp}@example.com`;
const invitee = `invitee-${stamp}@example.com`;
let userId = '';
let teamId = '';

type Invitations = { items: Array<{ id: string; recipient_email: string; expires_at_millis: number }> };
type Keys = { items: Array<{ id: string; description: string; manually_revoked_at_millis?: number }> };

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'invites');
  userId = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: owner, display_name: 'Olivia Owner' })).id;
  teamId = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/teams', { display_name: 'Platform team', creator_user_id: userId })).id;
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `/projects/${dev.projectId}${path}`;

/** Whether the server accepts a key as its owner's (POST .../check answers the key, else a known error). */
async function check(kind: 'user' | 'team', secret: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/${kind}-api-keys/check`, { method: 'POST', headers: dev.serverHeaders, body: JSON.stringify({ api_key: secret }) });
  const body = (await res.json()) as { code?: string };
  return res.status === 200 ? 'ok' : `${res.status} ${body.code}`;
}

describe('team invitations in the dashboard', () => {
  it('sends an invitation by e-mail; it is listed with its expiry and the server has it', async () => {
    await page.goto(url(`/teams/${teamId}`));
    const card = page.getByRole('region', { name: 'Invitations' });
    await card.getByText('No pending invitations.').waitFor();
    await card.getByLabel('Invite by e-mail').fill(invitee);
    await card.getByRole('button', { name: 'Send invitation' }).click();
    const row = card.getByRole('listitem', { name: invitee });
    await row.waitFor();
    await row.getByText(/^Expires /).waitFor();
    expect(await card.getByLabel('Invite by e-mail').inputValue()).toBe('');
    const listed = await serverCall<Invitations>(baseUrl, dev, 'GET', `/team-invitations?team_id=${teamId}`);
    expect(listed.items.map((i) => i.recipient_email)).toEqual([invitee]);
    // Seven days by default (the project's invitation lifetime).
    expect(Math.abs(listed.items[0].expires_at_millis - (Date.now() + 7 * 86_400_000))).toBeLessThan(120_000);
  });

  it('a bad address is refused in place and nothing is sent', async () => {
    const card = page.getByRole('region', { name: 'Invitations' });
    await card.getByLabel('Invite by e-mail').fill('not-an-address');
    await card.getByRole('button', { name: 'Send invitation' }).click();
    // The browser's own check stops it first: still one invitation, on the server too.
    expect(await card.getByLabel('Invite by e-mail').evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
    expect((await serverCall<Invitations>(baseUrl, dev, 'GET', `/team-invitations?team_id=${teamId}`)).items).toHaveLength(1);
  });

  it('revokes an invitation after confirmation; cancelling keeps it', async () => {
    const card = page.getByRole('region', { name: 'Invitations' });
    await card.getByRole('button', { name: `Revoke invitation to ${invitee}` }).click();
    await page.getByRole('dialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Cancel' }).click();
    expect((await serverCall<Invitations>(baseUrl, dev, 'GET', `/team-invitations?team_id=${teamId}`)).items).toHaveLength(1);

    await card.getByRole('button', { name: `Revoke invitation to ${invitee}` }).click();
    await page.getByRole('dialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Revoke invitation' }).click();
    await card.getByText('No pending invitations.').waitFor();
    expect((await serverCall<Invitations>(baseUrl, dev, 'GET', `/team-invitations?team_id=${teamId}`)).items).toEqual([]);
  });
});

describe('team and user API keys in the dashboard', () => {
  it('while team API keys are off the card says where to turn them on; the Settings switch does', async () => {
    await page.goto(url(`/teams/${teamId}`));
    const card = page.getByRole('region', { name: 'Team API keys' });
    await card.getByText('Team API keys are off for this project.').waitFor();
    expect(await card.getByRole('button', { name: 'Create API key' }).isDisabled()).toBe(true);
    await screenshot(page, 'team-keys-off-light');
    await card.getByRole('link', { name: /Turn on “Team API keys” in Settings/ }).click();
    await page.waitForURL(/\/settings\/users$/);
    for (const label of ['Team API keys', 'User API keys']) {
      const sw = page.getByRole('switch', { name: label });
      await sw.click();
      await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
    }
    const project = await serverCall<{ config: { allow_team_api_keys: boolean; allow_user_api_keys: boolean } }>(baseUrl, dev, 'GET', '/projects/current');
    expect(project.config.allow_team_api_keys).toBe(true);
    expect(project.config.allow_user_api_keys).toBe(true);
  });

  it('creates a team key: the secret is shown once with a copy button, and the server accepts it as the team’s', async () => {
    await page.goto(url(`/teams/${teamId}`));
    const card = page.getByRole('region', { name: 'Team API keys' });
    await card.getByText(/No API keys yet/).waitFor();
    await card.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Description').fill('Deploy bot');
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.getByText('you will not see this key again', { exact: false }).waitFor();
    const secret = await shown.getByLabel('API key', { exact: true }).inputValue();
    expect(secret).toMatch(/^sk_/);
    await shown.getByRole('button', { name: 'Copy API key' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'team-key-created-light');
    await shown.getByRole('button', { name: 'I have saved this key' }).click();

    const row = card.getByRole('listitem', { name: 'Deploy bot' });
    await row.getByText('Active').waitFor();
    await row.getByText(`sk_…${secret.slice(-4)}`).waitFor();
    // The page never shows the secret again.
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await check('team', secret)).toBe('ok');
    (globalThis as { teamSecret?: string }).teamSecret = secret;
  });

  it('revokes the team key after confirmation; the server refuses it from then on', async () => {
    const secret = (globalThis as { teamSecret?: string }).teamSecret!;
    const card = page.getByRole('region', { name: 'Team API keys' });
    await card.getByRole('button', { name: 'Revoke Deploy bot' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
    const row = card.getByRole('listitem', { name: 'Deploy bot' });
    await row.getByText('Revoked').waitFor();
    expect(await row.getByRole('button', { name: 'Revoke Deploy bot' }).isDisabled()).toBe(true);
    expect(await check('team', secret)).toBe('401 API_KEY_REVOKED');
    const keys = await serverCall<Keys>(baseUrl, dev, 'GET', `/team-api-keys?team_id=${teamId}`);
    expect(keys.items[0].manually_revoked_at_millis).toEqual(expect.any(Number));
  });

  it('the user page lists the user’s keys, creates one that never expires and revokes it', async () => {
    await page.goto(url(`/users/${userId}`));
    const card = page.getByRole('region', { name: 'User API keys' });
    await card.getByText(/No API keys yet/).waitFor();
    await card.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Description').fill('Personal script');
    await dialog.getByRole('combobox', { name: 'Expires in' }).click();
    await page.getByRole('option', { name: 'Never' }).click();
    await dialog.getByRole('button', { name: 'Create API key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const secret = await shown.getByLabel('API key', { exact: true }).inputValue();
    await shown.getByRole('button', { name: 'I have saved this key' }).click();
    const row = card.getByRole('listitem', { name: 'Personal script' });
    await row.getByText(/never expires/).waitFor();
    expect(await check('user', secret)).toBe('ok');
    // A team key is not a user key (WRONG_API_KEY_TYPE): the two cards are not mixed up.
    expect(await check('team', secret)).toBe('400 WRONG_API_KEY_TYPE');

    await card.getByRole('button', { name: 'Revoke Personal script' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    expect(await check('user', secret)).toBe('401 API_KEY_REVOKED');
    // One live key left for the screenshots.
    await serverCall(baseUrl, dev, 'POST', '/user-api-keys', { user_id: userId, description: 'Reporting', expires_at_millis: Date.now() + 30 * 86_400_000 });
    await serverCall(baseUrl, dev, 'POST', '/team-invitations/send-code', { team_id: teamId, email: invitee, callback_url: `${baseUrl}/handler/team-invitation` });
  });

  it('screenshots of the team page and the user page at 1280 px, 375 px and dark', async () => {
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      for (const [name, path, region, text] of [
        ['team-page', url(`/teams/${teamId}`), 'Invitations', invitee],
        ['user-page', url(`/users/${userId}`), 'User API keys', 'Reporting'],
      ] as const) {
        await p.goto(path);
        const card = p.getByRole('region', { name: region });
        await card.getByText(text).first().waitFor();
        if (variant === 'mobile') {
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${name} overflows at 375 px by ${overflow}px`).toBeLessThanOrEqual(0);
        }
        await card.scrollIntoViewIfNeeded();
        await screenshot(p, `invites-keys-${name}-${variant}`);
      }
      await c.close();
    }
  });
});
