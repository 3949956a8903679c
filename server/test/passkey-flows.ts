import { expect } from 'vitest';
import { rawFetch, type TestProject } from './harness.ts';
import type { SignedInUser } from './factories.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

/** Passkey ceremonies over HTTP with the software authenticator (for tests outside passkeys.test.ts). */

export const PASSKEY_ORIGIN = 'http://localhost:3000';

export function sendJson(project: TestProject, method: string, path: string, body: unknown, accessToken?: string, headers: Record<string, string> = {}) {
  return rawFetch(path, { method, headers: { ...project.clientHeaders(accessToken), 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function okJson<T = Record<string, any>>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

/** Registers one more passkey for the user; `extra` goes into the register body (e.g. a name), `headers` with the request. */
export async function registerPasskey(project: TestProject, user: SignedInUser, o: { authenticator?: SoftwareAuthenticator; extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
  const authenticator = o.authenticator ?? new SoftwareAuthenticator(PASSKEY_ORIGIN);
  const start = await okJson<{ options_json: any; code: string }>(await sendJson(project, 'POST', '/auth/passkey/initiate-passkey-registration', {}, user.accessToken));
  const credential = authenticator.register(start.options_json);
  const res = await sendJson(project, 'POST', '/auth/passkey/register', { credential, code: start.code, ...o.extra }, user.accessToken, o.headers);
  return { authenticator, res, credentialId: credential.id as string };
}

export async function passkeySignIn(project: TestProject, authenticator: SoftwareAuthenticator, credentialId?: string) {
  const { options_json, code } = await okJson<{ options_json: any; code: string }>(await sendJson(project, 'POST', '/auth/passkey/initiate-passkey-authentication', {}));
  return sendJson(project, 'POST', '/auth/passkey/sign-in', { authentication_response: authenticator.authenticate(options_json, credentialId ? { credentialId } : {}), code });
}

export const listPasskeys = async (project: TestProject, user: SignedInUser) =>
  (await okJson<{ items: { id: string; name: string; created_at_millis: number; last_used_at_millis: number | null }[] }>(await rawFetch('/passkeys?user_id=me', { headers: project.clientHeaders(user.accessToken) }))).items;
