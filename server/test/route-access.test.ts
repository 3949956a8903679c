import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from '../src/http/zod.ts';
import { ACCESS_TYPES, type AccessType } from '../src/http/context.ts';
import { restrictedPolicyOf, type RouteSpec } from '../src/http/router.ts';
import { allRoutesOf } from '../src/http/module.ts';
import { modules } from '../src/modules/index.ts';
import { MARKETING } from '../src/modules/emails/notification-categories.ts';
import { apiUrl, headersFor, internalProject, newProject, rawFetch, testDeps, uniqueEmail, type Headers, type TestProject } from './harness.ts';
import { signedInUser, type SignedInUser } from './factories.ts';
import { expectKnownError } from './known-errors.ts';
import { sampleOf } from './zod-sample.ts';

/**
 * ARCHITECTURE §3 rule 6: access is declared on the route and enforced by the router. This file
 * walks the app's whole route list at run time (a route added tomorrow is covered without a line
 * here) and holds every route, over HTTP against the test server, to what its `access` declares:
 * the access types it refuses, the signed-in user it needs, the internal project it is limited to
 * and the user id a client may name.
 *
 * Order matters (router.ts): access types, a required user and the internal project are checked
 * BEFORE the request is validated, so those answers must win even over an invalid request; the
 * user id ('me' or an id) is resolved AFTER validation, so those checks send a valid request,
 * built from the route's own zod schemas (zod-sample.ts).
 */

/** An id no row has: path params are filled with it where the route names nothing real. */
const UUID = '00000000-0000-4000-8000-000000000000';
const routes = allRoutesOf(modules).map((r) => r.spec);
const guarded = routes.filter((s) => s.access.types !== 'none');
const allowed = (s: RouteSpec) => s.access.types as readonly AccessType[];

interface RouteCase {
  operationId: string;
  spec: RouteSpec;
}
interface TypeCase extends RouteCase {
  type: AccessType;
}
const byRoute = (specs: RouteSpec[]): RouteCase[] => specs.map((spec) => ({ operationId: spec.operationId, spec }));
const byAllowedType = (specs: RouteSpec[]): TypeCase[] => specs.flatMap((spec) => allowed(spec).map((type) => ({ operationId: spec.operationId, spec, type })));

const deniedTypeCases: TypeCase[] = guarded.flatMap((spec) =>
  ACCESS_TYPES.filter((t) => !allowed(spec).includes(t)).map((type) => ({ operationId: spec.operationId, spec, type })),
);
const userRequiredCases = byAllowedType(guarded.filter((s) => s.access.user === 'required'));
const userSchemaCases = byAllowedType(guarded.filter((s) => s.access.user === 'schema'));
const userOwnCases = byAllowedType(guarded.filter((s) => s.access.user === 'own'));
const internalOnlyCases = byAllowedType(guarded.filter((s) => s.access.internalProjectOnly));
const userIdRoutes = guarded.filter((s) => s.access.userId);
// Routes whose team permission decides whether a client may name another member are checked below (teamOthersCases).
const otherUserCases = byRoute(userIdRoutes.filter((s) => allowed(s).includes('client') && !s.access.team?.permissionsForOthers?.length));
const clientUserForClientCases = byRoute(guarded.filter((s) => s.access.user === 'required-for-client'));
const clientMustNameUserCases = byRoute(userIdRoutes.filter((s) => s.access.userId!.omit === 'server' && allowed(s).includes('client')));
// Team routes (Access.team): what client access needs in the named team.
const teamRoutes = guarded.filter((s) => s.access.team && allowed(s).includes('client'));
const teamMemberCases = byRoute(teamRoutes);
const teamPermissionCases = byRoute(teamRoutes.filter((s) => s.access.team!.permissions?.length));
const teamOthersCases = byRoute(teamRoutes.filter((s) => s.access.team!.permissionsForOthers?.length));
// Without a user id that 'me' would resolve first (CANNOT_GET_OWN_USER_WITHOUT_USER), a team route needs a signed-in client.
const teamNoUserCases = byRoute(teamRoutes.filter((s) => !s.access.userId || s.access.userId.omit));
const teamIdOptionalCases = byRoute(teamRoutes.filter((s) => s.access.team!.in !== 'params' && !s.access.team!.orUser));
// Routes about a team OR a user (Access.team.orUser): a client naming only its own user needs no team.
const teamOrUserCases = byRoute(teamRoutes.filter((s) => s.access.team!.orUser));
/** Whether a request to this team route names a user too (an orUser route names the team OR the user, never both). */
const namesUserInTeam = (s: RouteSpec) => !!s.access.userId && !s.access.team!.orUser;
// `/users/{user_id}` with 'me' is `/users/me`, a route of its own (matched first): the 'me' of such
// a route cannot be reached over HTTP, so only routes where 'me' still reaches them are checked.
const meReachable = (s: RouteSpec) => s.access.userId!.in !== 'params' || !claimedByAnother(s, pathOf(s, { [s.access.userId!.name ?? 'user_id']: 'me' }));
// A client without a user where the route requires one for clients hears USER_AUTHENTICATION_REQUIRED first (clientUserForClientCases).
const meWithoutUserCases = byAllowedType(userIdRoutes.filter(meReachable)).filter((c) => !(c.type === 'client' && c.spec.access.user === 'required-for-client'));

