import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { randomBytes } from 'node:crypto';
import { newProject } from '../../../test/harness.ts';
import { claimsOf } from '../../../test/auth-helpers.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { clientOf, exchangeCode, signInWithDevProvider } from '../../../test/oauth/flows.ts';

/**
 * OAuth sign-in ends in finishSignIn too: for a TOTP user the code exchange at /auth/oauth/token
 * answers MULTI_FACTOR_AUTHENTICATION_REQUIRED with an attempt code (wire-contract §9.4, §10.3),
 * driven through the real protocol against the development provider.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld();
}, 60_000);
afterAll(() => world?.close());

describe('OAuth sign-in of a TOTP user', () => {
  it('the token exchange answers MULTI_FACTOR_AUTHENTICATION_REQUIRED; the TOTP code finishes it', async () => {
    const project = await newProject({ oauth_providers: [{ id: 'github', type: 'shared' }] });
    const email = `mfa.${Date.now()}@example.com`;
    const first = await signInWithDevProvider(world, project, 'github', { email, name: 'Ada' });
    const tokens = await exchangeCode(world, project, first.back.searchParams.get('code')!, first.pkce.verifier);
    expect(tokens.res.status).toBe(200);
    const secret = randomBytes(20);
    const on = await clientOf(world, project, 'client', tokens.body.access_token as string).PATCH('/users/me', { body: { totp_secret_base64: secret.toString('base64') } });
    expect(on.data?.requires_totp_mfa).toBe(true);

    const second = await signInWithDevProvider(world, project, 'github', { email, name: 'Ada' });
    const refused = await exchangeCode(world, project, second.back.searchParams.get('code')!, second.pkce.verifier);
    expect(refused.res.status).toBe(400);
    expect(refused.res.headers.get('x-stack-known-error')).toBe('MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    const attempt = (refused.body.details as { attempt_code: string }).attempt_code;
    expect(attempt).toMatch(/^[0-9a-z]{45}$/);

    const totp = new TOTP({ secret: new Secret({ buffer: Uint8Array.from(secret).buffer }) }).generate();
    const done = await clientOf(world, project, 'client').POST('/auth/mfa/sign-in', { body: { code: attempt, type: 'totp', totp } });
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({ user_id: claimsOf(tokens.body.access_token as string).sub, is_new_user: false });
  });
});
