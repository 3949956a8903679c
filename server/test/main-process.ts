import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/**
 * A port nothing listens on right now, for a server this test starts a moment later.
 *
 * Not the OS's choice (port 0): that comes from the ephemeral range, which every outgoing
 * connection (PostgreSQL pools, fetch) and every in-process server on port 0 draw from too, so in a
 * busy suite one of them could take the port before the child process binds it (CI saw "HTTP port
 * 35385 is already in use"). So the port is drawn at random from below the ephemeral range, which
 * nothing takes by itself, checked free on every address (IPv4 and IPv6), and never handed out twice
 * by this process.
 */
export async function freePort(): Promise<number> {
  const [low, high] = nonEphemeralRange();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = randomInt(low, high);
    if (handedOut.has(port)) continue;
    if (await bindable(port, '::')) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port found in ${low}-${high}`);
}

const handedOut = new Set<number>();

/** From 20000 up to 1000 below the kernel's ephemeral range (32768 when it cannot be read). */
function nonEphemeralRange(): [number, number] {
  let ephemeralLow = 32768;
  try {
    ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || ephemeralLow;
  } catch {
    // not Linux: the IANA ephemeral range starts at 49152, so 32768 stays below it
  }
  return [20000, Math.max(21000, ephemeralLow - 1000)];
}

/** Whether a listener could bind `port` on `host` ('::' covers IPv4 too; falls back to 0.0.0.0 without IPv6). */
function bindable(port: number, host: string): Promise<boolean> {
  return new Promise((ok) => {
    const s = createServer();
    s.once('error', (error: NodeJS.ErrnoException) => {
      if (host === '::' && (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL')) ok(bindable(port, '0.0.0.0'));
      else ok(false);
    });
    s.listen({ port, host, exclusive: true }, () => s.close(() => ok(true)));
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
