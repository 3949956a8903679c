import { defineRoute } from '../../http/router.ts';
import { perClient } from '../rate-limits/route-limits.ts';
import { SignInTokens } from '../sessions/sign-in-tokens.ts';

export const signUpAnonymously = defineRoute({
  method: 'post',
  path: '/auth/anonymous/sign-up',
  operationId: 'signUpAnonymously',
  tag: 'Anonymous',
  summary: 'Create an anonymous user and sign it in',
  description:
    'Creates a user without e-mail or password (is_anonymous) and opens a session for it, so an app can keep state for a visitor before they sign up. Needs the project setting `anonymous_accounts_enabled` (a Gatehouse addition; off by default). The access token has its own issuer (`…/projects-anonymous-users/<project>`) and audience (`<project>:anon`), and this API accepts it only with `x-stack-allow-anonymous-user: true`. A later password sign-up sent with this access token upgrades the same user. No body; one, if sent, is ignored.',
  access: { types: ['client', 'server', 'admin'], restricted: 'allow' },
  rateLimits: [perClient('anonymous_sign_ups_per_ip')],
  response: { status: 200, description: 'The anonymous user is signed in.', schema: SignInTokens, links: { RefreshSession: { operationId: 'refreshCurrentSession', parameters: { 'header.x-stack-refresh-token': '$response.body#/refresh_token' } } } },
  errors: ['ANONYMOUS_ACCOUNTS_NOT_ENABLED', 'SIGN_UP_NOT_ENABLED'],
});
