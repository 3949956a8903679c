import { describe, expect, it } from 'vitest';
import { baseUrl, newProject, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { mailsTo, smtpPort, waitForMail } from '../../../test/mailbox.ts';
import { MARKETING, TRANSACTIONAL } from './notification-categories.ts';


const ownSmtp = () => ({ email_config: { type: 'standard' as const, host: '127.0.0.1', port: smtpPort(), username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'news@acme.test' } });

async function user(project: TestProject) {
  const u = await signedInUser(project, { primaryEmail: uniqueEmail('notify'), primaryEmailVerified: true });
  return { id: u.id, email: u.email!, client: project.client(u.accessToken) };
}

describe('notification preferences', () => {
  it('lists both categories, lets Marketing be turned off and never Transactional', async () => {
    const project = await newProject();
    const u = await user(project);
    const list = await u.client.GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: 'me' } } });
    expect(list.data).toEqual({
      items: [
        { notification_category_id: TRANSACTIONAL.id, notification_category_name: 'Transactional', enabled: true, can_disable: false },
        { notification_category_id: MARKETING.id, notification_category_name: 'Marketing', enabled: true, can_disable: true },
      ],
      is_paginated: false,
    });
    const off = await u.client.PATCH('/emails/notification-preference/{user_id}/{notification_category_id}', { params: { path: { user_id: 'me', notification_category_id: MARKETING.id } }, body: { enabled: false } });
    expect(off.data).toEqual({ notification_category_id: MARKETING.id, notification_category_name: 'Marketing', enabled: false, can_disable: true });
    const server = await project.server().GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: u.id } } });
    expect(server.data!.items.find((p) => p.notification_category_id === MARKETING.id)!.enabled).toBe(false);

    expectKnownError(
      await u.client.PATCH('/emails/notification-preference/{user_id}/{notification_category_id}', { params: { path: { user_id: 'me', notification_category_id: TRANSACTIONAL.id } }, body: { enabled: false } }),
      400,
      'NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED',
    );
    expectKnownError(
      await u.client.PATCH('/emails/notification-preference/{user_id}/{notification_category_id}', { params: { path: { user_id: 'me', notification_category_id: '00000000-0000-4000-8000-000000000000' } }, body: { enabled: false } }),
      404,
      'NOTIFICATION_CATEGORY_NOT_FOUND',
    );
    const other = await user(project);
    expectKnownError(await u.client.GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: other.id } } }), 403, 'CANNOT_ACCESS_OTHER_USER');
    expectKnownError(await project.server().GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: '00000000-0000-4000-8000-000000000000' } } }), 404, 'USER_NOT_FOUND');
  });
});

