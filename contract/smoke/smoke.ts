/**
 * TypeScript smoke test (make smoke): sign up, sign in, refresh both ways and read /users/me through
 * the generated client only, against the live server contract/with-server.ts started.
 */
import assert from 'node:assert/strict';
import { createGatehouseClient } from '@gatehouse/generated';

const env = (name: string) => process.env[name] ?? assert.fail(`${name} is not set (run through contract/with-server.ts)`);
const projectId = env('GATEHOUSE_PROJECT_ID');
const clientKey = env('GATEHOUSE_CLIENT_KEY');
const headers = { 'x-stack-project-id': projectId, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': clientKey };
const api = createGatehouseClient({ baseUrl: env('GATEHOUSE_URL'), headers });

const email = `smoke-ts-${Date.now().toString(36)}@example.com`;
const password = 'smoke test password';
let passed = 0;
async function step(name: string, fn: () => Promise<void>) {
  await fn();
  passed++;
  console.log(`  ok  ${name}`);
}

let userId = '';
let refreshToken = '';
let accessToken = '';
await step('sign up with a password', async () => {
  const { data, error, response } = await api.POST('/auth/password/sign-up', { body: { email, password } });
  assert.equal(response.status, 200, JSON.stringify(error));
  assert.ok(data?.access_token && data.refresh_token && data.user_id);
  userId = data.user_id;
});
await step('sign in with the same password', async () => {
  const { data, error, response } = await api.POST('/auth/password/sign-in', { body: { email, password } });
  assert.equal(response.status, 200, JSON.stringify(error));
  assert.equal(data?.user_id, userId);
  refreshToken = data!.refresh_token;
});
await step('refresh through /auth/sessions/current/refresh', async () => {
  const { data, error, response } = await api.POST('/auth/sessions/current/refresh', { params: { header: { 'x-stack-refresh-token': refreshToken } } });
  assert.equal(response.status, 200, JSON.stringify(error));
  assert.ok(data?.access_token);
  accessToken = data.access_token;
  refreshToken = data.refresh_token;
});
await step('refresh through /auth/oauth/token', async () => {
  const { data, error, response } = await api.POST('/auth/oauth/token', {
    body: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: projectId, client_secret: clientKey },
  });
  assert.equal(response.status, 200, JSON.stringify(error));
  assert.ok(data?.access_token);
  accessToken = data.access_token;
});
await step('read /users/me with the refreshed access token', async () => {
  const { data, error, response } = await api.GET('/users/me', { headers: { 'x-stack-access-token': accessToken } });
  assert.equal(response.status, 200, JSON.stringify(error));
  assert.equal(data?.id, userId);
  assert.equal(data?.primary_email, email);
});
console.log(`smoke-ts: ${passed} passed, 0 failed`);
