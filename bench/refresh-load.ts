/**
 * make bench's rotating-refresh load (run.ts), for refresh.ts and profile.ts: POST
 * /auth/oauth/token with grant_type=refresh_token, every request in flight on its own session's
 * single-use chain (the successor in one answer is the next request's token); a request checks a
 * chain out and returns it with its answer (autocannon's per-connection context cannot promise that).
 */
import type { Options } from 'autocannon';
import { post } from './seed.ts';

export interface RefreshTarget { base: string; projectId: string; publishableKey: string; serverKey: string; userId: string }

/** `n` fresh sessions of the user (server access: no password hash on the way). */
export async function freshSessions(t: RefreshTarget, n: number): Promise<string[]> {
  const headers = { 'content-type': 'application/json', 'x-stack-project-id': t.projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': t.serverKey };
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await post(`${t.base}/api/v1/auth/sessions`, headers, { user_id: t.userId, expires_in_millis: 86_400_000 })).refresh_token as string);
  return out;
}

export function refreshRequests(t: RefreshTarget, chains: string[]): Options['requests'] {
  const current = [...chains];
  const free = current.map((_, i) => i);
  return [
    {
      method: 'POST',
      path: '/api/v1/auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (req, context) => {
        const ctx = context as { chain?: number };
        ctx.chain = free.shift();
        if (ctx.chain === undefined) throw new Error('more requests in flight than chains');
        return { ...req, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: current[ctx.chain]!, client_id: t.projectId, client_secret: t.publishableKey }).toString() };
      },
      onResponse: (status, body, context) => {
        const ctx = context as { chain?: number };
        if (ctx.chain === undefined) return;
        if (status === 200) current[ctx.chain] = (JSON.parse(body) as { refresh_token: string }).refresh_token;
        free.push(ctx.chain);
        ctx.chain = undefined;
      },
    },
  ];
}
