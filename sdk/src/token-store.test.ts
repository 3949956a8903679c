import { describe, expect, it } from 'vitest';
import { browserStorageTokenStore, cookieTokenStore, memoryTokenStore, type CookieJarLike, type StorageLike } from './token-store.ts';

function fakeStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A document.cookie with browser semantics: reads join live cookies, writes set or (Max-Age=0) delete one. */
function fakeCookieJar(): CookieJarLike & { writes: string[] } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      if (attrs.some((a) => a.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, pair!.slice(eq + 1));
    },
  };
}

describe('memory store', () => {
  it('keeps tokens and returns copies', () => {
    const s = memoryTokenStore({ refreshToken: 'r' });
    expect(s.get()).toEqual({ accessToken: null, refreshToken: 'r' });
    s.get().refreshToken = 'mutated';
    expect(s.get().refreshToken).toBe('r');
    s.set({ accessToken: 'a', refreshToken: 'b' });
    expect(s.get()).toEqual({ accessToken: 'a', refreshToken: 'b' });
  });
});

describe('browser storage store', () => {
  it('round-trips through the storage under its key', () => {
    const storage = fakeStorage();
    const s = browserStorageTokenStore(storage, 'k');
    s.set({ accessToken: 'a', refreshToken: 'b' });
    expect(JSON.parse(storage.map.get('k')!)).toEqual({ accessToken: 'a', refreshToken: 'b' });
    expect(browserStorageTokenStore(storage, 'k').get()).toEqual({ accessToken: 'a', refreshToken: 'b' });
  });

  it('removes the entry when signed out', () => {
    const storage = fakeStorage();
    const s = browserStorageTokenStore(storage, 'k');
    s.set({ accessToken: 'a', refreshToken: 'b' });
    s.set({ accessToken: null, refreshToken: null });
    expect(storage.map.has('k')).toBe(false);
  });

  it('treats corrupt or foreign values as signed out', () => {
    const storage = fakeStorage();
    storage.setItem('k', '{not json');
    expect(browserStorageTokenStore(storage, 'k').get()).toEqual({ accessToken: null, refreshToken: null });
    storage.setItem('k', JSON.stringify({ accessToken: 5, refreshToken: 'r' }));
    expect(browserStorageTokenStore(storage, 'k').get()).toEqual({ accessToken: null, refreshToken: 'r' });
  });
});

describe('cookie store', () => {
  it('writes two cookies and reads them back (values encoded)', () => {
    const doc = fakeCookieJar();
    const s = cookieTokenStore(doc, { prefix: 'gh', secure: true });
    s.set({ accessToken: 'a.b=c', refreshToken: 'r r' });
    expect(s.get()).toEqual({ accessToken: 'a.b=c', refreshToken: 'r r' });
    expect(doc.writes[0]).toMatch(/^gh-access=a\.b%3Dc; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/);
  });

  it('deletes the cookies on sign-out', () => {
    const doc = fakeCookieJar();
    const s = cookieTokenStore(doc, { prefix: 'gh', secure: false });
    s.set({ accessToken: 'a', refreshToken: 'r' });
    s.set({ accessToken: null, refreshToken: null });
    expect(doc.cookie).toBe('');
    expect(s.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(doc.writes.at(-1)).not.toContain('Secure');
  });

  it('ignores other cookies, including ones whose names share the prefix', () => {
    const doc = fakeCookieJar();
    doc.cookie = 'gh-access-old=x; Path=/';
    doc.cookie = 'other=y; Path=/';
    const s = cookieTokenStore(doc, { prefix: 'gh' });
    expect(s.get()).toEqual({ accessToken: null, refreshToken: null });
  });
});

describe('cross-tab changes (storage events)', () => {
  it('browser storage store reports changes of its key from another tab to the session listeners', async () => {
    const { Session } = await import('./session.ts');
    const storage = fakeStorage();
    const target = new EventTarget();
    const source = {
      addEventListener: (t: 'storage', l: (e: { key: string | null; storageArea?: unknown }) => void) => target.addEventListener(t, (e) => l((e as CustomEvent).detail)),
      removeEventListener: () => {},
    };
    const session = new Session(browserStorageTokenStore(storage, 'k', source), async () => null);
    const seen: Array<string | null> = [];
    session.subscribe((t) => seen.push(t.refreshToken));
    storage.setItem('k', JSON.stringify({ accessToken: null, refreshToken: 'from-other-tab' }));
    target.dispatchEvent(new CustomEvent('storage', { detail: { key: 'k', storageArea: storage } }));
    target.dispatchEvent(new CustomEvent('storage', { detail: { key: 'other-key', storageArea: storage } }));
    expect(seen).toEqual(['from-other-tab']);
    expect(session.tokens.refreshToken).toBe('from-other-tab');
  });

  it('no event source outside browsers', () => {
    expect(browserStorageTokenStore(fakeStorage(), 'k', null).subscribe).toBeUndefined();
  });
});
