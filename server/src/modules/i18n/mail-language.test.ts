import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { newTeam, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { codeFromMail, waitForMail } from '../../../test/mailbox.ts';
import type { ReceivedMail } from '../../../test/smtp-receiver.ts';
import { DEFAULT_TEMPLATES } from '../email-templates/email-defaults.ts';

/**
 * Issue 22 item 10, the e-mail side: which language a mail is in (modules/i18n/mail-locale.ts) and
 * that the built-in mails exist in German, through HTTP with the real SMTP receiver.
 */

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';
const GERMAN_BROWSER = 'de-DE,de;q=0.9,en;q=0.8';
const GERMAN_CODE = /^Anmeldung bei Test .+: Ihr Code lautet ([0-9A-Z]{6})$/;
const ENGLISH_CODE = /^Sign in to Test .+: Your code is [0-9A-Z]{6}$/;

async function sendCode(project: TestProject, acceptLanguage?: string): Promise<ReceivedMail> {
  const email = uniqueEmail('lang');
  const headers = acceptLanguage === undefined ? undefined : { 'accept-language': acceptLanguage };
  const res = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: CALLBACK }, headers });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
  return waitForMail(email);
}

const langOf = (mail: ReceivedMail) => /[?&]lang=([a-z]+)/.exec(mail.text)?.[1];

function expectGermanCode(mail: ReceivedMail) {
  expect(mail.subject).toMatch(GERMAN_CODE);
  const otp = GERMAN_CODE.exec(mail.subject)![1];
  expect(mail.text).toContain(`Ihr Anmeldecode lautet ${otp}.`);
  for (const body of [mail.html, mail.text]) {
    expect(body).toContain('Ihr Anmeldecode lautet ');
    expect(body).toContain('Er ist 10 Minuten gültig');
    expect(body).toContain('Oder öffnen Sie diesen Link');
    expect(body).not.toMatch(/Sign in|Your sign-in code|open this link/);
  }
  expect(mail.html).toContain(`>${otp}</strong>`);
  expect(mail.html).toContain('>Anmelden</a>');
  expect(langOf(mail)).toBe('de');
}

