/**
 * Better Auth (npm better-auth, 1.x): installed into the cache folder with npm (not into the
 * workspace), run as a tiny Node server (better-auth-server.mjs) on its own database, its schema
 * made by its own programmatic migrations.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cacheDir, log, runCommand, startProcess, stopProcess, waitForHttp, type Peer } from './common.ts';

export const BETTER_AUTH_VERSION = process.env.BETTER_AUTH_VERSION ?? '1.7.25';

export function betterAuth(): Peer {
  const dir = cacheDir('better-auth');
  const server = resolve(dir, 'server.mjs');
  return {
    key: 'better_auth',
    label: `Better Auth ${BETTER_AUTH_VERSION}`,
    prepare: async () => {
      const installed = resolve(dir, 'node_modules/better-auth/package.json');
      if (!existsSync(installed) || (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version !== BETTER_AUTH_VERSION) {
        writeFileSync(resolve(dir, 'package.json'), JSON.stringify({ name: 'bench-peer-better-auth', private: true, type: 'module' }, null, 2));
        log(`  npm install better-auth@${BETTER_AUTH_VERSION} pg@8 into ${dir}`);
        await runCommand('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `better-auth@${BETTER_AUTH_VERSION}`, 'pg@8'], { cwd: dir, logFile: resolve(dir, 'install.log') });
      }
      copyFileSync(resolve(import.meta.dirname, 'better-auth-server.mjs'), server);
    },
    start: async (databaseUrl, port) => {
      const base = `http://127.0.0.1:${port}`;
      const child = startProcess(process.execPath, [server], {
        cwd: dir,
        env: { PORT: String(port), DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: 'bench-secret-at-least-32-characters-long!!', NODE_ENV: 'production', BETTER_AUTH_TELEMETRY: '0' },
        logFile: resolve(dir, 'server.log'),
      });
      log(`  starting Better Auth (runs its migrations first; log in ${resolve(dir, 'server.log')})`);
      await waitForHttp(`${base}/api/auth/ok`, child, 'Better Auth', 180);
      const email = 'bench@example.com';
      const password = 'correct horse battery staple';
      // Better Auth checks the Origin of cookie-less POSTs against its trusted origins (its own base URL).
      const headers = { 'content-type': 'application/json', origin: base };
      const call = async (path: string, body: unknown) => {
        const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`POST ${path} -> ${res.status}: ${(await res.text()).slice(0, 300)}`);
        const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.includes('session_token='));
        if (!cookie) throw new Error(`POST ${path}: no session cookie`);
        return cookie;
      };
      await call('/api/auth/sign-up/email', { email, password, name: 'Bench User' });
      return {
        version: `${BETTER_AUTH_VERSION} (npm better-auth, Node ${process.versions.node})`,
        settings: ['scrypt N=16384 r=16 p=1 (default, @noble/hashes)', 'database sessions, cookie cache off (default): get-session reads the session and user', 'rate limit off (rateLimit.enabled=false)', 'NODE_ENV=production, pg.Pool max 20, one process'],
        pid: child.pid!,
        scenarios: {
          trivial: async () => ({ route: 'GET /api/auth/ok', load: { url: `${base}/api/auth/ok` } }),
          authenticated_read: async () => {
            const cookie = await call('/api/auth/sign-in/email', { email, password });
            return { route: 'GET /api/auth/get-session', load: { url: `${base}/api/auth/get-session`, headers: { cookie } } };
          },
          password_sign_in: async () => ({ route: 'POST /api/auth/sign-in/email', load: { url: `${base}/api/auth/sign-in/email`, method: 'POST', headers, body: JSON.stringify({ email, password }) } }),
        },
        notApplicable: { refresh: 'no refresh tokens: a session is a database row named by a cookie, extended in place (no rotation)' },
        stop: () => stopProcess(child),
      };
    },
  };
}
