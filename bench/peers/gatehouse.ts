/** Gatehouse itself, started the way bench/run.ts starts it, seeded through bench/seed.ts. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seed } from '../seed.ts';
import { nodeOptions } from '../processes.ts';
import { cacheDir, log, rotatingRefresh, startProcess, stopProcess, waitForHttp, type Peer } from './common.ts';

const root = resolve(import.meta.dirname, '../..');

export function gatehouse(sessions: number): Peer {
  return {
    key: 'gatehouse',
    label: 'Gatehouse',
    prepare: async () => {},
    start: async (databaseUrl, port) => {
      const base = `http://127.0.0.1:${port}`;
      // The same settings as `make bench`: V8 heap flags of `make start`, production mode, rate limits
      // off (one address sends far more than any client would).
      const child = startProcess(process.execPath, ['--import', 'tsx', resolve(root, 'server/src/main.ts')], {
        cwd: resolve(root, 'server'),
        env: { NODE_OPTIONS: nodeOptions(), PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, GATEHOUSE_PUBLIC_URL: base, NODE_ENV: 'production', GATEHOUSE_RATE_LIMITS: 'off', GATEHOUSE_DASHBOARD_SIGN_UP: 'open' },
        logFile: resolve(cacheDir('gatehouse'), 'server.log'),
      });
      await waitForHttp(`${base}/api/v1`, child, 'Gatehouse', 180);
      log(`  seeding a project, a user and ${sessions} sessions`);
      const s = await seed(base, databaseUrl, sessions);
      const client = (token?: string) => ({
        'x-stack-project-id': s.projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': s.publishableKey,
        ...(token ? { 'x-stack-access-token': token } : {}), 'content-type': 'application/json',
      });
      const version = (JSON.parse(readFileSync(resolve(root, 'server/package.json'), 'utf8')) as { version: string }).version;
      return {
        version: `${version} (this checkout)`,
        settings: ['argon2id m=19456 KiB t=2 p=1 (default)', 'ES256 access tokens, a session check per request', 'refresh tokens single-use (rotation)', 'rate limits off (GATEHOUSE_RATE_LIMITS=off, as make bench)', 'NODE_ENV=production, one process, pool max 20'],
        pid: child.pid!,
        scenarios: {
          trivial: async () => ({ route: 'GET /api/v1', load: { url: `${base}/api/v1` } }),
          authenticated_read: async () => ({ route: 'GET /api/v1/users/me', load: { url: `${base}/api/v1/users/me`, headers: client(s.accessToken) } }),
          refresh: async () => ({
            route: 'POST /api/v1/auth/oauth/token (refresh_token)',
            load: rotatingRefresh(`${base}/api/v1/auth/oauth/token`, s.refreshTokens, (token) => ({
              method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: s.projectId, client_secret: s.publishableKey }).toString(),
            }), (status, body) => (status === 200 ? (JSON.parse(body) as { refresh_token: string }).refresh_token : undefined)),
          }),
          password_sign_in: async () => ({
            route: 'POST /api/v1/auth/password/sign-in',
            load: { url: `${base}/api/v1/auth/password/sign-in`, method: 'POST', headers: client(), body: JSON.stringify({ email: s.email, password: s.password }) },
          }),
        },
        stop: () => stopProcess(child),
      };
    },
  };
}
