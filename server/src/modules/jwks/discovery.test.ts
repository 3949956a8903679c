import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { newProject, rawFetch } from '../../../test/harness.ts';
import { signedInUser } from '../../../test/factories.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { TEST_PUBLIC_URL } from '../../../test/global-setup.ts';

/**
 * Issue 19: a backend reaching Gatehouse by another address than GATEHOUSE_PUBLIC_URL (the suite's
 * server is reached at 127.0.0.1 while its public URL says http://localhost) could not know the
 * `iss` of the tokens. Each issuer has an OpenID discovery document naming it exactly.
 */
const discovery = (prefix: string, projectId: string) => rawFetch(`/${prefix}/${projectId}/.well-known/openid-configuration`);

describe('GET /projects/{project_id}/.well-known/openid-configuration', () => {
  it("names exactly the iss of the project's tokens (normal, anonymous, restricted) and an absolute JWKS URL from the public URL that verifies them", async () => {
    const project = await newProject({ anonymous_accounts_enabled: true });
    const users = {
      projects: await signedInUser(project),
      'projects-anonymous-users': await signedInUser(project, { isAnonymous: true }),
      'projects-restricted-users': await signedInUser(project, { restrictedByAdmin: true }),
    };
    for (const [prefix, user] of Object.entries(users)) {
      const res = await discovery(prefix, project.id);
      expect(res.status, prefix).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const doc = (await res.json()) as Record<string, unknown>;
      const iss = decodeJwt(user.accessToken).iss;
      expect(iss).toBe(`${TEST_PUBLIC_URL}/api/v1/${prefix}/${project.id}`);
      expect(doc).toMatchObject({
        issuer: iss,
        jwks_uri: `${TEST_PUBLIC_URL}/api/v1/projects/${project.id}/.well-known/jwks.json`,
        token_endpoint: `${TEST_PUBLIC_URL}/api/v1/auth/oauth/token`,
        id_token_signing_alg_values_supported: ['ES256'],
      });
      expect(doc).not.toHaveProperty('authorization_endpoint');
      // The key set at jwks_uri's path (reached here by the suite's own address) verifies the token with that issuer.
      const jwks = await (await rawFetch(new URL(doc.jwks_uri as string).pathname.replace(/^\/api\/v1/, ''))).json();
      const { payload } = await jwtVerify(user.accessToken, createLocalJWKSet(jwks), { issuer: doc.issuer as string, algorithms: ['ES256'] });
      expect(payload.sub).toBe(user.id);
    }
  });

  it('an unknown project answers PROJECT_NOT_FOUND for every issuer, as the JWKS does', async () => {
    await expectKnownError(await rawFetch('/projects/no-such-project/.well-known/jwks.json'), 404, 'PROJECT_NOT_FOUND');
    for (const prefix of ['projects', 'projects-anonymous-users', 'projects-restricted-users']) {
      await expectKnownError(await discovery(prefix, 'no-such-project'), 404, 'PROJECT_NOT_FOUND');
    }
  });
});
