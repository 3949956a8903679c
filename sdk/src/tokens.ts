/** Tokens are treated as likely valid only while they have at least this long to live (SPEC §4). */
export const TOKEN_VALIDITY_MARGIN_MS = 20_000;

function base64UrlDecode(s: string): string {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a JWT, decoded WITHOUT checking the signature (only to read `exp`; the server and
 * verifyAccessToken do the real checks). Undefined when the token is not a JWT.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]!)) as unknown;
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a token will still be valid `marginMs` from now. A token without `exp` never expires
 * (SPEC §4); an undecodable one is never likely valid.
 */
export function isLikelyValid(token: string, now = Date.now(), marginMs = TOKEN_VALIDITY_MARGIN_MS): boolean {
  if (!token || token === 'undefined') return false;
  const payload = decodeJwtPayload(token);
  if (!payload) return false;
  if (payload.exp === undefined) return true;
  if (typeof payload.exp !== 'number') return false;
  return payload.exp * 1000 - now >= marginMs;
}
