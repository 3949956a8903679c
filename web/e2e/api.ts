import { createGatehouseClient, type components, type GatehouseClient } from '@gatehouse/generated';

/**
 * SET-UP through the real API, for browser tests whose subject is not the dashboard screens that
 * would otherwise make these things: a developer, a project they own, its users, its outbox.
 * Everything runs as the dashboard does: a user of the internal project, then dashboard mode
 * (x-stack-admin-access-token) on the project.
 */

export type ProjectConfigInput = components['schemas']['UpdateProjectBody']['config'];
export type OutboxEmail = components['schemas']['OutboxEmail'];

export interface Developer {
  email: string;
  password: string;
  accessToken: string;
  teamId: string;
}

function internal(baseUrl: string, accessToken?: string): GatehouseClient {
  return createGatehouseClient({
    baseUrl,
    headers: { 'x-stack-project-id': 'internal', 'x-stack-access-type': 'client', ...(accessToken ? { 'x-stack-access-token': accessToken } : {}) },
  });
}

export function admin(baseUrl: string, projectId: string, developer: Developer): GatehouseClient {
  return createGatehouseClient({ baseUrl, headers: { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': developer.accessToken } });
}

function must<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (!result.response.ok || result.data === undefined) throw new Error(`${what}: HTTP ${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

export async function signUpDeveloper(baseUrl: string, email: string, password = 'correct horse battery staple'): Promise<Developer> {
  const signedUp = must(await internal(baseUrl).POST('/auth/password/sign-up', { body: { email, password } }), 'developer sign-up');
  const me = must(await internal(baseUrl, signedUp.access_token).GET('/users/me'), 'developer /users/me');
  if (!me.selected_team_id) throw new Error('a developer gets a personal team at sign-up');
  return { email, password, accessToken: signedUp.access_token, teamId: me.selected_team_id };
}

export async function createProject(baseUrl: string, developer: Developer, displayName: string, config: ProjectConfigInput): Promise<string> {
  const created = must(
    await internal(baseUrl, developer.accessToken).POST('/internal/projects', { body: { display_name: displayName, owner_team_id: developer.teamId, config } }),
    'create project',
  );
  return created.id;
}

export async function updateConfig(baseUrl: string, projectId: string, developer: Developer, config: ProjectConfigInput): Promise<void> {
  must(await admin(baseUrl, projectId, developer).PATCH('/internal/projects/current', { body: { config } }), 'update project config');
}

export async function createUser(baseUrl: string, projectId: string, developer: Developer, body: components['schemas']['CreateUserBody']): Promise<string> {
  return must(await admin(baseUrl, projectId, developer).POST('/users', { body }), 'create user').id;
}

/** The project's outbox (development inbox), newest first. */
export async function outbox(baseUrl: string, projectId: string, developer: Developer): Promise<OutboxEmail[]> {
  return must(await admin(baseUrl, projectId, developer).GET('/internal/emails', { params: { query: { limit: 200 } } }), 'list outbox').items;
}

/** Waits for the `nth` mail (1-based, oldest first) to `to` whose subject matches, and returns it. */
export async function waitForMail(baseUrl: string, projectId: string, developer: Developer, to: string, subject: RegExp, nth = 1): Promise<OutboxEmail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const mails = (await outbox(baseUrl, projectId, developer)).filter((m) => m.to === to && subject.test(m.subject)).reverse();
    if (mails.length >= nth) return mails[nth - 1];
    if (Date.now() > until) throw new Error(`no mail #${nth} to ${to} matching ${subject} (found ${mails.length})`);
    // Mail is queued within a request or two: a short poll finds it sooner and costs one list query.
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The 6-character code in the subject of a sign-in mail. */
export function otpOf(mail: OutboxEmail): string {
  const m = /Your code is ([0-9A-Z]{6})/.exec(mail.subject);
  if (!m) throw new Error(`no code in "${mail.subject}"`);
  return m[1];
}
