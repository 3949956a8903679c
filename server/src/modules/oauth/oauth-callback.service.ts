import type { Deps } from '../../http/context.ts';
import { KnownError, knownError } from '../../http/errors.ts';
import { sha256 } from '../../crypto/hashing.ts';
import { randomCode } from '../../crypto/random.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { isTrustedUrl } from '../projects/trusted-domains.ts';
import { completeWithProvider, resolveProvider } from './providers/provider-client.ts';
import { assertProviderAllows } from './provider-use.ts';
import { parseAppleUser } from './providers/apple-user.ts';
import { insertAuthorizationCode, takeFlowState, type FlowState } from './oauth-flow.store.ts';
import { resolveAccount } from './account-resolution.ts';
import { tokenCipher } from './token-cipher.ts';
import { callbackUrl } from './oauth-authorize.service.ts';
import { stripHash } from './code-grant.service.ts';

/** Outer authorization codes live 5 minutes (wire-contract §13: the library default it names). */
export const CODE_SECONDS = 300;

/** The cookie that ties a redirect-mode flow to the browser that started it. */
export const stateCookieName = (innerState: string) => `stack-oauth-inner-${innerState}`;

export interface CallbackRequest {
  providerId: string;
  params: URLSearchParams;
  /** Whether the browser sent this flow's state cookie (only asked for redirect-mode flows). */
  hasStateCookie(innerState: string): boolean;
}

export interface CallbackAnswer {
  /** 303 with the code, or 307 with an error for a trusted target. */
  status: 303 | 307;
  location: string;
  /** The state cookie to clear (redirect mode), or null. */
  clearCookie: string | null;
}

/**
 * The provider's callback (wire-contract §9.7). The inner state is taken out once, and only by a
 * callback bound to the flow (its provider path and, in redirect mode, its state cookie); unknown
 * states and a missing cookie answer as plain known errors (there is no trusted place to send
 * them) and leave the flow as it was.
 * After that, a known error goes by 307 to the outer redirect_uri when trusted, else to a
 * trusted error_redirect_uri, else it is answered here. On success the outer redirect_uri gets a
 * single-use code (303).
 */
export async function handleCallback(deps: Deps, r: CallbackRequest): Promise<CallbackAnswer> {
  const innerState = r.params.get('state');
  if (!innerState) throw knownError('INVALID_OAUTH_STATE');
  // A callback without the flow's cookie (or on another provider's path) is refused without
  // taking the flow, so whoever saw the state cannot spend it before the real browser arrives.
  const flow = await takeFlowState(deps.em, sha256(innerState), { providerId: r.providerId, hasStateCookie: r.hasStateCookie(innerState) });
  if (flow === 'unknown') throw knownError('INVALID_OAUTH_STATE');
  if (flow === 'unbound') throw knownError('OAUTH_STATE_COOKIE_MISSING');
  const clearCookie = flow.outer.responseMode === 'redirect' ? stateCookieName(innerState) : null;

  const project = (await deps.projectCache.get(flow.projectId, deps.since))?.project;
  // The project was deleted meanwhile: its flow went with it (cascade), so this is unreachable in practice.
  if (!project) throw knownError('INVALID_OAUTH_STATE');
  try {
    const code = await issueCode(deps, project, flow, innerState, r.params);
    const target = new URL(flow.outer.redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', flow.outer.state);
    return { status: 303, location: target.toString(), clearCookie };
  } catch (e) {
    if (!(e instanceof KnownError)) throw e;
    const target = [flow.outer.redirectUri, flow.outer.errorRedirectUri].find((u) => u !== null && isTrustedUrl(project, u));
    if (!target) throw e;
    return { status: 307, location: errorLocation(target, e), clearCookie };
  }
}

async function issueCode(deps: Deps, project: ProjectRecord, flow: FlowState, innerState: string, params: URLSearchParams): Promise<string> {
  if (flow.expiresAt.getTime() < Date.now()) throw knownError('OUTER_OAUTH_TIMEOUT');
  // Checked when the code is issued: a code only ever goes to a trusted origin.
  if (!isTrustedUrl(project, flow.outer.redirectUri)) throw knownError('REDIRECT_URL_NOT_WHITELISTED');
  // Checked again here: the provider may have been switched off while the user was at the provider.
  assertProviderAllows(project, flow.providerId, flow.outer.type === 'link' ? 'link' : 'sign-in');
  const provider = resolveProvider(deps, project, flow.providerId);
  const cipher = tokenCipher(deps.config);
  const codeVerifier = cipher.open(flow.codeVerifierSealed, 'oauth-inner-verifier');
  if (codeVerifier === null) throw knownError('INVALID_OAUTH_STATE');
  const { profile, tokens } = await completeWithProvider(provider, {
    params,
    expectedState: innerState,
    redirectUri: callbackUrl(deps, flow.providerId),
    codeVerifier,
    nonce: flow.nonce,
    appleUser: parseAppleUser(params.get('user')),
  });
  const { user, isNewUser } = await resolveAccount(deps, project, {
    providerId: flow.providerId,
    type: flow.outer.type,
    tokenUserId: flow.outer.userId,
    profile,
    shared: provider.shared,
    tokens: {
      accessTokenSealed: cipher.seal(tokens.accessToken, 'oauth-provider-access-token'),
      refreshTokenSealed: tokens.refreshToken === null ? null : cipher.seal(tokens.refreshToken, 'oauth-provider-refresh-token'),
      accessTokenExpiresAt: tokens.expiresAt,
      // Providers that do not echo the granted scope granted what was asked.
      scopes: tokens.scope ?? [...provider.scopes, ...(flow.outer.providerScope ?? '').split(/\s+/).filter(Boolean)].join(' '),
    },
  });
  const code = randomCode(45);
  await insertAuthorizationCode(deps.em, sha256(code), {
    projectId: project.id,
    userId: user.id,
    redirectUri: stripHash(flow.outer.redirectUri),
    codeChallenge: flow.outer.codeChallenge,
    isNewUser,
    afterCallbackRedirectUrl: flow.outer.afterCallbackRedirectUrl,
    expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
  });
  return code;
}

/** The query parameters of an error redirect (wire-contract §9.7). */
function errorLocation(target: string, e: KnownError): string {
  const url = new URL(target);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.searchParams.set('error', 'server_error');
  url.searchParams.set('error_description', e.message);
  url.searchParams.set('errorCode', e.code);
  url.searchParams.set('message', e.message);
  url.searchParams.set('details', JSON.stringify(e.details ?? {}));
  return url.toString();
}
