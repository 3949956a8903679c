import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { INTERNAL_PROJECT_ID } from '../src/http/pipeline.ts';
import { audienceFor, issuerFor } from '../src/crypto/access-tokens.ts';
import { findProject } from '../src/modules/projects/projects.store.ts';
import { createUser, type NewUser } from '../src/modules/users/users.service.ts';
import { createSession } from '../src/modules/sessions/sessions.service.ts';
import { TEST_INTERNAL_KEYS, client, rawFetch, testDeps, uniqueEmail, type Headers, type TestProject } from './harness.ts';
import { TEST_PUBLIC_URL } from './global-setup.ts';

/**
 * Shared SET-UP helpers: users with live sessions, internal (dashboard) users, projects made the
 * way the dashboard makes them, and hand-minted tokens for the failure cases of the pipeline.
 * Assertions go through HTTP; these only put the world into the state a test needs.
 */

export interface SignedInUser {
  id: string;
  projectId: string;
  email: string | null;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  /** The personal team, on projects that create one at sign-up (the internal project does). */
  selectedTeamId: string | null;
  isAnonymous: boolean;
}

/**
 * A user of `project` with a live session, created through the services (not the sign-up routes):
 * any fields of a new user may be given; the e-mail is a fresh one unless given (none for an
 * anonymous user).
 */
export async function signedInUser(project: { id: string } | string, fields: NewUser = {}): Promise<SignedInUser> {
  const projectId = typeof project === 'string' ? project : project.id;
  const deps = await testDeps();
  const record = await findProject(deps.em, projectId);
  if (!record) throw new Error(`signedInUser: no project ${projectId}`);
  const primaryEmail = fields.primaryEmail !== undefined ? fields.primaryEmail : fields.isAnonymous ? null : uniqueEmail();
  const user = await createUser(deps, record, { ...fields, primaryEmail });
  // A fixture session: opened directly, as a server would with POST /auth/sessions.
  const session = await createSession(deps, user, { method: user.isAnonymous ? 'anonymous' : 'server' });
  return { id: user.id, projectId, email: user.primaryEmail, sessionId: session.sessionId, accessToken: session.accessToken, refreshToken: session.refreshToken, selectedTeamId: user.selectedTeamId, isAnonymous: user.isAnonymous };
}

/** A dashboard user: a user of the internal project, with the personal team sign-up gives them. */
export async function internalUser(): Promise<SignedInUser> {
  const u = await signedInUser(INTERNAL_PROJECT_ID);
  if (!u.selectedTeamId) throw new Error('internal users should get a personal team (create_team_on_sign_up)');
  return u;
}

/** Client headers on the internal project, signed in as `user` (how the dashboard calls /internal/projects). */
export function internalClientHeaders(user?: SignedInUser): Headers {
  return {
    'x-stack-project-id': INTERNAL_PROJECT_ID,
    'x-stack-access-type': 'client',
    'x-stack-publishable-client-key': TEST_INTERNAL_KEYS.client,
    ...(user ? { 'x-stack-access-token': user.accessToken } : {}),
  };
}

