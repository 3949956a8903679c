// The server app's user helpers against a real Gatehouse: list with the query options and cursor
// paging, read, create, update and delete, and their failures as typed known errors.
import { describe, expect, it } from 'vitest';
import { newProject, uniqueEmail, baseUrl, type TestProject } from '../../server/test/harness.ts';
import {
  createClientApp, createServerApp, memoryTokenStore, KnownError, SchemaError, UserEmailAlreadyExistsError, UserNotFoundError,
  type ServerApp, type ServerUser,
} from '../src/index.ts';

const PASSWORD = 'correct horse battery staple';

function serverFor(project: TestProject): ServerApp {
  return createServerApp({ baseUrl: baseUrl(), projectId: project.id, secretServerKey: project.keys.server, publishableClientKey: project.keys.client });
}

describe('server app: user helpers', () => {
  it('creates, reads, updates and deletes a user; the created user can sign in', async () => {
    const project = await newProject();
    const server = serverFor(project);
    const email = uniqueEmail('crud');

    const created = await server.createUser({ primary_email: email, primary_email_auth_enabled: true, password: PASSWORD, display_name: 'Ada', server_metadata: { plan: 'pro' } });
    // `data` present on success: typed fields, no optional chaining needed.
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({ primary_email: email, display_name: 'Ada', server_metadata: { plan: 'pro' }, has_password: true });

    const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    await expect(client.signInWithPassword({ email, password: PASSWORD })).resolves.toEqual({ userId: created.id });

    await expect(server.getUser(created.id)).resolves.toMatchObject({ id: created.id, primary_email: email });
    const updated = await server.updateUser(created.id, { display_name: 'Ada Lovelace', client_read_only_metadata: { tier: 1 } });
    expect(updated).toMatchObject({ id: created.id, display_name: 'Ada Lovelace', client_read_only_metadata: { tier: 1 }, server_metadata: { plan: 'pro' } });
    await expect(server.getUser(created.id)).resolves.toMatchObject({ display_name: 'Ada Lovelace' });

    await expect(server.deleteUser(created.id)).resolves.toBeUndefined();
    const gone = await server.getUser(created.id).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(UserNotFoundError);
    expect(gone).toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
    await expect(server.deleteUser(created.id)).rejects.toBeInstanceOf(UserNotFoundError);
    await expect(server.updateUser(created.id, { display_name: 'x' })).rejects.toBeInstanceOf(UserNotFoundError);
  });

  it('getUser() without an id is still the session user (null when signed out)', async () => {
    const project = await newProject();
    const server = serverFor(project);
    await expect(server.getUser()).resolves.toBeNull();
    const { userId } = await server.signUpWithPassword({ email: uniqueEmail('me'), password: PASSWORD });
    await expect(server.getUser()).resolves.toMatchObject({ id: userId });
  });

  it('a taken e-mail and a bad body are typed known errors, and nothing is created', async () => {
    const project = await newProject();
    const server = serverFor(project);
    const email = uniqueEmail('dup');
    await server.createUser({ primary_email: email, primary_email_auth_enabled: true });

    const dup = await server.createUser({ primary_email: email, primary_email_auth_enabled: true }).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(UserEmailAlreadyExistsError);
    expect(dup).toMatchObject({ code: 'USER_EMAIL_ALREADY_EXISTS', status: 409, details: { email } });

    const bad = await server.createUser({ primary_email: 'not an e-mail' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SchemaError);
    expect((bad as KnownError).status).toBe(400);
    expect((await server.listUsers()).items).toHaveLength(1);
  });

  it('restricts and lifts a restriction (reason for the user, private details for admins); listUsers leaves restricted users out unless includeRestricted', async () => {
    const project = await newProject();
    const server = serverFor(project);
    const email = uniqueEmail('restricted');
    const user = await server.createUser({ primary_email: email, primary_email_auth_enabled: true, password: PASSWORD, country_code: 'FR', risk_scores: { sign_up: { bot: 3, free_trial_abuse: 9 } } });
    const restricted = await server.updateUser(user.id, { restricted_by_admin: true, restricted_by_admin_reason: 'Unpaid invoice', restricted_by_admin_private_details: 'ticket 77' });
    expect(restricted).toMatchObject({ is_restricted: true, restricted_reason: { type: 'restricted_by_administrator' }, restricted_by_admin_reason: 'Unpaid invoice', restricted_by_admin_private_details: 'ticket 77', country_code: 'FR', risk_scores: { sign_up: { bot: 3, free_trial_abuse: 9 } } });
    expect((await server.listUsers()).items.map((u) => u.id)).not.toContain(user.id);
    expect((await server.listUsers({ includeRestricted: true })).items.map((u) => u.id)).toContain(user.id);

    // The SDK's client app still works for the restricted user (it allows restricted tokens) and sees the reason.
    const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    await client.signInWithPassword({ email, password: PASSWORD });
    await expect(client.getUser()).resolves.toMatchObject({ id: user.id, is_restricted: true, restricted_by_admin_reason: 'Unpaid invoice' });

    const bad = await server.updateUser(user.id, { restricted_by_admin: false, restricted_by_admin_reason: 'x' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SchemaError);
    await expect(server.updateUser(user.id, { restricted_by_admin: false })).resolves.toMatchObject({ is_restricted: false, restricted_by_admin_reason: null, restricted_by_admin_private_details: null });
  });

  it('where the project requires e-mail verification, the client app works for an unverified user and shows why it is restricted', async () => {
    const project = await newProject({ require_email_verification: true });
    const server = serverFor(project);
    const email = uniqueEmail('unverified');
    const client = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const { userId } = await client.signUpWithPassword({ email, password: PASSWORD });
    // The SDK allows restricted tokens, so the restricted user still reads their own user.
    await expect(client.getUser()).resolves.toMatchObject({ id: userId, primary_email_verified: false, is_restricted: true, restricted_reason: { type: 'email_not_verified' }, restricted_by_admin: false });
    expect((await server.listUsers()).items.map((u) => u.id)).not.toContain(userId);
    expect((await server.listUsers({ includeRestricted: true })).items.map((u) => u.id)).toContain(userId);
  });

  it('a malformed user id is a known error, not a crash', async () => {
    const project = await newProject();
    const e = await serverFor(project).getUser('not-a-uuid').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(KnownError);
    expect((e as KnownError).status).toBeGreaterThanOrEqual(400);
    expect((e as KnownError).status).toBeLessThan(500);
  });

  it('lists with the query options and pages through every user with the cursor', async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const server = serverFor(project);
    const made: ServerUser[] = [];
    for (const name of ['ann', 'bob', 'cat', 'dan', 'eve']) {
      made.push(await server.createUser({ primary_email: uniqueEmail(name), display_name: `${name} tester`, primary_email_auth_enabled: true }));
    }
    const anon = createClientApp({ baseUrl: baseUrl(), projectId: project.id, publishableClientKey: project.keys.client, tokenStore: memoryTokenStore() });
    const { userId: anonymousId } = await anon.signUpAnonymously();

    // Cursor paging, oldest first: 2 + 2 + 1, the last page has no next cursor.
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await server.listUsers({ limit: 2, cursor, orderBy: 'signed_up_at' });
      seen.push(...page.items.map((u) => u.id));
      cursor = page.pagination.next_cursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((u) => u.id));

    const newestFirst = await server.listUsers({ desc: true, limit: 5 });
    expect(newestFirst.items.map((u) => u.id)).toEqual(made.map((u) => u.id).reverse());
    expect(newestFirst.pagination.next_cursor).toBeNull();

    const bob = await server.listUsers({ query: 'BOB TES' });
    expect(bob.items.map((u) => u.id)).toEqual([made[1]!.id]);

    expect((await server.listUsers()).items.map((u) => u.id)).not.toContain(anonymousId);
    expect((await server.listUsers({ includeAnonymous: true })).items.map((u) => u.id)).toContain(anonymousId);
    expect((await server.listUsers({ includeAnonymous: false })).items.map((u) => u.id)).not.toContain(anonymousId);
    expect((await server.listUsers({ includeAnonymous: true, onlyAnonymous: true })).items.map((u) => u.id)).toEqual([anonymousId]);
  });

  it('filters by sign-in method and e-mail verification', async () => {
    const project = await newProject();
    const server = serverFor(project);
    const withPassword = await server.createUser({ primary_email: uniqueEmail('pw'), primary_email_auth_enabled: true, password: PASSWORD, primary_email_verified: true });
    const withoutPassword = await server.createUser({ primary_email: uniqueEmail('nopw'), primary_email_auth_enabled: true, otp_auth_enabled: true });
    const ids = async (options: Parameters<ServerApp['listUsers']>[0]) => (await server.listUsers(options)).items.map((u) => u.id).sort();
    expect(await ids({ hasPassword: true })).toEqual([withPassword.id]);
    expect(await ids({ hasPassword: false })).toEqual([withoutPassword.id]);
    expect(await ids({ primaryEmailVerified: true })).toEqual([withPassword.id]);
    expect(await ids({ primaryEmailVerified: false })).toEqual([withoutPassword.id]);
    expect(await ids({ otpAuthEnabled: true })).toEqual([withoutPassword.id]);
    expect(await ids({ passkeyAuthEnabled: true })).toEqual([]);
  });

  it('a list option out of range is a SchemaError', async () => {
    const project = await newProject();
    await expect(serverFor(project).listUsers({ limit: 0 })).rejects.toBeInstanceOf(SchemaError);
  });
});
