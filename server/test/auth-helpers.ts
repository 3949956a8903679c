import { expect } from 'vitest';
import { rawFetch, uniqueEmail, type TestProject } from './harness.ts';
import { signedInUser } from './factories.ts';

/**
 * Helpers shared by the auth and sessions tests: sign users up through the API, refresh through
 * both refresh endpoints. (Known errors: test/known-errors.ts.)
 */

export const PASSWORD = 'correct horse battery staple';

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
  const user = await signedInUser(project, { passwordHash: opts.passwordHash ?? null });
  return { ...user, email: user.email! };
}
