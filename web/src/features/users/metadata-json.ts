/** The server's limit on one metadata field: 64 KiB of compact UTF-8 JSON (MAX_METADATA_BYTES). */
export const MAX_METADATA_BYTES = 64 * 1024;

export type MetadataParse = { ok: true; value: unknown } | { ok: false; error: string };

/** The text shown for a stored value: '' for none (null), else indented JSON. */
export function metadataText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

/**
 * Reads what the developer typed: blank means no metadata (null); anything else must be JSON the
 * server accepts. The message says what is wrong, so it can stand next to the field.
 */
export function parseMetadata(text: string): MetadataParse {
  if (!text.trim()) return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` };
  }
  const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  if (bytes > MAX_METADATA_BYTES) return { ok: false, error: `Too large: ${bytes} bytes of JSON, at most ${MAX_METADATA_BYTES}.` };
  return { ok: true, value };
}
