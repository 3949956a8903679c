import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { randomBytes } from 'node:crypto';
import { newProject, rawFetch, type TestProject } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { SoftwareAuthenticator } from '../../../test/software-authenticator.ts';

/** Passkey sign-in ends in finishSignIn too: a TOTP user is asked for the second factor (wire-contract §9.5, §9.4). */

const ORIGIN = 'http://localhost:3000';

const post = (project: TestProject, path: string, body: unknown, accessToken?: string) =>
  rawFetch(path, { method: 'POST', headers: { ...project.clientHeaders(accessToken), 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

describe('passkey sign-in of a TOTP user', () => {
  it('answers MULTI_FACTOR_AUTHENTICATION_REQUIRED; the TOTP code finishes it', async () => {
    const project = await newProject({ passkey_enabled: true });
    const user = await signedInUser(project);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const reg = await json<{ options_json: unknown; code: string }>(await post(project, '/auth/passkey/initiate-passkey-registration', {}, user.accessToken));
    await json(await post(project, '/auth/passkey/register', { credential: authenticator.register(reg.options_json as never), code: reg.code }, user.accessToken));
    const secret = randomBytes(20);
    expect((await project.client(user.accessToken).PATCH('/users/me', { body: { totp_secret_base64: secret.toString('base64') } })).response.status).toBe(200);

    const auth = await json<{ options_json: unknown; code: string }>(await post(project, '/auth/passkey/initiate-passkey-authentication', {}));
    const res = await post(project, '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(auth.options_json as never), code: auth.code });
    const attempt = ((await expectKnownError(res, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED')).details as { attempt_code: string }).attempt_code;
    const totp = new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate();
    const done = await json<{ user_id: string; is_new_user: boolean }>(await post(project, '/auth/mfa/sign-in', { code: attempt, type: 'totp', totp }));
    expect(done).toMatchObject({ user_id: user.id, is_new_user: false });
  });
});
