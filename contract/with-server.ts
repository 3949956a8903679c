/**
 * Runs a command against a live Gatehouse on a throwaway database (make smoke, make contract):
 *
 *   cd server && npx tsx ../contract/with-server.ts [--signed-in-user] -- <command> [args...]
 *
 * Starts Gatehouse (a fresh database on DATABASE_URL's server, or an embedded PostgreSQL when it is
 * unset — the same as the test suite), creates a project with one key set through the services
 * (set-up only, like server/test/harness.ts), optionally a signed-in user, and hands everything to
 * the command as GATEHOUSE_* environment variables (also written as JSON to GATEHOUSE_CONTEXT_FILE).
 * Exits with the command's exit code after stopping the server and dropping the database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { startGatehouse, type RunningGatehouse } from '../server/src/server.ts';
import { openServices, type OpenedServices } from '../server/src/services.ts';
import { hashPassword } from '../server/src/crypto/passwords.ts';
import { randomCode } from '../server/src/crypto/random.ts';
import type { Deps } from '../server/src/http/context.ts';
import { createProject } from '../server/src/modules/projects/projects.service.ts';
import { findProject } from '../server/src/modules/projects/projects.store.ts';
import { changeOverride, patchWith } from '../server/src/modules/config/config.service.ts';
import { createKeySet } from '../server/src/modules/api-keys/api-keys.service.ts';
import { createUser } from '../server/src/modules/users/users.service.ts';
import { createSession } from '../server/src/modules/sessions/sessions.service.ts';
import { createTestDatabase, type TestDatabase } from '../server/test/test-database.ts';
import { startFakeChatServer, type FakeChatServer } from '../server/test/fake-chat-completions.ts';
import { startStripeMock, type StripeMock } from '../server/test/stripe-mock.ts';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const command = sep >= 0 ? args.slice(sep + 1) : [];
const withUser = args.slice(0, sep < 0 ? args.length : sep).includes('--signed-in-user');
if (!command.length) {
  process.stderr.write('usage: with-server.ts [--signed-in-user] -- <command> [args...]\n');
  process.exit(2);
}

const internalKeys = { client: `pck_${randomCode(40)}`, server: `ssk_${randomCode(40)}`, admin: `sak_${randomCode(40)}` };
let db: TestDatabase | undefined;
let server: RunningGatehouse | undefined;
let services: OpenedServices | undefined;
let ai: FakeChatServer | undefined;
let stripe: StripeMock | undefined;
let exitCode = 1;
try {
  db = await createTestDatabase();
  // The dashboard AI assistant's routes answer 503 AI_ASSISTANT_NOT_CONFIGURED without an endpoint,
  // which reaches none of their logic: a local OpenAI-compatible endpoint (a real HTTP server) backs them.
  ai = await startFakeChatServer();
  // The Stripe routes (payments setup, account info, widgets session, Checkout, refunds) call
  // Stripe: stripe-mock (installed by scripts/ensure-test-tools.sh) answers them, so fuzzed setups
  // reach their logic instead of Stripe's real API (unreachable here: 503 STRIPE_UNAVAILABLE).
  stripe = await startStripeMock();
  // The issuer (publicUrl) must be the same for the server and for tokens minted during set-up.
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    GATEHOUSE_INTERNAL_CLIENT_KEY: internalKeys.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: internalKeys.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: internalKeys.admin,
    GATEHOUSE_PUBLIC_URL: 'http://localhost',
    // Fuzzing and smoke runs create hundreds of users from one address; 429 is documented, but
    // every refusal would be a case that tests nothing else.
    GATEHOUSE_RATE_LIMITS: 'off',
    // Many dashboard users, and project SMTP hosts on this machine (both refused by default).
    GATEHOUSE_DASHBOARD_SIGN_UP: 'open',
    GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: '127.0.0.0/8, ::1',
    // The set-up's access tokens (shared user, dashboard user) are handed to the command once; a
    // fuzz run on a loaded machine outlasts the default 10 minutes, after which every throwaway
    // project's set-up answered ACCESS_TOKEN_EXPIRED. Expiry itself is tested in the server suite.
    GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
    GATEHOUSE_AI_BASE_URL: ai.baseUrl,
    GATEHOUSE_AI_MODEL: 'contract-fake-model',
    // Fuzzed endpoints point nowhere useful, so sends are cut short here (deleting or disabling an
    // endpoint no longer waits for a send in flight: the endpoint is marked deleted, issue 21).
    GATEHOUSE_WEBHOOK_TIMEOUT_MS: '1000',
    GATEHOUSE_STRIPE_API_BASE: stripe.url,
  });
  // Errors the server logs are part of the verdict: a 500 shows its stack here.
  server = await startGatehouse(config, (level, message, extra) => {
    if (level === 'error') process.stderr.write(`[gatehouse] ${message} ${JSON.stringify(extra ?? {})}\n`);
  });
  services = await openServices(db.url, config, () => {}, { poolMax: 2, hotPoolMax: 1 });
  const deps: Deps = { ...services.deps, em: services.deps.orm.em.fork() };
  const context = await setUp(deps, server.url, withUser);
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-contract-'));
  const contextFile = join(dir, 'context.json');
  writeFileSync(contextFile, JSON.stringify(context, null, 2));
  process.stdout.write(`==> Gatehouse at ${server.url} (project ${context.GATEHOUSE_PROJECT_ID}); running: ${command.join(' ')}\n`);
  exitCode = await run(command, { ...process.env, ...context, GATEHOUSE_CONTEXT_FILE: contextFile });
  rmSync(dir, { recursive: true, force: true });
} catch (e) {
  process.stderr.write(`with-server: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  exitCode = 1;
} finally {
  await services?.close().catch(() => {});
  await server?.close().catch(() => {});
  await ai?.close().catch(() => {});
  await stripe?.close().catch(() => {});
  await db?.drop().catch(() => {});
}
process.exit(exitCode);

/** A project with every key, the internal project's keys and, when asked, a signed-in user. */
async function setUp(deps: Deps, url: string, signedInUser: boolean): Promise<Record<string, string>> {
  // Every sign-in method and client permission on, so the fuzzer reaches the logic behind them.
  const config = { magic_link_enabled: true, passkey_enabled: true, anonymous_accounts_enabled: true, client_team_creation_enabled: true, client_user_deletion_enabled: true };
  const project = await createProject(deps, { displayName: 'Contract checks', ownerTeamId: null, config });
  // A payments catalogue (issue 21): a user item and products that include it, so the fuzzer's
  // item reads, spends and grants reach the ledger (fuzz_hooks.py maps customer ids and item ids).
  await changeOverride(deps, project.id, 'project', patchWith({
    'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
    'payments.products.credit-pack': { displayName: 'Credit pack', customerType: 'user', stackable: true, prices: { once: { USD: '5' } }, includedItems: { credits: { quantity: 50 } } },
    'payments.products.pro': { displayName: 'Pro', customerType: 'user', prices: { monthly: { USD: '9.99', interval: [1, 'month'] } }, includedItems: { credits: { quantity: 100 } } },
    // A catalog of two plans, so fuzzed switches (…/switch) and switch_options reach their logic.
    'payments.catalogs.plans': { displayName: 'Plans' },
    'payments.products.basic-plan': { displayName: 'Basic', customerType: 'user', catalogId: 'plans', prices: { monthly: { USD: '5', interval: [1, 'month'] } }, includedItems: { credits: { quantity: 10, expires: 'when-purchase-expires' } } },
    'payments.products.plus-plan': { displayName: 'Plus', customerType: 'user', catalogId: 'plans', prices: { monthly: { USD: '20', interval: [1, 'month'] } }, includedItems: { credits: { quantity: 40, expires: 'when-purchase-expires' } } },
    // A data vault store, so the fuzzer's get/set reach the vault, not DATA_VAULT_STORE_DOES_NOT_EXIST.
    'dataVault.stores.contract': { displayName: 'Contract store' },
  }));
  const set = await createKeySet(deps, project.id, {
    description: 'contract checks',
    expiresAt: new Date(Date.now() + 24 * 3600_000),
    slots: ['publishable_client_key', 'secret_server_key', 'super_secret_admin_key'],
  });
  const env: Record<string, string> = {
    GATEHOUSE_URL: url,
    GATEHOUSE_API_URL: `${url}/api/v1`,
    GATEHOUSE_PROJECT_ID: project.id,
    GATEHOUSE_KEY_SET_ID: set.id,
    GATEHOUSE_CLIENT_KEY: set.secrets.publishable_client_key!,
    GATEHOUSE_SERVER_KEY: set.secrets.secret_server_key!,
    GATEHOUSE_ADMIN_KEY: set.secrets.super_secret_admin_key!,
    GATEHOUSE_INTERNAL_CLIENT_KEY: internalKeys.client,
    GATEHOUSE_INTERNAL_SERVER_KEY: internalKeys.server,
    GATEHOUSE_INTERNAL_ADMIN_KEY: internalKeys.admin,
  };
  if (signedInUser) {
    // A dashboard user: signed in on the internal project, member of its personal team, so it can
    // create projects (POST /internal/projects) and administer them with its access token.
    const internal = await findProject(deps.em, 'internal');
    if (!internal) throw new Error('the internal project was not bootstrapped');
    const owner = await createUser(deps, internal, { primaryEmail: `contract-owner-${Date.now().toString(36)}@example.com`, primaryEmailAuthEnabled: true });
    const ownerSession = await createSession(deps, owner, { method: 'server' });
    const [team] = await deps.em.getConnection().execute<{ team_id: string }[]>('select team_id from team_member where project_id = ? and user_id = ?', ['internal', owner.id]);
    if (!team) throw new Error('the internal user has no personal team');
    Object.assign(env, { GATEHOUSE_INTERNAL_ACCESS_TOKEN: ownerSession.accessToken, GATEHOUSE_INTERNAL_TEAM_ID: team.team_id });

    // A webhook endpoint that exists before the shared user does, so the user's sign-up gives it a
    // delivery: the portal's routes need real ids to get past 404 (fuzz_hooks maps ids onto these).
    const webhook = await sharedWebhookEndpoint(url, env);
    const email = `contract-${Date.now().toString(36)}@example.com`;
    const password = 'contract checks password';
    const user = await createUser(deps, project, { primaryEmail: email, primaryEmailAuthEnabled: true, passwordHash: await hashPassword(password) });
    const session = await createSession(deps, user, { method: 'server' });
    Object.assign(env, {
      GATEHOUSE_USER_ID: user.id,
      GATEHOUSE_USER_EMAIL: email,
      GATEHOUSE_USER_PASSWORD: password,
      GATEHOUSE_ACCESS_TOKEN: session.accessToken,
      GATEHOUSE_REFRESH_TOKEN: session.refreshToken,
    });
    Object.assign(env, { GATEHOUSE_WEBHOOK_ENDPOINT_ID: webhook.id, GATEHOUSE_WEBHOOK_DELIVERY_ID: await firstDelivery(url, env, webhook.id) });
  }
  return env;
}

