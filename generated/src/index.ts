// Generated from openapi/openapi.json by `make generate`. Do not edit.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { paths, components, operations } from './schema.ts';

/** A typed client for the Gatehouse API. `baseUrl` is the server's origin, e.g. http://localhost:8102. */
export function createGatehouseClient(options: Omit<ClientOptions, 'baseUrl'> & { baseUrl: string }) {
  return createClient<paths>({ ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') + '/api/v1' });
}

export type GatehouseClient = ReturnType<typeof createGatehouseClient>;
