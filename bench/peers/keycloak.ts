/**
 * Keycloak: its distribution from Maven Central (org.keycloak:keycloak-quarkus-dist), built once
 * for PostgreSQL (`kc.sh build`) and run with `start --optimized` on the machine's Java.
 * A realm with single-use refresh tokens, a public client with the password grant, one user.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { cacheDir, json, log, mapLimit, rotatingRefresh, runCommand, startProcess, stopProcess, waitForHttp, type Peer } from './common.ts';

export const KEYCLOAK_VERSION = process.env.KEYCLOAK_VERSION ?? '26.7.3';
const MAVEN = process.env.MAVEN_CENTRAL ?? 'https://repo1.maven.org/maven2';
// Build-time options: changing them means a new `kc.sh build`, so they name the stamp file.
const BUILD_OPTS = ['--db=postgres', '--health-enabled=true'];

export function keycloak(sessions: number): Peer {
  const dir = cacheDir('keycloak');
  const home = resolve(dir, `keycloak-${KEYCLOAK_VERSION}`);
  const stamp = resolve(home, `.built-${BUILD_OPTS.join('_').replace(/[^a-z0-9_=-]/gi, '')}`);
  return {
    key: 'keycloak',
    label: `Keycloak ${KEYCLOAK_VERSION}`,
    prepare: async () => {
      const archive = resolve(dir, `keycloak-quarkus-dist-${KEYCLOAK_VERSION}.tar.gz`);
      if (!existsSync(archive)) {
        const url = `${MAVEN}/org/keycloak/keycloak-quarkus-dist/${KEYCLOAK_VERSION}/keycloak-quarkus-dist-${KEYCLOAK_VERSION}.tar.gz`;
        log(`  downloading ${url} (~170 MB)`);
        await runCommand('curl', ['-fsSL', '--retry', '3', '-o', `${archive}.part`, url], { cwd: dir, logFile: resolve(dir, 'download.log') });
        renameSync(`${archive}.part`, archive);
      }
      if (!existsSync(home)) {
        log(`  unpacking ${archive}`);
        await runCommand('tar', ['xzf', archive], { cwd: dir, logFile: resolve(dir, 'download.log') });
      }
      if (!existsSync(stamp)) {
        log(`  kc.sh build ${BUILD_OPTS.join(' ')} (a minute or two)`);
        await runCommand(resolve(home, 'bin/kc.sh'), ['build', ...BUILD_OPTS], { cwd: home, logFile: resolve(dir, 'build.log') });
        await runCommand('touch', [stamp], { cwd: home, logFile: resolve(dir, 'build.log') });
      }
    },
    start: async (databaseUrl, port) => {
      const db = new URL(databaseUrl);
      const management = port + 1000;
      const base = `http://127.0.0.1:${port}`;
      const child = startProcess(resolve(home, 'bin/kc.sh'), [
        'start', '--optimized', '--http-enabled=true', `--http-host=127.0.0.1`, `--http-port=${port}`, `--http-management-port=${management}`,
        '--hostname-strict=false', '--cache=local', `--db-url=jdbc:postgresql://${db.hostname}:${db.port || 5432}${db.pathname}`,
        `--db-username=${decodeURIComponent(db.username)}`, `--db-password=${decodeURIComponent(db.password)}`, '--db-pool-max-size=20',
      ], {
        cwd: home,
        env: { KC_BOOTSTRAP_ADMIN_USERNAME: 'admin', KC_BOOTSTRAP_ADMIN_PASSWORD: 'bench-admin-password' },
        logFile: resolve(dir, 'server.log'),
      });
      log(`  starting Keycloak (first start creates its schema: a minute or more; log in ${resolve(dir, 'server.log')})`);
      await waitForHttp(`http://127.0.0.1:${management}/health/ready`, child, 'Keycloak', 600);
      // Ready is not done: the first start then bootstraps the master realm and its admin (503
      // "Bootstrap in progress" meanwhile), minutes on a loaded machine.
      await waitForHttp(`${base}/realms/master/.well-known/openid-configuration`, child, 'Keycloak bootstrap', 900);

      const form = (body: Record<string, string>) => ({ method: 'POST' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
      const admin = (await json(`${base}/realms/master/protocol/openid-connect/token`, form({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'bench-admin-password' }))).access_token as string;
      const adminJson = (method: string, body: unknown) => ({ method, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      // Refresh tokens single-use, as in the other peers: revokeRefreshToken with no reuse.
      await json(`${base}/admin/realms`, adminJson('POST', { realm: 'bench', enabled: true, revokeRefreshToken: true, refreshTokenMaxReuse: 0 }));
      await json(`${base}/admin/realms/bench/clients`, adminJson('POST', { clientId: 'bench', publicClient: true, directAccessGrantsEnabled: true, standardFlowEnabled: false }));
      const password = 'correct horse battery staple';
      await json(`${base}/admin/realms/bench/users`, adminJson('POST', {
        username: 'bench', email: 'bench@example.com', firstName: 'Bench', lastName: 'User', emailVerified: true, enabled: true,
        credentials: [{ type: 'password', value: password, temporary: false }],
      }));
      const tokenUrl = `${base}/realms/bench/protocol/openid-connect/token`;
      const signIn = { grant_type: 'password', client_id: 'bench', username: 'bench', password, scope: 'openid' };
      log(`  signing in ${sessions} sessions`);
      const chains = await mapLimit(Array.from({ length: sessions }), 4, async () => (await json(tokenUrl, form(signIn))).refresh_token as string);
      const info = await json(`${base}/admin/serverinfo`, { headers: { authorization: `Bearer ${admin}` } }).catch(() => ({}));
      const version = ((info as { systemInfo?: { version?: string } }).systemInfo?.version) ?? KEYCLOAK_VERSION;
      return {
        version: `${version} (keycloak-quarkus-dist, ${javaVersion()})`,
        settings: ['pbkdf2-sha512, 210,000 iterations (default)', 'start --optimized, --cache=local (one node), --db-pool-max-size=20', 'realm revokeRefreshToken=true, refreshTokenMaxReuse=0', 'brute-force detection off (default), default JVM heap settings', 'trivial = GET /health/live on the management port'],
        pid: child.pid!,
        scenarios: {
          trivial: async () => ({ route: 'GET /health/live (management port)', load: { url: `http://127.0.0.1:${management}/health/live` } }),
          authenticated_read: async () => {
            // Access tokens live 5 minutes by default: take a fresh one for this scenario.
            const access = (await json(tokenUrl, form(signIn))).access_token as string;
            return { route: 'GET /realms/bench/protocol/openid-connect/userinfo', load: { url: `${base}/realms/bench/protocol/openid-connect/userinfo`, headers: { authorization: `Bearer ${access}` } } };
          },
          refresh: async () => ({
            route: 'POST …/openid-connect/token (refresh_token)',
            load: rotatingRefresh(tokenUrl, chains, (token) => ({ ...form({ grant_type: 'refresh_token', client_id: 'bench', refresh_token: token }), method: 'POST' as const }),
              (status, body) => (status === 200 ? (JSON.parse(body) as { refresh_token: string }).refresh_token : undefined)),
          }),
          password_sign_in: async () => ({ route: 'POST …/openid-connect/token (password)', load: { url: tokenUrl, ...form(signIn) } as never }),
        },
        stop: () => stopProcess(child),
      };
    },
  };
}

function javaVersion(): string {
  // `java -version` writes to stderr; its first line names it.
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return (r.stderr ?? '').split('\n')[0] || 'java (version unknown)';
}
