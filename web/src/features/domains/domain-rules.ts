/**
 * The SPEC §5 trusted-domain rules, checked as the developer types so a mistake is named before
 * the server refuses it. The server (server/src/http/schemas.ts `domainPattern`, `handlerPath`)
 * stays the authority; these checks accept nothing it refuses and name the rule that failed.
 * Exact texts where the spec gives them: '{path} must not be empty', '{path} contains spaces',
 * '{path} is not a valid URL', 'Handler path must start with /'.
 */

/** What the domain field names itself in messages ({path} of the spec's texts). */
const PATH = 'Domain';
const MAX = 2048;

/** The first broken rule of a trusted-domain pattern, or null when the server will accept it. */
export function domainError(raw: string): string | null {
  const value = raw;
  if (value.trim() === '') return `${PATH} must not be empty`;
  if (/\s/.test(value)) return `${PATH} contains spaces`;
  if (value.length > MAX) return `${PATH} must be at most ${MAX} characters`;
  if (!/^https?:\/\//.test(value)) return `${PATH} must start with http:// or https://`;
  const m = /^(https?):\/\/([^/:?#]*)(:\d{1,5})?(.*)$/.exec(value)!;
  const [, , host, port, rest] = m;
  if (rest !== '' && rest !== '/') {
    if (rest.startsWith(':')) return `${PATH} has an invalid port`;
    return `${PATH} must be only an origin (https://host or https://*.host), without a path, query or fragment`;
  }
  if (port !== undefined && Number(port.slice(1)) > 65535) return `${PATH} has an invalid port`;
  if (host === '') return `${PATH} is not a valid URL`;
  if (host.startsWith('.') || host.endsWith('.')) return `${PATH} must not start or end with a dot`;
  if (host.includes('..')) return `${PATH} must not contain two dots in a row`;
  if (host.includes('*')) {
    // With a wildcard only letters, digits, dots, hyphens and '*' — the URL parser would reject '*'.
    if (!/^[a-z0-9*.-]+$/i.test(host)) return `${PATH} with a wildcard may only contain letters, digits, dots, hyphens and *`;
    return null;
  }
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return `${PATH} is not a valid URL`;
  } catch {
    return `${PATH} is not a valid URL`;
  }
  return null;
}

/** The handler path's rule (SPEC §3, §5): it starts with '/'. */
export function handlerPathError(value: string): string | null {
  if (value === '') return 'Handler path must not be empty';
  if (!value.startsWith('/')) return 'Handler path must start with /';
  if (/\s/.test(value)) return 'Handler path contains spaces';
  if (value.length > MAX) return `Handler path must be at most ${MAX} characters`;
  return null;
}

/** Trusted-domain patterns compare without case or a trailing slash (the server's matcher does the same). */
export function sameDomain(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\/$/, '').toLowerCase();
  return norm(a) === norm(b);
}

/** A local URL (SPEC §5): localhost, *.localhost or 127.x.x.x — these need the localhost switch, not a trusted domain. */
export function isLocalDomain(value: string): boolean {
  const m = /^https?:\/\/([^/:?#]+)/i.exec(value.trim());
  if (!m) return false;
  const host = m[1].toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
