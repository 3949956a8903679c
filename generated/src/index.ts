// Generated from openapi/openapi.json by `make generate`. Do not edit.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { paths, components, operations } from './schema.ts';

/**
 * A typed client for the Gatehouse API. `baseUrl` is the server's origin (http://localhost:8102)
 * or its API root (http://localhost:8102/api/v1), with or without a trailing slash.
 */
export function createGatehouseClient(options: Omit<ClientOptions, 'baseUrl'> & { baseUrl: string }) {
  const origin = options.baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return createClient<paths>({ ...options, baseUrl: origin + '/api/v1' });
}

export type GatehouseClient = ReturnType<typeof createGatehouseClient>;
