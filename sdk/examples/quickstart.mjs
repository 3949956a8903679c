// @ts-check
// The SDK from plain Node (no TypeScript runner): sign up, sign in, refresh, read the user, read a
// known error by its code, and one server call. Written from sdk/README.md alone.
//
//   make build-sdk   # once, from the repository root: @gatehouse/sdk resolves to the built sdk/dist
//   GATEHOUSE_URL=http://localhost:8102 GATEHOUSE_PROJECT_ID=… GATEHOUSE_CLIENT_KEY=pck_… \
//   GATEHOUSE_SERVER_KEY=ssk_… node examples/quickstart.mjs
//
// `make smoke` runs it against a fresh server (contract/with-server.ts sets these variables).
// baseUrl is GATEHOUSE_API_URL (the /api/v1 root, which make smoke sets) when set, else GATEHOUSE_URL:
// the SDK takes the server's address or its /api/v1 root alike.
import assert from 'node:assert/strict';
import { createClientApp, createServerApp, EmailPasswordMismatchError, KnownError } from '@gatehouse/sdk';

/** @param {string} name */
const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see the comment at the top of this file).`);
  return value;
};
const baseUrl = process.env.GATEHOUSE_API_URL ?? env('GATEHOUSE_URL');
const projectId = env('GATEHOUSE_PROJECT_ID');
const publishableClientKey = env('GATEHOUSE_CLIENT_KEY');
const secretServerKey = env('GATEHOUSE_SERVER_KEY');

const email = `quickstart-${Date.now().toString(36)}@example.com`;
const password = 'correct horse battery staple';

// Sign up (which signs in), sign out, sign in again.
const app = createClientApp({ baseUrl, projectId, publishableClientKey });
const { userId } = await app.signUpWithPassword({ email, password });
await app.signOut();
await app.signInWithPassword({ email, password });
console.log(`signed up and in as ${userId}`);

// Refresh: a new access token now.
const before = await app.getAccessToken();
const refreshed = await app.session.refresh();
assert.ok(refreshed && refreshed !== before, 'the refresh returns a new access token');
console.log('refreshed the session');

// The signed-in user (GET /users/me).
const me = await app.getUser();
assert.equal(me?.id, userId);
assert.equal(me?.primary_email, email);
console.log(`me: ${me.primary_email}`);

// A known error, read by class and by code.
try {
  await app.signInWithPassword({ email, password: 'not the password' });
  assert.fail('a wrong password must not sign in');
} catch (e) {
  if (!(e instanceof KnownError)) throw e;
  assert.ok(e instanceof EmailPasswordMismatchError);
  assert.equal(e.code, 'EMAIL_PASSWORD_MISMATCH');
  assert.equal(e.status, 400);
  console.log(`known error: ${e.code} (HTTP ${e.status}): ${e.message}`);
}

// Server calls (secret server key, backends only): find the user, read it by id.
const server = createServerApp({ baseUrl, projectId, secretServerKey });
const page = await server.listUsers({ query: email });
assert.deepEqual(page.items.map((u) => u.id), [userId]);
const user = await server.getUser(userId);
assert.equal(user.primary_email, email);
console.log(`server: found ${user.primary_email} (signed up at ${new Date(user.signed_up_at_millis).toISOString()})`);

await app.signOut();
console.log('quickstart: OK');
