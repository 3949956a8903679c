import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyOwner, validateOneTimePassword } from './helpers.ts';
import { MAX_WAIT_MS, wait } from './wait.ts';
import { isLikelyValid } from './tokens.ts';
import { fakeJwt } from './test-support.ts';

describe('one-time password helper (6-8 digits)', () => {
  it.each(['123456', '1234567', '12345678', ' 123456 '])('accepts %j', (code) => {
    expect(validateOneTimePassword(code)).toBe(code.trim());
  });
  it.each(['12345', '123456789', '12345a', '', '12 3456', '１２３４５６'])('rejects %j', (code) => {
    expect(() => validateOneTimePassword(code)).toThrow('6 to 8 digits');
  });
});

describe('wait helper', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the given time, not before', async () => {
    vi.useFakeTimers();
    let done = false;
    void wait(1000).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('accepts 0 and the largest allowed delay', async () => {
    await expect(wait(0)).resolves.toBeUndefined();
    vi.useFakeTimers();
    const p = wait(MAX_WAIT_MS - 1);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    await expect(p).resolves.toBeUndefined();
  });

  it.each([-1, -0.5, 2147483647, 2147483648, Number.POSITIVE_INFINITY, Number.NaN])('rejects %d', async (ms) => {
    await expect(wait(ms)).rejects.toBeInstanceOf(RangeError);
  });
});

describe('API-key helper', () => {
  it('rejects both user id and team id', () => {
    expect(() => apiKeyOwner({ userId: 'u', teamId: 't' })).toThrow('not both');
  });
  it('rejects neither', () => {
    expect(() => apiKeyOwner({})).toThrow('userId or teamId');
  });
  it('accepts exactly one', () => {
    expect(apiKeyOwner({ userId: 'u' })).toEqual({ kind: 'user', userId: 'u' });
    expect(apiKeyOwner({ teamId: 't' })).toEqual({ kind: 'team', teamId: 't' });
  });
});

describe('token decoding', () => {
  it("rejects the string 'undefined' and non-JWTs", () => {
    expect(isLikelyValid('undefined')).toBe(false);
    expect(isLikelyValid('abc')).toBe(false);
    expect(isLikelyValid(fakeJwt({ exp: 'soon' }))).toBe(false);
  });
});
