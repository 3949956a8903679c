/**
 * Byte-for-byte comparison of two Gatehouse checkouts' answers: both started on ONE database with
 * the same public URL (so one seeded project, user and token work on both), then the same raw
 * HTTP/1.1 requests sent to each over a plain socket, and the raw answers (status line, header
 * lines in their order and spelling, body) compared after masking what differs per request: the
 * Date header, request ids, token and timestamp values. For changes to the response pipeline
 * that must not change a single byte a client sees (bench/README.md, "Fixed cost per request").
 *
 *   npx tsx bench/wire-diff.ts --before <other checkout's server/> [--after <server/>]   (DATABASE_URL set)
 */
import { connect } from 'node:net';
import { resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createTestDatabase } from '../server/test/test-database.ts';
import { startGatehouse, stop } from './processes.ts';
import { seed } from './seed.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback?: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const BEFORE = resolve(opt('--before') ?? '/work/main/server');
const AFTER = resolve(opt('--after') ?? resolve(import.meta.dirname, '../server'));
const PUBLIC_URL = 'http://127.0.0.1:8171';

/** One request on its own connection (Connection: close), the whole answer as sent. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    const s = connect(port, '127.0.0.1', () => s.write(request));
    s.on('data', (d) => chunks.push(d));
    s.on('end', () => ok(Buffer.concat(chunks).toString('latin1')));
    s.on('error', fail);
  });
}

function mask(answer: string): string {
  return answer
    .replace(/^Date: .*$/im, 'Date: <date>')
    .replace(/[0-9a-hjkmnp-tv-z]{16}(?=["\r\n,} ])/g, '<id16>')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
    .replace(/"(\w*_at(_millis)?|exp|iat)":\s*[\d.]+/g, '"$1":<t>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<iso>');
}

function req(method: string, path: string, headers: Record<string, string> = {}, body?: string): string {
  const all = { host: '127.0.0.1', connection: 'close', ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body ?? ''}`;
}

const db = await createTestDatabase();
let before: ChildProcess | undefined;
let after: ChildProcess | undefined;
try {
  const env = { GATEHOUSE_PUBLIC_URL: PUBLIC_URL };
  before = await startGatehouse(db.url, 8171, [], env, BEFORE);
  after = await startGatehouse(db.url, 8172, [], env, AFTER);
  const s = await seed('http://127.0.0.1:8171', db.url, 1);
  const client = { 'x-stack-project-id': s.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': s.publishableKey };
  const server = { 'x-stack-project-id': s.projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': s.serverKey };
  const json = { 'content-type': 'application/json' };
  const requests: string[] = [
    req('GET', '/api/v1'),
    req('GET', '/api/v1/'),
    req('HEAD', '/api/v1'),
    req('GET', '/api/v1?unexpected=1'),
    req('GET', '/api/v1', client),
    req('GET', '/api/v1', { ...client, 'x-stack-access-token': s.accessToken }),
    req('GET', '/api/v1/users/me', { ...client, 'x-stack-access-token': s.accessToken }),
    req('GET', '/api/v1/users/me', client),
    req('GET', '/api/v1/users/me', { ...client, 'x-stack-override-error-status': 'true' }),
    req('GET', '/api/v1/users/me', { ...client, 'x-stack-access-token': 'garbage' }),
    req('GET', '/api/v1/users/me', { 'x-hexclave-project-id': s.projectId, 'x-hexclave-access-type': 'client', 'x-hexclave-publishable-client-key': s.publishableKey, 'x-hexclave-access-token': s.accessToken }),
    req('GET', '/api/v1/users/me', { 'x-hexclave-project-id': s.projectId, 'x-stack-access-type': 'client' }),
    req('GET', '/api/v1/users?limit=1', server),
    req('GET', '/api/v1/users/me', { ...client, 'x-stack-publishable-client-key': 'wrong' }),
    req('OPTIONS', '/api/v1/users/me', { origin: 'https://app.example', 'access-control-request-method': 'GET' }),
    req('DELETE', '/api/v1/', client),
    req('PATCH', '/api/v1/contact-channels/verify/check-code', client),
    req('GET', '/api/v1/no-such-route'),
    req('GET', '//api/v1/users/me'),
    req('GET', '/api/v1/./users/me'),
    req('GET', '/API/V1/users/me'),
    req('POST', '/api/v1/auth/password/sign-in', { ...client, ...json }, '{"email":'),
    req('POST', '/api/v1/auth/password/sign-in', { ...client, 'content-type': 'text/xml' }, '<a/>'),
    req('POST', '/api/v1/auth/password/sign-in', { ...client, ...json }, JSON.stringify({ email: s.email, password: 'wrong password' })),
    req('POST', '/api/v1/auth/password/sign-in', { ...client, ...json, 'x-stack-override-error-status': 'true' }, JSON.stringify({ email: s.email, password: 'wrong password' })),
    req('PATCH', '/api/v1/users/me', { ...client, ...json, 'x-stack-access-token': s.accessToken }, JSON.stringify({ display_name: 'Wire diff' })),
    req('GET', '/api/v1/projects/current', client),
    req('GET', '/api/v1/auth/oauth/authorize/github?client_id=x'),
    req('GET', '/api/v1/openapi.json'),
    req('GET', '/api/v1/docs'),
    req('GET', '/health'),
    req('GET', '/'),
    req('GET', '/no-such-page'),
    req('GET', '/handler/sign-in'),
  ];
  let differ = 0;
  for (const r of requests) {
    const [a, b] = [mask(await raw(8171, r)), mask(await raw(8172, r))];
    const line = r.slice(0, r.indexOf('\r\n'));
    if (a === b) {
      process.stdout.write(`same   ${line} -> ${a.slice(0, a.indexOf('\r\n'))} (${a.length} bytes)\n`);
      continue;
    }
    differ++;
    process.stdout.write(`DIFFER ${line}\n--- before\n${a.slice(0, 3000)}\n--- after\n${b.slice(0, 3000)}\n`);
  }
  process.stdout.write(`${requests.length - differ} of ${requests.length} answers byte-identical (masked: Date, ids, tokens, times)\n`);
  process.exitCode = differ ? 1 : 0;
} finally {
  await stop(before);
  await stop(after);
  await db.drop();
}
