import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';

/** `src/main.ts` as `make start` runs it: a separate process, configured only by its environment. */
export interface MainProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once `text` appears on stdout or stderr; rejects if the process exits first or after `ms`. */
  waitFor(text: string, ms?: number): Promise<void>;
  exited: Promise<number | null>;
}

export function spawnMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    cwd: resolve(import.meta.dirname, '..'),
    // The suite's own DATABASE_URL must not leak in: each test says which database it means.
    env: { ...process.env, DATABASE_URL: '', GATEHOUSE_EMBEDDED_PG_PORT: '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const waitFor = (text: string, ms = 30_000) =>
    new Promise<void>((ok, fail) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (out.includes(text) || err.includes(text)) return (clearInterval(timer), ok());
        if (child.exitCode !== null || Date.now() - started > ms) {
          clearInterval(timer);
          fail(new Error(`no "${text}" (exit code ${child.exitCode}):\n${out}\n${err}`));
        }
      }, 50);
    });
  return { child, stdout: () => out, stderr: () => err, waitFor, exited };
}

/** A port nothing listens on right now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Holds `port` on the loopback address until closed, as another program would; null if it is already taken. */
export function occupy(port: number, host = '127.0.0.1'): Promise<Server | null> {
  return new Promise((ok) => {
    const s = createServer();
    s.once('error', () => ok(null));
    s.listen({ port, host, exclusive: true }, () => ok(s));
  });
}

/** Polls `url` until it answers `status` (connection errors count as not yet). */
export async function waitForStatus(url: string, status: number, ms = 30_000): Promise<Response> {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === status) return res;
      last = String(res.status);
    } catch (e) {
      last = (e as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${ms} ms (last: ${last})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
