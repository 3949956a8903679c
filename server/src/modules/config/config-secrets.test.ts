import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, uniqueEmail, type Headers } from '../../../test/harness.ts';
import { dashboardProject, jsonInit, signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { smtpPort, waitForMail } from '../../../test/mailbox.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { exchangeCode, signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';
import { CLIENT_SECRET } from '../../../test/oauth/oauth-world.ts';
import { SEALED_PREFIX, STORED_SECRET_MASK, openSecret, sealStoredSecrets } from './config-secrets.ts';

/**
 * Secret settings (OAuth client secrets, the SMTP password) are sealed at rest by every write path,
 * opened only where used, and never answered back (config-secrets.ts).
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const smtp = (password: string) => ({ type: 'standard', host: '127.0.0.1', port: smtpPort(), username: 'mailer', password, sender_name: 'Acme', sender_email: 'noreply@acme.test' });
const unique = (what: string) => `${what}-${Math.random().toString(36).slice(2, 10)}`;

/** Every stored override row of the project, as PostgreSQL holds it. */
async function rowsText(projectId: string): Promise<string> {
  const rows = await (await testDeps()).em.getConnection().execute(`select level, document::text as doc from config_override where project_id = ? order by level`, [projectId]);
  return rows.map((r: Json) => `${r.level}: ${r.doc}`).join('\n');
}

async function expectSealedAtRest(projectId: string, clear: string[]): Promise<void> {
  const text = await rowsText(projectId);
  for (const c of clear) expect(text).not.toContain(c);
  expect(text).toContain(SEALED_PREFIX);
}

const call = (headers: Headers, method: string, path: string, body?: unknown) => rawFetch(path, jsonInit(method, headers, body));
const patchOverride = (headers: Headers, level: string, paths: unknown) => call(headers, 'PATCH', `/internal/config/override/${level}`, { config_override_string: JSON.stringify(paths) });

/** Every read an admin has of the config: none may carry a secret, clear or sealed. */
async function expectReadsLeakNothing(headers: Headers, clear: string[]): Promise<Json> {
  const paths = ['/internal/config', '/internal/config/override/project', '/internal/config/override/branch', '/internal/config/override/environment', '/internal/projects/current'];
  let legacy: Json = {};
  for (const path of paths) {
    const res = await call(headers, 'GET', path);
    expect(res.status, path).toBe(200);
    const text = await res.text();
    for (const c of [...clear, SEALED_PREFIX]) expect(text, path).not.toContain(c);
    if (path === '/internal/projects/current') legacy = JSON.parse(text) as Json;
  }
  return legacy;
}

let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

describe('secret settings are sealed at rest by every write path', () => {
  it('project creation, the legacy PATCH, override PUT and PATCH, and reset-keys leave no clear secret in config_override', async () => {
    const p1 = unique('smtp-create');
    const created = await dashboardProject(undefined, { config: { email_config: smtp(p1), oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh', client_secret: 'gh-secret-create' }] } });
    await expectSealedAtRest(created.id, [p1, 'gh-secret-create']);

    const p2 = unique('smtp-legacy');
    const legacy = await call(created.headers, 'PATCH', '/internal/projects/current', { config: { email_config: smtp(p2), oauth_providers: [{ id: 'gitlab', type: 'standard', client_id: 'gl', client_secret: 'gl-secret-legacy' }] } });
    expect(legacy.status).toBe(200);
    await expectSealedAtRest(created.id, [p1, p2, 'gh-secret-create', 'gl-secret-legacy']);

    const p3 = unique('smtp-put');
    const put = await call(created.headers, 'PUT', '/internal/config/override/environment', {
      config_string: JSON.stringify({ 'emails.server': { isShared: false, host: '127.0.0.1', port: smtpPort(), username: 'u', password: p3, senderName: 'A', senderEmail: 'a@acme.test' }, 'auth.oauth.providers.dc': { type: 'discord', isShared: false, clientId: 'dc', clientSecret: 'dc-secret-put' } }),
    });
    expect(put.status).toBe(200);
    const p4 = unique('smtp-patch');
    expect((await patchOverride(created.headers, 'branch', { 'emails.server': { isShared: false, host: '127.0.0.1', port: smtpPort(), username: 'u', password: p4, senderName: 'A', senderEmail: 'a@acme.test' }, 'auth.oauth.providers.tw.clientSecret': 'tw-secret-patch', 'auth.oauth.providers.tw.type': 'twitch', 'auth.oauth.providers.tw.isShared': false, 'auth.oauth.providers.tw.clientId': 'tw' })).status).toBe(200);
    expect((await call(created.headers, 'POST', '/internal/config/override/environment/reset-keys', { keys: ['auth.oauth.providers.dc.clientId'] })).status).not.toBe(500);
    const clear = [p1, p2, p3, p4, 'gh-secret-create', 'gl-secret-legacy', 'dc-secret-put', 'tw-secret-patch'];
    await expectSealedAtRest(created.id, clear);

    // Reads answer none of them (the legacy view masks the required SMTP password).
    const view = await expectReadsLeakNothing(created.headers, clear);
    expect(view.config.email_config.password).toBe(STORED_SECRET_MASK);
    // What is stored opens to what was written (the environment level wins in the rendered config).
    const rows = await (await testDeps()).em.getConnection().execute(`select level, document from config_override where project_id = ?`, [created.id]);
    const env = rows.find((r: Json) => r.level === 'environment')!.document;
    expect(openSecret((await testDeps()).config, created.id, env.emails.server.password)).toBe(p3);
  });

  it('a value in the sealed form that this server did not seal for this project is refused, and nothing changes', async () => {
    const a = await newProject({ email_config: smtp('pw-a') as never });
    const b = await newProject();
    const before = await rowsText(b.id);
    const rowsA = await (await testDeps()).em.getConnection().execute(`select document from config_override where project_id = ? and level = 'project'`, [a.id]);
    const sealedOfA = rowsA[0].document.emails.server.password as string;
    for (const forged of [sealedOfA, `${SEALED_PREFIX}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`]) {
      const res = await patchOverride(b.adminHeaders(), 'project', { 'emails.server': { isShared: false, host: '127.0.0.1', port: smtpPort(), username: 'u', password: forged, senderName: 'A', senderEmail: 'a@acme.test' } });
      expect((await expectKnownError(res, 400, 'CONFIG_OVERRIDE_INVALID')).error).toContain('emails.server.password: not a value this server sealed for this project');
    }
    expect(await rowsText(b.id)).toBe(before);
  });
});

describe('sealed secrets still work where they are used', () => {
  it('OAuth sign-in with a standard provider exchanges the code with the opened client secret, also after an edit that leaves the secret out', async () => {
    const project = await newProject({ oauth_providers: standardProviders() });
    await expectSealedAtRest(project.id, [CLIENT_SECRET]);
    const signIn = async () => {
      const started = await signInWith(world, project, 'google', uniqueAccount('sealed'));
      expect(started.back.searchParams.get('errorCode'), started.url).toBeNull();
      const tokens = await exchangeCode(world, project, started.back.searchParams.get('code')!, started.pkce.verifier);
      expect(tokens.res.status, JSON.stringify(tokens.body)).toBe(200);
    };
    await signIn();
    // The admin view has no secrets; saving the list as read keeps the stored (sealed) ones.
    const view = (await (await call(project.adminHeaders(), 'GET', '/internal/projects/current')).json()) as Json;
    expect((await call(project.adminHeaders(), 'PATCH', '/internal/projects/current', { config: { oauth_providers: view.config.oauth_providers } })).status).toBe(200);
    await expectSealedAtRest(project.id, [CLIENT_SECRET]);
    await signIn();
  });

  it('mail over the project SMTP server logs in with the clear password: deliveries, and a test e-mail sent with the masked form', async () => {
    const password = unique('smtp-pw');
    const project = await dashboardProject(undefined, { config: { email_config: smtp(password) } });
    await expectSealedAtRest(project.id, [password]);

    const view = (await (await call(project.headers, 'GET', '/internal/projects/current')).json()) as Json;
    const { type: _type, ...form } = view.config.email_config;
    const to = uniqueEmail('sealed-test');
    const test = await call(project.headers, 'POST', '/internal/send-test-email', { recipient_email: to, email_config: form });
    expect(await test.json()).toEqual({ success: true });
    expect((await waitForMail(to)).authPassword).toBe(password);

    // The dashboard saves the form as read (the mask): the stored password is kept.
    expect((await call(project.headers, 'PATCH', '/internal/projects/current', { config: { email_config: { ...view.config.email_config, sender_name: 'Renamed' } } })).status).toBe(200);
    await expectSealedAtRest(project.id, [password, STORED_SECRET_MASK]);
    const user = await signedInUser(project.id, { primaryEmail: uniqueEmail('sealed-delivery'), primaryEmailVerified: true });
    const sent = await call(project.headers, 'POST', '/emails/send-email', { user_ids: [user.id], subject: 'Sealed', html: '<p>Hi</p>' });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const mail = await waitForMail(user.email!, { subject: /Sealed/ });
    expect(mail.authPassword).toBe(password);
    expect(mail.from).toContain('Renamed');
  });
});

describe('the start-up pass seals secrets stored in clear', () => {
  it('seals clear values left by an older version, is idempotent, and the sealed value still works', async () => {
    const password = unique('old-clear');
    const project = await newProject();
    const deps = await testDeps();
    const conn = deps.em.getConnection();
    const doc = { emails: { server: { isShared: false, host: '127.0.0.1', port: smtpPort(), username: 'old', password, senderName: 'Old', senderEmail: 'old@acme.test' } }, auth: { oauth: { providers: { gh: { type: 'github', isShared: false, clientId: 'x', clientSecret: 'old-clear-gh' } } } } };
    await conn.execute(`update config_override set document = cast(? as jsonb) where project_id = ? and level = 'project'`, [JSON.stringify(doc), project.id]);
    expect(await rowsText(project.id)).toContain(password);

    expect(await sealStoredSecrets(deps.em, deps.config)).toBeGreaterThanOrEqual(1);
    await expectSealedAtRest(project.id, [password, 'old-clear-gh']);
    const once = await rowsText(project.id);
    await sealStoredSecrets(deps.em, deps.config);
    expect(await rowsText(project.id)).toBe(once);

    const to = uniqueEmail('after-seal');
    const test = await call(project.adminHeaders(), 'POST', '/internal/send-test-email', { recipient_email: to, email_config: { host: '127.0.0.1', port: smtpPort(), username: 'old', password: STORED_SECRET_MASK, sender_name: 'Old', sender_email: 'old@acme.test' } });
    expect(await test.json()).toEqual({ success: true });
    expect((await waitForMail(to)).authPassword).toBe(password);
  });
});
