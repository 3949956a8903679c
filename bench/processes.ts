/**
 * The processes a bench measures: Gatehouse on a given database, and the bare-Hono control
 * (control-server.ts). Both run with the same Node flags (tsx, the Makefile's V8 heap cap).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The same V8 heap flags as `make start` (server/node-options, the Makefile's SERVER_NODE_OPTIONS);
 * yours in NODE_OPTIONS come later and win.
 */
export const nodeOptions = () => `${readFileSync(resolve(import.meta.dirname, '../server/node-options'), 'utf8').trim()} ${process.env.NODE_OPTIONS ?? ''}`;

/** `--also label=dir,ENV=value,…`'s settings: each split at its first `=`, so a value may hold more. */
export function envPairs(settings: string[]): Record<string, string> {
  return Object.fromEntries(settings.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
}

async function started(child: ChildProcess, banner: string): Promise<ChildProcess> {
  await new Promise<void>((ok, fail) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (!out.includes(banner)) return;
      // Stop collecting: with request lines on (the default) the server writes a line per request,
      // and keeping them cost this process (on the same cores as the server) more than the server.
      child.stdout!.off('data', onData);
      out = '';
      ok();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${banner}: exited with ${code}:\n${out}`)));
  });
  child.stdout!.resume();
  return child;
}

/**
 * Gatehouse in production mode on `databaseUrl`. Rate limits off unless GATEHOUSE_RATE_LIMITS=on
 * is set: one address sends far more than any client would. `nodeArgs` go before the entry point
 * (e.g. --cpu-prof). `serverDir`: another checkout's server/ (e.g. main's), to compare two versions in one window.
 */
export function startGatehouse(databaseUrl: string, port: number, nodeArgs: string[] = [], env: Record<string, string> = {}, serverDir = resolve(import.meta.dirname, '../server')): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', resolve(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: { ...process.env, NODE_OPTIONS: nodeOptions(), PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, GATEHOUSE_PUBLIC_URL: base, NODE_ENV: 'production', GATEHOUSE_RATE_LIMITS: process.env.GATEHOUSE_RATE_LIMITS ?? 'off', GATEHOUSE_WORKERS: process.env.GATEHOUSE_WORKERS ?? '1', GATEHOUSE_DASHBOARD_SIGN_UP: process.env.GATEHOUSE_DASHBOARD_SIGN_UP ?? 'open', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return started(child, 'Gatehouse is running');
}

/** The bare @hono/node-server hello route. */
export function startControl(port: number, nodeArgs: string[] = [], headers: 'none' | 'contract' = 'none'): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', resolve(import.meta.dirname, 'control-server.ts')], {
    cwd: resolve(import.meta.dirname, '../server'),
    env: { ...process.env, NODE_OPTIONS: nodeOptions(), PORT: String(port), NODE_ENV: 'production', CONTROL_HEADERS: headers },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return started(child, 'control is running');
}

/** SIGTERM, and resolves once the process has exited (a --cpu-prof profile is written by then). */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((ok) => setTimeout(ok, 20_000))]);
}
