import * as oauth from 'oauth4webapi';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { accessTokenRefusal } from '../../http/pipeline.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { restrictedReasonOf, verifyAccessToken } from '../../crypto/access-tokens.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { findUser } from '../users/users.store.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { isLiveSession, sessionSignInState } from '../sessions/sessions.store.ts';
import { authenticateOAuthClient } from './oauth-token.service.ts';
import { authorizationUrl, resolveProvider } from './providers/provider-client.ts';
import { assertProviderAllows } from './provider-use.ts';
import { insertFlowState, type OuterParams } from './oauth-flow.store.ts';
import { tokenCipher } from './token-cipher.ts';
import { refuseUnlessRecent } from '../../http/recent-sign-in.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings } from '../sessions/sessions.settings.ts';

/** How long the provider may take to call back (wire-contract §9.6: 10 minutes). */
export const FLOW_SECONDS = 600;

export interface AuthorizeRequest {
  providerId: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
  state: string;
  codeChallenge: string;
  type: 'authenticate' | 'link';
  token: string | undefined;
  providerScope: string | undefined;
  errorRedirectUri: string | undefined;
  afterCallbackRedirectUrl: string | undefined;
  responseMode: 'redirect' | 'json';
}

export interface AuthorizeAnswer {
  location: string;
  innerState: string;
  /** The provider posts back cross-site (Apple's form_post): the state cookie must be SameSite=None. */
  crossSitePost: boolean;
}

/**
 * The outer authorize call (wire-contract §9.6): check the client and what it asks for, remember
 * the request under a fresh inner state (10 minutes, single-use), and answer the provider's
 * authorization URL with Gatehouse's own PKCE verifier, state and nonce. The outer redirect_uri
 * is checked against the trusted domains when the code is issued (callback), as the contract says.
 */
export async function startAuthorization(deps: Deps, r: AuthorizeRequest): Promise<AuthorizeAnswer> {
  const project = await authenticateOAuthClient(deps, r.clientId, r.clientSecret, { wrongKey: 'INVALID_PUBLISHABLE_CLIENT_KEY' });
  if (r.scope !== 'legacy') throw knownError('INVALID_SCOPE');
  assertProviderAllows(project, r.providerId, r.type === 'link' ? 'link' : 'sign-in');
  const provider = resolveProvider(deps, project, r.providerId);
  if (r.providerScope && provider.shared) throw knownError('OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  if (r.afterCallbackRedirectUrl !== undefined && !isTrustedUrl(project, r.afterCallbackRedirectUrl)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  if (r.type === 'link' && !r.token) throw knownError('OAUTH_LINK_REQUIRES_TOKEN');
  const userId = r.token ? await userOfToken(deps, project.id, r.token, r.type === 'link') : null;
  // Linking adds a sign-in method to the token's user: closed to a restricted user like every
  // other write (router.ts Access.restricted; the token comes in the query, out of the router's
  // sight). An anonymous user upgrades with type=authenticate instead, which stays open.
  if (r.type === 'link' && userId) await refuseRestrictedUser(deps, project, userId);

  const innerState = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const nonce = oauth.generateRandomNonce();
  const outer: OuterParams = {
    clientId: r.clientId,
    redirectUri: r.redirectUri,
    state: r.state,
    codeChallenge: r.codeChallenge,
    type: r.type,
    userId,
    afterCallbackRedirectUrl: r.afterCallbackRedirectUrl ?? null,
    errorRedirectUri: r.errorRedirectUri ?? null,
    responseMode: r.responseMode,
    providerScope: r.providerScope ?? null,
  };
  await insertFlowState(deps.em, sha256(innerState), {
    projectId: project.id,
    providerId: provider.providerId,
    outer,
    codeVerifierSealed: tokenCipher(deps.config).seal(codeVerifier, 'oauth-inner-verifier'),
    nonce,
    expiresAt: new Date(Date.now() + FLOW_SECONDS * 1000),
  });
  const location = authorizationUrl(provider, {
    redirectUri: callbackUrl(deps, provider.providerId),
    state: innerState,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    nonce,
    extraScope: r.providerScope ?? null,
  });
  return { location, innerState, crossSitePost: provider.responseMode === 'form_post' };
}

/** Gatehouse's callback URL for a provider: what a developer enters in the provider's console. */
export function callbackUrl(deps: Deps, providerId: string): string {
  return `${deps.config.publicUrl}/api/v1/auth/oauth/callback/${providerId}`;
}

async function refuseRestrictedUser(deps: Deps, project: ProjectRecord, userId: string): Promise<void> {
  const user = await findUser(deps.em, project.id, userId);
  const reason = user ? restrictedReasonOf(user, sliceOf(project, onboardingSettings).requireEmailVerification) : null;
  if (reason) throw knownError('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: reason });
}

/**
 * The user of `token` (access-token errors as the header pipeline reports them; another project: 403).
 * Linking a provider account adds a way to sign in, so it needs a recent sign-in like the routes
 * that declare `recentSignIn` (http/recent-sign-in.ts): the token arrives here, not in the headers.
 */
async function userOfToken(deps: Deps, projectId: string, token: string, linking: boolean): Promise<string> {
  const result = await verifyAccessToken(deps.signingKeys, deps.config.publicUrl, token);
  if (!result.ok) throw accessTokenRefusal(result);
  if (result.claims.project_id !== projectId) throw knownError('OAUTH_TOKEN_OF_ANOTHER_PROJECT');
  const { sub, refresh_token_id: sessionId } = result.claims;
  if (!(await isLiveSession(deps.em, projectId, sub, sessionId))) throw knownError('ACCESS_TOKEN_REVOKED');
  if (linking) refuseUnlessRecent(await sessionSignInState(deps.em, projectId, sub, sessionId), deps.config.recentSignInSeconds);
  return sub;
}
