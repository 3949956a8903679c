/**
 * The seed system's own SDK (@stackframe/js, installed from the npm registry by stackframe-js.sh)
 * against a live Gatehouse: realistic client and server flows where the only Gatehouse-specific
 * setting is the base URL (plus the project id and keys any project has). stackframe-js.sh copies
 * this file next to the scratch install, so `@stackframe/js` resolves to the version under test.
 * Plain node, no TypeScript: an SDK user's program, not ours to type-check.
 */
import assert from 'node:assert/strict';
import { StackClientApp, StackServerApp } from '@stackframe/js';
import { KnownErrors } from '@stackframe/stack-shared';

const env = (name) => process.env[name] ?? assert.fail(`${name} is not set (run through contract/with-server.ts)`);
const version = JSON.parse(await (await import('node:fs/promises')).readFile(new URL('./node_modules/@stackframe/js/package.json', import.meta.url), 'utf8')).version;
const common = {
  baseUrl: env('GATEHOUSE_URL'),
  projectId: env('GATEHOUSE_PROJECT_ID'),
  publishableClientKey: env('GATEHOUSE_CLIENT_KEY'),
  // No browser: tokens live in memory, and sign-in/out must not try to navigate.
  tokenStore: 'memory',
  redirectMethod: 'none',
};
const clientApp = () => new StackClientApp(common);
const serverApp = new StackServerApp({ ...common, secretServerKey: env('GATEHOUSE_SERVER_KEY') });

// An observer on the SDK's own fetch: which header family it sends and which known-error headers
// Gatehouse answers with. `stripStackNames` hides the x-stack-* answer headers for one step, so
// 2.8.108 must read x-hexclave-known-error / -actual-status alone.
const sentFamilies = new Set();
const answerHeaders = new Set();
let stripStackNames = false;
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  for (const [name] of headers) {
    if (name.startsWith('x-stack-')) sentFamilies.add('x-stack');
    if (name.startsWith('x-hexclave-')) sentFamilies.add('x-hexclave');
  }
  const res = await realFetch(input, init);
  for (const [name] of res.headers) if (/known-error|actual-status/.test(name)) answerHeaders.add(name);
  if (!stripStackNames) return res;
  const trimmed = new Headers(res.headers);
  trimmed.delete('x-stack-known-error');
  trimmed.delete('x-stack-actual-status');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: trimmed });
};
const hexclave = Number(version.split('.')[2]) >= 108 && version.startsWith('2.8.');

