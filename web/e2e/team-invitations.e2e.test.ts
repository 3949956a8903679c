import { createClientApp, memoryTokenStore } from '@gatehouse/sdk';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../../server/test/smtp-receiver.ts';
import { launch, newContext, screenshot, VARIANTS } from './browser.ts';
import { developerWithProject, serverCall, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 12, end to end in chromium: a developer makes every team member hold a permission they
 * define in the dashboard (the project's member default, team_member, now contains read_docs);
 * Alice creates a team in hosted account settings and invites Bob by e-mail; the e-mail arrives at
 * a real SMTP receiver (the project has its own SMTP server); Bob opens the link, signs up on the
 * hosted page, comes back to the invitation and joins; his account settings show read_docs in the
 * team, and the SDK's permission check with his own tokens answers granted.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);
const PASSWORD = 'correct horse battery staple';
const alice = `alice-${stamp}@example.com`;
const bob = `bob-${stamp}@example.com`;

let browser: Browser;
let smtp: SmtpReceiver;
let dev: DeveloperProject;
const contexts: BrowserContext[] = [];
let invitationLink = '';
let teamId = '';

beforeAll(async () => {
  browser = await launch();
  smtp = await startSmtpReceiver();
  dev = await developerWithProject(baseUrl, 'invites', {
    credential_enabled: true,
    magic_link_enabled: false,
    sign_up_enabled: true,
    client_team_creation_enabled: true,
    allow_team_api_keys: true,
    allow_user_api_keys: true,
    email_config: { type: 'standard', host: '127.0.0.1', port: smtp.smtpPort, username: 'acme', password: 'smtp-secret', sender_name: 'Acme', sender_email: 'mail@acme.test' },
  });
  await serverCall(baseUrl, dev, 'POST', '/users', { primary_email: alice, primary_email_auth_enabled: true, password: PASSWORD, display_name: 'Alice' });
});

afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

async function pageIn(storageState?: DeveloperProject['storageState']): Promise<Page> {
  const ctx = await newContext(browser, baseUrl, 'light', storageState);
  contexts.push(ctx);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
  return page;
}

/** The screen at 1280 px, at 375 px and dark (same page, same state), then back to light 1280. */
async function threeShots(page: Page, name: string) {
  await screenshot(page, `${name}-light`);
  await page.setViewportSize(VARIANTS.mobile.viewport);
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize(VARIANTS.dark.viewport);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${smtp.inboxUrl}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

const hosted = (page: string) => `/handler/${page}?project_id=${dev.projectId}`;

describe('team invitation by e-mail, accepted on the hosted page', () => {
  it('the developer defines read_docs in the dashboard and makes it part of the member default (team_member)', async () => {
    const page = await pageIn(dev.storageState);
    await page.goto(`/projects/${dev.projectId}/permissions`);
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    await page.getByRole('button', { name: 'Create permission' }).first().click();
    await page.getByLabel('Permission ID').fill('read_docs');
    await page.getByLabel('Description').fill('Read the team documents');
    await page.getByRole('button', { name: 'Create permission' }).last().click();
    await page.getByRole('listitem', { name: 'read_docs', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit team_member', exact: true }).click();
    await page.getByRole('checkbox', { name: /^read_docs/ }).click();
    await page.getByRole('button', { name: 'Save permission' }).click();
    const tree = page.getByRole('list', { name: 'Permissions contained in team_member' });
    await expect.poll(async () => (await tree.count()) && (await tree.getByRole('listitem').allTextContents()).some((t) => t.startsWith('read_docs'))).toBe(true);
    await page.context().close();
  });

  it('Alice signs in, creates a team in account settings, invites Bob and makes a team API key (secret shown once)', async () => {
    const page = await pageIn();
    await page.goto(hosted('sign-in'));
    await page.getByLabel('Email').fill(alice);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/handler/account-settings**');

    await page.getByText('You are not in a team yet').waitFor();
    await page.getByRole('button', { name: 'New team' }).click();
    await page.getByLabel('Team name').fill('Rocket');
    await page.getByRole('button', { name: 'Create team' }).click();
    // The new team opens at once.
    await page.getByRole('button', { name: 'Rocket', expanded: true }).waitFor();
    // The creator's default (team_admin) lets Alice invite and manage keys.
    const mine = page.getByRole('list', { name: 'Your permissions in Rocket' });
    // Issue 22 item 6: what the permission lets her do, its id only as small print beside it.
    await mine.getByRole('listitem', { name: 'Invite people' }).getByText('$invite_members', { exact: true }).waitFor();
    teamId = (await serverCall<{ items: Array<{ id: string; display_name: string }> }>(baseUrl, dev, 'GET', '/teams')).items.find((t) => t.display_name === 'Rocket')!.id;

    await page.getByLabel('Email address').fill(bob);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('list', { name: 'Pending invitations to Rocket' }).getByRole('listitem', { name: bob }).waitFor();

    const keyForm = page.getByRole('form', { name: 'Create an API key for Rocket' });
    await keyForm.getByLabel('Description').fill('deploy bot');
    await keyForm.getByRole('button', { name: 'Create API key' }).click();
    const secret = await page.getByRole('textbox', { name: 'New API key' }).inputValue();
    expect(secret).toMatch(/^sk_[0-9a-z]{45}[0-9a-f]{32}team.574ck4u7h[0-9a-f]{8}$/);
    await page.getByText('you will not see this key again').waitFor();
    await threeShots(page, 'hosted-account-team-key-created');
    // The server knows the key as Rocket's; the page never shows the secret again.
    const checked = await serverCall<{ team_id: string; description: string }>(baseUrl, dev, 'POST', '/team-api-keys/check', { api_key: secret });
    expect(checked).toMatchObject({ team_id: teamId, description: 'deploy bot' });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('list', { name: 'API keys of Rocket' }).getByRole('listitem', { name: 'deploy bot' }).getByText('Active').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // Her own key, in the user API keys card.
    const userForm = page.getByRole('form', { name: 'Create an API key for your account' });
    await userForm.getByLabel('Description').fill('laptop script');
    await userForm.getByRole('button', { name: 'Create API key' }).click();
    expect(await page.getByRole('textbox', { name: 'New API key' }).inputValue()).toMatch(/^sk_.*user/);
    await page.getByRole('button', { name: 'Done' }).click();
    const userKey = page.getByRole('list', { name: 'API keys of your account' }).getByRole('listitem', { name: 'laptop script' });
    await userKey.getByRole('button', { name: 'Revoke laptop script' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await userKey.getByText('Revoked').waitFor();
    await threeShots(page, 'hosted-account-teams');
  });

  it('the invitation arrives at the SMTP server, Bob signs up from its link, comes back and joins', async () => {
    let mails: ReceivedMail[] = [];
    await expect.poll(async () => (mails = await mailsTo(bob)).length, { timeout: 20_000 }).toBe(1);
    expect(mails[0]!.subject).toContain('Rocket');
    expect(mails[0]!.from).toContain('mail@acme.test');
    invitationLink = /https?:\/\/[^\s"<>]+\/handler\/team-invitation\?[^\s"<>]+/.exec(mails[0]!.text)![0];
    expect(invitationLink.startsWith(`${baseUrl}/handler/team-invitation?`)).toBe(true);
    expect(new URL(invitationLink).searchParams.get('code')).toMatch(/^[0-9a-z]{45}$/);

    const page = await pageIn();
    await page.goto(invitationLink);
    await page.getByRole('heading', { name: 'You have been invited to a team' }).waitFor();
    await threeShots(page, 'hosted-team-invitation-signed-out');
    // Through the sign-in page, switching to sign-up there: the way back to the invitation goes along.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/handler/sign-in**');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/handler/sign-up**');
    await page.getByLabel('Email').fill(bob);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const repeat = page.getByLabel('Repeat password');
    if (await repeat.count()) await repeat.fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Back on the same invitation (same code), signed in now.
    await page.waitForURL((u) => u.pathname === '/handler/team-invitation' && u.searchParams.get('code') === new URL(invitationLink).searchParams.get('code'));
    await page.getByRole('heading', { name: 'Join Rocket' }).waitFor();
    await page.getByText(`Signed in as ${bob}.`).waitFor();
    await threeShots(page, 'hosted-team-invitation-join');
    await page.getByRole('button', { name: 'Join Rocket' }).click();
    await page.getByRole('heading', { name: 'You joined Rocket' }).waitFor();
    await threeShots(page, 'hosted-team-invitation-joined');

    // The app's permission check, through the SDK with Bob's own session: granted (via team_member).
    const stored = await page.evaluate((key) => localStorage.getItem(key), `gatehouse-${dev.projectId}-tokens`);
    const tokens = JSON.parse(stored!) as { accessToken: string; refreshToken: string };
    const bobsApp = createClientApp({ baseUrl, projectId: dev.projectId, tokenStore: memoryTokenStore({ accessToken: tokens.accessToken }) });
    expect(await bobsApp.hasPermission(teamId, 'read_docs')).toBe(true);
    expect(await bobsApp.hasPermission(teamId, '$manage_api_keys')).toBe(false);

    // And what his account settings show: the team, read_docs among his permissions, no key management.
    await page.getByRole('link', { name: 'Go to account settings' }).click();
    await page.waitForURL('**/handler/account-settings**');
    await page.getByRole('button', { name: 'Rocket' }).click();
    await page.getByRole('list', { name: 'Your permissions in Rocket' }).getByText('read_docs', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Team API keys' }).count()).toBe(0);
    await threeShots(page, 'hosted-account-teams-member');
  });

  it('a used, an unknown and an expired link say so clearly; leaving the team asks first; an invitation to his verified address is joined from account settings', async () => {
    const page = contexts[contexts.length - 1]!.pages()[0]!;
    await page.goto(invitationLink);
    await page.getByRole('heading', { name: 'Invitation already used' }).waitFor();
    await threeShots(page, 'hosted-team-invitation-used');
    await page.goto(`${hosted('team-invitation')}&code=${'0'.repeat(45)}`);
    await page.getByRole('heading', { name: 'Invitation not found' }).waitFor();
    await threeShots(page, 'hosted-team-invitation-unknown');

    // An invitation past its lifetime: sent by the server, then its expiry moved into the past in
    // the database (the server compares with the database clock), as if a week had gone by.
    const carol = `carol-${stamp}@example.com`;
    const sent = await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/team-invitations/send-code', { team_id: teamId, email: carol, callback_url: `${baseUrl}${hosted('team-invitation')}` });
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const moved = await db.query("update verification_code set expires_at = now() - interval '1 minute' where id = $1 and type = 'TEAM_INVITATION'", [sent.id]);
      expect(moved.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    let carolMails: ReceivedMail[] = [];
    await expect.poll(async () => (carolMails = await mailsTo(carol)).length, { timeout: 20_000 }).toBe(1);
    await page.goto(/https?:\/\/[^\s"<>]+\/handler\/team-invitation\?[^\s"<>]+/.exec(carolMails[0]!.text)![0]);
    await page.getByRole('heading', { name: 'Invitation expired' }).waitFor();
    await threeShots(page, 'hosted-team-invitation-expired');
    await page.goto(hosted('team-invitation'));
    await page.getByText('This invitation link has no code.').waitFor();

    await page.goto(hosted('account-settings'));
    await page.getByRole('button', { name: 'Rocket' }).click();
    await page.getByRole('button', { name: 'Leave team' }).click();
    await page.getByRole('dialog', { name: 'Leave Rocket?' }).getByRole('button', { name: 'Leave team' }).click();
    await page.getByText('You are not in a team yet').waitFor();
    const members = await serverCall<{ items: Array<{ user_id: string }> }>(baseUrl, dev, 'GET', `/team-member-profiles?team_id=${teamId}`);
    expect(members.items).toHaveLength(1);

    // Invited again, now with his address verified: account settings offers the invitation itself
    // (accepted by id, no link needed).
    const bobId = (await serverCall<{ items: Array<{ id: string }> }>(baseUrl, dev, 'GET', `/users?query=${encodeURIComponent(bob)}`)).items[0]!.id;
    await serverCall(baseUrl, dev, 'PATCH', `/users/${bobId}`, { primary_email_verified: true });
    await serverCall(baseUrl, dev, 'POST', '/team-invitations/send-code', { team_id: teamId, email: bob, callback_url: `${baseUrl}${hosted('team-invitation')}` });
    await page.reload();
    const offered = page.getByRole('list', { name: 'Invitations for you' }).getByRole('listitem', { name: 'Rocket' });
    await offered.waitFor();
    // In no team with an invitation waiting, the card points at the invitation, not at a teammate.
    await page.getByText('You are not in a team yet. A team invited you: join it here, or create your own with New team.').waitFor();
    expect(await page.getByText(/ask a teammate/i).count()).toBe(0);
    await threeShots(page, 'hosted-account-invitations-for-you');
    await offered.getByRole('button', { name: 'Join Rocket' }).click();
    await page.getByRole('button', { name: 'Rocket', expanded: true }).waitFor();
    // The team shows as soon as the join answers; the invitation list goes after its own re-read.
    await page.getByRole('list', { name: 'Invitations for you' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('list', { name: 'Invitations for you' }).count()).toBe(0);
    expect(await page.getByText(/not in a team yet/).count()).toBe(0);
    const after = await serverCall<{ items: Array<{ user_id: string }> }>(baseUrl, dev, 'GET', `/team-member-profiles?team_id=${teamId}`);
    expect(after.items.map((m) => m.user_id)).toContain(bobId);
  });
});
