import type { Handler } from '../../http/router.ts';
import type * as routes from './cli-auth.routes.ts';
import * as cli from './cli-auth.service.ts';

export const createCliAttemptHandler: Handler<typeof routes.createCliAttempt> = async (c, { deps, auth, body }) => {
  const a = await cli.createAttempt(deps, auth, { expiresInMillis: body?.expires_in_millis, anonRefreshToken: body?.anon_refresh_token });
  return c.json({ polling_code: a.pollingCode, login_code: a.loginCode, expires_at: a.expiresAt.toISOString(), user_code: a.userCode }, 200);
};

export const pollCliAttemptHandler: Handler<typeof routes.pollCliAttempt> = async (c, { deps, auth, body }) => {
  const r = await cli.poll(deps, auth, body.polling_code);
  // wire-contract §9.9: success is 201, every other status 200.
  if (r.status === 'success') return c.json({ status: 'success' as const, refresh_token: r.refreshToken }, 201 as never);
  return c.json({ status: r.status }, 200);
};

export const completeCliAttemptHandler: Handler<typeof routes.completeCliAttempt> = async (c, { deps, auth, body }) => {
  const mode = body.mode ?? 'complete';
  if (mode === 'check') {
    const checked = await cli.checkAttempt(deps, auth, body.login_code);
    return c.json({ cli_session_state: checked.state, user_code: checked.userCode }, 200);
  }
  if (mode === 'status') {
    const status = await cli.attemptStatus(deps, auth, body.login_code);
    return c.json({ login_state: status.state, user_code: status.userCode }, 200);
  }
  if (mode === 'claim-anon-session') {
    const s = await cli.claimAnonymousSession(deps, auth, body.login_code);
    return c.json({ access_token: s.accessToken, refresh_token: s.refreshToken }, 200);
  }
  await cli.completeAttempt(deps, auth, body.login_code, body.refresh_token);
  return c.json({ success: true as const }, 200);
};
