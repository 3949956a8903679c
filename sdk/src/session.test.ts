import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session, type Refresher } from './session.ts';
import { memoryTokenStore } from './token-store.ts';
import { fakeJwt, tokenExpiringIn } from './test-support.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function sessionWith(tokens: { accessToken?: string | null; refreshToken?: string | null }, refresher: Refresher = vi.fn(async () => ({ accessToken: tokenExpiringIn(600, { sub: 'refreshed' }) }))) {
  const store = memoryTokenStore(tokens);
  return { session: new Session(store, refresher), refresher, store };
}

describe('Session: 20 s validity margin', () => {
  it('uses an access token with exactly 20000 ms left without refreshing', async () => {
    const token = tokenExpiringIn(20);
    const { session, refresher } = sessionWith({ accessToken: token, refreshToken: 'rt' });
    expect(await session.getAccessToken()).toBe(token);
    expect(refresher).not.toHaveBeenCalled();
  });

  it('refreshes when less than 20000 ms are left', async () => {
    const token = tokenExpiringIn(20);
    const { session, refresher } = sessionWith({ accessToken: token, refreshToken: 'rt' });
    vi.advanceTimersByTime(1);
    const fresh = await session.getAccessToken();
    expect(refresher).toHaveBeenCalledWith('rt');
    expect(fresh).not.toBe(token);
  });

  it('treats a token without exp as never expiring', async () => {
    const token = fakeJwt({ sub: 'u' });
    const { session, refresher } = sessionWith({ accessToken: token, refreshToken: 'rt' });
    vi.advanceTimersByTime(10 * 365 * 24 * 3600 * 1000);
    expect(await session.getAccessToken()).toBe(token);
    expect(refresher).not.toHaveBeenCalled();
  });

  it('refreshes instead of using an undecodable access token', async () => {
    const { session, refresher } = sessionWith({ accessToken: 'not-a-jwt', refreshToken: 'rt' });
    await session.getAccessToken();
    expect(refresher).toHaveBeenCalledTimes(1);
  });
});

describe('Session: refresh', () => {
  it('shares one refresh request between concurrent callers', async () => {
    let resolve!: (v: { accessToken: string }) => void;
    const refresher = vi.fn(() => new Promise<{ accessToken: string }>((r) => { resolve = r; }));
    const { session } = sessionWith({ refreshToken: 'rt' }, refresher);
    const all = Promise.all([session.getAccessToken(), session.getAccessToken(), session.refresh()]);
    const token = tokenExpiringIn(600);
    resolve({ accessToken: token });
    expect(await all).toEqual([token, token, token]);
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh once the previous one settled', async () => {
    const { session, refresher } = sessionWith({ refreshToken: 'rt' });
    await session.refresh();
    await session.refresh();
    expect(refresher).toHaveBeenCalledTimes(2);
  });

  it('is signed out when the refresh yields nothing: both tokens dropped', async () => {
    const { session, store } = sessionWith({ accessToken: tokenExpiringIn(5), refreshToken: 'rt' }, vi.fn(async () => null));
    expect(await session.getAccessToken()).toBeNull();
    expect(store.get()).toEqual({ accessToken: null, refreshToken: null });
    expect(session.hasTokens).toBe(false);
  });

  it('keeps the tokens when the refresh fails for another reason (e.g. server down) and rethrows', async () => {
    const { session, store } = sessionWith({ refreshToken: 'rt' }, vi.fn(async () => { throw new Error('boom'); }));
    await expect(session.getAccessToken()).rejects.toThrow('boom');
    expect(store.get().refreshToken).toBe('rt');
  });

  it('stores a rotated refresh token', async () => {
    const { session, store } = sessionWith({ refreshToken: 'rt-1' }, vi.fn(async () => ({ accessToken: tokenExpiringIn(600), refreshToken: 'rt-2' })));
    await session.getAccessToken();
    expect(store.get().refreshToken).toBe('rt-2');
  });

  it('keeps the old refresh token when the answer carries none', async () => {
    const { session, store } = sessionWith({ refreshToken: 'rt-1' });
    await session.getAccessToken();
    expect(store.get().refreshToken).toBe('rt-1');
  });

  it('discards a refresh result when the user signed in again meanwhile', async () => {
    let resolve!: (v: { accessToken: string }) => void;
    const { session, store } = sessionWith({ refreshToken: 'old' }, vi.fn(() => new Promise<{ accessToken: string }>((r) => { resolve = r; })));
    const pending = session.getAccessToken();
    const newer = tokenExpiringIn(600, { sub: 'newer' });
    session.setTokens({ accessToken: newer, refreshToken: 'new' });
    resolve({ accessToken: tokenExpiringIn(600, { sub: 'stale' }) });
    expect(await pending).toBe(newer);
    expect(store.get()).toEqual({ accessToken: newer, refreshToken: 'new' });
  });
});

describe('Session: missing tokens and expiry marks', () => {
  it('is signed out when both tokens are missing, without a refresh', async () => {
    const { session, refresher } = sessionWith({});
    expect(await session.getAccessToken()).toBeNull();
    expect(refresher).not.toHaveBeenCalled();
    expect(session.key).toBe('not-logged-in');
  });

  it('cannot refresh an expired access token without a refresh token', async () => {
    const { session, refresher } = sessionWith({ accessToken: tokenExpiringIn(5) });
    expect(await session.getAccessToken()).toBeNull();
    expect(refresher).not.toHaveBeenCalled();
  });

  it('never reuses an access token marked expired, even if its exp looks fine', async () => {
    const token = tokenExpiringIn(600);
    const { session, refresher } = sessionWith({ accessToken: token, refreshToken: 'rt' });
    session.markAccessTokenExpired(token);
    const next = await session.getAccessToken();
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(next).not.toBe(token);
  });

  it('ignores an expiry mark for a token that is no longer the current one', async () => {
    const token = tokenExpiringIn(600);
    const { session, refresher } = sessionWith({ accessToken: token, refreshToken: 'rt' });
    session.markAccessTokenExpired('some-older-token');
    expect(await session.getAccessToken()).toBe(token);
    expect(refresher).not.toHaveBeenCalled();
  });
});

describe('Session: key and listeners', () => {
  it('derives the key from the refresh token, else the access token, never exposing either', () => {
    const a = sessionWith({ accessToken: 'at', refreshToken: 'rt' }).session.key;
    const b = sessionWith({ accessToken: 'other', refreshToken: 'rt' }).session.key;
    const c = sessionWith({ accessToken: 'at' }).session.key;
    expect(a).toBe(b);
    expect(a).toMatch(/^refresh:/);
    expect(c).toMatch(/^access:/);
    expect(a).not.toContain('rt');
  });

  it('tells listeners about sign-in, refresh and sign-out, and stops after unsubscribe', async () => {
    const { session } = sessionWith({});
    const seen: Array<string | null> = [];
    const off = session.subscribe((t) => seen.push(t.refreshToken));
    session.setTokens({ refreshToken: 'rt' });
    await session.refresh();
    session.clear();
    off();
    session.setTokens({ refreshToken: 'again' });
    expect(seen).toEqual(['rt', 'rt', null]);
  });
});
