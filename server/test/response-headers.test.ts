import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl, newProject } from './harness.ts';
import { signedInUser } from './factories.ts';

/**
 * The header block of API answers, line by line as sent (issue 24, fixed cost per request): the
 * common answers' headers are now written as one prepared plain object instead of through an
 * undici `Headers` (http/response-headers.ts). These pin what a client receives, in order and
 * spelling, for each kind of answer that path and the plain one produce: text and JSON bodies, a
 * known error, a route's own cache-control, HEAD, the override-error-status rewrite, a 405.
 */

/** One request on its own connection; the status line and header lines exactly as received. */
function headerLines(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<string[]> {
  const url = new URL(baseUrl());
  const request = `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: close\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    const s = connect(Number(url.port), url.hostname, () => s.write(request));
    s.on('data', (d) => chunks.push(d));
    s.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      ok(text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n'));
    });
    s.on('error', fail);
  });
}

const CORS_AND_CACHE = ['access-control-allow-headers', 'access-control-allow-methods', 'access-control-allow-origin', 'access-control-expose-headers', 'access-control-max-age'];
const names = (lines: string[]) => lines.slice(1).map((l) => l.slice(0, l.indexOf(':')));
const value = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);

describe('API response header lines', () => {
  it('a text answer: sorted lower-case API headers, then the length node measured, then node’s own', async () => {
    const lines = await headerLines('/api/v1');
    expect(lines[0]).toBe('HTTP/1.1 200 OK');
    expect(names(lines)).toEqual([...CORS_AND_CACHE, 'cache-control', 'content-type', 'vary', 'x-stack-request-id', 'Content-Length', 'Date', 'Connection']);
    expect(value(lines, 'content-type')).toBe('text/plain; charset=UTF-8');
    expect(value(lines, 'cache-control')).toBe('no-store, max-age=0');
    expect(value(lines, 'access-control-allow-origin')).toBe('*');
    expect(value(lines, 'vary')).toBe(value(lines, 'access-control-allow-headers'));
    expect(value(lines, 'x-stack-request-id')).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
    expect(value(lines, 'Connection')).toBe('close');
  });

  it('a JSON answer and a known error: the charset added, both error-code headers in name order', async () => {
    const project = await newProject();
    const user = await signedInUser(project);
    const auth = { ...project.clientHeaders(user.accessToken) };
    const me = await headerLines('/api/v1/users/me', 'GET', auth);
    expect(me[0]).toBe('HTTP/1.1 200 OK');
    expect(names(me)).toEqual([...CORS_AND_CACHE, 'cache-control', 'content-type', 'vary', 'x-stack-request-id', 'Content-Length', 'Date', 'Connection']);
    expect(value(me, 'content-type')).toBe('application/json; charset=utf-8');

    const refused = await headerLines('/api/v1/users/me', 'GET', project.clientHeaders());
    expect(refused[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(names(refused)).toEqual([...CORS_AND_CACHE, 'cache-control', 'content-type', 'vary', 'x-hexclave-known-error', 'x-stack-known-error', 'x-stack-request-id', 'Content-Length', 'Date', 'Connection']);
    expect(value(refused, 'x-stack-known-error')).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('a route’s own cache-control is kept in its place', async () => {
    const lines = await headerLines('/api/v1/docs/init.js');
    expect(lines[0]).toBe('HTTP/1.1 200 OK');
    expect(names(lines)).toEqual([...CORS_AND_CACHE, 'cache-control', 'content-type', 'vary', 'x-stack-request-id', 'Content-Length', 'Date', 'Connection']);
    expect(value(lines, 'cache-control')).not.toBe('no-store, max-age=0');
  });

  it('HEAD, the override-error-status rewrite and a 405 (answers built on a Headers object) keep their lines too', async () => {
    const head = await headerLines('/api/v1', 'HEAD');
    expect(head[0]).toBe('HTTP/1.1 200 OK');
    expect(names(head)).toEqual([...CORS_AND_CACHE, 'cache-control', 'content-type', 'vary', 'x-stack-request-id', 'Date', 'Connection']);

    const project = await newProject();
    const overridden = await headerLines('/api/v1/users/me', 'GET', { ...project.clientHeaders(), 'x-stack-override-error-status': 'true' });
    expect(overridden[0]).toBe('HTTP/1.1 200 OK');
    expect(names(overridden)).toEqual([...CORS_AND_CACHE, 'cache-control', 'content-type', 'vary', 'x-hexclave-actual-status', 'x-hexclave-known-error', 'x-stack-actual-status', 'x-stack-known-error', 'x-stack-request-id', 'Date', 'Connection', 'Transfer-Encoding']);
    // (The rewritten answer streams the original body: chunked, as it always was.)

    const wrongMethod = await headerLines('/api/v1/', 'DELETE');
    expect(wrongMethod[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(names(wrongMethod)).toEqual([...CORS_AND_CACHE, 'allow', 'cache-control', 'content-type', 'vary', 'x-hexclave-known-error', 'x-stack-known-error', 'x-stack-request-id', 'Content-Length', 'Date', 'Connection']);
  });
});
