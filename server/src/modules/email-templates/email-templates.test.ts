import { describe, expect, it } from 'vitest';
import { newProject, testDeps, uniqueEmail, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { smtpPort, waitForMail } from '../../../test/mailbox.ts';
import { rawFetch } from '../../../test/harness.ts';
import { jsonInit } from '../../../test/factories.ts';
import { createUser } from '../users/users.service.ts';
import { findProject } from '../projects/projects.store.ts';
import { DEFAULT_TEMPLATES, DEFAULT_THEME_ID } from './email-defaults.ts';


const ownSmtp = () => ({ email_config: { type: 'standard' as const, host: '127.0.0.1', port: smtpPort(), username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'mail@acme.test' } });
const render = (project: TestProject, template_tsx_source: string, extra: Record<string, unknown> = {}) =>
  project.admin().POST('/emails/render-email', { body: { template_tsx_source, theme_id: false, ...extra } });

describe('e-mail templates and themes', () => {
  it('ships an editable template for every flow and a default theme', async () => {
    const project = await newProject();
    const { data } = await project.admin().GET('/internal/email-templates');
    expect(data!.templates.map((t) => t.id)).toEqual(Object.values(DEFAULT_TEMPLATES).map((t) => t.id));
    expect(data!.templates.every((t) => t.is_built_in)).toBe(true);
    const themes = await project.admin().GET('/internal/email-themes');
    expect(themes.data!.themes.map((t) => t.id)).toEqual([DEFAULT_THEME_ID]);

    const id = DEFAULT_TEMPLATES.password_reset.id;
    const source = `export const variables = { link: 'string' };
export const subject = ({ project }) => 'Custom reset for ' + project.display_name;
export function EmailTemplate({ variables }) { return <p className="custom">Reset here: <a href={variables.link}>link</a></p>; }`;
    const patched = await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: id } }, body: { tsx_source: source } });
    expect(patched.response.status).toBe(200);
    expect(patched.data!.rendered_html).toContain('<p class="custom">Reset here: <a href="{link}">link</a></p>');
    expect(patched.data!.rendered_html).toMatch(/^<!DOCTYPE html><html>/); // inside the default theme
    expect((await project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: id } } })).data!.tsx_source).toBe(source);

    // The flow now uses the edited template.
    const deps = await testDeps();
    const email = uniqueEmail('tpl');
    await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email });
    await project.client().POST('/auth/password/send-reset-code', { body: { email, callback_url: 'http://localhost:3000/reset' } });
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/^Custom reset for Test /);
    expect(mail.html).toContain('Reset here');
    // The link carries the mail's language after the code, for the hosted page it opens (issue 22 item 10).
    expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/reset\?code=[0-9a-z]{45}&amp;lang=en"/);

    // Deleting a built-in template restores it.
    expect((await project.admin().DELETE('/internal/email-templates/{template_id}', { params: { path: { template_id: id } } })).data).toEqual({});
    expect((await project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: id } } })).data!.tsx_source).toBe(DEFAULT_TEMPLATES.password_reset.tsxSource);
  });

  it('falls back to the built-in e-mail when an edited flow template fails on real data', async () => {
    const project = await newProject({ magic_link_enabled: true });
    // Renders fine in the editor preview (placeholders), throws on a real link.
    const fragile = `export const variables = { otp: 'string', link: 'string' };
export function EmailTemplate({ variables }) { if (variables.link.includes('code=')) throw new Error('boom'); return <p>{variables.otp}</p>; }`;
    const saved = await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: DEFAULT_TEMPLATES.magic_link.id } }, body: { tsx_source: fragile } });
    expect(saved.response.status).toBe(200);
    const email = uniqueEmail('fallback');
    const sent = await project.client().POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: 'http://localhost:3000/cb' } });
    expect(sent.response.status).toBe(200);
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/^Sign in to Test .+: Your code is [0-9A-Z]{6}$/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/cb\?code=[0-9a-z]{45}/);
  });

  it('renders previews with variables, escapes them, and reports missing ones when sending', async () => {
    const project = await newProject(ownSmtp());
    const source = `export const variables = { name: 'string', count: 'number' };
export const subject = ({ variables }) => 'Hello ' + variables.name;
export function EmailTemplate({ variables, user }) { return <div><h1>Hi {variables.name}</h1><p>{variables.count} items for {user.display_name}</p></div>; }`;
    const { data, response } = await render(project, source, { variables: { name: '<script>x</script>', count: 3 } });
    expect(response.status).toBe(200);
    expect(data!.subject).toBe('Hello <script>x</script>');
    expect(data!.html).toContain('<h1>Hi &lt;script&gt;x&lt;/script&gt;</h1>');
    expect(data!.text).toContain('3 items for Ada Lovelace');
    const placeholder = await render(project, source);
    expect(placeholder.data!.html).toContain('Hi {name}');

    const created = await project.admin().POST('/internal/email-templates', { body: { display_name: 'Welcome' } });
    const templateId = created.data!.id;
    expect((await project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: templateId } } })).data!.is_built_in).toBe(false);
    await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: templateId } }, body: { tsx_source: source, theme_id: false } });
    const deps = await testDeps();
    const email = uniqueEmail('vars');
    const user = await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email, displayName: 'Grace' });
    const missing = await project.server().POST('/emails/send-email', { body: { user_ids: [user.id], template_id: templateId, variables: { name: 'Grace' } } });
    expectKnownError(missing, 400, 'EMAIL_RENDERING_ERROR');
    expect(missing.error?.details?.error).toContain('Missing variable: count');
    const wrongType = await project.server().POST('/emails/send-email', { body: { user_ids: [user.id], template_id: templateId, variables: { name: 'Grace', count: 'many' } } });
    expectKnownError(wrongType, 400, 'EMAIL_RENDERING_ERROR');
    const ok = await project.server().POST('/emails/send-email', { body: { user_ids: [user.id], template_id: templateId, variables: { name: 'Grace', count: 2 } } });
    expect(ok.response.status).toBe(200);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Hello Grace');
    expect(mail.text).toContain('2 items for Grace');
  });

  it('keeps template code away from the host: process, require, fetch, files and imports', async () => {
    const project = await newProject();
    const escapes: [string, RegExp][] = [
      [`export function EmailTemplate() { return <p>{process.env.DATABASE_URL}</p>; }`, /'process' is not defined/],
      [`export function EmailTemplate() { return <p>{String(require('fs').readFileSync('/etc/passwd'))}</p>; }`, /"fs" is not allowed/],
      [`export function EmailTemplate() { const r = require; return <p>{String(r(['f','s'].join('')))}</p>; }`, /require|not supported|not defined/i],
      [`export function EmailTemplate() { fetch('http://127.0.0.1:1/'); return <p/>; }`, /'fetch' is not defined/],
      [`import fs from 'node:fs'; export function EmailTemplate() { return <p>{fs.readFileSync('/etc/passwd', 'utf8')}</p>; }`, /"node:fs" is not allowed/],
      [`import passwd from '/etc/passwd'; export function EmailTemplate() { return <p>{passwd}</p>; }`, /"\/etc\/passwd" is not allowed/],
      [`import cfg from '../../config.ts'; export function EmailTemplate() { return <p>{String(cfg)}</p>; }`, /is not allowed/],
      [`export function EmailTemplate() { return <p>{typeof globalThis.process + typeof globalThis.Deno + typeof globalThis.Bun}</p>; }`, /^$/],
    ];
    for (const [source, reason] of escapes) {
      const res = await render(project, source);
      if (reason.source === '^$') {
        expect(res.data!.html).toBe('<p>undefinedundefinedundefined</p>');
        continue;
      }
      expectKnownError(res, 400, 'EMAIL_RENDERING_ERROR');
      expect(res.error?.details?.error).toMatch(reason);
    }
  });

  it('stops infinite loops and memory bombs within a bounded time while the server keeps serving', async () => {
    const project = await newProject();
    const bombs = [
      `export function EmailTemplate() { while (true) {} }`,
      `export function EmailTemplate() { const a = []; for (let i = 0; ; i++) a.push(new Array(1e6).fill(i)); }`,
      `export function EmailTemplate() { let s = 'x'; for (;;) s = s + s; }`,
      `function f() { return f() + 1; } export function EmailTemplate() { return <p>{f()}</p>; }`,
    ];
    for (const source of bombs) {
      const started = Date.now();
      const pending = render(project, source);
      // Meanwhile other requests are answered promptly.
      const probeStart = Date.now();
      const probe = await project.client().GET('/projects/current');
      expect(probe.response.status).toBe(200);
      expect(Date.now() - probeStart).toBeLessThan(500);
      const res = await pending;
      expectKnownError(res, 400, 'EMAIL_RENDERING_ERROR');
      expect(Date.now() - started).toBeLessThan(5000);
    }
    // And the sandbox still renders afterwards.
    expect((await render(project, `export function EmailTemplate() { return <b>ok</b>; }`)).data!.html).toBe('<b>ok</b>');
  });

  it('refuses broken sources on save and reports compile errors', async () => {
    const project = await newProject();
    const id = DEFAULT_TEMPLATES.magic_link.id;
    const broken = await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: id } }, body: { tsx_source: 'export function EmailTemplate( { return <p>; }' } });
    expectKnownError(broken, 400, 'EMAIL_RENDERING_ERROR');
    expect((await project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: id } } })).data!.tsx_source).toBe(DEFAULT_TEMPLATES.magic_link.tsxSource);
    const noExport = await render(project, 'export const x = 1;');
    expectKnownError(noExport, 400, 'EMAIL_RENDERING_ERROR');
    expect(noExport.error?.details?.error).toContain('must export a function EmailTemplate');
  });

  it('manages themes', async () => {
    const project = await newProject();
    const created = await project.admin().POST('/internal/email-themes', { body: { display_name: 'Dark' } });
    const themeId = created.data!.id;
    const dark = `export function EmailTheme({ children }) { return <html><body style={{ background: '#000' }}><main>{children}</main></body></html>; }`;
    const patched = await project.admin().PATCH('/internal/email-themes/{theme_id}', { params: { path: { theme_id: themeId } }, body: { tsx_source: dark } });
    expect(patched.data).toEqual({ display_name: 'Dark' });
    expect((await project.admin().GET('/internal/email-themes/{theme_id}', { params: { path: { theme_id: themeId } } })).data!.tsx_source).toBe(dark);
    const rendered = await project.admin().POST('/emails/render-email', { body: { template_id: DEFAULT_TEMPLATES.email_verification.id, theme_id: themeId, variables: { link: 'https://x.example/v' } } });
    expect(rendered.data!.html).toContain('<body style="background:#000"><main>');
    expect(rendered.data!.subject).toMatch(/^Verify your email at /);
    const inline = await project.admin().POST('/emails/render-email', { body: { template_tsx_source: 'export function EmailTemplate() { return <i>x</i>; }', theme_tsx_source: dark } });
    expect(inline.data!.html).toContain('<main><i>x</i></main>');
    expectKnownError(await project.admin().PATCH('/internal/email-themes/{theme_id}', { params: { path: { theme_id: themeId } }, body: { tsx_source: 'export function EmailTheme() { throw new Error("nope"); }' } }), 400, 'EMAIL_RENDERING_ERROR');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectKnownError(await project.admin().GET('/internal/email-themes/{theme_id}', { params: { path: { theme_id: unknown } } }), 404, 'EMAIL_THEME_NOT_FOUND');
    expectKnownError(await project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: unknown } } }), 404, 'EMAIL_TEMPLATE_NOT_FOUND');
    expectKnownError(await project.admin().POST('/emails/render-email', { body: { template_id: unknown } }), 404, 'EMAIL_TEMPLATE_NOT_FOUND');
    const both = await project.admin().POST('/emails/render-email', { body: { template_tsx_source: 'x' } });
    expect(both.response.status).toBe(400);
    const neither = await project.admin().POST('/emails/render-email', { body: {} });
    expectKnownError(neither, 400, 'SCHEMA_ERROR');
  });

  it('creates custom templates only with the project\'s own SMTP server', async () => {
    const project = await newProject();
    expectKnownError(await project.admin().POST('/internal/email-templates', { body: { display_name: 'X' } }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER');
    expectKnownError(await project.server().GET('/internal/email-templates'), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('manages drafts and sends one', async () => {
    const project = await newProject(ownSmtp());
    const created = await project.admin().POST('/internal/email-drafts', { body: { display_name: 'Launch', tsx_source: `export const subject = 'We launched'; export function EmailTemplate({ user }) { return <p>Dear {user.display_name}</p>; }`, theme_id: false } });
    const draftId = created.data!.id;
    expect((await project.admin().PATCH('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } }, body: { display_name: 'Launch!' } })).data).toEqual({ ok: 'ok' });
    const list = await project.admin().GET('/internal/email-drafts');
    expect(list.data!.drafts).toEqual([expect.objectContaining({ id: draftId, display_name: 'Launch!', theme_id: false, sent_at_millis: null })]);

    const deps = await testDeps();
    const email = uniqueEmail('draft');
    const user = await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email, displayName: 'Linus' });
    expect((await project.server().POST('/emails/send-email', { body: { user_ids: [user.id], draft_id: draftId } })).response.status).toBe(200);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('We launched');
    expect(mail.html).toBe('<p>Dear Linus</p>');
    const sent = await project.admin().GET('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } } });
    expect(sent.data!.sent_at_millis).toBeTypeOf('number');

    expect((await project.admin().DELETE('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } } })).data).toEqual({ ok: 'ok' });
    expectKnownError(await project.admin().GET('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } } }), 404, 'EMAIL_DRAFT_NOT_FOUND');
    expectKnownError(await project.server().POST('/emails/send-email', { body: { user_ids: [user.id], draft_id: draftId } }), 404, 'EMAIL_DRAFT_NOT_FOUND');
  });
});

describe('the project\'s selected e-mail theme (emails.selectedThemeId, legacy email_theme)', () => {
  const marked = (mark: string) => `export function EmailTheme({ children }) { return <html><body><div id="${mark}">{children}</div></body></html>; }`;
  async function theme(project: TestProject, mark: string): Promise<string> {
    const id = (await project.admin().POST('/internal/email-themes', { body: { display_name: mark } })).data!.id;
    expect((await project.admin().PATCH('/internal/email-themes/{theme_id}', { params: { path: { theme_id: id } }, body: { tsx_source: marked(mark) } })).response.status).toBe(200);
    return id;
  }
  async function resetMail(project: TestProject) {
    const deps = await testDeps();
    const email = uniqueEmail('theme');
    await createUser(deps, (await findProject(deps.em, project.id))!, { primaryEmail: email });
    expect((await project.client().POST('/auth/password/send-reset-code', { body: { email, callback_url: 'http://localhost:3000/reset' } })).response.status).toBe(200);
    return waitForMail(email);
  }
  const legacy = async (project: TestProject) => ((await (await rawFetch('/internal/projects/current', { headers: project.adminHeaders() })).json()) as { config: { email_theme: string } }).config;

  it('templates that name no theme are sent in the selected theme; the legacy PATCH and the config API set it, and both views agree', async () => {
    const project = await newProject();
    expect((await legacy(project)).email_theme).toBe(DEFAULT_THEME_ID);
    const first = await resetMail(project);
    expect(first.html).not.toContain('id="theme-one"');
    const one = await theme(project, 'theme-one');
    const two = await theme(project, 'theme-two');

    // Legacy PATCH email_theme -> emails.selectedThemeId.
    const patched = await rawFetch('/internal/projects/current', jsonInit('PATCH', project.adminHeaders(), { config: { email_theme: one } }));
    expect(patched.status).toBe(200);
    const rendered = (await (await rawFetch('/internal/config', { headers: project.adminHeaders() })).json()) as { config_string: string };
    expect((JSON.parse(rendered.config_string) as { emails: { selectedThemeId: string } }).emails.selectedThemeId).toBe(one);
    expect((await resetMail(project)).html).toContain('<div id="theme-one">');

    // The config API: the legacy view follows, and the next e-mail uses the new theme.
    const viaConfig = await rawFetch('/internal/config/override/project', jsonInit('PATCH', project.adminHeaders(), { config_override_string: JSON.stringify({ 'emails.selectedThemeId': two }) }));
    expect(viaConfig.status).toBe(200);
    expect((await legacy(project)).email_theme).toBe(two);
    const mail = await resetMail(project);
    expect(mail.html).toContain('<div id="theme-two">');
    expect(mail.html).not.toContain('theme-one');
  });

  it('refuses a theme the project does not have (another project\'s, unknown, not a uuid) and changes nothing', async () => {
    const project = await newProject();
    const other = await newProject();
    const foreign = await theme(other, 'foreign');
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000']) {
      const r = await rawFetch('/internal/projects/current', jsonInit('PATCH', project.adminHeaders(), { config: { email_theme: id, sign_up_enabled: false } }));
      const body = await expectKnownError(r, 400, 'EMAIL_THEME_DOES_NOT_EXIST');
      expect(body.details).toEqual({ theme_id: id });
    }
    await expectKnownError(await rawFetch('/internal/projects/current', jsonInit('PATCH', project.adminHeaders(), { config: { email_theme: 'dark' } })), 400, 'SCHEMA_ERROR');
    await expectKnownError(await rawFetch('/internal/config/override/project', jsonInit('PATCH', project.adminHeaders(), { config_override_string: JSON.stringify({ 'emails.selectedThemeId': 'dark' }) })), 400, 'CONFIG_OVERRIDE_INVALID');
    const config = await legacy(project);
    expect(config).toMatchObject({ email_theme: DEFAULT_THEME_ID, sign_up_enabled: true });
  });
});
