/** What a session persists. Either may be null; both null means signed out. */
export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * Where a session keeps its tokens. Synchronous on purpose: every request reads it, and the
 * three built-in stores (memory, localStorage-like, document.cookie-like) are synchronous.
 */
export interface TokenStore {
  get(): StoredTokens;
  set(tokens: StoredTokens): void;
  /** Optional: reports changes made elsewhere (another browser tab); the Session re-notifies its listeners. */
  subscribe?(onExternalChange: () => void): () => void;
}

/** The part of `window` that delivers 'storage' events from other tabs. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (e: { key: string | null; storageArea?: unknown }) => void): void;
  removeEventListener(type: 'storage', listener: (e: { key: string | null; storageArea?: unknown }) => void): void;
}

const EMPTY: StoredTokens = { accessToken: null, refreshToken: null };

/** Tokens live as long as the process/page. The default for server and admin apps. */
export function memoryTokenStore(initial: Partial<StoredTokens> = {}): TokenStore {
  let tokens: StoredTokens = { ...EMPTY, ...initial };
  return { get: () => ({ ...tokens }), set: (t) => { tokens = { ...t }; } };
}

/** The subset of the Web Storage API (localStorage, sessionStorage) the store needs. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Tokens in localStorage (or any Storage-like object) under `key`, as JSON. With `events` (default:
 * `window` in browsers) a sign-in or sign-out in another tab reaches this tab's listeners too.
 */
export function browserStorageTokenStore(storage: StorageLike, key: string, events?: StorageEventSource | null): TokenStore {
  const source = events === undefined ? ((globalThis as { window?: StorageEventSource }).window ?? null) : events;
  return {
    subscribe: source
      ? (onChange) => {
          const listener = (e: { key: string | null; storageArea?: unknown }) => {
            // key null = storage.clear() in the other tab.
            if ((e.key === key || e.key === null) && (e.storageArea === undefined || e.storageArea === storage)) onChange();
          };
          source.addEventListener('storage', listener);
          return () => source.removeEventListener('storage', listener);
        }
      : undefined,
    get() {
      const raw = storage.getItem(key);
      if (!raw) return { ...EMPTY };
      try {
        const v = JSON.parse(raw) as Partial<StoredTokens>;
        return {
          accessToken: typeof v.accessToken === 'string' ? v.accessToken : null,
          refreshToken: typeof v.refreshToken === 'string' ? v.refreshToken : null,
        };
      } catch {
        return { ...EMPTY };
      }
    },
    set(t) {
      if (!t.accessToken && !t.refreshToken) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify({ accessToken: t.accessToken, refreshToken: t.refreshToken }));
    },
  };
}

/** The subset of `document` the cookie store needs. */
export interface CookieJarLike {
  cookie: string;
}

export interface CookieStoreOptions {
  /** Cookie name prefix; the store writes `<prefix>-access` and `<prefix>-refresh`. */
  prefix: string;
  /** Refresh-cookie lifetime in seconds (default 365 days, the session lifetime). */
  maxAgeSeconds?: number;
  path?: string;
  /** Adds `Secure` (default: true unless the page is served over plain http). */
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Tokens in two cookies, so a server rendering the page can read them too. */
export function cookieTokenStore(doc: CookieJarLike, options: CookieStoreOptions): TokenStore {
  const names = { accessToken: `${options.prefix}-access`, refreshToken: `${options.prefix}-refresh` } as const;
  const path = options.path ?? '/';
  const secure = options.secure ?? (typeof location === 'undefined' || location.protocol !== 'http:');
  const attrs = `; Path=${path}; SameSite=${options.sameSite ?? 'Lax'}${secure ? '; Secure' : ''}`;
  const read = (name: string): string | null => {
    for (const part of doc.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (part.slice(0, eq).trim() === name) {
        const value = decodeURIComponent(part.slice(eq + 1).trim());
        return value || null;
      }
    }
    return null;
  };
  const write = (name: string, value: string | null) => {
    doc.cookie = value
      ? `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds ?? 365 * 24 * 3600}${attrs}`
      : `${name}=; Max-Age=0${attrs}`;
  };
  return {
    get: () => ({ accessToken: read(names.accessToken), refreshToken: read(names.refreshToken) }),
    set(t) {
      write(names.accessToken, t.accessToken);
      write(names.refreshToken, t.refreshToken);
    },
  };
}
