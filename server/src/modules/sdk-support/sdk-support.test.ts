import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newProject, rawFetch } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { SERVER_SDK_VERSION } from './sdk-support.service.ts';

/** POST /check-feature-support and POST /check-version (wire-contract §9.22). */

const post = (path: string, body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) => rawFetch(path, { method: 'POST', headers, body });

describe('POST /check-feature-support', () => {
  it('answers 200 text/plain naming the feature, with no headers at all', async () => {
    const res = await post('/check-feature-support', JSON.stringify({ feature_name: 'useStackApp().redirectToAccountSettings', name: '@stackframe/react', other: { deep: [1, 2] } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('useStackApp().redirectToAccountSettings is not supported yet by this Gatehouse server.');
  });

  it('"This feature" for any other body: none, an empty object, a non-string feature_name, an array, a JSON string, text', async () => {
    const bodies: [string | undefined, Record<string, string>][] = [
      [undefined, {}],
      ['{}', { 'content-type': 'application/json' }],
      ['{"feature_name": {"x": 1}}', { 'content-type': 'application/json' }],
      ['{"feature_name": "   "}', { 'content-type': 'application/json' }],
      ['[1, 2, 3]', { 'content-type': 'application/json' }],
      ['"just a string"', { 'content-type': 'application/json' }],
      ['null', { 'content-type': 'application/json' }],
      ['plain words', { 'content-type': 'text/plain' }],
    ];
    for (const [body, headers] of bodies) {
      const res = await post('/check-feature-support', body, headers);
      expect(res.status, String(body)).toBe(200);
      expect(await res.text()).toBe('This feature is not supported yet by this Gatehouse server.');
    }
  });

  it('the echo is one line, without control characters, and cut to 100 characters', async () => {
    const res = await post('/check-feature-support', JSON.stringify({ feature_name: `evil\r\nSet-Cookie: a=b\u0007\u2028${'x'.repeat(500)}` }));
    const text = await res.text();
    expect(text).not.toMatch(/[\r\n\u0007\u2028]/);
    expect(text.startsWith('evilSet-Cookie: a=b')).toBe(true);
    expect(text).toBe(`evilSet-Cookie: a=b${'x'.repeat(100 - 'evilSet-Cookie: a=b'.length)}… is not supported yet by this Gatehouse server.`);
  });

  it('takes the SDK\'s project headers, and checks them like any route', async () => {
    const p = await newProject();
    const ok = await post('/check-feature-support', '{"feature_name":"x"}', { ...p.clientHeaders(), 'content-type': 'application/json' });
    expect(ok.status).toBe(200);
    await expectKnownError(await post('/check-feature-support', '{}', { ...p.serverHeaders(), 'x-stack-secret-server-key': 'wrong', 'content-type': 'application/json' }), 401, 'INVALID_SECRET_SERVER_KEY');
  });

  it('a body over the server limit is REQUEST_BODY_TOO_LARGE, malformed JSON is BODY_PARSING_ERROR', async () => {
    await expectKnownError(await post('/check-feature-support', JSON.stringify({ feature_name: 'x'.repeat(3 * 1024 * 1024) })), 413, 'REQUEST_BODY_TOO_LARGE');
    await expectKnownError(await post('/check-feature-support', '{"feature_name":'), 400, 'BODY_PARSING_ERROR');
  });
});

describe('POST /check-version', () => {
  const check = async (clientVersion: string) => {
    const res = await post('/check-version', JSON.stringify({ clientVersion }));
    expect(res.status).toBe(200);
    return res.json() as Promise<{ upToDate: boolean; error?: string; severe?: boolean }>;
  };

  it('the server is built for the SDK in this repository', () => {
    const sdk = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../sdk/package.json'), 'utf8')) as { version: string };
    expect(SERVER_SDK_VERSION).toBe(sdk.version);
  });

  it('up to date for this version and newer patches, in any spelling', async () => {
    expect(await check(SERVER_SDK_VERSION)).toEqual({ upToDate: true });
    expect(await check(`js @gatehouse/sdk@${SERVER_SDK_VERSION}`)).toEqual({ upToDate: true });
    expect(await check('v0.1.99')).toEqual({ upToDate: true });
    // Stack Auth's SDKs speak the same wire contract; their version numbers are not ours.
    expect(await check('js @stackframe/stack@2.8.12')).toEqual({ upToDate: true });
  });

  it('an older incompatible line is severe; a newer line or an unreadable version is not up to date but not severe', async () => {
    const old = await check('js @gatehouse/sdk@0.0.9');
    expect(old).toMatchObject({ upToDate: false, severe: true });
    expect(old.error).toContain('0.0.9');
    expect(await check('2.8.0')).toMatchObject({ upToDate: false, severe: false });
    expect(await check('banana')).toMatchObject({ upToDate: false, severe: false });
  });

  it('SCHEMA_ERROR without a clientVersion string', async () => {
    await expectKnownError(await post('/check-version', '{}'), 400, 'SCHEMA_ERROR');
    await expectKnownError(await post('/check-version', JSON.stringify({ clientVersion: 'x'.repeat(256) })), 400, 'SCHEMA_ERROR');
  });
});
