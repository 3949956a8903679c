import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits, moneyProblem, canonicalAmounts } from './money.ts';

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
});
