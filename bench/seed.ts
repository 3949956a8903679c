import { loadConfig } from '../server/src/config.ts';
import { openServices } from '../server/src/services.ts';
import { createProject } from '../server/src/modules/projects/projects.service.ts';
import { createKeySet } from '../server/src/modules/api-keys/api-keys.service.ts';

export interface Seeded {
  projectId: string;
  publishableKey: string;
  serverKey: string;
  adminKey: string;
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshTokens: string[];
}

/**
 * A project with keys is made through the services (the same set-up the tests use); the user and
 * its sessions are made over HTTP, through the routes being measured.
 */
export async function seed(base: string, databaseUrl: string, sessions: number): Promise<Seeded> {
  const services = await openServices(databaseUrl, loadConfig({}), () => {}, { poolMax: 2, hotPoolMax: 1 });
  try {
    const deps = { ...services.deps, em: services.deps.orm.em.fork() };
    const project = await createProject(deps, { displayName: 'Benchmark', ownerTeamId: null, config: { anonymous_accounts_enabled: true } });
    const set = await createKeySet(deps, project.id, { description: 'bench', expiresAt: new Date(Date.now() + 86400_000), slots: ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'] });
    const publishableKey = set.secrets.publishable_client_key!;
    const headers = { 'content-type': 'application/json', 'x-stack-project-id': project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': publishableKey };
    const email = 'bench@example.com';
    const password = 'correct horse battery staple';
    const signUp = await post(`${base}/api/v1/auth/password/sign-up`, headers, { email, password });
    const refreshTokens: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const s = await post(`${base}/api/v1/auth/password/sign-in`, headers, { email, password });
      refreshTokens.push(s.refresh_token as string);
    }
    return {
      projectId: project.id, publishableKey, serverKey: set.secrets.secret_server_key!, adminKey: set.secrets.super_secret_admin_key!,
      userId: signUp.user_id as string, email, password, accessToken: signUp.access_token as string, refreshTokens,
    };
  } finally {
    await services.close();
  }
}

export async function post(url: string, headers: Record<string, string>, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} -> ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Client-access headers for the seeded project, with a user's access token when given. */
export function clientHeaders(seeded: Seeded, token?: string): Record<string, string> {
  return {
    'x-stack-project-id': seeded.projectId,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': seeded.publishableKey,
    ...(token ? { 'x-stack-access-token': token } : {}),
    'content-type': 'application/json',
  };
}