describe('the language of an e-mail', () => {
  it('a sign-in code asked for by a German browser (q-values) arrives in German, its link carrying lang=de; the code still signs in', async () => {
    const project = await newProject({ magic_link_enabled: true });
    const mail = await sendCode(project, GERMAN_BROWSER);
    expectGermanCode(mail);
    const { response } = await project.client().POST('/auth/otp/sign-in', { body: { code: codeFromMail(mail) } });
    expect(response.status).toBe(200);
  });

  it('q-values decide, not the order: "en;q=0.5, de;q=0.9" is German, "de;q=0.1, en" is English', async () => {
    const project = await newProject({ magic_link_enabled: true });
    expectGermanCode(await sendCode(project, 'en;q=0.5, de;q=0.9'));
    const english = await sendCode(project, 'de;q=0.1, en');
    expect(english.subject).toMatch(ENGLISH_CODE);
    expect(langOf(english)).toBe('en');
  });

  it('a language Gatehouse does not have (fr-FR), none at all, `*` or garbage: the project default (en, then de)', async () => {
    const en = await newProject({ magic_link_enabled: true });
    for (const header of ['fr-FR', 'fr-FR,fr;q=0.9', '*', ';;q=x,,', 'x'.repeat(5000), undefined]) {
      const mail = await sendCode(en, header);
      expect(mail.subject, String(header)).toMatch(ENGLISH_CODE);
      expect(mail.text).toContain('Your sign-in code is');
      expect(langOf(mail)).toBe('en');
    }
    const de = await newProject({ magic_link_enabled: true, default_locale: 'de' });
    expectGermanCode(await sendCode(de, 'fr-FR'));
    expectGermanCode(await sendCode(de));
    // A browser that asks for English still gets English on a German project.
    expect((await sendCode(de, 'en-GB,en;q=0.9')).subject).toMatch(ENGLISH_CODE);
  });

  it('a team invitation follows the project default, not the inviter\'s language', async () => {
    for (const [locale, subject] of [['en', 'You have been invited to join Rocket Lab'], ['de', 'Sie wurden eingeladen, Rocket Lab beizutreten']] as const) {
      const project = await newProject({ default_locale: locale, team_member_default_permissions: [] });
      const owner = await signedInUser(project);
      const team = await newTeam(project, owner, [], 'Rocket Lab');
      const email = uniqueEmail('invited');
      // The inviter's browser asks for the other language: it must not matter.
      const res = await project.client(owner.accessToken).POST('/team-invitations/send-code', {
        body: { team_id: team, email, callback_url: 'http://localhost:3000/handler/team-invitation' },
        headers: { 'accept-language': locale === 'en' ? GERMAN_BROWSER : 'en-US' },
      });
      expect(res.response.status, JSON.stringify(res.error)).toBe(200);
      const mail = await waitForMail(email);
      expect(mail.subject).toBe(subject);
      expect(langOf(mail)).toBe(locale);
      if (locale === 'de') expect(mail.html).toContain('>Einladung annehmen</a>');
    }
  });

  it('password reset and sign-up verification requested from a German browser arrive in German', async () => {
    const project = await newProject({});
    const email = uniqueEmail('signup');
    const signUp = await project.client().POST('/auth/password/sign-up', {
      body: { email, password: 'correct horse battery staple', verification_callback_url: 'http://localhost:3000/handler/email-verification' },
      headers: { 'accept-language': GERMAN_BROWSER },
    });
    expect(signUp.response.status, JSON.stringify(signUp.error)).toBe(200);
    const verify = await waitForMail(email, { subject: /^Bestätigen Sie Ihre E-Mail-Adresse bei Test / });
    expect(verify.html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(langOf(verify)).toBe('de');

    const reset = await project.client().POST('/auth/password/send-reset-code', { body: { email, callback_url: 'http://localhost:3000/handler/password-reset' }, headers: { 'accept-language': 'de' } });
    expect(reset.response.status).toBe(200);
    const mail = await waitForMail(email, { subject: /^Passwort bei Test .+ zurücksetzen$/ });
    expect(mail.text).toContain('Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen.');
    expect(langOf(mail)).toBe('de');
  });

  it('a server-key call has no browser: its Accept-Language is ignored and the project default is used', async () => {
    for (const locale of ['en', 'de'] as const) {
      const project = await newProject({ default_locale: locale });
      const user = await signedInUser(project);
      const [primary] = (await project.server().GET('/contact-channels', { params: { query: { user_id: user.id } } })).data!.items;
      const sent = await project.server().POST('/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', {
        params: { path: { user_id: user.id, contact_channel_id: primary.id } },
        body: { callback_url: 'http://localhost:3000/handler/email-verification' },
        headers: { 'accept-language': locale === 'en' ? GERMAN_BROWSER : 'en-US' },
      });
      expect(sent.response.status, JSON.stringify(sent.error)).toBe(200);
      const mail = await waitForMail(user.email!);
      expect(mail.subject).toMatch(locale === 'en' ? /^Verify your email at / : /^Bestätigen Sie Ihre E-Mail-Adresse bei /);
    }
  });

  it('an edited template is sent as written and gets `locale` to branch on', async () => {
    const project = await newProject({ magic_link_enabled: true });
    const source = `export const variables = { otp: 'string', link: 'string' };
export const subject = ({ locale, variables }) => (locale === 'de' ? 'Dein Code: ' : 'Your code: ') + variables.otp;
export function EmailTemplate({ locale, variables }) { return <p data-locale={locale}>{variables.link}</p>; }`;
    const saved = await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: DEFAULT_TEMPLATES.magic_link.id } }, body: { tsx_source: source } });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    const de = await sendCode(project, GERMAN_BROWSER);
    expect(de.subject).toMatch(/^Dein Code: [0-9A-Z]{6}$/);
    expect(de.html).toContain('data-locale="de"');
    const en = await sendCode(project, 'fr');
    expect(en.subject).toMatch(/^Your code: [0-9A-Z]{6}$/);
    expect(en.html).toContain('data-locale="en"');
  });
});

describe('the project default locale (i18n.defaultLocale, legacy default_locale)', () => {
  it('is "en" unless set, is client-visible as config.default_locale, and admins set it to "de" only among the supported locales', async () => {
    const project = await newProject();
    expect((await project.client().GET('/projects/current')).data!.config.default_locale).toBe('en');
    expect((await project.admin().GET('/internal/projects/current')).data!.config.default_locale).toBe('en');

    const set = await project.admin().PATCH('/internal/projects/current', { body: { config: { default_locale: 'de' } } });
    expect(set.response.status, JSON.stringify(set.error)).toBe(200);
    expect(set.data!.config.default_locale).toBe('de');
    expect((await project.client().GET('/projects/current')).data!.config.default_locale).toBe('de');

    for (const bad of ['fr', 'DE', '', 42]) {
      const res = await rawFetch('/internal/projects/current', { method: 'PATCH', headers: { ...project.adminHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ config: { default_locale: bad } }) });
      expect(res.status, String(bad)).toBe(400);
      expect(res.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    }
    expectKnownError(await project.admin().PATCH('/internal/projects/current', { body: { config: { default_locale: 'fr' as 'de' } } }), 400, 'SCHEMA_ERROR');
    expect((await project.client().GET('/projects/current')).data!.config.default_locale).toBe('de');
  });
});
