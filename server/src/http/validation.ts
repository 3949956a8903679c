import type { z } from './zod.ts';

/**
 * Turns zod issues into the problem lines of SCHEMA_ERROR (wire-contract §4.2, SPEC §5):
 * dotted paths prefixed by the request part (`body.email must not be empty`). Schemas may carry
 * their own message with a `{path}` placeholder, e.g. '{path} is not a valid URL'.
 */
export type RequestPart = 'body' | 'query' | 'params' | 'headers';

function pathText(part: RequestPart, path: PropertyKey[]): string {
  return [part, ...path.map(String)].join('.');
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let v: unknown = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const ARTICLE: Record<string, string> = { object: 'an object', array: 'an array', string: 'a string', number: 'a number', int: 'an integer', boolean: 'a boolean', record: 'a record' };

function describeIssue(issue: z.core.$ZodIssue, p: string, input: unknown): string[] {
  const custom = issue.message.includes('{path}') ? issue.message.replaceAll('{path}', p) : null;
  if (custom) return [custom];
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return [`${p} must be defined`];
      return [`${p} must be ${ARTICLE[issue.expected] ?? `of type ${issue.expected}`}`];
    case 'unrecognized_keys':
      return [`${p} contains unknown properties: ${issue.keys.join(', ')}`];
    case 'too_small':
      if (issue.origin === 'string') return [Number(issue.minimum) <= 1 ? `${p} must not be empty` : `${p} must be at least ${issue.minimum} characters`];
      if (issue.origin === 'array') return [`${p} must have at least ${issue.minimum} items`];
      return [`${p} must be greater than or equal to ${issue.minimum}`];
    case 'too_big':
      if (issue.origin === 'string') return [`${p} must be at most ${issue.maximum} characters`];
      if (issue.origin === 'array') return [`${p} must have at most ${issue.maximum} items`];
      return [`${p} must be less than or equal to ${issue.maximum}`];
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return [`${p} must be a valid UUID`];
      if (issue.format === 'email') return [`${p} must be a valid e-mail address`];
      if (issue.format === 'url') return [`${p} is not a valid URL`];
      return [`${p} is not in the expected format`];
    case 'invalid_value':
      return [`${p} must be one of the following values: ${issue.values.map(String).join(', ')}`];
    case 'invalid_union':
      return [`${p}: Invalid value`];
    case 'invalid_key':
    case 'invalid_element':
      return [`${p} must be a record of valid values`];
    case 'not_multiple_of':
      return [`${p} must be a multiple of ${issue.divisor}`];
    default:
      return [`${p}: ${issue.message}`];
  }
}

export function problemsOf(part: RequestPart, error: z.ZodError, input: unknown): string[] {
  return error.issues.flatMap((issue) => describeIssue(issue, pathText(part, issue.path), input));
}

export function schemaErrorMessage(method: string, pathname: string, problems: string[]): string {
  return `Request validation failed on ${method} ${pathname}:\n${problems.map((l) => `  - ${l}`).join('\n')}`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function characterProblems(s: string): string[] {
  const found: string[] = [];
  if (s.includes('\u0000')) found.push('must not contain NUL characters');
  if (LONE_SURROGATE.test(s)) found.push('must not contain lone UTF-16 surrogates');
  return found;
}

/**
 * Strings (and object keys) a request may not carry, each a SCHEMA_ERROR naming the field rather
 * than a failed or silently altered write:
 * - U+0000: PostgreSQL text and jsonb cannot store it (found by fuzzing: PATCH /users/me answered 500);
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON): not a character at all; it was stored as U+FFFD
 *   in text columns and refused by jsonb.
 * Recursion is bounded: JSON bodies are at most MAX_JSON_DEPTH deep (body.ts), other parts flat.
 */
function problemLines(part: RequestPart, at: PropertyKey[], problems: string[]): string[] {
  if (!problems.length) return problems;
  const p = pathText(part, at).replaceAll('\u0000', '\\u0000').replace(new RegExp(LONE_SURROGATE.source, 'g'), (u) => `\\u${u.charCodeAt(0).toString(16)}`);
  return problems.map((problem) => `${p} ${problem}`);
}

export function unstorableCharacterProblems(part: RequestPart, value: unknown, path: PropertyKey[] = []): string[] {
  if (typeof value === 'string') return problemLines(part, path, characterProblems(value));
  if (Array.isArray(value)) return value.flatMap((v, i) => unstorableCharacterProblems(part, v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => {
      const inKey = characterProblems(k);
      return inKey.length ? problemLines(part, [...path, k], inKey) : unstorableCharacterProblems(part, v, [...path, k]);
    });
  }
  return [];
}
