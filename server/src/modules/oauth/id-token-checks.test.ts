import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProject } from '../../../test/harness.ts';
import { startOAuthWorld, type OAuthWorld } from '../../../test/oauth/oauth-world.ts';
import { signInWith, standardProviders, uniqueAccount } from '../../../test/oauth/flows.ts';

/**
 * OpenID Connect id_tokens are verified, not trusted: real oidc-provider instances made to lie
 * (another issuer, keys they do not sign with, another nonce) get no user signed in.
 */
let world: OAuthWorld;
beforeAll(async () => {
  world = await startOAuthWorld({ gitlab: { issuerPath: '/impostor', stripIssParameter: true }, twitch: { issuerPath: '/impostor' }, google: { foreignJwks: true }, linkedin: { swapNonce: true } });
}, 60_000);
afterAll(() => world?.close());

describe('id_token checks', () => {
  it.each([
    ['gitlab', 'an id_token of another issuer', /"iss" \(issuer\) claim/],
    ['twitch', 'another issuer in the authorization response (RFC 9207)', /"iss" \(issuer\) response parameter/],
    ['google', 'a signature by a key the provider does not publish', /signature/i],
    ['linkedin', 'another nonce', /nonce/],
  ])('refuses %s with %s', async (provider, _what, reason) => {
    const project = await newProject({ oauth_providers: standardProviders() });
    const flow = await signInWith(world, project, provider, uniqueAccount(`idt-${provider}`));
    expect(flow.res.status).toBe(307);
    expect(flow.back.searchParams.get('errorCode')).toBe('OAUTH_CALLBACK_FAILED');
    expect(flow.back.searchParams.get('code')).toBeNull();
    const said = (JSON.parse(flow.back.searchParams.get('details')!) as { reason: string }).reason;
    expect(said).toMatch(reason);
  });
});
