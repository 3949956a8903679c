/**
 * Where the wire contract's ~1.9 KB header block costs in node itself (issue 24, fixed cost): a
 * plain node:http server (no Hono) answering the same small text with variants of how the headers
 * are handed to node, loaded by autocannon in alternating rounds, server CPU per request split
 * into user and system time (from /proc/<pid>/stat).
 *
 *   npx tsx bench/header-variants.ts [--rounds 3] [--seconds 5] [--only a,b]
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CORS_HEADERS } from '../server/src/http/cors.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const ROUNDS = Number(opt('--rounds', '3'));
const SECONDS = Number(opt('--seconds', '5'));

const BODY = 'Welcome to the control.\n\nAuthentication: None\n';
const contract: [string, string][] = [...CORS_HEADERS.map(([n, v]) => [n, v] as [string, string]), ['cache-control', 'no-store, max-age=0'], ['content-type', 'text/plain; charset=UTF-8'], ['x-stack-request-id', '0123456789abcdef0123456789abcdef']];
const bytes = contract.reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
// The same number of bytes in three headers (one long filler value).
const fewBig: [string, string][] = [['content-type', 'text/plain; charset=UTF-8'], ['x-stack-request-id', '0123456789abcdef0123456789abcdef'], ['x-filler', 'a'.repeat(bytes - 100)]];
// The same number of headers with short values.
const manySmall: [string, string][] = contract.map(([k], i) => [k, `v${i}`]);

const VARIANTS: Record<string, string> = {
  bare: `res.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8', 'Content-Length': LEN }); res.end(BODY);`,
  object: `res.writeHead(200, { ...OBJ, 'Content-Length': LEN }); res.end(BODY);`,
  array: `res.writeHead(200, [...FLAT, 'Content-Length', String(LEN)]); res.end(BODY);`,
  objectShared: `res.writeHead(200, OBJL); res.end(BODY);`,
  arrayShared: `res.writeHead(200, FLATL); res.end(BODY);`,
  setHeader: `for (const k in OBJ) res.setHeader(k, OBJ[k]); res.setHeader('Content-Length', LEN); res.end(BODY);`,
  buffer: `res.writeHead(200, { ...OBJ, 'Content-Length': LEN }); res.end(BUF);`,
  twoWrites: `res.writeHead(200, { ...OBJ, 'Content-Length': LEN }); res.flushHeaders(); res.end(BODY);`,
  fewBig: `res.writeHead(200, { ...FEW, 'Content-Length': LEN }); res.end(BODY);`,
  manySmall: `res.writeHead(200, { ...SMALL, 'Content-Length': LEN }); res.end(BODY);`,
  // No HTTP machinery: the same response bytes, prepared once, written on every request (net only).
  rawSmall: 'RAW:small',
  rawContract: 'RAW:contract',
};

function rawResponse(headers: [string, string][]): string {
  const lines = [...headers, ['Content-Length', String(Buffer.byteLength(BODY))], ['Date', new Date().toUTCString()], ['Connection', 'keep-alive'], ['Keep-Alive', 'timeout=5']];
  return `HTTP/1.1 200 OK\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${BODY}`;
}

function serverSource(variant: string): string {
  const raw = VARIANTS[variant]!.startsWith('RAW:') ? rawResponse(variant === 'rawSmall' ? [['content-type', 'text/plain; charset=UTF-8']] : contract) : null;
  // One response per request (autocannon sends one at a time per connection without pipelining).
  if (raw) return `
const net = require('node:net'); const RAW = ${JSON.stringify(raw)};
net.createServer((s) => { s.setNoDelay(true); s.on('error', () => {}); s.on('data', () => s.write(RAW)); }).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });`;
  return `
const http = require('node:http');
const BODY = ${JSON.stringify(BODY)}; const BUF = Buffer.from(BODY); const LEN = Buffer.byteLength(BODY);
const OBJ = ${JSON.stringify(Object.fromEntries(contract))};
const FLAT = ${JSON.stringify(contract.flat())};
const OBJL = { ...OBJ, 'Content-Length': LEN }; const FLATL = [...FLAT, 'Content-Length', String(LEN)];
const FEW = ${JSON.stringify(Object.fromEntries(fewBig))};
const SMALL = ${JSON.stringify(Object.fromEntries(manySmall))};
http.createServer((req, res) => { ${VARIANTS[variant]} }).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });`;
}

function ticks(pid: number): [number, number] {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return [Number(f[11]), Number(f[12])];
}

async function start(variant: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['-e', serverSource(variant)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((ok) => child.stdout!.once('data', (d) => ok(Number(String(d).trim()))));
  return { child, port };
}

const load = (port: number, seconds: number) => new Promise<autocannon.Result>((ok, fail) => autocannon({ url: `http://127.0.0.1:${port}/`, connections: 32, duration: seconds }, (e, r) => (e ? fail(e) : ok(r))));

const only = opt('--only', '');
const names = only ? only.split(',') : Object.keys(VARIANTS);
const tick = 10_000; // µs per clock tick (CLK_TCK 100)
const results: Record<string, { user: number; sys: number }[]> = {};
console.log(`contract block: ${contract.length} headers, ${bytes} bytes`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const name of names) {
    const { child, port } = await start(name);
    await load(port, 2);
    const before = ticks(child.pid!);
    const r = await load(port, SECONDS);
    const after = ticks(child.pid!);
    child.kill();
    const n = Math.max(r.requests.total, 1);
    const row = { user: ((after[0] - before[0]) * tick) / n, sys: ((after[1] - before[1]) * tick) / n };
    (results[name] ??= []).push(row);
    console.log(`round ${round} ${name.padEnd(10)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  user ${row.user.toFixed(1).padStart(6)} µs  sys ${row.sys.toFixed(1).padStart(6)} µs  total ${(row.user + row.sys).toFixed(1)} µs`);
  }
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(results[names[0]!]!.map((r) => r.user + r.sys));
for (const name of names) {
  const rows = results[name]!;
  const total = median(rows.map((r) => r.user + r.sys));
  console.log(`${name.padEnd(10)} median user ${median(rows.map((r) => r.user)).toFixed(1)} sys ${median(rows.map((r) => r.sys)).toFixed(1)} total ${total.toFixed(1)} µs (${(total / base).toFixed(2)}x ${names[0]})`);
}
