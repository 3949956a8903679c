import { getOpenApiMetadata } from '@asteasolutions/zod-to-openapi';
import type { z } from '../src/http/zod.ts';

/**
 * A minimal valid value for a zod (v4) request schema, so a test can get a request past
 * validation without knowing the route: strings honour the schema's example, format and length,
 * numbers its bounds, objects get their required keys, arrays their minimum length. Refinements
 * are opaque, so each string or number is chosen from a few candidates by asking the schema itself
 * (`safeParse`); what still cannot be generated returns `undefined` for the caller to override.
 *
 * `withOptional` also fills optional object keys (each kept only if the object still parses): a
 * request that would change as much as possible, for tests that check nothing changed.
 */
export function sampleOf(schema: z.ZodType, opts: { withOptional?: boolean } = {}): unknown {
  return sample(schema as Schema, opts.withOptional ?? false, 0);
}

// The internals of zod v4 read here: `_zod.def` (type and parts), `_zod.bag` (collected bounds),
// `_zod.optin` (whether an object key may be absent).
interface Schema {
  _zod: { def: Def; bag: Record<string, unknown>; optin?: 'optional' };
  safeParse(v: unknown): { success: boolean };
}
interface Def {
  type: string;
  format?: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  in?: Schema;
  left?: Schema;
  right?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
  items?: Schema[];
}

const UUID = '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10';
const FORMAT_VALUES: Record<string, string> = {
  email: 'sample@example.com',
  uuid: UUID,
  guid: UUID,
  url: 'https://example.com/',
  uri: 'https://example.com/',
  datetime: '2026-01-01T00:00:00Z',
  date: '2026-01-01',
};

const valid = (s: Schema, v: unknown) => s.safeParse(v).success;
const first = (s: Schema, candidates: unknown[]) => candidates.find((v) => v !== undefined && valid(s, v));

function sample(s: Schema, withOptional: boolean, depth: number): unknown {
  if (depth > 12) return undefined;
  const def = s._zod.def;
  const bag = s._zod.bag;
  const meta = getOpenApiMetadata(s as never) as { example?: unknown; format?: string } | undefined;
  const inner = (x: Schema | undefined) => (x ? sample(x, withOptional, depth + 1) : undefined);
  switch (def.type) {
    case 'string': {
      const min = Math.max(Number(bag.minimum ?? 0), 1);
      const exact = bag.length === undefined ? undefined : Number(bag.length);
      return first(s, [
        meta?.example,
        FORMAT_VALUES[def.format ?? String(bag.format ?? meta?.format ?? '')],
        exact === undefined ? undefined : 'a'.repeat(exact),
        'a'.repeat(min),
        ...Object.values(FORMAT_VALUES),
        '/handler',
        'http://localhost:3000',
        'AAAA',
      ]);
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const lo = Number(bag.minimum ?? bag.exclusiveMinimum ?? 0);
      return first(s, [meta?.example, 1, 0, lo, lo + 1, Math.ceil(lo), Math.ceil(lo) + 1]);
    }
    case 'boolean':
      return first(s, [meta?.example, true, false]);
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return first(s, [meta?.example, {}, 'x']);
    case 'optional':
      return withOptional ? inner(def.innerType) : undefined;
    case 'default':
    case 'prefault':
      return withOptional ? inner(def.innerType) : undefined;
    case 'nullable': {
      const v = inner(def.innerType);
      return v === undefined ? null : v;
    }
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return def.getter ? inner(def.getter()) : undefined;
    case 'union':
      return first(s, (def.options ?? []).map(inner));
    case 'intersection': {
      const l = inner(def.left);
      const r = inner(def.right);
      return typeof l === 'object' && typeof r === 'object' ? { ...l, ...r } : l;
    }
    case 'array': {
      const n = Number(bag.minimum ?? 0);
      return n === 0 ? [] : Array.from({ length: n }, () => inner(def.element));
    }
    case 'tuple':
      return (def.items ?? []).map(inner);
    case 'record':
      return {};
    case 'object': {
      const out: Record<string, unknown> = {};
      const optional: string[] = [];
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (field._zod.optin === 'optional') optional.push(key);
        else out[key] = sample(field, withOptional, depth + 1);
      }
      if (withOptional) {
        // Greedily add each optional key, keeping it only when the whole object still parses
        // (some keys exclude each other).
        for (const key of optional) {
          const v = sample(def.shape![key], true, depth + 1);
          if (v === undefined) continue;
          const candidate = { ...out, [key]: v };
          if (valid(s, candidate)) out[key] = v;
        }
      }
      return out;
    }
    default:
      return undefined;
  }
}
