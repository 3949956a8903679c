import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountWebBundle } from './web-bundle.ts';

// A throwaway "build" so the test does not depend on `npm run build -w web` having run.
const dist = mkdtempSync(join(tmpdir(), 'gatehouse-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
writeFileSync(join(tmpdir(), 'gatehouse-secret.txt'), 'secret');
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'gatehouse-secret.txt'), { force: true });
});

function app() {
  const a = new Hono();
  a.get('/api/v1/users', (c) => c.json({ items: [] }));
  a.get('/health', (c) => c.json({ status: 'ok' }));
  expect(mountWebBundle(a, dist)).toBe(true);
  a.notFound((c) => c.json({ code: 'ROUTE_NOT_FOUND' }, 404));
  return a;
}

describe('web bundle', () => {
  it('serves index.html at / and for client-side routes, including the hosted pages', async () => {
    for (const path of ['/', '/projects/123/users?q=ada', '/handler/sign-in?project_id=x', '/handler/password-reset?code=abc']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves files with their content type; hashed assets are cached for a year', async () => {
    const js = await app().request('/assets/index-abc123.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app().request('/assets/index-abc123.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await app().request('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404 instead of the app shell', async () => {
    const res = await app().request('/assets/index-old.js');
    expect(res.status).toBe(404);
  });

  it('never shadows the API or the health check', async () => {
    expect(await (await app().request('/api/v1/users')).json()).toEqual({ items: [] });
    const unknown = await app().request('/api/v1/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'ROUTE_NOT_FOUND' });
    expect(await (await app().request('/health')).json()).toEqual({ status: 'ok' });
  });

  it('never answers an API path in another spelling (case, escapes) with the app shell', async () => {
    for (const path of ['/API/V1/users/me', '/Api/v1/users', '/%41PI/v1/users', '/API%2Fv1/users', '/aPi']) {
      const res = await app().request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('cannot be walked out of the bundle folder', async () => {
    for (const path of ['/../gatehouse-secret.txt', '/assets/%2e%2e/%2e%2e/gatehouse-secret.txt', '/%2e%2e%2fgatehouse-secret.txt']) {
      const res = await app().request(path);
      expect(await res.text(), path).not.toContain('secret');
    }
  });

  it('mounts nothing without a build', () => {
    expect(mountWebBundle(new Hono(), join(dist, 'missing'))).toBe(false);
  });
});