describe('send-email and unsubscribe links', () => {
  it('needs the project\'s own SMTP server', async () => {
    const project = await newProject();
    const u = await user(project);
    expectKnownError(await project.server().POST('/emails/send-email', { body: { user_ids: [u.id], subject: 'Hi', html: '<p>Hi</p>' } }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER');
  });

  it('the unsubscribe pages speak the project default locale, or the `lang` query', async () => {
    const project = await newProject({ ...ownSmtp(), default_locale: 'de' });
    const a = await user(project);
    await project.server().POST('/emails/send-email', { body: { user_ids: [a.id], subject: 'Neuigkeiten', html: '<p>x</p>', notification_category_name: 'Marketing' } });
    const mail = await waitForMail(a.email);
    const link = new URL(/(https?:\/\/\S+\/api\/v1\/emails\/unsubscribe-link\?code=[0-9a-z]{45})/.exec(mail.text)![1]);
    const path = link.pathname + link.search;
    const german = await (await fetch(`${baseUrl()}${path}`)).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Keine Marketing-E-Mails von');
    expect(german).not.toContain('Stop receiving');
    // An unsupported lang is ignored (not refused): the project default.
    expect(await (await fetch(`${baseUrl()}${path}&lang=xx`)).text()).toContain('Keine Marketing-E-Mails von');
    const english = await (await fetch(`${baseUrl()}${path}&lang=en`)).text();
    expect(english).toContain('Stop receiving Marketing e-mails');
    expect(english).toMatch(/action="\?code=[0-9a-z]{45}&amp;lang=en"/);
    const done = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const doneText = await done.text();
    expect(doneText).toContain('Abgemeldet');
    expect(doneText).toContain('Sie erhalten keine Marketing-E-Mails von');
  });

  it('sends marketing mail with a working unsubscribe link and respects the preference', async () => {
    const project = await newProject(ownSmtp());
    const a = await user(project);
    const b = await user(project);
    await b.client.PATCH('/emails/notification-preference/{user_id}/{notification_category_id}', { params: { path: { user_id: 'me', notification_category_id: MARKETING.id } }, body: { enabled: false } });

    const sent = await project.server().POST('/emails/send-email', { body: { user_ids: [a.id, b.id], subject: 'News', html: '<h1>News</h1><p>Big &amp; new</p>', notification_category_name: 'Marketing' } });
    expect(sent.response.status).toBe(200);
    expect(sent.data!.results.map((r) => r.user_id).sort()).toEqual([a.id, b.id].sort());
    const mail = await waitForMail(a.email);
    expect(mail.subject).toBe('News');
    expect(mail.from).toContain('news@acme.test');
    expect(mail.text).toContain('Big & new');
    const link = /(https?:\/\/\S+\/api\/v1\/emails\/unsubscribe-link\?code=[0-9a-z]{45})/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    expect(mail.html).toContain('unsubscribe-link?code=');
    expect(mail.headers['list-unsubscribe']).toContain('unsubscribe-link?code=');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Opening the link only asks (mail scanners prefetch links); the page's button unsubscribes.
    const path = new URL(link!).pathname + new URL(link!).search;
    const confirm = await fetch(`${baseUrl()}${path}`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-type')).toContain('text/html');
    const form = await confirm.text();
    expect(form).toContain('Stop receiving Marketing e-mails');
    expect(form).toMatch(/<form method="post" action="\?code=[0-9a-z]{45}">/);
    const before = await a.client.GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: 'me' } } });
    expect(before.data!.items.find((p) => p.notification_category_id === MARKETING.id)!.enabled).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('You will no longer receive Marketing e-mails');
    }
    const prefs = await a.client.GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: 'me' } } });
    expect(prefs.data!.items.find((p) => p.notification_category_id === MARKETING.id)!.enabled).toBe(false);

    // Transactional mail still reaches both, without an unsubscribe link.
    await project.server().POST('/emails/send-email', { body: { user_ids: [a.id, b.id], subject: 'Receipt', html: '<p>Thanks</p>' } });
    const receipt = await waitForMail(b.email, { subject: /^Receipt$/ });
    expect(receipt.text).not.toContain('unsubscribe');
    await waitForMail(a.email, { subject: /^Receipt$/ });
    await project.server().POST('/emails/send-email', { body: { user_ids: [a.id], subject: 'More news', html: '<p>x</p>', notification_category_name: 'Marketing' } });
    await new Promise((r) => setTimeout(r, 800));
    expect((await mailsTo(a.email)).map((m) => m.subject)).toEqual(['News', 'Receipt']);
    expect((await mailsTo(b.email)).map((m) => m.subject)).toEqual(['Receipt']);
  });

  it('sends to all users, and checks the recipients', async () => {
    const project = await newProject(ownSmtp());
    const a = await user(project);
    const b = await user(project);
    const all = await project.server().POST('/emails/send-email', { body: { all_users: true, subject: 'All', html: '<p>all</p>' } });
    expect(all.data!.results.map((r) => r.user_id).sort()).toEqual([a.id, b.id].sort());
    await waitForMail(a.email);
    await waitForMail(b.email);

    const both = await project.server().POST('/emails/send-email', { body: { all_users: true, user_ids: [a.id], subject: 'x', html: 'x' } });
    expectKnownError(both, 400, 'SCHEMA_ERROR');
    expect((both.error as { error: string }).error).toContain('Exactly one of user_ids or all_users must be provided');
    expectKnownError(await project.server().POST('/emails/send-email', { body: { subject: 'x', html: 'x' } }), 400, 'SCHEMA_ERROR');
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = await project.server().POST('/emails/send-email', { body: { user_ids: [a.id, missing], subject: 'x', html: 'x' } });
    expectKnownError(unknown, 400, 'USER_ID_DOES_NOT_EXIST');
    expectKnownError(await project.client().POST('/emails/send-email', { body: { user_ids: [a.id], subject: 'x', html: 'x' } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('unsubscribes with the one-click POST mail clients send', async () => {
    const project = await newProject(ownSmtp());
    const a = await user(project);
    await project.server().POST('/emails/send-email', { body: { user_ids: [a.id], subject: 'Promo', html: '<p>promo</p>', notification_category_name: 'Marketing' } });
    const mail = await waitForMail(a.email);
    const link = /(https?:\/\/\S+\/api\/v1\/emails\/unsubscribe-link\?code=[0-9a-z]{45})/.exec(mail.text)![1];
    const res = await fetch(`${baseUrl()}${new URL(link).pathname}${new URL(link).search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const prefs = await a.client.GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: 'me' } } });
    expect(prefs.data!.items.find((p) => p.notification_category_id === MARKETING.id)!.enabled).toBe(false);
  });

  it('refuses an unknown unsubscribe code', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/emails/unsubscribe-link?code=${'a'.repeat(45)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-stack-known-error')).toBe('VERIFICATION_CODE_NOT_FOUND');
  });
});
