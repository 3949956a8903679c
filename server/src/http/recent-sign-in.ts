import type { AuthContext, AuthPorts, SessionSignInState } from './context.ts';
import { knownError } from './errors.ts';

/**
 * Changes that would let a stolen access token keep an account after it expires (a new sign-in
 * address, TOTP off or replaced, a passkey, an API key) need a recent sign-in: the session's user
 * signed in (any method, MFA included) within GATEHOUSE_RECENT_SIGN_IN_SECONDS, or confirmed it is
 * them since (POST /auth/sessions/current/reauthenticate with the current password or a TOTP
 * code). Refreshing does not count: a stolen refresh token must not renew it. Declared on the
 * route (`Access.recentSignIn`) and checked here for every route alike; client access only, since
 * server and admin keys act for the project, not for a user who might have lost a token.
 *
 * `true`: every client call of the route. `{ body: [...] }`: only calls whose body sets one of
 * these fields to anything but `false` (e.g. PATCH /users/me with `primary_email` or
 * `totp_secret_base64`, but not a display name).
 */
export type RecentSignIn = true | { body: readonly string[] };

/** What the router knows about the request when it decides. */
export interface RecentSignInRequest {
  auth: AuthContext | null;
  body: unknown;
}

export function needsRecentSignIn(rule: RecentSignIn, req: RecentSignInRequest): boolean {
  if (req.auth?.type !== 'client' || !req.auth.user) return false;
  if (rule === true) return true;
  const body = req.body as Record<string, unknown> | undefined;
  return rule.body.some((f) => body?.[f] !== undefined && body[f] !== false);
}

export async function checkRecentSignIn(rule: RecentSignIn, req: RecentSignInRequest, ports: AuthPorts, windowSeconds: number): Promise<void> {
  if (!needsRecentSignIn(rule, req)) return;
  const auth = req.auth!;
  refuseUnlessRecent(auth.sessionId ? await ports.sessionSignIn(auth.project.id, auth.user!.id, auth.sessionId) : null, windowSeconds);
}

/**
 * RECENT_SIGN_IN_REQUIRED unless the session signed in within the window. Also used where a user
 * token arrives outside the headers (linking an OAuth account: the token is a query parameter).
 * No state (the session ended this instant) is refused like an old one.
 */
export function refuseUnlessRecent(state: SessionSignInState | null, windowSeconds: number): void {
  if (state && state.secondsSinceSignIn <= windowSeconds) return;
  const proofs = [...(state?.hasPassword ? ['password' as const] : []), ...(state?.hasTotp ? ['totp_code' as const] : [])];
  throw knownError('RECENT_SIGN_IN_REQUIRED', { max_age_seconds: windowSeconds, accepted_proofs: proofs });
}

/** The paragraph the API reference adds to a route that declares it ('' for the others). */
export function recentSignInSentence(access: { types: readonly string[] | 'none'; recentSignIn?: RecentSignIn }): string {
  const rule = access.recentSignIn;
  if (!rule || access.types === 'none' || !access.types.includes('client')) return '';
  const when = rule === true ? 'Client access' : `Client access setting ${rule.body.map((f) => `\`${f}\``).join(' or ')}`;
  return `\n\n${when} needs a recent sign-in (within GATEHOUSE_RECENT_SIGN_IN_SECONDS, default 10 minutes, of signing in or of confirming with POST /auth/sessions/current/reauthenticate); else RECENT_SIGN_IN_REQUIRED.`;
}
