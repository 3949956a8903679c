// Dashboard mode: a user of the internal project creates a project, then administers it with an
// admin app whose x-stack-admin-access-token comes from that user's session.
import { describe, expect, it } from 'vitest';
import { TEST_INTERNAL_KEYS, baseUrl, uniqueEmail } from '../../server/test/harness.ts';
import { createAdminApp, createClientApp, memoryTokenStore, InvalidAdminAccessTokenError, KnownError } from '../src/index.ts';

describe('dashboard mode (admin app over the owner session)', () => {
  it('creates a project as an internal user and administers it with the owner session', async () => {
    const internal = createClientApp({ baseUrl: baseUrl(), projectId: 'internal', publishableClientKey: TEST_INTERNAL_KEYS.client, tokenStore: memoryTokenStore() });
    await internal.signUpWithPassword({ email: uniqueEmail('owner'), password: 'correct horse battery staple' });
    const me = await internal.getUser();
    const teamId = (me as { selected_team_id: string | null }).selected_team_id;
    expect(teamId).toBeTruthy();

    const { data: created } = await internal.api.POST('/internal/projects', { body: { display_name: 'SDK dashboard test', owner_team_id: teamId! } });
    const projectId = (created as { id: string }).id;

    const admin = createAdminApp({ baseUrl: baseUrl(), projectId, ownerSession: internal.session, tokenStore: 'memory' });
    const { data: current } = await admin.api.GET('/internal/projects/current');
    expect(current).toMatchObject({ id: projectId, display_name: 'SDK dashboard test' });

    // Once the owner signs out, the admin token is dead: the admin app retries once, then fails.
    const tokenBefore = internal.session.tokens.accessToken!;
    const stranded = createClientApp({ baseUrl: baseUrl(), projectId: 'internal', publishableClientKey: TEST_INTERNAL_KEYS.client, tokenStore: memoryTokenStore({ accessToken: tokenBefore }) });
    await internal.signOut();
    const strandedAdmin = createAdminApp({ baseUrl: baseUrl(), projectId, ownerSession: stranded.session, tokenStore: 'memory' });
    const e = await strandedAdmin.api.GET('/internal/projects/current').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(KnownError);
    // Revoked (the session) or, with no token left to send, admin authentication required.
    expect(e instanceof InvalidAdminAccessTokenError || (e as KnownError).code === 'ADMIN_AUTHENTICATION_REQUIRED').toBe(true);
  });
});
