import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../../test/harness.ts';
import { OPENAPI_FILE } from './docs.assets.ts';

describe('API reference', () => {
  it('serves the committed OpenAPI document at /api/v1/openapi.json', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });

  it('serves the reference page (Scalar) at /api/v1/docs from local files, pointing at the spec, with nothing fetched from the internet', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//);
    const srcs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(srcs).toContain('/api/v1/docs/scalar.js');
    // The icon is the dashboard's (web/dist), served only where the dashboard is built.
    for (const src of srcs.filter((s) => s !== '/favicon.svg')) {
      const asset = await fetch(`${baseUrl()}${src}`);
      expect(asset.status, src).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, src).toBeGreaterThan(10);
    }
    const init = await (await fetch(`${baseUrl()}/api/v1/docs/init.js`)).text();
    expect(init).toContain('"/api/v1/openapi.json"');
    // Web fonts, the request proxy, telemetry and the AI panels would all call out to scalar.com.
    expect(init).toMatch(/"withDefaultFonts": false/);
    expect(init).toMatch(/"telemetry": false/);
    expect(init).not.toContain('proxyUrl');
    const bundle = await fetch(`${baseUrl()}/api/v1/docs/scalar.js`);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await bundle.text()).toContain('createApiReference');
  });

  it('answers unknown files under /docs with the JSON not-found error', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/docs/nope.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-stack-known-error')).toBe('ROUTE_NOT_FOUND');
  });
});
