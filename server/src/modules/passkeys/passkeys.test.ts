import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, testDeps, type TestProject } from '../../../test/harness.ts';
import { signedInUser, type SignedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { SoftwareAuthenticator } from '../../../test/software-authenticator.ts';
import { hashPassword } from '../../crypto/passwords.ts';

/**
 * Passkeys through HTTP on real PostgreSQL (wire-contract §9.5). The authenticator is
 * test/software-authenticator.ts: real key pairs and signatures, verified by the server as a
 * browser's would be. Browser ceremonies with chromium's virtual authenticator are in web/e2e.
 */

const ORIGIN = 'http://localhost:3000';
const PLACEHOLDER = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

const passkeyProject = (config: Parameters<typeof newProject>[0] = {}) => newProject({ passkey_enabled: true, ...config });

function post(project: TestProject, path: string, body: unknown, accessToken?: string) {
  return rawFetch(path, { method: 'POST', headers: { ...project.clientHeaders(accessToken), 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function ok<T = Record<string, any>>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

async function startRegistration(project: TestProject, user: SignedInUser) {
  return ok<{ options_json: any; code: string }>(await post(project, '/auth/passkey/initiate-passkey-registration', {}, user.accessToken));
}

async function startAuthentication(project: TestProject) {
  return ok<{ options_json: any; code: string }>(await post(project, '/auth/passkey/initiate-passkey-authentication', {}));
}

/** Registers a passkey for the user through the two registration routes; returns the authenticator holding it. */
async function registered(project: TestProject, user: SignedInUser, authenticator = new SoftwareAuthenticator(ORIGIN)) {
  const { options_json, code } = await startRegistration(project, user);
  const credential = authenticator.register(options_json);
  const body = await ok(await post(project, '/auth/passkey/register', { credential, code }, user.accessToken));
  expect(body).toEqual({ user_handle: credential.id });
  return authenticator;
}

async function signInWith(project: TestProject, authenticator: SoftwareAuthenticator, overrides: Parameters<SoftwareAuthenticator['authenticate']>[1] = {}) {
  const { options_json, code } = await startAuthentication(project);
  return post(project, '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(options_json, overrides), code });
}

async function me(project: TestProject, accessToken: string) {
  return ok(await rawFetch('/users/me', { headers: project.clientHeaders(accessToken) }));
}

async function passkeyRows(userId: string) {
  const deps = await testDeps();
  return deps.em.getConnection().execute<{ credential_id: string; counter: string }[]>('select credential_id, counter from passkey_credential where user_id = ?', [userId]);
}

describe('passkey registration options', () => {
  it('are the contract options: discoverable, EdDSA/ES256/RS256, placeholder RP id, the user id as handle, a 45-character code', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const { options_json: o, code } = await startRegistration(project, user);
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    const { data: current } = await project.client().GET('/projects/current');
    expect(o.rp).toEqual({ name: current!.display_name, id: PLACEHOLDER });
    expect(o.user).toEqual({ id: Buffer.from(user.id).toString('base64url'), name: user.email, displayName: user.email });
    expect(o.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(o.pubKeyCredParams).toEqual([-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })));
    expect(o).toMatchObject({
      timeout: 60000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      extensions: { credProps: true },
    });
  });

  it('name the user by display name, then e-mail, then a fixed name', async () => {
    const project = await passkeyProject();
    const named = await signedInUser(project, { displayName: 'Ada Lovelace' });
    expect((await startRegistration(project, named)).options_json.user).toMatchObject({ name: 'Ada Lovelace', displayName: 'Ada Lovelace' });
    const nameless = await signedInUser(project, { primaryEmail: null });
    expect((await startRegistration(project, nameless)).options_json.user).toMatchObject({ name: 'Stack Auth User', displayName: 'Stack Auth User' });
  });

  it('need a signed-in user (auth.user must be defined)', async () => {
    const project = await passkeyProject();
    const body = await expectKnownError(await post(project, '/auth/passkey/initiate-passkey-registration', {}), 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('auth.user must be defined');
  });

  it('keep the challenge in a single-use code that lives 60 seconds', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    await startRegistration(project, user);
    await startAuthentication(project);
    const deps = await testDeps();
    const rows = await deps.em.getConnection().execute(`select type, extract(epoch from expires_at - created_at)::int as seconds from verification_code where project_id = ? order by type`, [project.id]);
    expect(rows).toEqual([
      { type: 'PASSKEY_AUTHENTICATION_CHALLENGE', seconds: 60 },
      { type: 'PASSKEY_REGISTRATION_CHALLENGE', seconds: 60 },
    ]);
  });
});

describe('passkey sign-in, end to end', () => {
  it('registers a passkey (passkey_auth_enabled turns on) and signs in with it', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    expect((await me(project, user.accessToken)).passkey_auth_enabled).toBe(false);
    const authenticator = await registered(project, user);
    expect((await me(project, user.accessToken)).passkey_auth_enabled).toBe(true);

    const { options_json, code } = await startAuthentication(project);
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    expect(options_json).toEqual({ challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), timeout: 60000, rpId: PLACEHOLDER, allowCredentials: [], userVerification: 'preferred' });
    const signedIn = await ok(await post(project, '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(options_json), code }));
    expect(signedIn).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), is_new_user: false, user_id: user.id });
    expect((await me(project, signedIn.access_token)).id).toBe(user.id);
    // The new session refreshes like any other.
    const refreshed = await rawFetch('/auth/sessions/current/refresh', { method: 'POST', headers: { ...project.clientHeaders(), 'x-stack-refresh-token': signedIn.refresh_token } });
    expect(refreshed.status).toBe(200);
  });

  it('works with an EdDSA (Ed25519) passkey too, and stores the advancing signature counter', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = await registered(project, user, new SoftwareAuthenticator(ORIGIN, -8));
    expect((await ok(await signInWith(project, authenticator))).user_id).toBe(user.id);
    expect((await ok(await signInWith(project, authenticator))).user_id).toBe(user.id);
    expect((await passkeyRows(user.id))[0].counter).toBe('2');
  });

  it('works on a trusted domain, and only there, when localhost is not allowed', async () => {
    const project = await passkeyProject({ allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    const user = await signedInUser(project);
    const authenticator = await registered(project, user, new SoftwareAuthenticator('https://app.example.com'));
    expect((await ok(await signInWith(project, authenticator))).user_id).toBe(user.id);
    await expectKnownError(await signInWith(project, authenticator, { origin: ORIGIN }), 400, 'PASSKEY_AUTHENTICATION_FAILED');

    const { options_json, code } = await startRegistration(project, user);
    const fromLocalhost = new SoftwareAuthenticator(ORIGIN).register(options_json);
    await expectKnownError(await post(project, '/auth/passkey/register', { credential: fromLocalhost, code }, user.accessToken), 400, 'PASSKEY_REGISTRATION_FAILED');
  });

  it('keeps several passkeys per user (one per device): each signs in, the options exclude the ones the user has', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const first = await registered(project, user);
    const { options_json } = await startRegistration(project, user);
    expect(options_json.excludeCredentials).toEqual([{ id: first.credentialIds[0], type: 'public-key', transports: expect.any(Array) }]);
    const second = await registered(project, user);
    expect((await passkeyRows(user.id)).map((r) => r.credential_id).sort()).toEqual([...first.credentialIds, ...second.credentialIds].sort());
    expect((await ok(await signInWith(project, first))).user_id).toBe(user.id);
    expect((await ok(await signInWith(project, second))).user_id).toBe(user.id);
  });
});

describe('passkey refusals', () => {
  it('every route answers PASSKEY_AUTHENTICATION_NOT_ENABLED when the project has passkeys off, and changes nothing', async () => {
    const on = await passkeyProject();
    const user = await signedInUser(on);
    const authenticator = await registered(on, user);
    const reg = await startRegistration(on, user);
    const auth = await startAuthentication(on);
    const off = await rawFetch('/internal/projects/current', { method: 'PATCH', headers: { ...on.adminHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ config: { passkey_enabled: false } }) });
    expect(off.status).toBe(200);

    await expectKnownError(await post(on, '/auth/passkey/initiate-passkey-authentication', {}), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    await expectKnownError(await post(on, '/auth/passkey/initiate-passkey-registration', {}, user.accessToken), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    await expectKnownError(await post(on, '/auth/passkey/register', { credential: new SoftwareAuthenticator(ORIGIN).register(reg.options_json), code: reg.code }, user.accessToken), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    await expectKnownError(await post(on, '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(auth.options_json), code: auth.code }), 400, 'PASSKEY_AUTHENTICATION_NOT_ENABLED');
    const deps = await testDeps();
    const codes = await deps.em.getConnection().execute(`select count(*)::int as n from verification_code where project_id = ? and used_at is not null`, [on.id]);
    expect(codes[0].n).toBe(1); // only the registration that succeeded used its code
  });

  it('registration refuses an untrusted origin, an RP id that is not the origin host, a foreign challenge and another user\'s code', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const other = await signedInUser(project);
    const attempts: [string, (o: any, a: SoftwareAuthenticator) => unknown, SignedInUser?][] = [
      ['untrusted origin', (o, a) => a.register(o, { origin: 'https://evil.example.com' })],
      ['RP id of another site', (o, a) => a.register(o, { rpId: 'evil.example.com' })],
      ['another challenge', (o, a) => a.register(o, { challenge: Buffer.from('another challenge').toString('base64url') })],
      ["another user's code", (o, a) => a.register(o), other],
    ];
    for (const [why, make, presenter] of attempts) {
      const { options_json, code } = await startRegistration(project, user);
      const res = await post(project, '/auth/passkey/register', { credential: make(options_json, new SoftwareAuthenticator(ORIGIN)), code }, (presenter ?? user).accessToken);
      expect(res.status, why).toBe(400);
      await expectKnownError(res, 400, 'PASSKEY_REGISTRATION_FAILED');
    }
    const malformed = await startRegistration(project, user);
    const credential = new SoftwareAuthenticator(ORIGIN).register(malformed.options_json);
    credential.response.attestationObject = Buffer.from('not cbor').toString('base64url');
    await expectKnownError(await post(project, '/auth/passkey/register', { credential, code: malformed.code }, user.accessToken), 400, 'PASSKEY_REGISTRATION_FAILED');
    expect(await passkeyRows(user.id)).toEqual([]);
    expect(await passkeyRows(other.id)).toEqual([]);
    expect((await me(project, user.accessToken)).passkey_auth_enabled).toBe(false);
  });

  it('a challenge serves one answer: a failed or a successful one uses it up', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { options_json, code } = await startRegistration(project, user);
    await expectKnownError(await post(project, '/auth/passkey/register', { credential: authenticator.register(options_json, { origin: 'https://evil.example.com' }), code }, user.accessToken), 400, 'PASSKEY_REGISTRATION_FAILED');
    await expectKnownError(await post(project, '/auth/passkey/register', { credential: authenticator.register(options_json), code }, user.accessToken), 409, 'VERIFICATION_CODE_ALREADY_USED');

    await registered(project, user, authenticator);
    const auth = await startAuthentication(project);
    const response = authenticator.authenticate(auth.options_json);
    await ok(await post(project, '/auth/passkey/sign-in', { authentication_response: response, code: auth.code }));
    // The same signed answer, replayed: its challenge is gone.
    await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: response, code: auth.code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('refuses unknown, expired and wrong-kind codes', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = await registered(project, user);
    const auth = await startAuthentication(project);
    const response = authenticator.authenticate(auth.options_json);
    await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: response, code: 'a'.repeat(45) }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    // A registration code is not an authentication code.
    const reg = await startRegistration(project, user);
    await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: response, code: reg.code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    const deps = await testDeps();
    await deps.em.getConnection().execute(`update verification_code set expires_at = now() - interval '1 second' where project_id = ? and type = 'PASSKEY_AUTHENTICATION_CHALLENGE'`, [project.id]);
    await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: response, code: auth.code }), 400, 'VERIFICATION_CODE_EXPIRED');
    const short = await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: response, code: 'short' }), 400, 'SCHEMA_ERROR');
    expect(short.error).toContain('body.code must be exactly 45 characters');
  });

  it('sign-in refuses an unknown credential, another project\'s passkey, an untrusted origin, another RP id, a bad signature, a foreign user handle and a counter that did not move', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = await registered(project, user);
    const elsewhere = await passkeyProject();
    const stranger = new SoftwareAuthenticator(ORIGIN);
    await registered(elsewhere, await signedInUser(elsewhere), stranger);

    // A credential the server never registered (made locally, for the same user handle).
    const unknown = new SoftwareAuthenticator(ORIGIN);
    unknown.register({ challenge: 'never-sent', user: { id: Buffer.from(user.id).toString('base64url') } });
    const cases: [string, () => Promise<Response>][] = [
      ['unknown credential', () => signInWith(project, unknown)],
      ["another project's passkey", () => signInWith(project, stranger)],
      ['untrusted origin', () => signInWith(project, authenticator, { origin: 'https://evil.example.com' })],
      ['RP id of another site', () => signInWith(project, authenticator, { rpId: 'evil.example.com' })],
      ['another challenge', () => signInWith(project, authenticator, { challenge: Buffer.from('replayed').toString('base64url') })],
      ['foreign user handle', () => signInWith(project, authenticator, { userHandle: Buffer.from(crypto.randomUUID()).toString('base64url') })],
      ['counter did not move', async () => {
        await ok(await signInWith(project, authenticator, { counter: 5 }));
        return signInWith(project, authenticator, { counter: 5 });
      }],
    ];
    for (const [why, attempt] of cases) {
      const res = await attempt();
      expect(res.status, why).toBe(400);
      await expectKnownError(res, 400, 'PASSKEY_AUTHENTICATION_FAILED');
    }
    const { options_json, code } = await startAuthentication(project);
    const tampered = authenticator.authenticate(options_json);
    tampered.response.signature = Buffer.from(Buffer.from(tampered.response.signature, 'base64url').map((b, i) => (i === 10 ? b ^ 1 : b))).toString('base64url');
    await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: tampered, code }), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    // Still works with an honest answer.
    expect((await ok(await signInWith(project, authenticator))).user_id).toBe(user.id);
  });

  it('turning passkey_auth_enabled off removes the passkeys; deleting the user removes them too', async () => {
    const project = await passkeyProject();
    // A password too: the passkey is not the user's last way to sign in (sign-in-methods.test.ts covers that).
    const user = await signedInUser(project, { passwordHash: await hashPassword('a long enough password') });
    const authenticator = await registered(project, user);
    const off = await rawFetch('/users/me', { method: 'PATCH', headers: { ...project.clientHeaders(user.accessToken), 'content-type': 'application/json' }, body: JSON.stringify({ passkey_auth_enabled: false }) });
    expect(off.status).toBe(200);
    expect((await off.json()).passkey_auth_enabled).toBe(false);
    expect(await passkeyRows(user.id)).toEqual([]);
    await expectKnownError(await signInWith(project, authenticator), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    // Turning the flag back on does not bring the removed passkey back.
    await ok(await rawFetch('/users/me', { method: 'PATCH', headers: { ...project.clientHeaders(user.accessToken), 'content-type': 'application/json' }, body: JSON.stringify({ passkey_auth_enabled: true }) }));
    await expectKnownError(await signInWith(project, authenticator), 400, 'PASSKEY_AUTHENTICATION_FAILED');

    const again = await registered(project, user);
    expect(await passkeyRows(user.id)).toHaveLength(1);
    const del = await rawFetch(`/users/${user.id}`, { method: 'DELETE', headers: project.serverHeaders() });
    expect(del.status).toBe(200);
    expect(await passkeyRows(user.id)).toEqual([]);
    await expectKnownError(await signInWith(project, again), 400, 'PASSKEY_AUTHENTICATION_FAILED');
  });

  it('deleting the project removes its passkeys', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    await registered(project, user);
    expect(await passkeyRows(user.id)).toHaveLength(1);
    const del = await rawFetch('/internal/projects/current', { method: 'DELETE', headers: project.adminHeaders() });
    expect(del.status).toBe(200);
    const deps = await testDeps();
    expect(await deps.em.getConnection().execute('select count(*)::int as n from passkey_credential where project_id = ?', [project.id])).toEqual([{ n: 0 }]);
  });

  it('a credential id another user holds cannot be registered again', async () => {
    const project = await passkeyProject();
    const first = await signedInUser(project);
    const second = await signedInUser(project);
    const authenticator = await registered(project, first);
    const { options_json, code } = await startRegistration(project, second);
    const credential = authenticator.register(options_json, { reuseCredentialId: authenticator.credentialIds[0] });
    await expectKnownError(await post(project, '/auth/passkey/register', { credential, code }, second.accessToken), 400, 'PASSKEY_REGISTRATION_FAILED');
    expect(await passkeyRows(second.id)).toEqual([]);
    expect((await ok(await signInWith(project, authenticator, { credentialId: authenticator.credentialIds[0] }))).user_id).toBe(first.id);
  });

  it('refuses a credential id over 1023 bytes (WebAuthn L3), in the JSON or only in the authenticator data; 1023 bytes register and sign in', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const long = Buffer.alloc(1024, 7).toString('base64url');
    let { options_json, code } = await startRegistration(project, user);
    const tooLong = authenticator.register(options_json, { reuseCredentialId: long });
    const refused = await expectKnownError(await post(project, '/auth/passkey/register', { credential: tooLong, code }, user.accessToken), 400, 'SCHEMA_ERROR');
    expect(refused.error).toContain('body.credential.id must be at most 1023 bytes');
    expect(refused.error).toContain('body.credential.rawId must be at most 1023 bytes');
    // The JSON names a short id, the signed authenticator data carries the 1024-byte one.
    ({ options_json, code } = await startRegistration(project, user));
    const hidden = authenticator.register(options_json, { reuseCredentialId: long });
    const short = Buffer.alloc(16, 8).toString('base64url');
    await expectKnownError(await post(project, '/auth/passkey/register', { credential: { ...hidden, id: short, rawId: short }, code }, user.accessToken), 400, 'PASSKEY_REGISTRATION_FAILED');
    expect(await passkeyRows(user.id)).toEqual([]);
    expect((await me(project, user.accessToken)).passkey_auth_enabled).toBe(false);

    const longest = Buffer.alloc(1023, 9).toString('base64url');
    ({ options_json, code } = await startRegistration(project, user));
    const fits = authenticator.register(options_json, { reuseCredentialId: longest });
    expect(await ok(await post(project, '/auth/passkey/register', { credential: fits, code }, user.accessToken))).toEqual({ user_handle: longest });
    expect((await ok(await signInWith(project, authenticator, { credentialId: longest }))).user_id).toBe(user.id);
  });

  it('bounds the other inputs of both ceremonies: attestation object, client data, transports, signature, user handle', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = await registered(project, user);
    const { options_json, code } = await startRegistration(project, user);
    const credential = authenticator.register(options_json);
    const big = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64url');
    for (const [response, problem] of [
      [{ ...credential.response, attestationObject: big(16_385) }, 'body.credential.response.attestationObject must be at most 16384 bytes'],
      [{ ...credential.response, clientDataJSON: big(4097) }, 'body.credential.response.clientDataJSON must be at most 4096 bytes'],
      [{ ...credential.response, transports: Array.from({ length: 9 }, () => 'usb') }, 'body.credential.response.transports'],
    ] as const) {
      const res = await expectKnownError(await post(project, '/auth/passkey/register', { credential: { ...credential, response }, code }, user.accessToken), 400, 'SCHEMA_ERROR');
      expect(res.error).toContain(problem);
    }
    const start = await startAuthentication(project);
    const answer = authenticator.authenticate(start.options_json);
    for (const [response, problem] of [
      [{ ...answer.response, signature: big(1025) }, 'body.authentication_response.response.signature must be at most 1024 bytes'],
      [{ ...answer.response, userHandle: big(65) }, 'body.authentication_response.response.userHandle must be at most 64 bytes'],
    ] as const) {
      const res = await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: { ...answer, response }, code: start.code }), 400, 'SCHEMA_ERROR');
      expect(res.error).toContain(problem);
    }
    // Refused by the schema, the challenges were not spent: the real answers still pass.
    expect(await ok(await post(project, '/auth/passkey/register', { credential, code }, user.accessToken))).toEqual({ user_handle: credential.id });
    expect((await ok(await post(project, '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(start.options_json), code: start.code }))).user_id).toBe(user.id);
  });

  it('refuses malformed answers with a SCHEMA_ERROR or PASSKEY_*_FAILED, never a 500', async () => {
    const project = await passkeyProject();
    const user = await signedInUser(project);
    const authenticator = await registered(project, user);
    const { options_json, code } = await startAuthentication(project);
    const answer = authenticator.authenticate(options_json);
    const garbage = { ...answer, response: { ...answer.response, clientDataJSON: 'not-json' } };
    await expectKnownError(await post(project, '/auth/passkey/sign-in', { authentication_response: garbage, code }), 400, 'PASSKEY_AUTHENTICATION_FAILED');
    const missing = await expectKnownError(await post(project, '/auth/passkey/sign-in', { code }), 400, 'SCHEMA_ERROR');
    expect(missing.error).toContain('body.authentication_response');
    const extra = await expectKnownError(await post(project, '/auth/passkey/register', { credential: answer, code, extra: 1 }, user.accessToken), 400, 'SCHEMA_ERROR');
    expect(extra.error).toContain('body contains unknown properties: extra');
  });
});
