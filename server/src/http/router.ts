import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from './zod.ts';
import type { AccessType, AppContext, AppDeps, AppEnv, AuthContext, AuthPorts, Deps, SignedInAuth } from './context.ts';
import { ACCESS_TYPES } from './context.ts';
import type { TeamSystemPermission } from './permissions.ts';
import { KnownError, knownError, SchemaProblem, type KnownErrorCode } from './errors.ts';
import { errorResponses } from './responses.ts';
import { accessDescription } from './access-docs.ts';
import { restrictedPolicyOf } from './restricted.ts';
import { readBody } from './body.ts';
import { originOf } from './request-origin.ts';
import type { RestrictedReason } from '../crypto/access-tokens.ts';
import { resolveAuth, INTERNAL_PROJECT_ID } from './pipeline.ts';
import { admitRequest, countFailedKeyCheck, type Admission, type RateLimitPort, type RouteRateLimit } from './rate-limits.ts';
import { unstorableCharacterProblems, problemsOf, schemaErrorMessage, type RequestPart } from './validation.ts';
import { checkRecentSignIn, recentSignInSentence, type RecentSignIn } from './recent-sign-in.ts';

export { restrictedPolicyOf };

/**
 * Who may call a route, declared on the route and enforced here, by the router, for every route
 * alike: handlers receive a narrowed auth and a resolved user id and never re-check by hand.
 */
