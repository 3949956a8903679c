import { expect } from 'vitest';
import { rawFetch, testDeps, uniqueEmail, type TestProject } from './harness.ts';
import { findProject } from '../src/modules/projects/projects.records.ts';
import { createUser } from '../src/modules/users/users.service.ts';
import { createSession } from '../src/modules/sessions/sessions.service.ts';

/**
 * Helpers shared by the auth and sessions tests: sign users up through the API, refresh through
 * both refresh endpoints, and assert the known-error contract of a typed-client result.
 */

export const PASSWORD = 'correct horse battery staple';

/** The known-error contract of a typed-client call: status, header equal to the body's code. */
export function expectCode(result: { response: Response; error?: unknown }, status: number, code: string): { code: string; details?: Record<string, unknown>; error: string } {
  const body = result.error as { code: string; details?: Record<string, unknown>; error: string } | undefined;
  expect({ status: result.response.status, header: result.response.headers.get('x-stack-known-error'), code: body?.code }).toEqual({ status, header: code, code });
  return body!;
}

/** The same contract for a raw fetch response; returns the parsed body. */
export async function expectRawCode(res: Response, status: number, code: string): Promise<{ code: string; details?: Record<string, unknown>; error: string }> {
  const text = await res.text();
  expect({ status: res.status, header: res.headers.get('x-stack-known-error'), text: text.slice(0, 300) }).toMatchObject({ status, header: code });
  const body = JSON.parse(text) as { code: string; details?: Record<string, unknown>; error: string };
  expect(body.code).toBe(code);
  return body;
}

export interface SignedUp {
  email: string;
  password: string;
  user_id: string;
  access_token: string;
  refresh_token: string;
}

/** A password sign-up through the API (fresh e-mail unless given). */
export async function signUp(project: TestProject, opts: { email?: string; password?: string } = {}): Promise<SignedUp> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? PASSWORD;
  const { data, response, error } = await project.client().POST('/auth/password/sign-up', { body: { email, password } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return { email, password, ...data! };
}

/** A password sign-in through the API: a new session of the same user. */
export async function signIn(project: TestProject, email: string, password = PASSWORD): Promise<{ user_id: string; access_token: string; refresh_token: string }> {
  const { data, response, error } = await project.client().POST('/auth/password/sign-in', { body: { email, password } });
  expect(response.status, JSON.stringify(error)).toBe(200);
  return data!;
}

/** POST /auth/sessions/current/refresh as a client. */
export function refreshWithHeader(project: TestProject, refreshToken: string) {
  return project.client().POST('/auth/sessions/current/refresh', { params: { header: { 'x-stack-refresh-token': refreshToken } } });
}

/** POST /auth/oauth/token, form-encoded as the SDKs send it. */
export function refreshWithOAuth(projectId: string, refreshToken: string, clientSecret = '__stack_public_client__', extra: Record<string, string> = {}): Promise<Response> {
  return rawFetch('/auth/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: projectId, client_secret: clientSecret, ...extra }).toString(),
  });
}

/** The claims of a JWT, unverified (the server verifies; tests only read). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * SET-UP: a user with an e-mail but no password (as one-time-code or OAuth sign-up makes them),
 * signed in, or with a given (imported) password hash. Made through the services.
 */
export async function userWithoutPassword(project: TestProject, opts: { passwordHash?: string } = {}) {
  const deps = await testDeps();
  const record = await findProject(deps.em, project.id);
  const email = uniqueEmail();
  const user = await createUser(deps, record!, { primaryEmail: email, passwordHash: opts.passwordHash ?? null });
  const session = await createSession(deps, user);
  return { id: user.id, email, accessToken: session.accessToken, refreshToken: session.refreshToken };
}