let passed = 0;
async function step(name, fn) {
  const started = Date.now();
  try {
    await fn();
  } catch (e) {
    console.error(`  FAIL [${version}] ${name}`);
    throw e;
  }
  passed++;
  console.log(`  ok  [${version}] ${name} (${Date.now() - started} ms)`);
}
/** `Result` from the SDK: { status: 'ok', data } | { status: 'error', error }. */
function ok(result, what) {
  if (result.status !== 'ok') assert.fail(`${what} answered ${result.error?.errorCode ?? ''} ${result.error?.message ?? JSON.stringify(result)}`);
  return result.data;
}
/** Same header and payload, exp moved into the past: the SDK must refresh before using it. */
function expired(jwt) {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
/** A token that still looks current to the SDK (exp in the future) but whose signature is broken. */
function forged(jwt) {
  const [header, payload, signature] = jwt.split('.');
  const flipped = (signature[5] === 'A' ? 'B' : 'A');
  return [header, payload, signature.slice(0, 5) + flipped + signature.slice(6)].join('.');
}

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = `sdk-${version.replaceAll('.', '-')}-${stamp}@example.com`;
const password = 'stackframe sdk drop-in password';

// ---- client side (publishable key, end user's tokens in memory) ----
const app = clientApp();
let userId = '';
await step('client: sign up with a password', async () => {
  ok(await app.signUpWithCredential({ email, password, noRedirect: true, noVerificationCallback: true }), 'signUpWithCredential');
  const user = await app.getUser({ or: 'throw' });
  assert.equal(user.primaryEmail, email);
  userId = user.id;
});
await step('client: a second sign-up with the same email is KnownErrors.UserWithEmailAlreadyExists', async () => {
  const result = await clientApp().signUpWithCredential({ email, password, noRedirect: true, noVerificationCallback: true });
  assert.equal(result.status, 'error');
  assert.ok(result.error instanceof KnownErrors.UserWithEmailAlreadyExists, `got ${result.error?.constructor?.name}: ${result.error?.message}`);
});
await step('client: sign out', async () => {
  const user = await app.getUser({ or: 'throw' });
  await user.signOut();
  assert.equal(await app.getUser(), null);
});
await step('client: a wrong password is KnownErrors.EmailPasswordMismatch (its code and class)', async () => {
  const result = await app.signInWithCredential({ email, password: `${password}!`, noRedirect: true });
  assert.equal(result.status, 'error');
  assert.ok(result.error instanceof KnownErrors.EmailPasswordMismatch, `got ${result.error?.constructor?.name}: ${result.error?.message}`);
  assert.equal(result.error.errorCode, 'EMAIL_PASSWORD_MISMATCH');
  assert.equal(result.error.statusCode, 400);
  assert.equal(await app.getUser(), null);
});
if (hexclave) {
  await step('client: with only x-hexclave-known-error / -actual-status in the answer, a wrong password is still typed', async () => {
    stripStackNames = true;
    try {
      const result = await clientApp().signInWithCredential({ email, password: 'not the password', noRedirect: true });
      assert.equal(result.status, 'error');
      assert.ok(result.error instanceof KnownErrors.EmailPasswordMismatch, `got ${result.error?.constructor?.name}: ${result.error?.message}`);
    } finally {
      stripStackNames = false;
    }
  });
}
await step('client: sign in with the password', async () => {
  ok(await app.signInWithCredential({ email, password, noRedirect: true }), 'signInWithCredential');
  const user = await app.getUser({ or: 'throw' });
  assert.equal(user.id, userId);
});
await step('client: get the current user', async () => {
  const user = await app.getUser({ or: 'throw' });
  assert.equal(user.primaryEmail, email);
  assert.equal(user.hasPassword, true);
  assert.equal(user.isAnonymous, false);
  assert.ok(user.signedUpAt instanceof Date && !Number.isNaN(user.signedUpAt.getTime()));
});
await step('client: update the user (display name, client metadata)', async () => {
  const user = await app.getUser({ or: 'throw' });
  await user.update({ displayName: 'Ada via SDK', clientMetadata: { plan: 'pro', n: 1 } });
  const again = await app.getUser({ or: 'throw' });
  assert.equal(again.displayName, 'Ada via SDK');
  assert.deepEqual(again.clientMetadata, { plan: 'pro', n: 1 });
  await again.setDisplayName('Ada Lovelace');
  assert.equal((await app.getUser({ or: 'throw' })).displayName, 'Ada Lovelace');
});
await step('client: list contact channels', async () => {
  const user = await app.getUser({ or: 'throw' });
  const channels = await user.listContactChannels();
  assert.equal(channels.length, 1);
  assert.equal(channels[0].type, 'email');
  assert.equal(channels[0].value, email);
  assert.equal(channels[0].isPrimary, true);
  assert.equal(channels[0].usedForAuth, true);
});
await step('client: list sessions, revoke another device\'s session (that device is signed out)', async () => {
  const otherDevice = clientApp();
  ok(await otherDevice.signInWithCredential({ email, password, noRedirect: true }), 'signInWithCredential');
  assert.equal((await otherDevice.getUser({ or: 'throw' })).id, userId);
  const user = await app.getUser({ or: 'throw' });
  const sessions = await user.getActiveSessions();
  assert.equal(sessions.length, 2, 'this sign-in and the other device (the sign-up session was signed out)');
  const current = sessions.filter((s) => s.isCurrentSession);
  assert.equal(current.length, 1);
  const other = sessions.find((s) => !s.isCurrentSession);
  await user.revokeSession(other.id);
  assert.deepEqual((await user.getActiveSessions()).map((s) => s.id), [current[0].id]);
  // Gatehouse refuses a revoked session's access token at once; the seed SDK is told so in a code
  // it knows (server/src/http/seed-sdk.ts), so it refreshes, finds the session gone, signs out.
  assert.equal(await otherDevice.getUser(), null);
});
await step('client: read the project', async () => {
  const project = await app.getProject();
  assert.equal(project.id, env('GATEHOUSE_PROJECT_ID'));
  assert.equal(typeof project.displayName, 'string');
  assert.equal(project.config.credentialEnabled, true);
});
let clientTeamId = '';
await step('client: create a team, list teams, list its members', async () => {
  const user = await app.getUser({ or: 'throw' });
  const team = await user.createTeam({ displayName: `SDK team ${stamp}` });
  clientTeamId = team.id;
  assert.equal(team.displayName, `SDK team ${stamp}`);
  const teams = await user.listTeams();
  assert.ok(teams.some((t) => t.id === team.id), 'the new team is in listTeams()');
  const members = await team.listUsers();
  assert.deepEqual(members.map((m) => m.id), [userId]);
});
await step('client: an expired access token is refreshed by the SDK before use', async () => {
  const { accessToken, refreshToken } = await (await app.getUser({ or: 'throw' })).currentSession.getTokens();
  assert.ok(accessToken && refreshToken);
  const stale = expired(accessToken);
  const resumed = new StackClientApp({ ...common, tokenStore: { accessToken: stale, refreshToken } });
  const user = await resumed.getUser({ or: 'throw' });
  assert.equal(user.id, userId);
  const tokens = await user.currentSession.getTokens();
  assert.ok(tokens.accessToken && tokens.accessToken !== stale && tokens.accessToken !== accessToken, 'a new access token');
});
await step('client: an access token the server refuses (bad signature) is refreshed and the call retried', async () => {
  const { accessToken, refreshToken } = await (await app.getUser({ or: 'throw' })).currentSession.getTokens();
  const bad = forged(accessToken);
  const resumed = new StackClientApp({ ...common, tokenStore: { accessToken: bad, refreshToken } });
  const user = await resumed.getUser({ or: 'throw' });
  assert.equal(user.id, userId);
  const tokens = await user.currentSession.getTokens();
  assert.ok(tokens.accessToken && tokens.accessToken !== bad, 'a new access token');
});

// ---- server side (secret server key) ----
let serverUserId = '';
await step('server: create a user', async () => {
  const user = await serverApp.createUser({ primaryEmail: `server-${email}`, primaryEmailAuthEnabled: true, password, displayName: 'Server-made' });
  serverUserId = user.id;
  assert.equal(user.primaryEmail, `server-${email}`);
  assert.equal(user.displayName, 'Server-made');
});
await step('server: list users', async () => {
  const users = await serverApp.listUsers({ limit: 100 });
  const ids = users.map((u) => u.id);
  assert.ok(ids.includes(userId) && ids.includes(serverUserId), 'both users are listed');
});
await step('server: get and update a user (display name, server metadata)', async () => {
  const user = await serverApp.getUser(serverUserId);
  assert.ok(user);
  await user.update({ displayName: 'Server-renamed', serverMetadata: { tier: 'gold' }, clientReadOnlyMetadata: { seats: 3 } });
  const again = await serverApp.getUser(serverUserId);
  assert.equal(again?.displayName, 'Server-renamed');
  assert.deepEqual(again?.serverMetadata, { tier: 'gold' });
  assert.deepEqual(again?.clientReadOnlyMetadata, { seats: 3 });
});
await step('server: the client-side user sees the server-set read-only metadata, never the server metadata', async () => {
  const server = await serverApp.getUser(userId);
  await server.update({ serverMetadata: { secret: true }, clientReadOnlyMetadata: { badge: 'early' } });
  const me = clientApp();
  ok(await me.signInWithCredential({ email, password, noRedirect: true }), 'signInWithCredential');
  const user = await me.getUser({ or: 'throw' });
  assert.deepEqual(user.clientReadOnlyMetadata, { badge: 'early' });
  assert.equal(user.serverMetadata, undefined);
});
let teamId = '';
await step('server: team CRUD and add a member', async () => {
  const team = await serverApp.createTeam({ displayName: `Server team ${stamp}` });
  teamId = team.id;
  await team.update({ displayName: `Server team ${stamp} renamed`, serverMetadata: { region: 'eu' } });
  const again = await serverApp.getTeam(teamId);
  assert.equal(again?.displayName, `Server team ${stamp} renamed`);
  assert.deepEqual(again?.serverMetadata, { region: 'eu' });
  await again.addUser(serverUserId);
  await again.addUser(userId);
  const members = (await again.listUsers()).map((m) => m.id).sort();
  assert.deepEqual(members, [serverUserId, userId].sort());
  const listed = await serverApp.listTeams();
  assert.ok(listed.some((t) => t.id === teamId) && listed.some((t) => t.id === clientTeamId), 'both teams are listed');
  await again.removeUser(serverUserId);
  assert.deepEqual((await again.listUsers()).map((m) => m.id), [userId]);
  await again.delete();
  assert.equal(await serverApp.getTeam(teamId), null);
});
await step('server: read the project', async () => {
  const project = await serverApp.getProject();
  assert.equal(project.id, env('GATEHOUSE_PROJECT_ID'));
});
await step('server: delete a user (then it is gone, and its password no longer signs in)', async () => {
  const user = await serverApp.getUser(serverUserId);
  await user.delete();
  assert.equal(await serverApp.getUser(serverUserId), null);
  const result = await clientApp().signInWithCredential({ email: `server-${email}`, password, noRedirect: true });
  assert.equal(result.status, 'error');
  assert.ok(result.error instanceof KnownErrors.EmailPasswordMismatch, `got ${result.error?.constructor?.name}: ${result.error?.message}`);
});
await step(`the SDK sent only ${hexclave ? 'x-hexclave-*' : 'x-stack-*'} headers; answers named the known error both ways`, async () => {
  assert.deepEqual([...sentFamilies], [hexclave ? 'x-hexclave' : 'x-stack']);
  for (const name of ['x-stack-known-error', 'x-hexclave-known-error', 'x-stack-actual-status', 'x-hexclave-actual-status']) {
    assert.ok(answerHeaders.has(name), `no answer carried ${name}`);
  }
});
console.log(`stackframe-js ${version}: ${passed} passed, 0 failed`);
