import { describe, expect, it } from 'vitest';
import { MAX_METADATA_BYTES, metadataText, parseMetadata } from './metadata-json.ts';

describe('metadata JSON', () => {
  it('shows no metadata as an empty box, not the word null', () => {
    expect(metadataText(null)).toBe('');
    expect(metadataText(undefined)).toBe('');
    expect(metadataText({ plan: 'pro' })).toBe('{\n  "plan": "pro"\n}');
    expect(metadataText(0)).toBe('0');
  });

  it('reads a blank box as no metadata and JSON as its value', () => {
    expect(parseMetadata('  \n')).toEqual({ ok: true, value: null });
    expect(parseMetadata('{"plan":"pro","seats":3}')).toEqual({ ok: true, value: { plan: 'pro', seats: 3 } });
    expect(parseMetadata('false')).toEqual({ ok: true, value: false });
  });

  it('says what is wrong with text that is not JSON', () => {
    const r = parseMetadata('{ plan: pro }');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^Not valid JSON: /);
  });

  it('refuses more than the server stores', () => {
    const big = JSON.stringify({ s: 'x'.repeat(MAX_METADATA_BYTES) });
    const r = parseMetadata(big);
    expect(r).toEqual({ ok: false, error: `Too large: ${MAX_METADATA_BYTES + 8} bytes of JSON, at most ${MAX_METADATA_BYTES}.` });
  });
});
