/**
 * Supabase Auth (GoTrue), built with the Go toolchain from its Go module's source. The module is
 * not served by the Go module proxy reachable here (403 "This module version is not available"
 * for github.com/supabase/auth at every version), so the source comes from a local checkout:
 * SUPABASE_AUTH_SRC (a git repository), default the snapshot in /work/.mirror; its dependencies
 * come from the module proxy as usual (GOFLAGS=-mod=mod). It runs its own migrations on start.
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { cacheDir, json, log, mapLimit, rotatingRefresh, runCommand, startProcess, stopProcess, waitForHttp, type Peer } from './common.ts';

export const SUPABASE_AUTH_VERSION = process.env.SUPABASE_AUTH_VERSION ?? 'v2.196.0';
const SOURCE_REPO = process.env.SUPABASE_AUTH_SRC ?? '/work/.mirror/supabase+auth/repo';

export function supabaseAuth(sessions: number): Peer {
  const dir = cacheDir('supabase-auth');
  const src = resolve(dir, `src-${SUPABASE_AUTH_VERSION}`);
  const binary = resolve(dir, `auth-${SUPABASE_AUTH_VERSION}`);
  return {
    key: 'supabase_auth',
    label: `Supabase Auth ${SUPABASE_AUTH_VERSION}`,
    prepare: async () => {
      if (existsSync(binary)) return;
      if (!existsSync(resolve(src, 'go.mod'))) {
        if (!existsSync(SOURCE_REPO)) throw new Error(`no Supabase Auth source: github.com/supabase/auth is refused by the Go module proxy here; set SUPABASE_AUTH_SRC to a git checkout of it`);
        log(`  exporting ${SUPABASE_AUTH_VERSION} from ${SOURCE_REPO}`);
        rmSync(src, { recursive: true, force: true });
        cacheDir(`supabase-auth/src-${SUPABASE_AUTH_VERSION}`);
        await runCommand('sh', ['-c', `git -C '${SOURCE_REPO}' archive --format=tar '${SUPABASE_AUTH_VERSION}' | tar x -C '${src}'`], { cwd: dir, logFile: resolve(dir, 'build.log') });
      }
      log(`  go build (downloads its dependencies from the module proxy the first time: minutes)`);
      await runCommand('go', ['build', '-o', binary, '.'], {
        cwd: src, logFile: resolve(dir, 'build.log'),
        env: { GOFLAGS: '-mod=mod', PATH: `${process.env.PATH}:/usr/local/go/bin` },
      });
    },
    start: async (databaseUrl, port) => {
      // GoTrue keeps its tables in the `auth` schema, which it expects to exist (Supabase's image
      // makes it with its roles); here it runs as the database owner on its own database.
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query('create schema if not exists auth');
      // Its SQL names tables without the schema: Supabase sets its role's search_path to auth.
      await c.query(`alter database "${decodeURIComponent(new URL(databaseUrl).pathname.slice(1))}" set search_path = auth`);
      await c.end();
      const base = `http://127.0.0.1:${port}`;
      const child = startProcess(binary, [], {
        cwd: src,
        env: {
          GOTRUE_DB_DRIVER: 'postgres', DATABASE_URL: databaseUrl, GOTRUE_DB_MIGRATIONS_PATH: resolve(src, 'migrations'), GOTRUE_DB_MAX_POOL_SIZE: '20',
          GOTRUE_API_HOST: '127.0.0.1', PORT: String(port), API_EXTERNAL_URL: base, GOTRUE_SITE_URL: base,
          GOTRUE_JWT_SECRET: 'bench-jwt-secret-at-least-32-characters-long', GOTRUE_JWT_EXP: '3600',
          GOTRUE_MAILER_AUTOCONFIRM: 'true', GOTRUE_LOG_LEVEL: 'warn',
        },
        logFile: resolve(dir, 'server.log'),
      });
      log(`  starting Supabase Auth (runs its migrations first; log in ${resolve(dir, 'server.log')})`);
      await waitForHttp(`${base}/health`, child, 'Supabase Auth', 300);
      const email = 'bench@example.com';
      const password = 'correct horse battery staple';
      const jsonPost = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await json(`${base}/signup`, jsonPost({ email, password }));
      const tokenUrl = (grant: string) => `${base}/token?grant_type=${grant}`;
      log(`  signing in ${sessions} sessions`);
      const chains = await mapLimit(Array.from({ length: sessions }), 4, async () => (await json(tokenUrl('password'), jsonPost({ email, password }))).refresh_token as string);
      const health = await json(`${base}/health`, {});
      return {
        version: `${String(health.version || SUPABASE_AUTH_VERSION)} (built with the local Go toolchain; its /health reports no version)`,
        settings: ['bcrypt cost 10 (default)', 'refresh token rotation on, reuse interval 10 s (defaults)', 'rate limits: none applied (no GOTRUE_RATE_LIMIT_HEADER, the default)', 'HS256 access tokens; GET /user reads the user from the database', 'GOTRUE_DB_MAX_POOL_SIZE=20, GOTRUE_LOG_LEVEL=warn, autoconfirm on'],
        pid: child.pid!,
        scenarios: {
          trivial: async () => ({ route: 'GET /health', load: { url: `${base}/health` } }),
          authenticated_read: async () => {
            const access = (await json(tokenUrl('password'), jsonPost({ email, password }))).access_token as string;
            return { route: 'GET /user', load: { url: `${base}/user`, headers: { authorization: `Bearer ${access}` } } };
          },
          refresh: async () => ({
            route: 'POST /token?grant_type=refresh_token',
            load: rotatingRefresh(tokenUrl('refresh_token'), chains, (token) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: token }) }),
              (status, body) => (status === 200 ? (JSON.parse(body) as { refresh_token: string }).refresh_token : undefined)),
          }),
          password_sign_in: async () => ({ route: 'POST /token?grant_type=password', load: { url: tokenUrl('password'), method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) } }),
        },
        stop: () => stopProcess(child),
      };
    },
  };
}
