import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi.ts';

/**
 * Issue 23: an integrator setting a project up from code reads what each config field does in the
 * contract. This walks every property of the config schemas of the OpenAPI document (the legacy
 * project view's config and its update form, the client view's public config, the override and
 * rendered-config documents' envelopes and their source) through $refs, unions and arrays, and
 * fails on a property without a description. (The override documents and the rendered config are
 * JSON strings in the contract; their keys are described by the modules' settings slices.)
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

