import { describe, expect, it } from 'vitest';
import { rawFetch } from '../../../test/harness.ts';

describe('GET /api/v1', () => {
  it('greets with plain text and needs no authentication', async () => {
    const res = await rawFetch('');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('/api/v1/docs');
  });

  it('rejects unknown query parameters with SCHEMA_ERROR', async () => {
    const res = await rawFetch('?extra=param');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe('SCHEMA_ERROR');
    expect(body.error).toBe('Request validation failed on GET /api/v1:\n  - query contains unknown properties: extra');
  });
});
