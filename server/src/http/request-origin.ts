import type { AppContext, RequestOrigin } from './context.ts';
import { clientAddress, isTrustedPeer, type TrustedProxies } from './client-ip.ts';
import { edgeLocationOf } from './edge-location.ts';
import { socketAddressOf } from './rate-limits.ts';

/**
 * The longest user agent a session keeps. Real browsers send 100-300 characters; the header is
 * the client's to choose, so it is cut, never refused (a sign-in must not fail on it).
 */
export const MAX_USER_AGENT_LENGTH = 512;

/**
 * Where a request comes from, as sessions record it: the client's address (the same rule the rate
 * limiter uses, so X-Forwarded-For counts only from GATEHOUSE_TRUSTED_PROXIES) and its user agent,
 * cut to MAX_USER_AGENT_LENGTH, and the approximate location a trusted edge (Cloudflare, Vercel)
 * added in headers: read only when the socket's peer is a trusted proxy, else a client could
 * choose its own location (edge-location.ts). Worked out on first use only: most requests never ask.
 */
export function originOf(c: AppContext, trusted: TrustedProxies): () => RequestOrigin {
  let origin: RequestOrigin | undefined;
  return () => {
    if (origin) return origin;
    const socket = socketAddressOf(c);
    const address = clientAddress(socket, trusted.length ? c.req.header('x-forwarded-for') : undefined, trusted);
    const ua = c.req.header('user-agent')?.trim();
    const location = isTrustedPeer(socket, trusted) ? edgeLocationOf((name) => c.req.header(name)) : null;
    origin = { ip: address ? address.toString() : null, userAgent: ua ? truncate(ua, MAX_USER_AGENT_LENGTH) : null, location };
    return origin;
  };
}

/** Cut at a code point boundary, so a cut never leaves half a surrogate pair. */
function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
