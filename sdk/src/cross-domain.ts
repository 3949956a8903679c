import type { GatehouseApi } from './api-types.ts';
import { KnownError } from './errors.ts';
import { cleanRedirectUrl, defaultOAuthFlowStore, randomToken, s256, type OAuthFlowStore, type StoredFlow } from './oauth.ts';
import type { Session } from './session.ts';

/**
 * The cross-domain handoff (wire-contract §9.8): a user signed in on one domain of your app is
 * signed in on another without signing in again. It is an OAuth authorization-code flow with PKCE
 * in which the signed-in side plays the authorization server:
 *
 *   // 1. On the receiving domain (B): keep a PKCE verifier, then send the browser to A with the rest.
 *   const req = await appB.prepareCrossDomainHandoff({ redirectUrl: 'https://b.example.com/handler/oauth-callback' });
 *   location.assign(`https://a.example.com/handoff?${new URLSearchParams({ ...req })}`);
 *   // 2. On the signed-in domain (A): ask Gatehouse for a code bound to this session and go back.
 *   await appA.crossDomainAuthorize({ redirectUri, state, codeChallenge });
 *   // 3. Back on B, the usual callback page: appB.handleOAuthCallback() exchanges the code.
 *
 * Without `codeChallenge`, crossDomainAuthorize makes the PKCE pair itself and keeps the verifier
 * in this app's flow store, as signInWithOAuth does: for a receiving side that shares that store.
 * The verifier never travels: only the side that keeps it can redeem the code.
 */

export interface PrepareCrossDomainHandoffOptions {
  /** The receiving side's callback page (a trusted domain of the project), where handleOAuthCallback runs. */
  redirectUrl: string;
}

/** What the signed-in side needs to issue the code (all safe to put in a URL). */
export interface CrossDomainHandoffRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

export interface CrossDomainAuthorizeOptions {
  /** The receiving side's callback page; must be on a trusted domain of the project. */
  redirectUri: string;
  /** From prepareCrossDomainHandoff on the receiving side; default: a fresh one (kept here). */
  state?: string;
  /** From prepareCrossDomainHandoff on the receiving side; without it a PKCE pair is made and its verifier kept here. */
  codeChallenge?: string;
  /** Handed back by handleOAuthCallback, for where to go after the handoff (must be trusted). */
  afterCallbackRedirectUrl?: string;
  /** Goes to the receiving side; default: location.assign in browsers. */
  navigate?: (url: string) => void;
}

export interface CrossDomainHelpers {
  /** Receiving side: keeps a PKCE verifier for the callback and returns what the signed-in side needs. */
  prepareCrossDomainHandoff(options: PrepareCrossDomainHandoffOptions): Promise<CrossDomainHandoffRequest>;
  /**
   * Signed-in side: gets a one-time code bound to this session and goes to the receiving side with
   * it (returns that URL). Throws RefreshTokenNotFoundOrExpiredError when the session is gone and
   * RedirectUrlNotWhitelistedError for an untrusted redirectUri or afterCallbackRedirectUrl.
   */
  crossDomainAuthorize(options: CrossDomainAuthorizeOptions): Promise<{ redirectUrl: string }>;
}

export function crossDomainHelpers(api: GatehouseApi, session: Session, ctx: { flowStore?: OAuthFlowStore }): CrossDomainHelpers {
  const store = ctx.flowStore ?? defaultOAuthFlowStore();

  /** A fresh PKCE pair and state, the verifier kept in this app's flow store for handleOAuthCallback. */
  async function keepFlow(redirectUrl: string, state = randomToken()): Promise<CrossDomainHandoffRequest> {
    const verifier = randomToken();
    const redirectUri = cleanRedirectUrl(redirectUrl);
    await store.save(state, JSON.stringify({ verifier, redirectUrl: redirectUri } satisfies StoredFlow));
    return { redirectUri, state, codeChallenge: await s256(verifier) };
  }

  /**
   * The route needs the CURRENT refresh token of the access token's session. It is read after
   * getAccessToken (which may rotate it); should the session rotate during the call anyway, the
   * call is made once more with the new token.
   */
  async function authorize(body: Record<string, string>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      if (!(await session.getAccessToken())) throw new TypeError('crossDomainAuthorize needs a signed-in user');
      const refreshToken = session.tokens.refreshToken;
      if (!refreshToken) throw new TypeError('crossDomainAuthorize needs the refresh token of the session');
      try {
        const { data } = await api.POST('/auth/oauth/cross-domain/authorize', {
          params: { header: { 'x-stack-refresh-token': refreshToken } },
          body: body as never,
        });
        return data.redirect_url;
      } catch (e) {
        const rotated = session.tokens.refreshToken !== refreshToken;
        if (attempt === 0 && rotated && e instanceof KnownError && e.code === 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED') continue;
        throw e;
      }
    }
  }

  return {
    prepareCrossDomainHandoff: (o) => keepFlow(o.redirectUrl),

    async crossDomainAuthorize(o) {
      const req = o.codeChallenge
        ? { redirectUri: o.redirectUri, state: o.state ?? randomToken(), codeChallenge: o.codeChallenge }
        : await keepFlow(o.redirectUri, o.state);
      const redirectUrl = await authorize({
        redirect_uri: req.redirectUri,
        state: req.state,
        code_challenge: req.codeChallenge,
        code_challenge_method: 'S256',
        ...(o.afterCallbackRedirectUrl ? { after_callback_redirect_url: o.afterCallbackRedirectUrl } : {}),
      });
      const navigate = o.navigate ?? ((url: string) => (globalThis as { location?: { assign(u: string): void } }).location?.assign(url));
      navigate(redirectUrl);
      return { redirectUrl };
    },
  };
}
