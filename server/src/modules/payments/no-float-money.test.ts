import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits, moneyProblem, canonicalAmounts, sumToMinorUnits } from './money.ts';
import { monthlyCents } from './overview.service.ts';

/**
 * Money is integer minor units in arithmetic and decimal strings on the wire, never a binary
 * float. The payments modules' sources (core and purchases, present or not) are grepped for the
 * ways a float sneaks in: parseFloat, toFixed, Math.round/floor/ceil, `Number(` and unary `+` on
 * a string, and a `real`/`double precision`/`float`/`numeric` column in their migrations.
 */
const MODULES = ['payments', 'purchases'].map((m) => resolve(import.meta.dirname, '..', m));
const FORBIDDEN: [RegExp, string][] = [
  [/\bparseFloat\s*\(/, 'parseFloat'],
  [/\.toFixed\s*\(/, 'toFixed'],
  [/\bMath\.(round|floor|ceil|trunc)\s*\(/, 'Math rounding'],
  [/(?<![.\w])Number\s*\(/, 'Number('],
  [/\bNumber\.parseFloat\b/, 'Number.parseFloat'],
  [/\b(real|double precision|float4|float8|numeric|decimal)\b/i, 'a float or decimal column'],
];

function sources(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('no float money', () => {
  it('no payments source uses a float operation or column', () => {
    const files = MODULES.flatMap(sources);
    expect(files.length).toBeGreaterThan(10);
    const hits: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        const migration = file.includes('/migrations/');
        for (const [re, name] of FORBIDDEN) {
          if (name === 'a float or decimal column' && !migration) continue;
          if (name !== 'a float or decimal column' && migration) continue;
          if (re.test(code)) hits.push(`${file}:${i + 1}: ${name}`);
        }
      });
    }
    expect(hits).toEqual([]);
  });

  it('amounts round-trip exactly through minor units (no float rounding)', () => {
    expect(toMinorUnits('0.29', 'USD')).toBe(29n);
    expect(toMinorUnits('1', 'USD')).toBe(100n);
    expect(toMinorUnits('999999999999.99', 'USD')).toBe(99999999999999n);
    expect(toMinorUnits('1000', 'JPY')).toBe(1000n);
    expect(fromMinorUnits(29n, 'USD')).toBe('0.29');
    expect(fromMinorUnits(-150n, 'EUR')).toBe('-1.50');
    expect(fromMinorUnits(5n, 'JPY')).toBe('5');
    expect(canonicalAmounts({ USD: '9.9', JPY: '100' })).toEqual({ USD: '9.90', JPY: '100' });
    // 0.1 + 0.2 in minor units is exactly 0.3.
    expect(fromMinorUnits(toMinorUnits('0.1', 'USD') + toMinorUnits('0.2', 'USD'), 'USD')).toBe('0.30');
    expect(moneyProblem('1'.repeat(13), 'USD')).toMatch(/at most 12 digits/);
  });

  it('metrics sums and monthly normalisation stay in integers (sums may be negative or long; rounding down)', () => {
    expect(sumToMinorUnits('-12.50', 'USD')).toBe(-1250n);
    expect(sumToMinorUnits('123456789012345.07', 'USD')).toBe(12345678901234507n);
    expect(sumToMinorUnits('0', 'USD')).toBe(0n);
    expect(() => sumToMinorUnits('1.001', 'USD')).toThrow();
    expect(() => sumToMinorUnits('1e3', 'USD')).toThrow();
    expect(monthlyCents(999n, [1, 'month'])).toBe(999n);
    expect(monthlyCents(1000n, [3, 'month'])).toBe(333n);
    expect(monthlyCents(12_000n, [1, 'year'])).toBe(1000n);
    expect(monthlyCents(1000n, [1, 'week'])).toBe(4333n); // 1000 × 52 / 12 = 4333.3
    expect(monthlyCents(100n, [1, 'day'])).toBe(3041n); // 100 × 365 / 12 = 3041.6
    expect(monthlyCents(500n, [0, 'month'])).toBe(0n);
  });
});