/**
 * A team refusal as the route declares it: the router's own code with its details, or, on a route
 * that hides teams from clients (`team.refuseAs`, team API keys), that code alone with no details.
 */
async function expectTeamRefusal(spec: RouteSpec, res: Response, status: number, code: string, details: Record<string, string>): Promise<void> {
  const hidden = spec.access.team!.refuseAs;
  const body = await expectKnownError(res, hidden ? 404 : status, hidden ?? code);
  expect(body.details).toEqual(hidden ? undefined : details);
}

/** The concrete path of `spec` with these params (others filled with a uuid). */
function pathOf(spec: RouteSpec, params: Record<string, string>): string {
  return spec.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? UUID));
}
/** The route the app would run for this path instead of `spec` (routes match in list order), if any. */
function claimedByAnother(spec: RouteSpec, path: string): RouteSpec | undefined {
  const first = routes.find((r) => r.method === spec.method && new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
  return first && first !== spec ? first : undefined;
}

// ---------------------------------------------------------------------------------------------
// Requests built from the route's schemas

type Part = 'params' | 'query' | 'headers' | 'body';
interface Req {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Request parts the generator cannot produce, by operationId. Add an entry (with a comment saying
 * why generation fails) only when a new schema's refinement defeats zod-sample.ts.
 */
const OVERRIDES: Record<string, Partial<Req>> = {
  // Its query must name exactly one of team_id and user_id (a refinement across fields): the generator names neither.
  listTeamInvitations: { query: { user_id: 'me' } },
  // Its body is optional (wire-contract §9.9): the generator leaves an optional part out; send the empty object.
  createCliLoginAttempt: { body: {} },
  // Any JSON body (wire-contract §9.22); the generator leaves the optional body out.
  checkFeatureSupport: { body: {} },
  // The conversation must end with a question (a refinement the generator does not meet).
  askAiChat: { body: { context_type: 'general', messages: [{ role: 'user', content: 'How do I enable GitHub sign-in?' }] } },
};

const shapeKeys = (s: z.ZodType | undefined): string[] => Object.keys((s as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
const asStrings = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).filter(([, x]) => x !== undefined).map(([k, x]) => [k, String(x)]));

/** The schema a part is validated against for this access type (a client's body also meets clientBody). */
function schemasOf(spec: RouteSpec, part: Part, type: AccessType): z.ZodType[] {
  const r = spec.request ?? {};
  if (part === 'body') return [r.body, type === 'client' ? r.clientBody : undefined].filter((s): s is z.ZodType => !!s);
  return r[part] ? [r[part]] : [];
}

/**
 * A request to `spec` that passes its validation for `type` access. `values` puts known values
 * into any params/query/body key of that name the route has (e.g. the user id or a real channel
 * id); `withOptional` fills optional fields too (a request that would change as much as it can).
 */
function validRequest(spec: RouteSpec, type: AccessType, opts: { values?: Record<string, unknown>; withOptional?: boolean } = {}): Req {
  const req: Req = { params: {}, query: {}, headers: {}, body: undefined };
  for (const part of ['params', 'query', 'headers', 'body'] as const) {
    const schemas = schemasOf(spec, part, type);
    if (!schemas.length) continue;
    const passes = (v: unknown) => schemas.every((s) => s.safeParse(v).success);
    const generate = (withOptional: boolean) => {
      // The strictest schema (a client's body) decides which fields are generated.
      let v = sampleOf(schemas[schemas.length - 1], { withOptional });
      if (part !== 'body') v = asStrings(v);
      const known = Object.entries(opts.values ?? {}).filter(([k]) => shapeKeys(schemas[0]).includes(k));
      const own = part === 'body' ? Object.fromEntries(known) : asStrings(Object.fromEntries(known));
      return v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object), ...own } : v;
    };
    const candidates = [opts.withOptional ? generate(true) : undefined, generate(false), OVERRIDES[spec.operationId]?.[part]];
    const value = candidates.find((v) => v !== undefined && passes(v));
    if (value === undefined) {
      const issues = schemas.map((s) => s.safeParse(candidates[1]).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      throw new Error(`${spec.operationId}: cannot build a valid ${part} (${JSON.stringify(candidates[1])}: ${JSON.stringify(issues)}); add an OVERRIDES entry`);
    }
    (req as unknown as Record<Part, unknown>)[part] = value;
  }
  // A generated 'me' in the path may make it another route's (`/users/me`): name an id instead.
  if (claimedByAnother(spec, pathOf(spec, req.params))) {
    req.params = Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, k in (opts.values ?? {}) ? v : UUID]));
    if (!schemasOf(spec, 'params', type).every((s) => s.safeParse(req.params).success) || claimedByAnother(spec, pathOf(spec, req.params))) {
      throw new Error(`${spec.operationId}: its generated path ${pathOf(spec, req.params)} belongs to another route`);
    }
  }
  return req;
}