export interface Access {
  /** The access types allowed; 'none': the route ignores x-stack-* headers (OAuth token endpoint, JWKS). */
  types: readonly AccessType[] | 'none';
  /**
   * A signed-in user is required, and how its absence is reported: 'required' ->
   * USER_AUTHENTICATION_REQUIRED; 'schema' -> a SCHEMA_ERROR line "auth.user must be defined";
   * 'own' (routes about "me", e.g. /users/me) -> CANNOT_GET_OWN_USER_WITHOUT_USER;
   * 'required-for-client' -> USER_AUTHENTICATION_REQUIRED for client access only (server and
   * admin act without a user, e.g. creating a team).
   */
  user?: 'required' | 'schema' | 'own' | 'required-for-client';
  /**
   * The route acts on the user named by `name` (default `user_id`) in this request part: 'me' or an
   * id. The router resolves it: 'me' is the signed-in user (CANNOT_GET_OWN_USER_WITHOUT_USER without
   * one); client access may name only its own user (CANNOT_ACCESS_OTHER_USER) unless `team`
   * lets it name other members; server and admin access may name any id (the service then scopes
   * it to the project). `omit` says who may leave the field out (the handler then gets undefined):
   * 'any' caller, or only 'server' and admin access (a client that leaves it out asks about other
   * users: CANNOT_ACCESS_OTHER_USER). Without `omit` the schema must require the field.
   */
  userId?: { in: 'params' | 'query' | 'body'; name?: string; omit?: 'any' | 'server' };
  /**
   * The route acts in the team named by `name` (default `team_id`) in this request part. For
   * client access the router checks, after validation and the user id, that the signed-in user is a
   * member (TEAM_MEMBERSHIP_NOT_FOUND, also for a team that does not exist) and holds every
   * permission listed (TEAM_PERMISSION_REQUIRED naming the first one missing), directly or
   * through contained permissions. Server and admin access are not checked here (the service
   * answers TEAM_NOT_FOUND where it matters).
   */
  team?: TeamAccess;
  internalProjectOnly?: boolean;
  /**
   * Whether a restricted user (anonymous, e-mail not verified where the project requires it, or
   * restricted by an admin: AuthContext.restrictedReason, decided on the stored user) may call the
   * route with its token, whatever the access type. 'allow': yes (declared on every write a
   * restricted user needs: signing in, up or out, ending own sessions, proving an e-mail, editing
   * its own profile); 'refuse': RESTRICTED_USER_NOT_ALLOWED, or the code in `refuseAs` (before the
   * request is validated, like the pipeline's errors). Left out: reads (GET) allow, every other
   * method refuses, so a new write is closed to restricted users until declared open. See
   * `restrictedPolicyOf`.
   */
  restricted?: 'allow' | 'refuse' | { refuseAs: 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED' };
  /**
   * Project headers may be left out entirely (handlers then get null); headers that are sent are
   * checked like on any route. For GET /api/v1, which tells an integrator what their headers say.
   */
  optional?: boolean;
  /** Client access needs a recent sign-in (all calls, or those setting the named body fields): see recent-sign-in.ts. */
  recentSignIn?: RecentSignIn;
}

export interface TeamAccess {
  in: 'params' | 'query' | 'body';
  name?: string;
  /** Team permissions a client needs for the route, whoever it acts on. Omitted: membership alone. */
  permissions?: readonly TeamSystemPermission[];
  /**
   * Team permissions a client needs only when the route acts on another user than itself (the
   * user of `access.userId`, or every member when that is left out); its own user needs
   * membership alone. Such a route lets a client name other users: this permission decides.
   */
  permissionsForOthers?: readonly TeamSystemPermission[];
  /**
   * The route acts EITHER in the named team OR on the user of `access.userId`, never both (the
   * request schema requires exactly one, e.g. GET /team-invitations?team_id= or ?user_id=me). A
   * request naming no team is about that user alone: the router then checks the user id as
   * declared and no team. Without this, client access must always name a team.
   */
  orUser?: boolean;
  /**
   * The code a client hears instead of TEAM_MEMBERSHIP_NOT_FOUND or TEAM_PERMISSION_REQUIRED, for
   * routes that must not tell a client that a team exists (team API keys: API_KEY_NOT_FOUND).
   */
  refuseAs?: 'API_KEY_NOT_FOUND';
}

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path relative to /api/v1, e.g. `/users/{user_id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  access: Access;
  /**
   * The rate limits this route counts in (see rate-limits.ts), enforced by the router after the
   * access and validation checks; TOO_MANY_REQUESTS is then documented on the route.
   */
  rateLimits?: readonly RouteRateLimit[];
  request?: {
    params?: AnyObject;
    query?: AnyObject;
    headers?: AnyObject;
    body?: z.ZodType;
    /**
     * A stricter body for client access (fewer fields may be set). The declared, documented body is
     * the server's; a client's body is checked again against this one, so e.g. server_metadata from
     * a client is "body contains unknown properties".
     */
    clientBody?: z.ZodType;
    /** Media types the body may come in; JSON unless said otherwise. */
    bodyMediaTypes?: ('application/json' | 'application/x-www-form-urlencoded')[];
    /**
     * The request example shown in the reference. Optional when every required body field has an
     * example (`.openapi({ example })`), enum or boolean: openapi.ts then builds it. `make lint-spec`
     * fails on a body left without one.
     */
    bodyExample?: unknown;
  };
  response: {
    status: 200 | 201 | 303 | 307;
    description: string;
    schema?: z.ZodType;
    headers?: AnyObject;
    mediaType?: string;
    /**
     * OpenAPI links: which later calls take a value from this response, e.g.
     * `{ GetUser: { operationId: 'getUser', parameters: { user_id: '$response.body#/id' } } }`.
     * Clients and schemathesis' stateful phase follow them (sign-up -> refresh -> /users/me).
     */
    links?: Record<string, RouteLink>;
    /**
     * Other successful answers of the same operation, e.g. the OAuth authorize call: a 307
     * redirect, or 200 JSON with `stack_response_mode=json`; POST /auth/cli/poll: 201 once done.
     */
    alternatives?: { status: 200 | 201 | 303 | 307; description: string; schema?: z.ZodType; headers?: AnyObject }[];
  };
  /** Errors this route raises itself; pipeline, access and validation errors are added automatically. */
  errors: KnownErrorCode[];
}

/** An OpenAPI link object: parameter values are runtime expressions such as `$response.body#/id`. */
export interface RouteLink {
  operationId: string;
  description?: string;
  /** Keys are parameter names, prefixed with `path.`, `query.` or `header.` where a name is ambiguous. */
  parameters?: Record<string, string>;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
export interface RouteInput<S extends RouteSpec> {
  params: Out<NonNullable<S['request']>['params']>;
  query: Out<NonNullable<S['request']>['query']>;
  headers: Out<NonNullable<S['request']>['headers']>;
  body: Out<NonNullable<S['request']>['body']>;
}

type TypesOf<A extends Access> = A['types'] extends readonly (infer T)[] ? T & AccessType : AccessType;
/** The auth a handler of a route with access `A` receives: null, any caller, or one with a signed-in user. */
export type AuthOf<A extends Access> = A['types'] extends 'none'
  ? null
  : A['optional'] extends true
    ? AuthContext<TypesOf<A>> | null
    : A['user'] extends 'required' | 'schema' | 'own'
    ? SignedInAuth<TypesOf<A>>
    : AuthContext<TypesOf<A>>;
type UserIdOf<A extends Access> = A['userId'] extends { omit: string } ? string | undefined : A['userId'] extends object ? string : undefined;

/** Everything a handler gets: the validated request parts, the request's deps, the narrowed auth and the resolved user id. */
export interface HandlerArgs<S extends RouteSpec> extends RouteInput<S> {
  deps: Deps;
  auth: AuthOf<S['access']>;
  /** The user the route acts on, resolved from `access.userId` ('me' or an id); undefined when not declared. */
  userId: UserIdOf<S['access']>;
}
export type Handler<S extends RouteSpec> = (c: AppContext, args: HandlerArgs<S>) => Promise<Response> | Response;

export function defineRoute<const S extends RouteSpec>(spec: S): S {
  return spec;
}

/** A route's contract paired with its (named) handler; module manifests list these. */
export interface RouteEntry {
  spec: RouteSpec;
  handler: Handler<RouteSpec>;
}
export function route<S extends RouteSpec>(spec: S, handler: Handler<S>): RouteEntry {
  return { spec, handler: handler as unknown as Handler<RouteSpec> };
}

const PIPELINE_ERRORS: KnownErrorCode[] = [
  'PROJECT_KEY_WITHOUT_ACCESS_TYPE', 'INVALID_ACCESS_TYPE', 'ACCESS_TYPE_WITHOUT_PROJECT_ID', 'ACCESS_TYPE_REQUIRED',
  'CURRENT_PROJECT_NOT_FOUND', 'BRANCH_DOES_NOT_EXIST',
  'INVALID_PUBLISHABLE_CLIENT_KEY', 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', 'INVALID_SECRET_SERVER_KEY', 'SERVER_AUTHENTICATION_REQUIRED',
  'INVALID_SUPER_SECRET_ADMIN_KEY', 'ADMIN_AUTHENTICATION_REQUIRED',
  'UNPARSABLE_ADMIN_ACCESS_TOKEN', 'ADMIN_ACCESS_TOKEN_EXPIRED', 'ADMIN_ACCESS_TOKEN_REVOKED', 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN', 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN',
  'UNPARSABLE_ACCESS_TOKEN', 'ACCESS_TOKEN_EXPIRED', 'ACCESS_TOKEN_REVOKED', 'INVALID_PROJECT_FOR_ACCESS_TOKEN', 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED',
  'RESTRICTED_USER_NOT_ALLOWED',
  // A client that has sent too many wrong secret or admin keys (limit failed_key_checks_per_ip).
  'TOO_MANY_REQUESTS',
];

/** Every code a route can answer with: its own, plus those its access rules and request shape imply. */
export function routeErrorCodes(spec: RouteSpec): KnownErrorCode[] {
  const codes = new Set<KnownErrorCode>(spec.errors);
  codes.add('INTERNAL_SERVER_ERROR');
  codes.add('DATABASE_UNAVAILABLE');
  // Any request may carry both header spellings (x-stack-* and x-hexclave-*); app.ts refuses that before routing.
  codes.add('MIXED_HEADER_FAMILIES');
  if (spec.method !== 'get') {
    codes.add('BODY_PARSING_ERROR');
    codes.add('REQUEST_BODY_TOO_LARGE');
  }
  if (spec.access.types !== 'none') {
    PIPELINE_ERRORS.forEach((c) => codes.add(c));
    if (spec.access.optional) codes.delete('ACCESS_TYPE_REQUIRED');
    if (spec.access.types.length < ACCESS_TYPES.length) codes.add('INSUFFICIENT_ACCESS_TYPE');
    const client = spec.access.types.includes('client');
    if (spec.access.user === 'required' || (spec.access.user === 'required-for-client' && client)) codes.add('USER_AUTHENTICATION_REQUIRED');
    if (spec.access.user === 'own' || spec.access.userId) codes.add('CANNOT_GET_OWN_USER_WITHOUT_USER');
    if (spec.access.userId && client) codes.add('CANNOT_ACCESS_OTHER_USER');
    if (spec.access.team && client) {
      codes.add('USER_AUTHENTICATION_REQUIRED');
      if (spec.access.team.refuseAs) codes.add(spec.access.team.refuseAs);
      else {
        codes.add('TEAM_MEMBERSHIP_NOT_FOUND');
        if (spec.access.team.permissions?.length || spec.access.team.permissionsForOthers?.length) codes.add('TEAM_PERMISSION_REQUIRED');
      }
    }
    if (spec.access.internalProjectOnly) codes.add('EXPECTED_INTERNAL_PROJECT');
    const restricted = restrictedPolicyOf(spec);
    if (typeof restricted === 'object') codes.add(restricted.refuseAs);
    if (spec.access.recentSignIn && spec.access.types.includes('client')) codes.add('RECENT_SIGN_IN_REQUIRED');
  }
  // Every route validates its query (undeclared: no parameters at all), so any may answer SCHEMA_ERROR.
  codes.add('SCHEMA_ERROR');
  if (spec.rateLimits?.length) codes.add('TOO_MANY_REQUESTS');
  return [...codes];
}

function securityFor(access: Access): Record<string, string[]>[] {
  if (access.types === 'none') return [];
  const alternatives: Record<string, string[]>[] = [];
  for (const type of access.types) {
    const base = { ProjectId: [], AccessType: [] };
    if (type === 'client') alternatives.push({ ...base, PublishableClientKey: [], AccessToken: [] }, { ...base, PublishableClientKey: [] });
    if (type === 'server') alternatives.push({ ...base, SecretServerKey: [], AccessToken: [] }, { ...base, SecretServerKey: [] });
    if (type === 'admin') alternatives.push({ ...base, SuperSecretAdminKey: [] }, { ...base, AdminAccessToken: [] });
  }
  if (access.optional) alternatives.push({});
  return alternatives;
}

/** Names the limits a route counts in (project setting `rate_limits`), so the reference says when 429 comes. */
function rateLimitSentence(spec: RouteSpec): string {
  if (!spec.rateLimits?.length) return '';
  const names = [...new Set(spec.rateLimits.map((l) => `\`${l.limit}\``))].join(', ');
  return `\n\nRate limits (project setting \`rate_limits\`; TOO_MANY_REQUESTS with Retry-After when exceeded): ${names}.`;
}

export interface MountedRoute {
  method: string;
  pattern: RegExp;
  spec: RouteSpec;
}

/** Registers the route's contract in the OpenAPI registry and its handler on the Hono app. */
export function mount(api: OpenAPIHono<AppEnv>, appDeps: AppDeps, ports: AuthPorts, limiter: RateLimitPort | null, entry: RouteEntry, mounted: MountedRoute[]): void {
  const { spec, handler } = entry;
  const r = spec.request;
  const media = r?.bodyMediaTypes ?? ['application/json'];
  const successContent = spec.response.schema ? { content: { [spec.response.mediaType ?? 'application/json']: { schema: spec.response.schema } } } : {};
  const config: RouteConfig = {
    method: spec.method,
    path: spec.path,
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: `${spec.description}\n\n${accessDescription(spec.access, restrictedPolicyOf(spec))}${rateLimitSentence(spec)}${recentSignInSentence(spec.access)}`,
    security: securityFor(spec.access),
    request: {
      ...(r?.params ? { params: r.params as never } : {}),
      ...(r?.query ? { query: r.query as never } : {}),
      ...(r?.headers ? { headers: r.headers as never } : {}),
      // A body schema that accepts nothing at all (`.optional()`) is an optional body: the request may come without one.
      ...(r?.body
        ? { body: { required: !r.body.safeParse(undefined).success, content: Object.fromEntries(media.map((m) => [m, { schema: r.body!, ...(r.bodyExample ? { example: r.bodyExample } : {}) }])) } }
        : {}),
    },
    responses: {
      [String(spec.response.status)]: {
        description: spec.response.description,
        ...(spec.response.headers ? { headers: spec.response.headers } : {}),
        ...(spec.response.links ? { links: spec.response.links } : {}),
        ...successContent,
      } as ResponseConfig,
      ...Object.fromEntries(
        (spec.response.alternatives ?? []).map((a) => [
          String(a.status),
          { description: a.description, ...(a.headers ? { headers: a.headers } : {}), ...(a.schema ? { content: { 'application/json': { schema: a.schema } } } : {}) } as ResponseConfig,
        ]),
      ),
      ...errorResponses({ own: spec.errors, all: routeErrorCodes(spec) }),
    },
  };
  api.openAPIRegistry.registerPath(config);

  const honoPath = spec.path.replace(/\{(\w+)\}/g, ':$1');
  mounted.push({ method: spec.method.toUpperCase(), pattern: new RegExp(`^${spec.path.replace(/\{\w+\}/g, '[^/]+')}$`), spec });
  const pipelineDeps = { signingKeys: appDeps.signingKeys, config: appDeps.config, ports };
  const trustedProxies = appDeps.config.trustedProxies;
  const rateLimits = limiter && spec.rateLimits?.length ? spec.rateLimits : null;
  const emptyQuery = emptyQueryAnswer(r?.query);
  api.on(spec.method.toUpperCase(), honoPath, async (c) => {
    const since = performance.now();
    const deps = requestDeps(appDeps, originOf(c, trustedProxies), since);
    const body = await readBody(c, appDeps.config.bodyLimitBytes);
    let auth: AuthContext | null = null;
    if (spec.access.types !== 'none') {
      try {
        auth = await resolveAuth((n) => c.req.header(n), pipelineDeps, since);
      } catch (e) {
        if (limiter) await countFailedKeyCheck(limiter, c, trustedProxies, e);
        throw e;
      }
    }
    c.set('auth', auth);
    const problems = checkAccess(spec, auth);
    const input = readInput(c, r, body, emptyQuery, problems);
    if (problems.length) throw schemaError(c, problems);
    if (spec.access.user === 'own' && !auth?.user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    if (r?.clientBody && auth?.type === 'client') {
      const result = r.clientBody.safeParse(input.body);
      if (!result.success) throw schemaError(c, problemsOf('body', result.error, input.body));
      input.body = result.data;
    }
    const userId = spec.access.userId ? resolveUserId(spec.access, auth!, (input[spec.access.userId.in] as Record<string, unknown> | undefined)?.[spec.access.userId.name ?? 'user_id']) : undefined;
    if (spec.access.team && auth!.type === 'client') {
      const teamAccess = spec.access.team;
      const teamId = (input[teamAccess.in] as Record<string, unknown> | undefined)?.[teamAccess.name ?? 'team_id'];
      // Client access always names one team (it may only see its own), unless the route is about its user instead.
      if (teamId === undefined && !teamAccess.orUser) throw schemaError(c, [`${teamAccess.in}.${teamAccess.name ?? 'team_id'} must be defined`]);
      if (teamId !== undefined) await checkTeamAccess(teamAccess, auth!, String(teamId), userId, ports, since);
      // Naming another user is only ever allowed through a team's permission: no team, own user only.
      else if (userId !== undefined && userId !== auth!.user?.id) throw knownError('CANNOT_ACCESS_OTHER_USER');
    }
    if (spec.access.recentSignIn) await checkRecentSignIn(spec.access.recentSignIn, { auth, body: input.body }, ports, appDeps.config.recentSignInSeconds);
    // Counted after the checks above: malformed or unauthorised requests cost nothing to refuse.
    const admission: Admission | null = rateLimits ? await admitRequest(limiter!, rateLimits, c, trustedProxies, auth, input, deps) : null;
    try {
      // Built field by field: an object spread of `input` here took the slow generic copy and cost
      // ~8% of a trivial route's throughput (CPU profile of GET /api/v1, measured against the spread).
      const args = { params: input.params, query: input.query, headers: input.headers, body: input.body, deps, auth, userId } as unknown as HandlerArgs<RouteSpec>;
      const response = await handler(c, args);
      if (admission) await settle(admission, response.status < 400 ? null : `HTTP_${response.status}`, appDeps.log);
      return response;
    } catch (e) {
      if (admission) await settle(admission, e instanceof KnownError ? e.code : e instanceof SchemaProblem ? 'SCHEMA_ERROR' : 'UNEXPECTED_ERROR', appDeps.log);
      // A rule across fields, or one that depends on stored data, reported like any schema problem.
      if (e instanceof SchemaProblem) throw schemaError(c, e.problems);
      throw e;
    }
  });
}

/**
 * The request's parts, validated against the route's schemas in the order params, query, headers,
 * body (problems of all of them are reported together). A part's value is read only when the
 * route declares a schema for it; an undeclared query must be empty.
 */
function readInput(c: AppContext, r: RouteSpec['request'], body: unknown, emptyQuery: EmptyQuery, problems: string[]): Record<RequestPart, unknown> {
  const input: Record<RequestPart, unknown> = { params: undefined, query: undefined, headers: undefined, body: undefined };
  if (r?.params) input.params = parsePart('params', r.params, c.req.param(), problems);
  if (!r?.query) {
    const unknown = undeclaredQueryKeys(c.req.url);
    if (unknown) problems.push(`query contains unknown properties: ${unknown}`);
  } else if (emptyQuery === 'accepted' && !hasQueryText(c.req.url)) input.query = {};
  else input.query = parsePart('query', r.query, lastValues(c.req.queries()), problems);
  if (r?.headers) input.headers = parsePart('headers', r.headers, c.req.header(), problems);
  if (r?.body) input.body = parsePart('body', r.body, body, problems);
  return input;
}

function parsePart(part: RequestPart, schema: z.ZodType, value: unknown, problems: string[]): unknown {
  const unstorable = unstorableCharacterProblems(part, value);
  if (unstorable.length) {
    problems.push(...unstorable);
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(...problemsOf(part, result.error, value));
  return undefined;
}

/**
 * 'accepted': the route's query schema turns an empty query into `{}` (no required parameter, no
 * default), decided once at start-up, so a request without a query string skips parsing it and
 * gets a fresh `{}`, exactly what parsing would give.
 */
type EmptyQuery = 'accepted' | 'parse';
function emptyQueryAnswer(schema: z.ZodType | undefined): EmptyQuery {
  const result = schema?.safeParse({});
  return result?.success && typeof result.data === 'object' && result.data !== null && Object.keys(result.data).length === 0 ? 'accepted' : 'parse';
}

/** Whether the URL has a query string with anything in it (`?` alone is an empty query). */
function hasQueryText(url: string): boolean {
  const at = url.indexOf('?');
  return at !== -1 && at !== url.length - 1;
}

/**
 * The request's deps. Its EntityManager is forked on first use: a route or a request refused
 * before any query (GET /api/v1, a bad key answered from the project cache) never pays for the
 * fork (MikroORM copies its configuration per fork: ~6 % of a trivial request's CPU, see
 * bench/README.md). The app's deps are copied onto an instance whose `em` accessor lives on the
 * class: an object literal spreading them beside an accessor was ~3 % of a trivial request's CPU
 * (V8 copies such a literal property by property through the runtime, measured 6-10 µs, against
 * ~0.5 µs for Object.assign onto a class instance). A copy of the deps must name its `em`
 * (`{ ...deps, em: tx }`, as every copy does): a spread copies own properties only.
 */
class RequestDeps {
  #em: EntityManager | undefined;
  constructor(appDeps: AppDeps, origin: Deps['origin'], since: number) {
    Object.assign(this, appDeps);
    (this as unknown as Deps).origin = origin;
    (this as unknown as Deps).since = since;
  }
  get em(): EntityManager {
    return (this.#em ??= (this as unknown as AppDeps).orm.em.fork());
  }
  set em(value: EntityManager) {
    this.#em = value;
  }
}

function requestDeps(appDeps: AppDeps, origin: Deps['origin'], since: number): Deps {
  return new RequestDeps(appDeps, origin, since) as unknown as Deps;
}

/**
 * Ends the request's reserved attempts. The answer is already decided: a failure to record the
 * outcome is logged, never turned into a different answer (the reservation expires with its window).
 */
async function settle(admission: Admission, outcome: string | null, log: AppDeps['log']): Promise<void> {
  try {
    await admission.settle(outcome);
  } catch (e) {
    log('warn', 'could not record the outcome of a rate-limited attempt', { error: e instanceof Error ? e.message : String(e) });
  }
}

// Module-level rather than a closure in the route handler, which would be allocated (and named by
// tsx's __name helper) on every request.
function schemaError(c: AppContext, problems: string[]) {
  return knownError('SCHEMA_ERROR', { message: schemaErrorMessage(c.req.method, new URL(c.req.url).pathname, problems) });
}

/** Access-type errors win over schema errors (wire-contract §2.3); a missing user may be a schema problem. */
function checkAccess(spec: RouteSpec, auth: AuthContext | null): string[] {
  const access = spec.access;
  if (access.types === 'none') return [];
  if (!auth) {
    if (access.optional) return [];
    throw knownError('ACCESS_TYPE_REQUIRED');
  }
  if (!access.types.includes(auth.type)) throw knownError('INSUFFICIENT_ACCESS_TYPE', { actual_access_type: auth.type, allowed_access_types: [...access.types] });
  if ((access.user === 'required' || (access.user === 'required-for-client' && auth.type === 'client')) && !auth.user) throw knownError('USER_AUTHENTICATION_REQUIRED');
  // Right after the access type: like the pipeline's own refusal of a restricted token, it wins over the route's other checks.
  if (auth.restrictedReason) refuseRestricted(spec, auth.restrictedReason);
  if (access.internalProjectOnly && auth.project.id !== INTERNAL_PROJECT_ID) throw knownError('EXPECTED_INTERNAL_PROJECT');
  return access.user === 'schema' && !auth.user ? ['auth.user must be defined'] : [];
}

/**
 * The one place a restriction is enforced: a restricted user's token opens only the routes
 * declared open to it (`Access.restricted`, GET by default). Whatever the route would do with the
 * user (its own id, 'me', a team, nothing at all), the request is refused before it is validated.
 */
function refuseRestricted(spec: RouteSpec, reason: RestrictedReason): void {
  const policy = restrictedPolicyOf(spec);
  if (policy === 'allow') return;
  throw knownError(policy === 'refuse' ? 'RESTRICTED_USER_NOT_ALLOWED' : policy.refuseAs, { restricted_reason: reason });
}

/**
 * The query parameters of a route that declares none, comma-separated (null: there are none). Such
 * a route takes no parameters, so any is refused like an unknown property of a declared query
 * (wire-contract §4.2) rather than silently ignored. Reads the raw URL: no parsing without a `?`.
 */
function undeclaredQueryKeys(url: string): string | null {
  const at = url.indexOf('?');
  if (at === -1 || at === url.length - 1) return null;
  const keys = [...new Set(new URLSearchParams(url.slice(at + 1)).keys())].map((k) => k || '""');
  return keys.length ? keys.join(', ') : null;
}

function lastValues(queries: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, v[v.length - 1]]));
}

/**
 * Resolves "me" (or a user id) to a user id; clients may only name themselves, or other members of
 * the route's team where a team permission decides (`team.permissionsForOthers`). Undefined: the
 * field was left out where `omit` allows it. Used by the router only.
 */
function resolveUserId(access: Access, auth: AuthContext, raw: unknown): string | undefined {
  const client = auth.type === 'client';
  if (raw === undefined) {
    const omit = access.userId!.omit;
    if (omit === 'any' || (omit === 'server' && !client)) return undefined;
    // A client that names no user asks about every user: only its own are its business.
    if (!auth.user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    throw knownError('CANNOT_ACCESS_OTHER_USER');
  }
  const value = String(raw);
  if (value === 'me') {
    if (!auth.user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    return auth.user.id;
  }
  if (client && value !== auth.user?.id) {
    if (!auth.user) throw knownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
    if (!access.team?.permissionsForOthers?.length) throw knownError('CANNOT_ACCESS_OTHER_USER');
  }
  return value;
}

/**
 * Client access to a team route: membership, then the declared permissions (wire-contract §9.11:
 * a non-member hears TEAM_MEMBERSHIP_NOT_FOUND whether or not the team exists).
 */
async function checkTeamAccess(team: TeamAccess, auth: AuthContext, teamId: string, userId: string | undefined, ports: AuthPorts, since: number): Promise<void> {
  if (!auth.user) throw knownError('USER_AUTHENTICATION_REQUIRED');
  const own = userId === auth.user.id;
  const needed = own || !team.permissionsForOthers ? (team.permissions ?? []) : [...(team.permissions ?? []), ...team.permissionsForOthers];
  const answer = await ports.teamAccess(auth.project.id, teamId, auth.user.id, needed, since);
  if (team.refuseAs && (!answer.member || answer.missing)) throw knownError(team.refuseAs);
  if (!answer.member) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: auth.user.id });
  if (answer.missing) throw knownError('TEAM_PERMISSION_REQUIRED', { team_id: teamId, user_id: auth.user.id, permission_id: answer.missing });
}