/** Dashboard mode: admin access to `projectId` through an internal user's access token. */
export function dashboardHeaders(projectId: string, owner: SignedInUser): Headers {
  return { 'x-stack-project-id': projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': owner.accessToken };
}

export interface DashboardProject {
  id: string;
  owner: SignedInUser;
  /** Typed client with admin access through the owner's access token. */
  admin: ReturnType<typeof client>;
  headers: Headers;
}

/** A project created exactly as the dashboard does: POST /internal/projects by an internal user. */
export async function dashboardProject(owner?: SignedInUser, body: Record<string, unknown> = {}): Promise<DashboardProject> {
  const o = owner ?? (await internalUser());
  const res = await rawFetch('/internal/projects', {
    method: 'POST',
    headers: { ...internalClientHeaders(o), 'content-type': 'application/json' },
    body: JSON.stringify({ display_name: `Dash ${Math.random().toString(36).slice(2, 8)}`, owner_team_id: o.selectedTeamId, ...body }),
  });
  if (res.status !== 201) throw new Error(`dashboardProject: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const headers = dashboardHeaders(id, o);
  return { id, owner: o, headers, admin: client(headers) };
}

/** Ends a session the way a revocation does (the row is gone), without going through a route. */
export async function revokeSessionDirectly(sessionId: string): Promise<void> {
  const deps = await testDeps();
  await deps.em.getConnection().execute(`delete from user_session where id = ?`, [sessionId]);
}

/** Every claim a real access token has besides sub/iss/aud/iat/exp. */
function claimsFor(user: SignedInUser): Record<string, unknown> {
  const anonymous = user.isAnonymous;
  return {
    project_id: user.projectId,
    branch_id: 'main',
    refresh_token_id: user.sessionId,
    role: 'authenticated',
    name: null,
    email: user.email,
    email_verified: false,
    selected_team_id: user.selectedTeamId,
    signed_up_at: Math.floor(Date.now() / 1000) - 3600,
    is_anonymous: anonymous,
    is_restricted: anonymous,
    restricted_reason: anonymous ? { type: 'anonymous' } : null,
    requires_totp_mfa: false,
  };
}

/**
 * An access token of `user` that expired `agoSeconds` ago, signed with the project's own key read
 * from project_signing_key (made first if the project has none yet), so only the expiry is wrong.
 */
export async function expiredToken(user: SignedInUser, agoSeconds = 60): Promise<{ token: string; exp: number }> {
  const deps = await testDeps();
  await deps.signingKeys.signingKeyFor(user.projectId);
  const rows = await deps.em
    .getConnection()
    .execute(`select kid, private_jwk from project_signing_key where project_id = ? order by created_at desc limit 1`, [user.projectId]);
  const key = await importJWK(rows[0].private_jwk as JWK, 'ES256');
  const exp = Math.floor(Date.now() / 1000) - agoSeconds;
  const token = await new SignJWT(claimsFor(user))
    .setProtectedHeader({ alg: 'ES256', kid: rows[0].kid as string, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(issuerFor(TEST_PUBLIC_URL, user.projectId, user.isAnonymous ? 'anonymous' : 'normal'))
    .setAudience(audienceFor(user.projectId, user.isAnonymous ? 'anonymous' : 'normal'))
    .setIssuedAt(exp - 600)
    .setExpirationTime(exp)
    .sign(key);
  return { token, exp };
}

/** A well-formed, unexpired token for `user` signed by a key Gatehouse never made. */
export async function tokenSignedByUnknownKey(user: SignedInUser): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(claimsFor(user))
    .setProtectedHeader({ alg: 'ES256', kid: 'unknownkid00', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(issuerFor(TEST_PUBLIC_URL, user.projectId, user.isAnonymous ? 'anonymous' : 'normal'))
    .setAudience(audienceFor(user.projectId, user.isAnonymous ? 'anonymous' : 'normal'))
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
}

/** An unsigned token (`alg: none`) with otherwise plausible claims: must never be accepted. */
export function unsignedToken(user: SignedInUser): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    ...claimsFor(user),
    sub: user.id,
    iss: issuerFor(TEST_PUBLIC_URL, user.projectId, user.isAnonymous ? 'anonymous' : 'normal'),
    aud: audienceFor(user.projectId, user.isAnonymous ? 'anonymous' : 'normal'),
    iat: now,
    exp: now + 600,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}


/**
 * A team of `project` made through the server API (set-up only), with `creator` as its first
 * member (the project's team-creator permissions) and `members` added after it (team-member
 * permissions). Returns the team id.
 */
export async function newTeam(project: TestProject, creator: SignedInUser | null, members: SignedInUser[] = [], displayName = 'A team'): Promise<string> {
  const created = await project.server().POST('/teams', { body: { display_name: displayName, ...(creator ? { creator_user_id: creator.id } : {}) } });
  if (created.response.status !== 201) throw new Error(`newTeam: ${created.response.status} ${JSON.stringify(created.error)}`);
  for (const m of members) await addTeamMember(project, created.data!.id, m);
  return created.data!.id;
}

export async function addTeamMember(project: TestProject, teamId: string, user: SignedInUser): Promise<void> {
  const res = await project.server().POST('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: teamId, user_id: user.id } } });
  if (res.response.status !== 201) throw new Error(`addTeamMember: ${res.response.status} ${JSON.stringify(res.error)}`);
}

/** Defines a team permission (admin API, set-up only). */
export async function defineTeamPermission(project: TestProject, id: string, contains: string[] = []): Promise<void> {
  const res = await project.admin().POST('/team-permission-definitions', { body: { id, contained_permission_ids: contains } });
  if (res.response.status !== 201) throw new Error(`defineTeamPermission: ${res.response.status} ${JSON.stringify(res.error)}`);
}

/** A raw-fetch init with a JSON body (content type set) or none. */
export function jsonInit(method: string, headers: Headers, body?: unknown): RequestInit {
  return { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) };
}

export type { TestProject };