/**
 * A request that fails validation in every part it has (ids that are no ids, a body that is no
 * object), or null when the route takes no input. Used to show that access answers win over schema
 * errors.
 */
function invalidRequest(spec: RouteSpec, type: AccessType): Req | null {
  const r = spec.request ?? {};
  if (!r.params && !r.body) return null;
  const valid = validRequest(spec, type);
  const req: Req = {
    ...valid,
    params: Object.fromEntries(Object.keys(valid.params).map((k) => [k, 'not-an-id'])),
    body: r.body ? 42 : undefined,
  };
  const fails = (['params', 'body'] as const).some((p) => schemasOf(spec, p, type).some((s) => !s.safeParse(req[p]).success));
  if (!fails) throw new Error(`${spec.operationId}: the "invalid" request passes validation`);
  return req;
}

function send(spec: RouteSpec, req: Req, headers: Headers): Promise<Response> {
  const path = pathOf(spec, req.params);
  const other = claimedByAnother(spec, path);
  if (other) throw new Error(`${spec.operationId}: ${path} would reach ${other.operationId}`);
  const query = new URLSearchParams(req.query).toString();
  const hasBody = req.body !== undefined;
  return rawFetch(`${path}${query ? `?${query}` : ''}`, {
    method: spec.method.toUpperCase(),
    headers: { ...req.headers, ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

/** The route's user id ('me' or an id) placed where `access.userId` says. */
function withUserId(spec: RouteSpec, req: Req, userId: string): Req {
  const where = spec.access.userId!;
  const name = where.name ?? 'user_id';
  if (where.in === 'body') return { ...req, body: { ...(req.body as object), [name]: userId } };
  return { ...req, [where.in]: { ...req[where.in], [name]: userId } };
}

const keysOf = (project: TestProject, type: AccessType, accessToken?: string) => headersFor(project.id, type, project.keys[type], accessToken);

// ---------------------------------------------------------------------------------------------

let project: TestProject;
let member: SignedInUser;
beforeAll(async () => {
  project = await newProject();
  member = await signedInUser(project);
});

describe('route access: every route keeps the access it declares', () => {
  it('walks the whole route list (guards against checking nothing)', () => {
    expect(routes.length).toBe(new Set(routes.map((s) => s.operationId)).size);
    expect(guarded.length).toBeGreaterThan(60);
    expect(deniedTypeCases.length).toBeGreaterThan(50);
    expect(userRequiredCases.length).toBeGreaterThanOrEqual(12);
    expect(userSchemaCases.length).toBeGreaterThanOrEqual(6);
    expect(userOwnCases.length).toBeGreaterThanOrEqual(9);
    expect(internalOnlyCases.length).toBeGreaterThanOrEqual(6);
    expect(otherUserCases.length).toBeGreaterThanOrEqual(10);
    expect(meWithoutUserCases.length).toBeGreaterThanOrEqual(30);
    expect(teamMemberCases.length).toBeGreaterThanOrEqual(7);
    expect(teamPermissionCases.length).toBeGreaterThanOrEqual(2);
    expect(teamOthersCases.length).toBeGreaterThanOrEqual(3);
    expect(teamNoUserCases.length).toBeGreaterThanOrEqual(4);
    expect(teamOrUserCases.length).toBeGreaterThanOrEqual(1);
    expect(clientUserForClientCases.length).toBeGreaterThanOrEqual(1);
    expect(clientMustNameUserCases.length).toBeGreaterThanOrEqual(3);
  });

  it.each(byAllowedType(guarded))('$operationId: a valid request for $type access can be built from its schemas', ({ spec, type }) => {
    expect(() => validRequest(spec, type, { withOptional: true })).not.toThrow();
  });

  it.each(byRoute(guarded.filter((s) => !s.access.optional)))('$operationId: without access headers -> ACCESS_TYPE_REQUIRED, even when invalid', async ({ spec }) => {
    for (const req of [validRequest(spec, allowed(spec)[0]), invalidRequest(spec, allowed(spec)[0])]) {
      if (req) await expectKnownError(await send(spec, req, {}), 400, 'ACCESS_TYPE_REQUIRED');
    }
  });

  it.each(byRoute(guarded.filter((s) => s.access.optional)))('$operationId: project headers are optional: a valid request without them succeeds', async ({ spec }) => {
    const res = await send(spec, validRequest(spec, allowed(spec)[0])!, {});
    expect(res.status).toBe(spec.response.status);
  });

  it.each(deniedTypeCases)('$operationId: refuses $type access -> INSUFFICIENT_ACCESS_TYPE, even when invalid', async ({ spec, type }) => {
    for (const req of [validRequest(spec, type), invalidRequest(spec, type)]) {
      if (!req) continue;
      const body = await expectKnownError(await send(spec, req, keysOf(project, type, member.accessToken)), 401, 'INSUFFICIENT_ACCESS_TYPE');
      expect(body.details).toEqual({ actual_access_type: type, allowed_access_types: [...allowed(spec)] });
    }
  });

  it.each(userRequiredCases)('$operationId: $type access without a user -> USER_AUTHENTICATION_REQUIRED, even when invalid', async ({ spec, type }) => {
    // On the internal project where the route is limited to it, so only the missing user is wrong.
    const where = spec.access.internalProjectOnly ? internalProject() : project;
    for (const req of [validRequest(spec, type), invalidRequest(spec, type)]) {
      if (req) await expectKnownError(await send(spec, req, keysOf(where, type)), 401, 'USER_AUTHENTICATION_REQUIRED');
    }
  });

  it.each(userSchemaCases)('$operationId: $type access without a user -> SCHEMA_ERROR "auth.user must be defined"', async ({ spec, type }) => {
    const body = await expectKnownError(await send(spec, validRequest(spec, type), keysOf(project, type)), 400, 'SCHEMA_ERROR');
    // The request is otherwise valid, so the missing user is the one problem reported.
    expect(body.details?.message).toBe(`Request validation failed on ${spec.method.toUpperCase()} ${new URL(apiUrl(spec.path)).pathname}:\n  - auth.user must be defined`);
  });

  it.each(userOwnCases)('$operationId: $type access without a user -> CANNOT_GET_OWN_USER_WITHOUT_USER', async ({ spec, type }) => {
    await expectKnownError(await send(spec, validRequest(spec, type), keysOf(project, type)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it.each(internalOnlyCases)('$operationId: $type access to another project, signed in -> EXPECTED_INTERNAL_PROJECT, even when invalid', async ({ spec, type }) => {
    for (const req of [validRequest(spec, type), invalidRequest(spec, type)]) {
      if (req) await expectKnownError(await send(spec, req, keysOf(project, type, member.accessToken)), 401, 'EXPECTED_INTERNAL_PROJECT');
    }
  });

  it.each(meWithoutUserCases)('$operationId: $type access naming "me" without a user -> CANNOT_GET_OWN_USER_WITHOUT_USER', async ({ spec, type }) => {
    const req = withUserId(spec, validRequest(spec, type), 'me');
    await expectKnownError(await send(spec, req, keysOf(project, type)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it.each(otherUserCases)('$operationId: a signed-in client naming another user -> CANNOT_ACCESS_OTHER_USER, and nothing changes', async ({ spec }) => {
    const attacker = await signedInUser(project);
    const victim = await signedInUser(project);
    const before = await victimView(victim);
    // Where the route names one of the victim's things, name a real one, and ask for a real change,
    // so a request that got through would show: its primary channel gets a new address, its
    // session is revoked, a category it can turn off is turned off.
    const values = { contact_channel_id: before.channels[0].id, value: uniqueEmail('hijack'), id: victim.sessionId, notification_category_id: MARKETING.id, enabled: false };
    const req = withUserId(spec, validRequest(spec, 'client', { values, withOptional: true }), victim.id);
    // A route about a team OR a user (Access.team.orUser) asks about the user here, so it names no team.
    if (spec.access.team?.orUser) delete (req[spec.access.team.in] as Record<string, unknown>)[spec.access.team.name ?? 'team_id'];
    await expectKnownError(await send(spec, req, keysOf(project, 'client', attacker.accessToken)), 403, 'CANNOT_ACCESS_OTHER_USER');
    expect(await victimView(victim)).toEqual(before);
  });
});

describe('route access: client access to a team route needs membership and the declared team permissions', () => {
  // A team of `owner` (team_admin through the creator defaults) with `plain`, a member holding no
  // permission at all (the project gives members none), and `outsider`, signed in but no member.
  let teams: TestProject;
  let owner: SignedInUser;
  let plain: SignedInUser;
  let outsider: SignedInUser;
  let teamId: string;
  // An open invitation of the team: a route that withdraws invitations names this one.
  let invitationId: string;
  beforeAll(async () => {
    teams = await newProject({ team_member_default_permissions: [] });
    [owner, plain, outsider] = await Promise.all([signedInUser(teams), signedInUser(teams), signedInUser(teams)]);
    const created = await teams.server().POST('/teams', { body: { display_name: 'Guarded', creator_user_id: owner.id } });
    expect(created.response.status).toBe(201);
    teamId = created.data!.id;
    const joined = await teams.server().POST('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: teamId, user_id: plain.id } } });
    expect(joined.response.status).toBe(201);
    const invited = await teams.server().POST('/team-invitations/send-code', { body: { team_id: teamId, email: uniqueEmail('guarded'), callback_url: 'http://localhost:3000/handler/team-invitation' } });
    expect(invited.response.status).toBe(200);
    invitationId = invited.data!.id;
  });

  /** A request that would change as much as it can, in the real team, acting on `userId` where the route names a user. */
  const teamRequest = (spec: RouteSpec, userId?: string) => {
    const team = spec.access.team!;
    const req = validRequest(spec, 'client', { values: { [team.name ?? 'team_id']: teamId, id: invitationId }, withOptional: true });
    const named = userId === undefined ? req : withUserId(spec, req, userId);
    // Where the user id may be left out, a request about "everyone" leaves it out.
    if (userId === undefined && spec.access.userId?.omit) delete (named[spec.access.userId.in] as Record<string, unknown>)[spec.access.userId.name ?? 'user_id'];
    return named;
  };

  it.each(teamMemberCases)('$operationId: a signed-in client outside the team -> TEAM_MEMBERSHIP_NOT_FOUND (or the declared refuseAs), and nothing changes', async ({ spec }) => {
    const before = await teamView(teams, teamId);
    const res = await send(spec, teamRequest(spec, namesUserInTeam(spec) ? outsider.id : undefined), keysOf(teams, 'client', outsider.accessToken));
    await expectTeamRefusal(spec, res, 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: outsider.id });
    expect(await teamView(teams, teamId)).toEqual(before);
  });

  it.each(teamMemberCases)('$operationId: a team that does not exist answers like one the client is not in', async ({ spec }) => {
    const req = validRequest(spec, 'client', { values: { [spec.access.team!.name ?? 'team_id']: UUID } });
    const res = await send(spec, namesUserInTeam(spec) ? withUserId(spec, req, 'me') : req, keysOf(teams, 'client', outsider.accessToken));
    await expectTeamRefusal(spec, res, 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: UUID, user_id: outsider.id });
  });

  it.each(teamPermissionCases)('$operationId: a member without the permission -> TEAM_PERMISSION_REQUIRED naming user, permission and team (or the declared refuseAs), and nothing changes', async ({ spec }) => {
    const before = await teamView(teams, teamId);
    const res = await send(spec, teamRequest(spec, namesUserInTeam(spec) ? plain.id : undefined), keysOf(teams, 'client', plain.accessToken));
    await expectTeamRefusal(spec, res, 401, 'TEAM_PERMISSION_REQUIRED', { team_id: teamId, user_id: plain.id, permission_id: spec.access.team!.permissions![0] });
    expect(await teamView(teams, teamId)).toEqual(before);
  });

  it.each(teamOthersCases)('$operationId: a member without the permission acting on another member -> TEAM_PERMISSION_REQUIRED, and nothing changes', async ({ spec }) => {
    const before = await teamView(teams, teamId);
    // Another member by id, and (where the route allows leaving it out) every member.
    const requests = [teamRequest(spec, owner.id), ...(spec.access.userId?.omit ? [teamRequest(spec)] : [])];
    for (const req of requests) {
      const body = await expectKnownError(await send(spec, req, keysOf(teams, 'client', plain.accessToken)), 401, 'TEAM_PERMISSION_REQUIRED');
      expect(body.details).toEqual({ team_id: teamId, user_id: plain.id, permission_id: spec.access.team!.permissionsForOthers![0] });
    }
    expect(await teamView(teams, teamId)).toEqual(before);
  });

  it.each(teamOthersCases)('$operationId: the same member acting on itself needs no permission', async ({ spec }) => {
    // A member of its own, so a route that ends the membership leaves the shared team alone.
    const self = await signedInUser(teams);
    await teams.server().POST('/team-memberships/{team_id}/{user_id}', { params: { path: { team_id: teamId, user_id: self.id } } });
    const res = await send(spec, teamRequest(spec, 'me'), keysOf(teams, 'client', self.accessToken));
    expect(res.status, await res.clone().text()).toBe(spec.response.status);
  });

  it.each(teamNoUserCases)('$operationId: client access without a user -> USER_AUTHENTICATION_REQUIRED', async ({ spec }) => {
    await expectKnownError(await send(spec, teamRequest(spec), keysOf(teams, 'client')), 401, 'USER_AUTHENTICATION_REQUIRED');
  });

  it.each(teamIdOptionalCases)('$operationId: client access naming no team -> SCHEMA_ERROR (a client lists one team it is in)', async ({ spec }) => {
    const team = spec.access.team!;
    const req = teamRequest(spec, spec.access.userId ? 'me' : undefined);
    delete (req[team.in] as Record<string, unknown>)[team.name ?? 'team_id'];
    const body = await expectKnownError(await send(spec, req, keysOf(teams, 'client', plain.accessToken)), 400, 'SCHEMA_ERROR');
    expect(body.details?.message).toContain(`${team.in}.${team.name ?? 'team_id'} must be defined`);
  });

  it.each(teamOrUserCases)('$operationId: a client naming its own user and no team needs no membership; naming another user -> CANNOT_ACCESS_OTHER_USER', async ({ spec }) => {
    const team = spec.access.team!;
    const own = teamRequest(spec, 'me');
    delete (own[team.in] as Record<string, unknown>)[team.name ?? 'team_id'];
    const res = await send(spec, own, keysOf(teams, 'client', outsider.accessToken));
    expect(res.status, await res.clone().text()).toBe(spec.response.status);
    const other = withUserId(spec, own, owner.id);
    await expectKnownError(await send(spec, other, keysOf(teams, 'client', outsider.accessToken)), 403, 'CANNOT_ACCESS_OTHER_USER');
  });
});

describe('route access: declared users of client access', () => {
  it.each(clientUserForClientCases)('$operationId: client access without a user -> USER_AUTHENTICATION_REQUIRED, even when invalid; server access needs none', async ({ spec }) => {
    for (const req of [validRequest(spec, 'client'), invalidRequest(spec, 'client')]) {
      if (req) await expectKnownError(await send(spec, req, keysOf(project, 'client')), 401, 'USER_AUTHENTICATION_REQUIRED');
    }
    const res = await send(spec, validRequest(spec, 'server'), keysOf(project, 'server'));
    expect(res.headers.get('x-stack-known-error')).not.toBe('USER_AUTHENTICATION_REQUIRED');
  });

  it.each(clientMustNameUserCases)('$operationId: a signed-in client that names no user (asks about everyone) -> CANNOT_ACCESS_OTHER_USER', async ({ spec }) => {
    const req = validRequest(spec, 'client');
    delete (req[spec.access.userId!.in] as Record<string, unknown>)[spec.access.userId!.name ?? 'user_id'];
    await expectKnownError(await send(spec, req, keysOf(project, 'client', member.accessToken)), 403, 'CANNOT_ACCESS_OTHER_USER');
  });
});

/**
 * The restriction rule (router.ts Access.restricted, issue 19 item 5): a restricted user's token,
 * sent WITH an allow header, opens only the routes declared open to restricted users; every other
 * route refuses it before validation, whatever the access type. Here the user is restricted by an
 * admin AFTER its token was minted (a normal token): the stored user decides, at once.
 */
// The writes a restricted user may still make, by operationId: each is a decision (router.ts
// Access.restricted says why), so one added or removed shows here. Reads (GET) are open by default.
const OPEN_WRITES = [
  // Signing in or up (an anonymous user upgrades by signing up with its token), a forgotten password.
  'signUpWithPassword', 'signInWithPassword', 'sendSignInCode', 'signInWithOtp', 'checkOtpCode', 'initiatePasskeyAuthentication',
  'signInWithPasskey', 'signInWithMfa', 'signUpAnonymously', 'signInWithAppleNative', 'sendPasswordResetCode', 'resetPassword',
  'checkPasswordResetCode',
  // The same user's sessions: refresh, sign out, end one or all others, continue on another domain of the app.
  'refreshCurrentSession', 'signOut', 'revokeSession', 'revokeSessions', 'authorizeCrossDomain',
  // Confirming it is the user (recent sign-in) before a guarded change it may make (its own addresses).
  'reauthenticate',
  // CLI login: starting and polling need no user; confirming refuses a restricted user's refresh token (cli-auth.service.ts).
  'createCliLoginAttempt', 'pollCliLoginAttempt', 'completeCliLoginAttempt',
  // What the SDK asks of the server (wire-contract §9.22): changes nothing, whatever the user's state.
  'checkFeatureSupport', 'checkVersion',
  // Proving an address (how an email_not_verified user lifts the restriction) and managing its own addresses.
  'createContactChannel', 'updateContactChannel', 'deleteContactChannel', 'sendPrimaryVerificationCode', 'sendChannelVerificationCode',
  'verifyContactChannel', 'checkContactChannelCode',
  // Its own profile, and which e-mails it gets.
  'updateOwnUser', 'updateNotificationPreference',
];
const restrictedOpen = guarded.filter((s) => restrictedPolicyOf(s) === 'allow');
const restrictedRefusedCases = byAllowedType(guarded.filter((s) => restrictedPolicyOf(s) !== 'allow'));
const restrictedOpenCases = byRoute(restrictedOpen);

describe('route access: a restricted user may call only the routes declared open to it', () => {
  let restricted: TestProject;
  beforeAll(async () => {
    restricted = await newProject();
  });

  /** A user whose token was minted BEFORE an admin restricted it (a normal token). */
  async function restrictedAfterToken(): Promise<SignedInUser> {
    const user = await signedInUser(restricted);
    const res = await restricted.server().PATCH('/users/{user_id}', { params: { path: { user_id: user.id } }, body: { restricted_by_admin: true, restricted_by_admin_reason: 'held' } });
    expect(res.response.status).toBe(200);
    return user;
  }
  const allowHeader = { 'x-stack-allow-restricted-user': 'true' };

  it('every guarded route has a rule (declared or defaulted); the open writes are exactly the decided list; no read is closed', () => {
    expect(guarded.every((s) => restrictedPolicyOf(s) !== undefined)).toBe(true);
    expect(restrictedOpen.filter((s) => s.method !== 'get').map((s) => s.operationId).sort()).toEqual([...OPEN_WRITES].sort());
    expect(guarded.filter((s) => s.method === 'get' && restrictedPolicyOf(s) !== 'allow').map((s) => s.operationId)).toEqual([]);
    expect(restrictedRefusedCases.length).toBeGreaterThan(60);
  });

  it.each(restrictedRefusedCases)('$operationId: $type access with a restricted user\'s token and the allow header -> refused (RESTRICTED_USER_NOT_ALLOWED or the declared code), even when invalid', async ({ spec, type }) => {
    const user = await restrictedAfterToken();
    const policy = restrictedPolicyOf(spec);
    const code = typeof policy === 'object' ? policy.refuseAs : 'RESTRICTED_USER_NOT_ALLOWED';
    for (const req of [validRequest(spec, type, { withOptional: true }), invalidRequest(spec, type)]) {
      if (!req) continue;
      const body = await expectKnownError(await send(spec, req, { ...keysOf(restricted, type, user.accessToken), ...allowHeader }), 403, code);
      expect(body.details).toEqual({ restricted_reason: { type: 'restricted_by_administrator' } });
    }
  });

  it.each(restrictedOpenCases)('$operationId: open to a restricted user: not refused for the restriction', async ({ spec }) => {
    const user = await restrictedAfterToken();
    const type = allowed(spec)[0];
    const req = spec.access.userId ? withUserId(spec, validRequest(spec, type), 'me') : validRequest(spec, type);
    if (spec.access.team?.orUser) delete (req[spec.access.team.in] as Record<string, unknown>)[spec.access.team.name ?? 'team_id'];
    if (claimedByAnother(spec, pathOf(spec, req.params))) return; // `/users/{user_id}` named 'me' is `/users/me`, checked on its own.
    const res = await send(spec, req, { ...keysOf(restricted, type, user.accessToken), ...allowHeader });
    expect(res.headers.get('x-stack-known-error') ?? 'none', await res.clone().text()).not.toMatch(/RESTRICTED_USER_NOT_ALLOWED/);
  });

  it.each(byRoute(guarded.filter((s) => allowed(s).includes('client') && !s.access.optional)))('$operationId: without an allow header, a restricted user\'s pre-restriction token -> RESTRICTED_USER_NOT_ALLOWED', async ({ spec }) => {
    const user = await restrictedAfterToken();
    const body = await expectKnownError(await send(spec, validRequest(spec, 'client'), keysOf(restricted, 'client', user.accessToken)), 403, 'RESTRICTED_USER_NOT_ALLOWED');
    expect(body.details).toEqual({ restricted_reason: { type: 'restricted_by_administrator' } });
  });
});

/**
 * Issue 19 item 8: the changes that would let a stolen token keep an account need a recent sign-in
 * (http/recent-sign-in.ts). This list IS the decision: a route that adds, replaces or removes a way
 * into an account must appear here, and so the walk below covers it.
 */
const RECENT_SIGN_IN_ROUTES: Record<string, unknown> = {
  updateOwnUser: { body: ['primary_email', 'totp_secret_base64'] },
  deleteOwnUser: true,
  createContactChannel: { body: ['is_primary', 'used_for_auth'] },
  updateContactChannel: { body: ['value', 'is_primary', 'used_for_auth'] },
  deleteContactChannel: true,
  initiatePasskeyRegistration: true,
  registerPasskey: true,
  setPassword: true,
  createUserApiKey: true,
  createTeamApiKey: true,
  updateOAuthProviderLink: { body: ['allow_sign_in'] },
  deleteOAuthProviderLink: true,
  deletePasskey: true,
};
const recentSignInCases = byRoute(guarded.filter((s) => s.access.recentSignIn && allowed(s).includes('client')));

describe('route access: recent sign-in', () => {
  it('exactly the listed routes declare it', () => {
    expect(Object.fromEntries(guarded.filter((s) => s.access.recentSignIn).map((s) => [s.operationId, s.access.recentSignIn]))).toEqual(RECENT_SIGN_IN_ROUTES);
  });

  it.each(recentSignInCases)('$operationId: a client whose session signed in long ago -> RECENT_SIGN_IN_REQUIRED; server access is not asked', async ({ spec }) => {
    const user = await signedInUser(project);
    const deps = await testDeps();
    await deps.em.getConnection().execute(`update user_session set signed_in_at = now() - interval '1 day' where id = ?`, [user.sessionId]);
    const rule = spec.access.recentSignIn!;
    // A team route is checked for membership first: act in a team the user created (team admin).
    const teamId = spec.access.team ? (await project.server().POST('/teams', { body: { display_name: 'Keys', creator_user_id: user.id } })).data!.id : undefined;
    let req = validRequest(spec, 'client', { withOptional: true, values: teamId ? { team_id: teamId } : {} });
    if (spec.access.userId) req = withUserId(spec, req, 'me');
    // Set every declared field to a value that asks for it (a generated boolean may be false).
    if (rule !== true) req = { ...req, body: { ...(req.body as object), ...Object.fromEntries(rule.body.filter((f) => (req.body as Record<string, unknown>)[f] === false || (req.body as Record<string, unknown>)[f] === undefined).map((f) => [f, true])) } };
    await expectKnownError(await send(spec, req, keysOf(project, 'client', user.accessToken)), 403, 'RECENT_SIGN_IN_REQUIRED');
    if (allowed(spec).includes('server')) {
      const res = await send(spec, spec.access.userId ? withUserId(spec, req, user.id) : req, keysOf(project, 'server', user.accessToken));
      expect(res.headers.get('x-stack-known-error')).not.toBe('RECENT_SIGN_IN_REQUIRED');
    }
  });
});

/** What the server API says about a team: the team, its members' profiles, their team permissions and its open invitations. */
async function teamView(p: TestProject, teamId: string) {
  const server = p.server();
  const team = await server.GET('/teams/{team_id}', { params: { path: { team_id: teamId } } });
  const profiles = await server.GET('/team-member-profiles', { params: { query: { team_id: teamId } } });
  const permissions = await server.GET('/team-permissions', { params: { query: { team_id: teamId } } });
  const invitations = await server.GET('/team-invitations', { params: { query: { team_id: teamId } } });
  for (const r of [team, profiles, permissions, invitations]) expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return { team: team.data, profiles: profiles.data!.items, permissions: permissions.data!.items, invitations: invitations.data!.items };
}

/** What the server API says about a user: the user, its sessions, its contact channels and notification preferences. */
async function victimView(victim: SignedInUser) {
  const server = project.server();
  const user = await server.GET('/users/{user_id}', { params: { path: { user_id: victim.id } } });
  const sessions = await server.GET('/auth/sessions', { params: { query: { user_id: victim.id } } });
  const channels = await server.GET('/contact-channels', { params: { query: { user_id: victim.id } } });
  const preferences = await server.GET('/emails/notification-preference/{user_id}', { params: { path: { user_id: victim.id } } });
  for (const r of [user, sessions, channels, preferences]) expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  expect(channels.data!.items.length).toBeGreaterThan(0);
  return {
    user: user.data!,
    sessions: sessions.data!.items.map((s) => s.id).sort(),
    sessionCount: sessions.data!.items.length,
    channels: channels.data!.items,
    preferences: preferences.data!.items,
  };
}
