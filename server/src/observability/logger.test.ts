import { describe, expect, it } from 'vitest';
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
});
