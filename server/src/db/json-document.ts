import { JsonType, type Platform, type TransformContext } from '@mikro-orm/core';

/**
 * A JSON value a caller chose (user and team metadata), handed to MikroORM already serialised.
 *
 * MikroORM walks plain objects in insert and update data before it writes them
 * (QueryHelper.processParams, EntityValidator.validateParams): a key named `constructor` made its
 * primary-key check throw (a 500 on `{"constructor": 1}`), and the walk reassigns every key, so
 * `__proto__` or `__entity` would be read as something else than data. Wrapped in this class the value
 * is not a plain object, so MikroORM leaves it alone, and JsonDocumentType writes the text as is:
 * what the caller sent is stored and read back verbatim, whatever its keys are called.
 */
export class JsonDocument {
  constructor(readonly text: string) {}
}

/** The value as a JsonDocument; null and undefined (field left out) pass through. */
export function jsonDocument<T>(value: T): JsonDocument | Extract<T, null | undefined> {
  if (value === null || value === undefined) return value as Extract<T, null | undefined>;
  return new JsonDocument(JSON.stringify(value));
}

/** The metadata fields of `fields` (those present) as JsonDocuments, the rest unchanged. */
export function withJsonDocuments<F extends object>(fields: F, keys: readonly (keyof F)[]): F {
  const out = { ...fields };
  for (const k of keys) if (k in out) (out as Record<keyof F, unknown>)[k] = jsonDocument(out[k]);
  return out;
}

/** A jsonb column whose writes may come as JsonDocument (written as its text); reads as `p.json()`. */
export class JsonDocumentType extends JsonType {
  override convertToDatabaseValue(value: unknown, platform: Platform, context?: TransformContext): string | null {
    if (value instanceof JsonDocument) return value.text;
    return super.convertToDatabaseValue(value, platform, context);
  }
}
