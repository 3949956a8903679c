import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, rmSync, writeFileSync } from 'node:fs';
import { StartupError } from '../../startup-error.ts';
import type { Account } from './account.ts';
import type { PostgresBinaries } from './binaries.ts';
import { EMBEDDED_PG_HOST } from './port.ts';

/** The embedded PostgreSQL could not bind its port (taken between our check and its start). */
export class PortTaken extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is already in use`);
  }
}

/** The cluster's own lock says a postmaster already serves this data folder. */
export class ClusterAlreadyRunning extends Error {}

/** Messages are parsed below, so they must be PostgreSQL's English ones. */
const ENV = { ...process.env, LC_MESSAGES: 'C' };

/** Spawned as `runAs` when root; from `/`, since the caller's working folder may be private to root. */
function spawnOptions(runAs: Account | undefined) {
  return { cwd: '/', env: ENV, ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}) };
}

/**
 * A UTF-8 locale the machine has (C.UTF-8 on any recent glibc), else plain C: the cluster's
 * locale never depends on the caller's LANG, which in containers often names a locale that is
 * not installed (initdb then fails) or none at all (initdb then picks SQL_ASCII).
 */
function clusterLocale(): string {
  try {
    const available = execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').map((l) => l.trim());
    return available.find((l) => /^C\.utf-?8$/i.test(l)) ?? available.find((l) => /^en_US\.utf-?8$/i.test(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** `initdb`: a new cluster in `clusterDir` (empty, owned by `runAs`) with one superuser, `user`. */
export async function initCluster(binaries: PostgresBinaries, clusterDir: string, user: string, password: string, runAs: Account | undefined): Promise<void> {
  // The password reaches initdb through a file only it can read, beside the cluster (which the
  // account can reach), removed right after.
  const pwfile = `${clusterDir}.pwfile`;
  writeFileSync(pwfile, password + '\n', { mode: 0o600 });
  if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
  try {
    const args = [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${user}`, `--pwfile=${pwfile}`, '--encoding=UTF8', `--locale=${clusterLocale()}`, '--lc-messages=C'];
    const child = spawn(binaries.initdb, args, { ...spawnOptions(runAs), stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectLines(child);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    }).catch((e: NodeJS.ErrnoException) => {
      throw new StartupError(`could not run ${binaries.initdb} (${e.code ?? e.message}) to create the embedded PostgreSQL's database in ${clusterDir}.`);
    });
    if (code !== 0) {
      throw new StartupError(`the embedded PostgreSQL could not create its database in ${clusterDir}: ${mainProblem(output.lines)}. Fix that, or delete the folder to try again.`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
}

export interface Postmaster {
  pid: number;
  /** Fast shutdown (SIGINT: active sessions are ended, data is safe) and wait until it is gone. */
  stop(): Promise<void>;
}

/**
 * Starts `postgres` on the loopback address and resolves once it accepts connections. It runs in
 * its own process group, so a Ctrl-C in the terminal reaches Gatehouse only, which drains its HTTP
 * requests before stopping the database; if Gatehouse exits without stopping it, a hook on
 * `exit` still tells it to shut down.
 */
export async function startPostmaster(
  binaries: PostgresBinaries,
  clusterDir: string,
  port: number,
  runAs: Account | undefined,
  onUnexpectedExit: (why: string) => void,
): Promise<Postmaster> {
  const args = ['-D', clusterDir, '-p', String(port), '-c', `listen_addresses=${EMBEDDED_PG_HOST}`, '-c', 'unix_socket_directories='];
  const child = spawn(binaries.postgres, args, { ...spawnOptions(runAs), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = collectLines(child);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new StartupError(`the embedded PostgreSQL (data in ${clusterDir}) did not become ready within 60 s: ${mainProblem(output.lines)}.`)), 60_000);
      output.onLine = (line) => {
        if (line.includes('database system is ready to accept connections')) (clearTimeout(timer), resolve());
      };
      child.once('error', (e: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new StartupError(`could not run ${binaries.postgres} (${e.code ?? e.message}) for the embedded PostgreSQL.`));
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        reject(failure(output.lines, clusterDir, port, code, signal));
      });
    });
  } catch (e) {
    process.off('exit', stopOnExit);
    stopOnExit();
    await exited;
    throw e;
  }
  output.onLine = undefined;
  child.once('close', (code, signal) => {
    process.off('exit', stopOnExit);
    if (!stopping) onUnexpectedExit(`the embedded PostgreSQL stopped (${signal ?? `exit code ${code}`}): ${mainProblem(output.lines)}`);
  });

  return {
    pid: child.pid!,
    stop: async () => {
      stopping = true;
      stopOnExit();
      const slow = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(slow);
      process.off('exit', stopOnExit);
    },
  };
}

/** Why postgres exited before it was ready, as the error the caller can act on. */
function failure(lines: string[], clusterDir: string, port: number, code: number | null, signal: NodeJS.Signals | null): Error {
  const text = lines.join('\n');
  if (/could not bind .*Address already in use|could not create any TCP\/IP sockets/i.test(text)) return new PortTaken(port);
  if (/lock file "postmaster\.pid" already exists/.test(text)) return new ClusterAlreadyRunning(mainProblem(lines));
  return new StartupError(`the embedded PostgreSQL (data in ${clusterDir}) stopped while starting (${signal ?? `exit code ${code}`}): ${mainProblem(lines)}.`);
}

/** The FATAL/PANIC/ERROR message among PostgreSQL's last lines, without its log prefix. */
function mainProblem(lines: string[]): string {
  const serious = [...lines].reverse().find((l) => /\b(FATAL|PANIC|ERROR):/.test(l));
  const line = serious ?? [...lines].reverse().find((l) => l.trim() !== '') ?? 'no output';
  return line.replace(/^.*?\b(FATAL|PANIC|ERROR|LOG):\s+/, '').replace(/\s+/g, ' ').trim();
}

/** Keeps the last lines a child wrote (both streams), and hands each to `onLine` while set. */
function collectLines(child: ChildProcess): { lines: string[]; onLine?: (line: string) => void } {
  const sink: { lines: string[]; onLine?: (line: string) => void } = { lines: [] };
  let partial = '';
  const take = (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      sink.lines.push(line);
      if (sink.lines.length > 40) sink.lines.shift();
      sink.onLine?.(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return sink;
}
