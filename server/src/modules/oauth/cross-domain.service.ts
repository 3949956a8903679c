import type { Deps, SignedInAuth } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { sessionOfRefreshToken } from '../sessions/session-handoff.ts';
import { insertAuthorizationCode } from './oauth-flow.store.ts';
import { tokenCipher } from './token-cipher.ts';
import { CODE_SECONDS } from './oauth-callback.service.ts';
import { HANDOFF_TOKEN_PURPOSE, stripHash } from './code-grant.service.ts';

export interface CrossDomainRequest {
  refreshToken: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  afterCallbackRedirectUrl: string | null;
}

/**
 * Starts a cross-domain handoff (wire-contract §9.8): the signed-in session gets a one-time
 * authorization code that another domain of the app exchanges at POST /auth/oauth/token
 * (authorization_code grant, PKCE S256) to continue the same sign-in. Everything is checked
 * before anything is written:
 * - the refresh token must be the current token of the very session of the access token, so a
 *   leaked access token alone (or with another session's token) cannot mint a long-lived handoff;
 * - the code only ever goes to a trusted origin, as for provider sign-ins (and the app is only
 *   sent on to a trusted after_callback_redirect_url).
 * Returns redirect_uri with `code` and `state` added (its other query parameters kept).
 */
export async function authorizeCrossDomain(deps: Deps, auth: SignedInAuth, r: CrossDomainRequest): Promise<string> {
  const project = auth.project;
  const session = await sessionOfRefreshToken(deps, project.id, r.refreshToken);
  if (!session || session.sessionId !== auth.sessionId) throw knownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  if (!isTrustedUrl(project, r.redirectUri)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  if (r.afterCallbackRedirectUrl !== null && !isTrustedUrl(project, r.afterCallbackRedirectUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');

  const code = randomCode(45);
  await insertAuthorizationCode(deps.em, sha256(code), {
    projectId: project.id,
    userId: session.userId,
    redirectUri: stripHash(r.redirectUri),
    codeChallenge: r.codeChallenge,
    isNewUser: false,
    afterCallbackRedirectUrl: r.afterCallbackRedirectUrl,
    expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
    handoff: { sessionId: session.sessionId, refreshTokenSealed: tokenCipher(deps.config).seal(r.refreshToken, HANDOFF_TOKEN_PURPOSE) },
  });
  const target = new URL(r.redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', r.state);
  return target.toString();
}
