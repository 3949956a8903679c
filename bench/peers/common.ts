/** Shared pieces of `make bench-peers`: logging, the cache folder, child processes and readiness. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Options } from 'autocannon';

/** Everything downloaded or built is kept here (gitignored .data/), so a rerun skips it. */
export const CACHE = resolve(import.meta.dirname, '../../.data/peers');

export function log(msg: string): void {
  process.stdout.write(`[peers ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
}

export function cacheDir(...parts: string[]): string {
  const dir = resolve(CACHE, ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs a command to completion, its output appended to a log file (long builds print progress there). */
export async function runCommand(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string }): Promise<void> {
  const out = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  // A heartbeat: downloads and builds take minutes and must never look hung.
  const started = Date.now();
  const beat = setInterval(() => log(`  ... ${cmd} ${args[0] ?? ''} still running (${Math.round((Date.now() - started) / 1000)}s, output in ${opts.logFile})`), 15_000);
  try {
    const code = await new Promise<number | null>((ok) => child.once('exit', ok));
    if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${code}: see ${opts.logFile}`);
  } finally {
    clearInterval(beat);
  }
}

// Every server started, so that an exit of this process for any reason (a crash included) stops them.
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null && child.pid !== undefined) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
});

/** Starts a long-running server; its output goes to a log file (a pipe nobody reads would block it). */
export function startProcess(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string }): ChildProcess {
  const out = createWriteStream(opts.logFile, { flags: 'w' });
  const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Stops a server started by startProcess (its whole process group: kc.sh starts java as a child). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  try { process.kill(-child.pid, 'SIGTERM'); } catch { return; }
  const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } }, 15_000);
  await exited;
  clearTimeout(timer);
}

/** Polls a URL until it answers 2xx, failing early when the process exits. */
export async function waitForHttp(url: string, child: ChildProcess, what: string, timeoutS = 300): Promise<void> {
  const started = Date.now();
  let lastBeat = started;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not up yet */ }
    if (Date.now() - started > timeoutS * 1000) throw new Error(`${what} did not answer ${url} within ${timeoutS}s`);
    if (Date.now() - lastBeat > 10_000) {
      lastBeat = Date.now();
      log(`  waiting for ${what} (${Math.round((Date.now() - started) / 1000)}s)`);
    }
    // Once a second: Keycloak logs every health probe that finds it down.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} -> ${res.status}: ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Runs `fn` over `items` with at most `limit` at once (seeding sessions through slow hashes). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }));
  return out;
}

export const SCENARIOS = ['trivial', 'authenticated_read', 'refresh', 'password_sign_in'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** autocannon options, or a function of the phase when warm-up and measurement must not share state. */
export type Load = Partial<Options> & { url: string } | ((phase: 'warm-up' | 'measure') => Partial<Options> & { url: string });

export interface Scenario {
  /** What is requested, as shown in the table. */
  route: string;
  load: Load;
}

/** A peer started on its own fresh database and seeded, ready to be measured. */
export interface RunningPeer {
  version: string;
  /** Settings that matter for the figures (hash, rotation, pool, rate limits), stated in the output. */
  settings: string[];
  /** Resolved lazily, just before the scenario runs: access tokens expire (Keycloak's after 5 minutes). */
  scenarios: Partial<Record<ScenarioName, () => Promise<Scenario>>>;
  /** Why a scenario has no equivalent in this peer. */
  notApplicable?: Partial<Record<ScenarioName, string>>;
  pid: number;
  stop(): Promise<void>;
}

export interface Peer {
  /** The key in bench/results/peers.json. */
  key: string;
  label: string;
  /** Downloads or builds into the cache; a no-op when it is there. */
  prepare(): Promise<void>;
  start(databaseUrl: string, port: number): Promise<RunningPeer>;
}

/**
 * Rotating refresh in autocannon: each in-flight request checks a chain out and returns it with
 * its response, so no two requests ever use one single-use token. Warm-up and measurement get
 * separate chains: a warm-up request still in flight when its run ends must not race the next.
 */
export function rotatingRefresh(
  url: string,
  chains: string[],
  build: (token: string) => { method: 'POST'; headers: Record<string, string>; body: string; path?: string },
  successor: (status: number, body: string) => string | undefined,
): Load {
  const half = Math.floor(chains.length / 2);
  return (phase) => {
    const current = phase === 'warm-up' ? chains.slice(0, half) : chains.slice(half);
    const free = current.map((_, i) => i);
    let spare = 0;
    return {
      url,
      requests: [
        {
          setupRequest: (req, context) => {
            const ctx = context as { chain?: number };
            // A chain still held here means the previous request timed out (no onResponse): its
            // token may or may not be spent, so the connection keeps that chain; if it was spent,
            // the next answers are errors and show in the table.
            ctx.chain ??= free.shift();
            // No free chain: requests timed out on connections that autocannon then replaced (new
            // contexts), so their chains never came back. Reuse one round-robin: if its token was
            // spent the answer is an error, counted in the table, and the run goes on.
            ctx.chain ??= spare++ % current.length;
            return { ...req, ...build(current[ctx.chain]) };
          },
          onResponse: (status, body, context) => {
            const ctx = context as { chain?: number };
            if (ctx.chain === undefined) return;
            const next = successor(status, body);
            if (next) current[ctx.chain] = next;
            free.push(ctx.chain);
            ctx.chain = undefined;
          },
        },
      ],
    };
  };
}
