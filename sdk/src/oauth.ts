import type { GatehouseApi } from './api-types.ts';
import { GatehouseError } from './errors.ts';
import { knownErrorFromWire } from './known-errors.ts';
import { knownErrorStatuses } from './errors.generated.ts';
import { decodeJwtPayload } from './tokens.ts';
import type { Session } from './session.ts';

/**
 * OAuth sign-in through Gatehouse (wire-contract §9.6-§9.7, §10.3): the SDK is the OAuth client of
 * the outer flow. signInWithOAuth makes a PKCE verifier (S256) and a state, keeps them in the flow
 * store (sessionStorage in browsers), asks Gatehouse for the provider's URL (json mode) and goes
 * there. Back on the redirect URL, handleOAuthCallback checks the state, exchanges the code with the
 * verifier at /auth/oauth/token and signs the session in.
 */

/** Where a started flow waits for its callback; keyed by the state, taken once. */
export interface OAuthFlowStore {
  save(state: string, flow: string): void | Promise<void>;
  take(state: string): string | null | Promise<string | null>;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** sessionStorage when there is one (the tab that started the flow finishes it), else memory. */
export function defaultOAuthFlowStore(): OAuthFlowStore {
  const storage = (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
  if (storage) {
    return {
      save: (state, flow) => storage.setItem(`gatehouse-oauth-${state}`, flow),
      take: (state) => {
        const flow = storage.getItem(`gatehouse-oauth-${state}`);
        storage.removeItem(`gatehouse-oauth-${state}`);
        return flow;
      },
    };
  }
  const memory = new Map<string, string>();
  return {
    save: (state, flow) => void memory.set(state, flow),
    take: (state) => {
      const flow = memory.get(state) ?? null;
      memory.delete(state);
      return flow;
    },
  };
}

export interface SignInWithOAuthOptions {
  /** The provider id in the project config: 'github', 'google', ... */
  provider: string;
  /** Your callback page (a trusted domain of the project), where handleOAuthCallback runs. */
  redirectUrl: string;
  /** Handed back by handleOAuthCallback, for where to go after signing in (must be trusted). */
  afterCallbackRedirectUrl?: string;
  /** Where errors go when redirectUrl is not trusted (must be trusted itself). */
  errorRedirectUrl?: string;
  /** Extra provider scopes, space separated (not with shared keys). */
  providerScope?: string;
  /** 'link': connect the provider account to the signed-in user instead of signing in. */
  type?: 'authenticate' | 'link';
  /** Goes to the provider; default: location.assign in browsers. */
  navigate?: (url: string) => void;
}

export interface OAuthCallbackResult {
  userId: string;
  isNewUser: boolean;
  afterCallbackRedirectUrl: string | null;
}

export interface OAuthHelpers {
  /** Starts an OAuth sign-in: goes to the provider (or returns its URL for `navigate` to use). */
  signInWithOAuth(options: SignInWithOAuthOptions): Promise<{ location: string }>;
  /**
   * Finishes the sign-in on the redirect URL (default: the current location): checks the state,
   * exchanges the code (PKCE) and signs in. Throws the server's known error when the flow failed
   * (e.g. SignUpNotEnabledError), MultiFactorAuthenticationRequiredError for TOTP users, and
   * OAuthCallbackError for a URL that is not the answer to a flow this store started.
   */
  handleOAuthCallback(url?: string): Promise<OAuthCallbackResult>;
}

/** The callback URL does not belong to a flow started here (unknown or reused state, no code). */
export class OAuthCallbackError extends GatehouseError {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthCallbackError';
  }
}

/** What a started flow keeps until its callback (also written by cross-domain.ts). */
export interface StoredFlow {
  verifier: string;
  redirectUrl: string;
}

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

export async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The redirect URL as Gatehouse will see it again: without the code and state of an earlier answer (SPEC §5). */
export function cleanRedirectUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('code');
  u.searchParams.delete('state');
  return u.toString();
}

export function oauthHelpers(api: GatehouseApi, session: Session, ctx: { projectId: string; publishableClientKey?: string; flowStore?: OAuthFlowStore }): OAuthHelpers {
  const store = ctx.flowStore ?? defaultOAuthFlowStore();
  const clientSecret = ctx.publishableClientKey ?? '__stack_public_client__';
  return {
    async signInWithOAuth(o) {
      const verifier = randomToken();
      const state = randomToken();
      const redirectUrl = cleanRedirectUrl(o.redirectUrl);
      // A signed-in user goes along: required to link, and an anonymous one is upgraded in place.
      const token = await session.getAccessToken();
      if (o.type === 'link' && !token) throw new TypeError("signInWithOAuth({ type: 'link' }) needs a signed-in user");
      const { data } = await api.GET('/auth/oauth/authorize/{provider_id}', {
        params: {
          path: { provider_id: o.provider },
          query: {
            client_id: ctx.projectId,
            client_secret: clientSecret,
            redirect_uri: redirectUrl,
            scope: 'legacy',
            state,
            grant_type: 'authorization_code',
            code_challenge: await s256(verifier),
            code_challenge_method: 'S256',
            response_type: 'code',
            type: o.type ?? 'authenticate',
            stack_response_mode: 'json',
            ...(token ? { token } : {}),
            ...(o.afterCallbackRedirectUrl ? { after_callback_redirect_url: o.afterCallbackRedirectUrl } : {}),
            ...(o.errorRedirectUrl ? { error_redirect_uri: o.errorRedirectUrl } : {}),
            ...(o.providerScope ? { provider_scope: o.providerScope } : {}),
          },
        },
      });
      const { location } = data as { location: string };
      await store.save(state, JSON.stringify({ verifier, redirectUrl } satisfies StoredFlow));
      const navigate = o.navigate ?? ((url: string) => (globalThis as { location?: { assign(u: string): void } }).location?.assign(url));
      navigate(location);
      return { location };
    },

    async handleOAuthCallback(url) {
      const href = url ?? (globalThis as { location?: { href: string } }).location?.href;
      if (!href) throw new TypeError('handleOAuthCallback needs the callback URL outside a browser');
      const params = new URL(href).searchParams;
      const errorCode = params.get('errorCode');
      if (errorCode) {
        // Gatehouse delivered a known error by redirect: rebuild it as the API would have thrown it.
        const body = JSON.stringify({ code: errorCode, details: safeJson(params.get('details')), error: params.get('message') ?? params.get('error_description') ?? errorCode });
        throw knownErrorFromWire(errorCode, (knownErrorStatuses as Record<string, number>)[errorCode] ?? 400, body);
      }
      const state = params.get('state');
      const code = params.get('code');
      const stored = state ? await store.take(state) : null;
      if (!state || !code || !stored) throw new OAuthCallbackError('This page was not reached from an OAuth sign-in started here (unknown or already used state). Start the sign-in again.');
      const flow = JSON.parse(stored) as StoredFlow;
      const { data } = await api.POST('/auth/oauth/token', {
        body: { grant_type: 'authorization_code', code, code_verifier: flow.verifier, redirect_uri: flow.redirectUrl, client_id: ctx.projectId, client_secret: clientSecret },
      });
      const tokens = data as { access_token: string; refresh_token: string; is_new_user?: boolean; after_callback_redirect_url: string | null };
      session.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      return { userId: String(decodeJwtPayload(tokens.access_token)?.sub), isNewUser: tokens.is_new_user ?? false, afterCallbackRedirectUrl: tokens.after_callback_redirect_url };
    },
  };
}

function safeJson(s: string | null): unknown {
  if (!s) return undefined;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}
