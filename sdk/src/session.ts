import { isLikelyValid } from './tokens.ts';
import type { StoredTokens, TokenStore } from './token-store.ts';

/**
 * Exchanges a refresh token for a fresh access token. Resolves null when the refresh token is
 * no longer valid (a "refresh token error"): the session is then over. Other failures reject.
 * `refreshToken` in the result is a rotated successor to store in place of the old one.
 */
export type Refresher = (refreshToken: string) => Promise<{ accessToken: string; refreshToken?: string | null } | null>;

export type SessionListener = (tokens: StoredTokens) => void;

/** Short, non-secret fingerprint of a token for cache keys (FNV-1a, 52 bits). */
function fingerprint(s: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 2246822519) >>> 0;
  }
  return (h1.toString(36) + h2.toString(36)).slice(0, 12);
}

/**
 * One user's session (SPEC §4): a refresh token and maybe an access token, kept in a pluggable
 * TokenStore. Hands out access tokens that stay valid for the 20 s margin, refreshing when
 * needed; concurrent callers share one refresh request.
 */
export class Session {
  readonly #store: TokenStore;
  readonly #refresher: Refresher;
  #pendingRefresh: Promise<string | null> | null = null;
  /** An access token the server rejected; never sent again even if its `exp` looks fine. */
  #expiredAccessToken: string | null = null;
  readonly #listeners = new Set<SessionListener>();

  constructor(store: TokenStore, refresher: Refresher) {
    this.#store = store;
    this.#refresher = refresher;
    // Another tab signed in or out: tell our listeners (the tokens are always read from the store).
    store.subscribe?.(() => {
      const tokens = this.#store.get();
      for (const l of [...this.#listeners]) l({ ...tokens });
    });
  }

  /** The stored tokens (a copy). */
  get tokens(): StoredTokens {
    return this.#store.get();
  }

  /**
   * Identifies the session for caches: derived from the refresh token, else the access token,
   * else 'not-logged-in' (SPEC §4). A fingerprint, never the token itself.
   */
  get key(): string {
    const t = this.#store.get();
    if (t.refreshToken) return `refresh:${fingerprint(t.refreshToken)}`;
    if (t.accessToken) return `access:${fingerprint(t.accessToken)}`;
    return 'not-logged-in';
  }

  /** False once both tokens are gone (never signed in, signed out, or the refresh token died). */
  get hasTokens(): boolean {
    const t = this.#store.get();
    return Boolean(t.accessToken || t.refreshToken);
  }

  /** Replaces the tokens (sign-in) and tells listeners. */
  setTokens(tokens: Partial<StoredTokens>): void {
    this.#write({ accessToken: tokens.accessToken ?? null, refreshToken: tokens.refreshToken ?? null });
  }

  /** Forgets both tokens: signed out. */
  clear(): void {
    this.#write({ accessToken: null, refreshToken: null });
  }

  /** The server rejected this access token (InvalidAccessToken family): do not use it again. */
  markAccessTokenExpired(token: string): void {
    if (this.#store.get().accessToken === token) this.#expiredAccessToken = token;
  }

  /**
   * An access token likely valid for at least 20 s, refreshing first when needed; null when
   * signed out (no tokens, or the refresh token was rejected).
   */
  async getAccessToken(): Promise<string | null> {
    const t = this.#store.get();
    if (t.accessToken && t.accessToken !== this.#expiredAccessToken && isLikelyValid(t.accessToken)) return t.accessToken;
    if (!t.refreshToken) return null;
    return this.refresh();
  }

  /** Forces a refresh; concurrent calls share one request (SPEC §4). */
  refresh(): Promise<string | null> {
    if (this.#pendingRefresh) return this.#pendingRefresh;
    const refreshToken = this.#store.get().refreshToken;
    if (!refreshToken) return Promise.resolve(null);
    const pending = this.#runRefresh(refreshToken).finally(() => {
      if (this.#pendingRefresh === pending) this.#pendingRefresh = null;
    });
    this.#pendingRefresh = pending;
    return pending;
  }

  async #runRefresh(refreshToken: string): Promise<string | null> {
    const result = await this.#refresher(refreshToken);
    const current = this.#store.get();
    // Someone signed in or out while the request ran: their tokens win over this result.
    if (current.refreshToken !== refreshToken) {
      return current.accessToken && isLikelyValid(current.accessToken) ? current.accessToken : null;
    }
    if (!result) {
      this.clear();
      return null;
    }
    this.#write({ accessToken: result.accessToken, refreshToken: result.refreshToken || refreshToken });
    return result.accessToken;
  }

  /** Called with the new tokens after every change; returns an unsubscribe function. */
  subscribe(listener: SessionListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #write(tokens: StoredTokens): void {
    const before = this.#store.get();
    this.#store.set(tokens);
    this.#expiredAccessToken = null;
    if (before.accessToken === tokens.accessToken && before.refreshToken === tokens.refreshToken) return;
    for (const l of [...this.#listeners]) l({ ...tokens });
  }
}
