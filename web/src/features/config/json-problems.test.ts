import { describe, expect, it } from 'vitest';
import { flattenConfig, keyLines, parseOverride, serverProblems } from './json-problems.ts';

describe('config editor problems', () => {
  it('places a JSON syntax error at its line and column', () => {
    const text = '{\n  "auth": {\n    "allowSignUp": false,\n  }\n}';
    const r = parseOverride(text);
    expect(r.problem?.line).toBe(4);
    expect(r.problem?.message).toMatch(/^Invalid JSON: /);
    expect(r.problem?.message).not.toMatch(/position|column/);
    expect(parseOverride('{}\n,,').problem?.message).toBe('Invalid JSON: Unexpected non-whitespace character after JSON');
  });

  it('places an unterminated document at its end and refuses non-objects', () => {
    expect(parseOverride('{\n  "a": 1,\n').problem?.line).toBe(2);
    expect(parseOverride('[1, 2]').problem).toEqual({ line: 1, column: 1, message: expect.stringMatching(/must be a JSON object/) });
    expect(parseOverride('null').problem?.line).toBe(1);
    expect(parseOverride('{"a": 1}').value).toEqual({ a: 1 });
  });

  it('knows the line of every key path, dotted keys included', () => {
    const text = '{\n  "auth": {\n    "password": {\n      "allowSignIn": true\n    }\n  },\n  "domains.allowLocalhost": false,\n  "list": [\n    {"x": 1}\n  ]\n}';
    const lines = keyLines(text);
    expect(lines.get('auth')).toBe(2);
    expect(lines.get('auth.password.allowSignIn')).toBe(4);
    expect(lines.get('domains.allowLocalhost')).toBe(7);
    expect(lines.get('list.0.x')).toBe(9);
  });

  it('puts a server schema error at the deepest key it names that the source holds', () => {
    const text = '{\n  "auth": {\n    "password": {\n      "allowSignIn": "yes"\n    }\n  }\n}';
    expect(serverProblems(text, { message: 'auth.password.allowSignIn: expected boolean' })[0].line).toBe(4);
    expect(serverProblems(text, { message: 'Invalid config', details: { issues: [{ path: ['auth', 'password', 'allowSignIn'] }] } })[0].line).toBe(4);
    expect(serverProblems(text, { message: '`auth.password.missing` is required' })[0].line).toBe(3);
    expect(serverProblems(text, { message: 'Something else went wrong' })[0].line).toBeNull();
    // The config module's shape: a heading, then one issue per line, each placed on its own.
    const many = serverProblems(text, { message: 'The config override breaks the config schema (nothing was changed):\nauth.password.allowSignIn: expected boolean\nauth.password.other: unknown key' });
    expect(many.map((p) => p.line)).toEqual([null, 4, 3]);
    expect(many[1].message).toBe('auth.password.allowSignIn: expected boolean');
  });

  it('flattens the rendered config into sorted key paths with values', () => {
    expect(flattenConfig({ b: { y: 1, x: [1] }, a: {}, c: null })).toEqual([
      { path: 'a', value: {} },
      { path: 'b.x', value: [1] },
      { path: 'b.y', value: 1 },
      { path: 'c', value: null },
    ]);
  });
});
