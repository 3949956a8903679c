import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi.ts';
import { z } from '../src/http/zod.ts';
import { settingsSlicesOf } from '../src/http/module.ts';
import { modules } from '../src/modules/index.ts';

/**
 * Issue 23: an integrator setting a project up from code reads what each config field does in the
 * contract. This walks every property of the config schemas of the OpenAPI document (the legacy
 * project view's config and its update form, the client view's public config, the override and
 * rendered-config documents' envelopes and their source) through $refs, unions and arrays, and
 * fails on a property without a description. The override documents and the rendered config are
 * JSON strings in the contract, so their keys are checked at their source instead: every settings
 * slice every module registers, as JSON Schema, with the same walk.
 */

type Json = Record<string, unknown>;

/** The config schemas of the contract, by component name (a component they reference is walked too). */
const CONFIG_SCHEMAS = ['ProjectConfig', 'ProjectConfigUpdate', 'ClientProject', 'ConfigString', 'PutConfigOverride', 'PatchConfigOverride', 'ResetConfigKeys', 'ConfigSourceAnswer', 'ConfigSource'];

/** A description on the property, on an allOf member (a described $ref), or on the component it references. */
function describedIn(prop: Json, components: Record<string, Json>): boolean {
  if (typeof prop.description === 'string' && prop.description.trim()) return true;
  if (typeof prop.$ref === 'string') return describedIn(components[prop.$ref.split('/').pop()!] ?? {}, components);
  return ((prop.allOf ?? []) as Json[]).some((m) => typeof m.description === 'string' && m.description.trim() !== '');
}

/** Every `path.to.property` under `schema` that has no description. */
function undescribed(schema: Json, at: string, components: Record<string, Json>, seen = new Set<string>()): string[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    return undescribed(components[name] ?? {}, name, components, seen);
  }
  const out: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const member of (schema[key] ?? []) as Json[]) out.push(...undescribed(member, at, components, seen));
  if (schema.items && typeof schema.items === 'object') out.push(...undescribed(schema.items as Json, `${at}[]`, components, seen));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(...undescribed(schema.additionalProperties as Json, `${at}.*`, components, seen));
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    if (!describedIn(prop, components)) out.push(`${at}.${name}`);
    out.push(...undescribed(prop, `${at}.${name}`, components, seen));
  }
  return out;
}

describe('config fields are described in the contract', () => {
  it('every property of the config schemas of openapi.json has a description', () => {
    const doc = buildOpenApiDocument() as { components: { schemas: Record<string, Json> } };
    const components = doc.components.schemas;
    for (const name of CONFIG_SCHEMAS) expect(components[name], name).toBeDefined();
    const missing = CONFIG_SCHEMAS.flatMap((name) => undescribed({ $ref: `#/components/schemas/${name}` }, name, components));
    expect(missing).toEqual([]);
  });

  it('the walk finds a property without one (it is not vacuous)', () => {
    const components = { A: { properties: { ok: { type: 'string', description: 'Fine.' }, bad: { type: 'object', properties: { inner: { type: 'string' } } } } } };
    expect(undescribed({ $ref: '#/components/schemas/A' }, 'A', components)).toEqual(['A.bad', 'A.bad.inner']);
  });
});

/** A slice's schema as JSON Schema, in its input form: what an override document may say. */
function settingsJson(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Json;
}

/** Every leaf of a slice's schema without a description, by its config key (`*`: any record entry). */
function undescribedSettings(schema: z.ZodType, key: string): string[] {
  const json = settingsJson(schema);
  return undescribed(json, key, (json.$defs ?? {}) as Record<string, Json>);
}

/** Keywords that say what a value may be; a property with none of them accepts anything, unseen by the walk. */
const SHAPE_KEYWORDS = ['type', 'anyOf', 'oneOf', 'allOf', 'const', 'enum', '$ref', 'properties', 'additionalProperties', 'items', 'prefixItems'];

/** Properties (record entries and array items included) whose schema says nothing of their shape. */
function opaqueLeaves(schema: Json, at: string): string[] {
  const out: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const member of (schema[key] ?? []) as Json[]) out.push(...opaqueLeaves(member, at));
  if (schema.items && typeof schema.items === 'object') out.push(...opaqueLeaves(schema.items as Json, `${at}[]`));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(...opaqueLeaves(schema.additionalProperties as Json, `${at}.*`));
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    if (!SHAPE_KEYWORDS.some((k) => k in prop)) out.push(`${at}.${name}`);
    out.push(...opaqueLeaves(prop, `${at}.${name}`));
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The keys a slice gives a default whose description says nothing of it: a default is found under
 * the slice's own objects; where it is a value (or a record's entries) the field's description, or
 * its parent object's, must name it ("default").
 */
function undocumentedDefaults(node: Json, defaults: unknown, at: string, parentDescription = ''): string[] {
  const props = node.properties as Record<string, Json> | undefined;
  if (props && isPlainObject(defaults)) {
    return Object.entries(defaults).flatMap(([k, v]) => (props[k] ? undocumentedDefaults(props[k], v, `${at}.${k}`, String(node.description ?? '')) : [`${at}.${k} (not in the schema)`]));
  }
  return /default/i.test(`${String(node.description ?? '')} ${parentDescription}`) ? [] : [at];
}

describe('config keys are described in every settings slice', () => {
  const slices = settingsSlicesOf(modules);

  it('every leaf of every registered settings slice has a description', () => {
    expect(slices.map((s) => s.key)).toEqual(expect.arrayContaining(['payments', 'auth.password', 'emails', 'teams', 'rateLimits']));
    const missing = slices.flatMap((slice) => undescribedSettings(slice.schema, slice.key));
    expect(missing).toEqual([]);
  });

  it('no leaf of a slice is opaque to the walk (a validator written by hand declares the shape it accepts)', () => {
    const opaque = slices.flatMap((slice) => opaqueLeaves(settingsJson(slice.schema), slice.key));
    expect(opaque).toEqual([]);
    expect(opaqueLeaves(settingsJson(z.object({ any: z.unknown().describe('Anything.'), n: z.number().describe('N.') })), 's')).toEqual(['s.any']);
  });

  it('every default a slice declares is named in its description', () => {
    const missing = slices.flatMap((slice) => undocumentedDefaults(settingsJson(slice.schema), slice.defaults, slice.key));
    expect(missing).toEqual([]);
    const probe = z.object({ on: z.boolean().describe('Turns it on. Default false.'), mode: z.string().describe('The mode.') });
    expect(undocumentedDefaults(z.toJSONSchema(probe) as Json, { on: false, mode: 'a' }, 's')).toEqual(['s.mode']);
  });

  it('the walk sees record entries, array items and wrapped fields (it is not vacuous)', () => {
    const schema = z.object({
      described: z.boolean().default(false).describe('Said.'),
      describedInside: z.string().describe('Said inside.').optional(),
      bare: z.number().optional(),
      byId: z.record(z.string(), z.object({ name: z.string().describe('Said.'), price: z.object({ USD: z.string() }).describe('Said.') })).describe('Said.'),
      list: z.array(z.object({ id: z.string() })).describe('Said.'),
    });
    expect(undescribedSettings(schema, 's')).toEqual(['s.bare', 's.byId.*.price.USD', 's.list[].id']);
  });
});

