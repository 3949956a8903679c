import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use.ts';

describe('loadOnFirstUse', () => {
  it('loads once, on the first call, and shares the result', async () => {
    let loads = 0;
    const get = loadOnFirstUse(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    let loads = 0;
    const get = loadOnFirstUse(async () => {
      if (++loads === 1) throw new Error('first load fails');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('first load fails');
    expect(await get()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
