/**
 * `baseUrl` as integrators write it: the server's address (https://auth.example.com), or the API
 * root every other client and the reference use (https://auth.example.com/api/v1), with or without
 * a trailing slash, possibly below a path prefix (https://example.com/auth). Both forms name the
 * same server, so both are accepted rather than one of them failing later with ROUTE_NOT_FOUND.
 */
export const API_PATH = '/api/v1';

export interface ServerUrls {
  /** The server's address without /api/v1 and without a trailing slash (what access tokens' `iss` starts with). */
  baseUrl: string;
  /** `${baseUrl}/api/v1`: where every API route lives. */
  apiUrl: string;
}

export function serverUrls(baseUrl: string): ServerUrls {
  const given = typeof baseUrl === 'string' ? baseUrl.trim() : '';
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  // `new URL('localhost:8102')` parses, with "localhost:" as its scheme: only http(s) is an address here.
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new TypeError(
      `baseUrl must be the Gatehouse server's http(s) address, e.g. https://auth.example.com or https://auth.example.com${API_PATH} (got ${JSON.stringify(baseUrl)}).`,
    );
  }
  let root = given.replace(/\/+$/, '');
  if (root.endsWith(API_PATH)) root = root.slice(0, -API_PATH.length).replace(/\/+$/, '');
  return { baseUrl: root, apiUrl: root + API_PATH };
}
