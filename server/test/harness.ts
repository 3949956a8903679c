import { afterAll, inject } from 'vitest';
import { createGatehouseClient, type GatehouseClient } from '@gatehouse/generated';
import { loadConfig } from '../src/config.ts';
import type { Deps } from '../src/http/context.ts';
import { openServices, type OpenedServices } from '../src/services.ts';
import type { ProjectConfig } from '../src/modules/projects/project-config.ts';
import { createProject } from '../src/modules/projects/projects.service.ts';
import { createKeySet } from '../src/modules/api-keys/api-keys.service.ts';
import { TEST_INTERNAL_KEYS, TEST_PUBLIC_URL, TEST_SERVER_ALLOWANCES } from './global-setup.ts';

export { TEST_INTERNAL_KEYS };

export const baseUrl = () => inject('gatehouseUrl');
export const apiUrl = (path: string) => `${baseUrl()}/api/v1${path}`;

let services: Promise<OpenedServices> | undefined;
// Closed after each test file: every file loads its own copy of this module, and pools left open
// hold their connections until they idle out (up to 30 s), so with two files at a time they added
// up past PostgreSQL's default 100 connections ("sorry, too many clients already" in CI).
afterAll(async () => {
  const opened = services;
  services = undefined;
  if (opened) await (await opened).close();
});
/**
 * Direct service access for test SET-UP only (making a project and its keys); everything a test
 * asserts goes through HTTP.
 */
export async function testDeps(): Promise<Deps> {
  services ??= openServices(inject('databaseUrl'), { ...loadConfig(TEST_SERVER_ALLOWANCES), publicUrl: TEST_PUBLIC_URL }, () => {}, { poolMax: 4, hotPoolMax: 2 });
  const { deps } = await services;
  return { ...deps, em: deps.orm.em.fork() };
}

export type Headers = Record<string, string>;

export interface TestProject {
  id: string;
  keys: { client: string; server: string; admin: string };
  clientHeaders(accessToken?: string): Headers;
  serverHeaders(accessToken?: string): Headers;
  adminHeaders(): Headers;
  client(accessToken?: string): GatehouseClient;
  server(accessToken?: string): GatehouseClient;
  admin(): GatehouseClient;
}

export function client(headers: Headers = {}): GatehouseClient {
  return createGatehouseClient({ baseUrl: baseUrl(), headers });
}

export function headersFor(projectId: string, type: 'client' | 'server' | 'admin', key: string, accessToken?: string): Headers {
  const keyHeader = { client: 'x-stack-publishable-client-key', server: 'x-stack-secret-server-key', admin: 'x-stack-super-secret-admin-key' }[type];
  return {
    'x-stack-project-id': projectId,
    'x-stack-access-type': type,
    [keyHeader]: key,
    ...(accessToken ? { 'x-stack-access-token': accessToken } : {}),
  };
}

/** A fresh project (owned by nobody) with one live key set. */
export async function newProject(config: Partial<ProjectConfig> = {}): Promise<TestProject> {
  const deps = await testDeps();
  const project = await createProject(deps, { displayName: `Test ${Math.random().toString(36).slice(2, 8)}`, ownerTeamId: null, config });
  const set = await createKeySet(deps, project.id, {
    description: 'test keys',
    expiresAt: new Date(Date.now() + 3600_000),
    slots: ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'],
  });
  const keys = { client: set.secrets.publishable_client_key!, server: set.secrets.secret_server_key!, admin: set.secrets.super_secret_admin_key! };
  return projectHandle(project.id, keys);
}

export function projectHandle(id: string, keys: TestProject['keys']): TestProject {
  const h: TestProject = {
    id,
    keys,
    clientHeaders: (t) => headersFor(id, 'client', keys.client, t),
    serverHeaders: (t) => headersFor(id, 'server', keys.server, t),
    adminHeaders: () => headersFor(id, 'admin', keys.admin),
    client: (t) => client(h.clientHeaders(t)),
    server: (t) => client(h.serverHeaders(t)),
    admin: () => client(h.adminHeaders()),
  };
  return h;
}

/** The internal (dashboard) project, with the keys the test server was started with. */
export function internalProject(): TestProject {
  return projectHandle('internal', TEST_INTERNAL_KEYS);
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Raw fetch for malformed requests the typed client cannot express. */
export function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(apiUrl(path), init);
}
