import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { freePort } from '../main-process.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Keys the chaos runs give the internal project, so their client can sign up and list users. */
export function chaosInternalKeys() {
  const r = () => randomBytes(20).toString('hex');
  return { client: `pck_${r()}`, server: `ssk_${r()}`, admin: `sak_${r()}` };
}
export type InternalKeys = ReturnType<typeof chaosInternalKeys>;

export interface GatehouseProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stderr (its error log), for the report when something fails. */
  stderr(): string;
  /** SIGKILL: no drain, no cleanup, the way a crash or an OOM kill ends it. Resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (the ordinary stop between runs). */
  stop(): Promise<void>;
}

/**
 * Starts the real server as its own process (`node --import tsx src/main.ts`, one process, so a
 * SIGKILL hits the server itself and not a wrapper that would leave it running), on a random port
 * against `databaseUrl`, and resolves once it answers /health with 200.
 */
export async function startGatehouseProcess(databaseUrl: string, keys: InternalKeys, dataDir: string, extraEnv: Record<string, string> = {}): Promise<GatehouseProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEHOUSE_DATA_DIR: dataDir,
      // The same issuer on every restart (the port changes), so access tokens outlive a kill.
      GATEHOUSE_PUBLIC_URL: 'http://localhost',
      GATEHOUSE_INTERNAL_CLIENT_KEY: keys.client,
      GATEHOUSE_INTERNAL_SERVER_KEY: keys.server,
      GATEHOUSE_INTERNAL_ADMIN_KEY: keys.admin,
      // Chaos drives hundreds of sign-ups from one address (rate limits: issue 9 §3).
      GATEHOUSE_RATE_LIMITS: 'off',
      GATEHOUSE_DASHBOARD_SIGN_UP: 'open',
      GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '127.0.0.0/8, ::1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => {
    errors += d.toString();
    if (errors.length > 200_000) errors = errors.slice(-100_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => errors);
  return {
    url,
    pid: child.pid!,
    stderr: () => errors,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, errors: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Gatehouse exited during start-up (${child.exitCode ?? child.signalCode}):\n${errors()}`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Gatehouse did not become healthy within ${timeoutMs} ms:\n${errors()}`);
}
