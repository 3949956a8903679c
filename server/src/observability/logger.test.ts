import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createLog, createPinoLogger, REQUEST_MESSAGE, type RequestLineFields } from './logger.ts';

/** A destination keeping every chunk written to it. */
function sink(): { write(s: string): void; chunks: string[] } {
  const chunks: string[] = [];
  return { chunks, write: (s: string) => void chunks.push(s) };
}

/** Strips the one field that may differ between two lines written a moment apart. */
const withoutTime = (line: string) => line.replace(/,"time":"[^"]*"/, '');

const CASES: RequestLineFields[] = [
  { request_id: 'a1b2c3', method: 'GET', route: '/api/v1/users/me', status: 200, ms: 3.1, project_id: 'internal' },
  // No project (an unmatched path): pino leaves an undefined field out.
  { request_id: 'd4e5f6', method: 'GET', route: 'unmatched', status: 404, ms: 0, project_id: undefined },
  // Text that needs escaping, non-ASCII, a lone surrogate, a long value, numbers pino writes specially.
  { request_id: 'x"y\\z\n', method: 'PATCH', route: '/api/v1/users/{user_id}', status: 400, ms: 1234.5, project_id: `é"\u0001\ud800${'p'.repeat(60)}` },
  { request_id: 'n', method: 'POST', route: 'web', status: 500, ms: Number.NaN, project_id: '' },
  { request_id: 'i', method: 'DELETE', route: 'web', status: 204, ms: Number.POSITIVE_INFINITY },
];

describe('the hand-written request line', () => {
  it('is byte for byte the line pino writes for the same fields (bar the time)', () => {
    for (const fields of CASES) {
      const byPino = sink();
      createPinoLogger({ level: 'info', format: 'json' }, byPino).info(fields, REQUEST_MESSAGE);
      const byHand = sink();
      createLog({ level: 'info', format: 'json' }, byHand)('info', REQUEST_MESSAGE, fields as unknown as Record<string, unknown>);
      expect(byHand.chunks).toHaveLength(1);
      expect(withoutTime(byHand.chunks[0]!)).toBe(withoutTime(byPino.chunks[0]!));
      expect(byHand.chunks[0]).toMatch(/^\{"level":"info","time":"\d{4}-\d\d-\d\dT[\d:.]+Z","pid":\d+,"hostname":/);
      expect(JSON.parse(byHand.chunks[0]!)).toMatchObject({ msg: 'request', request_id: fields.request_id });
    }
  });

  it('is not written below the logger level, and other lines still go through pino (redacted)', () => {
    const quiet = sink();
    createLog({ level: 'warn', format: 'json' }, quiet)('info', REQUEST_MESSAGE, CASES[0] as unknown as Record<string, unknown>);
    expect(quiet.chunks).toEqual([]);
    const other = sink();
    createLog({ level: 'info', format: 'json' }, other)('warn', REQUEST_MESSAGE, { password: 'secret-1' });
    expect(JSON.parse(other.chunks.join(''))).toMatchObject({ level: 'warn', msg: 'request', password: '[redacted]' });
  });

  it('batched for the asynchronous stream: in order with other lines, and written without more traffic', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gatehouse-log-')), 'out.log');
    // The production destination's kind (createPinoLogger without a destination), to a file.
    const dest = pino.destination({ dest: file, sync: false, minLength: 4096, mkdir: true });
    await new Promise((ok) => dest.once('ready', ok));
    const log = createLog({ level: 'info', format: 'json' }, dest);
    const line = (id: string) => ({ ...CASES[0]!, request_id: id }) as unknown as Record<string, unknown>;
    log('info', REQUEST_MESSAGE, line('first'));
    log('info', REQUEST_MESSAGE, line('second'));
    log('warn', 'something else');
    log('info', REQUEST_MESSAGE, line('third'));
    const read = () => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; request_id?: string });
    // The warning went out at once, after the two request lines before it; the third follows on
    // the flush period alone (no further line pushes it out).
    await vi.waitFor(() => expect(read().map((l) => l.request_id ?? l.msg)).toEqual(['first', 'second', 'something else', 'third']), { timeout: 5000, interval: 50 });
    // Many lines: every one of them, in order.
    const ids = Array.from({ length: 500 }, (_, i) => `many-${i}`);
    for (const id of ids) log('info', REQUEST_MESSAGE, line(id));
    await vi.waitFor(() => expect(read().slice(4).map((l) => l.request_id)).toEqual(ids), { timeout: 5000, interval: 50 });
    dest.end();
  });

  it('a request line still waiting in the batch is written when the process exits', () => {
    // A process that logs one request line and exits at once: no flush period, no further line.
    const code = `const { createLog } = await import(${JSON.stringify(new URL('./logger.ts', import.meta.url).href)});
      createLog({ level: 'info', format: 'json' })('info', 'request', { request_id: 'at-exit', method: 'GET', route: '/api/v1', status: 200, ms: 0.1 });
      process.exit(0);`;
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 60_000 });
    expect(stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { request_id?: string }).map((l) => l.request_id)).toEqual(['at-exit']);
  });
});