function adminHeaders(env: Record<string, string>): Record<string, string> {
  return { 'content-type': 'application/json', 'x-stack-project-id': env.GATEHOUSE_PROJECT_ID!, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': env.GATEHOUSE_ADMIN_KEY! };
}

async function sharedWebhookEndpoint(url: string, env: Record<string, string>): Promise<{ id: string }> {
  // Port 9 (discard) on this machine: nothing listens, so every send fails fast and is retried later.
  const res = await fetch(`${url}/api/v1/webhooks/endpoints`, { method: 'POST', headers: adminHeaders(env), body: JSON.stringify({ url: 'http://127.0.0.1:9/contract-hook', description: 'contract checks' }) });
  if (res.status !== 201 && res.status !== 200) throw new Error(`set-up: POST /webhooks/endpoints answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** The endpoint's first delivery id, once the event dispatcher has fanned the sign-up out (polls up to 30 s). */
async function firstDelivery(url: string, env: Record<string, string>, endpointId: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${url}/api/v1/webhooks/endpoints/${endpointId}/deliveries`, { headers: adminHeaders(env) });
    const body = (await res.json()) as { items?: Array<{ id: string }> };
    if (body.items?.[0]) return body.items[0].id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('set-up: the shared webhook endpoint got no delivery within 30 s');
}

function run(cmd: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (e) => {
      process.stderr.write(`with-server: cannot run ${cmd[0]}: ${e.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
