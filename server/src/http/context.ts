import type { EdgeLocation } from './edge-location.ts';
import type { Context } from 'hono';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { HotSql } from '../db/hot-sql.ts';
import type { SigningKeyStore } from '../crypto/signing-keys.ts';
import type { RestrictedReason } from '../crypto/access-tokens.ts';

export type AccessType = 'client' | 'server' | 'admin';
export const ACCESS_TYPES: readonly AccessType[] = ['client', 'server', 'admin'];

/**
 * The project and user an authenticated request carries. http/ knows only their ids; the projects
 * and users modules widen these interfaces to their records by augmentation
 * (`declare module '.../http/context.ts'`), so handlers see the full records while this layer
 * imports nothing from modules/.
 */
export interface AuthProject {
  id: string;
}
export interface AuthUser {
  id: string;
}

/** What the x-stack-* headers resolved to (null: no access type was sent). */
export interface AuthContext<T extends AccessType = AccessType> {
  type: T;
  project: AuthProject;
  branchId: string;
  /** The end user of x-stack-access-token, if one was sent and is valid. */
  user: AuthUser | null;
  /** The session (refresh-token chain) the access token was minted from. */
  sessionId: string | null;
  /**
   * Why `user` is restricted NOW (wire-contract §7.1), from its stored state and the project's
   * setting, never from the token's claims: a restriction (or its lifting) applies to tokens
   * minted before it. Null without a user. The router refuses a restricted user every route not
   * declared open to them (router.ts `Access.restricted`).
   */
  restrictedReason: RestrictedReason | null;
  /**
   * Dashboard mode: the internal-project user whose admin access token stands in for the admin
   * key (null otherwise). Lets a route count or record the person acting, not just the project.
   */
  dashboardUserId?: string | null;
  /**
   * The request's Accept-Language header as sent (null without one). Only e-mail to the person
   * making a client request reads it (modules/i18n/mail-locale.ts): a server or admin call's header
   * is the backend's or the admin's language, not the recipient's.
   */
  acceptLanguage?: string | null;
}

/** An AuthContext whose route requires a signed-in user: the router has checked there is one. */
export interface SignedInAuth<T extends AccessType = AccessType> extends AuthContext<T> {
  user: AuthUser;
  sessionId: string;
}

/** A project as the header pipeline needs it (the projects module answers from its cache). */
export interface PipelineProject {
  project: AuthProject;
  requiresPublishableClientKey: boolean;
  /** True when `digest` (sha256 of a presented key) is a live key of this project for `type`. */
  hasLiveKey(type: AccessType, digest: Buffer): boolean;
}

/**
 * What the header pipeline asks of the modules that own projects, sessions, users and teams. They
 * are handed to the app when it is built (modules/index.ts), so http/ never reaches into modules/.
 */
export interface AuthPorts {
  /**
   * Every port that answers from a per-process cache takes `since`: performance.now() when the
   * request arrived. What any process committed before it must be in the answer (one barrier on
   * the caches' listening connection serves all of a request's look-ups).
   */
  project(projectId: string, since: number): Promise<PipelineProject | null>;
  /**
   * The user of a live session (null: revoked, expired, or the user deleted) and why it is
   * restricted right now (restrictedReasonOf on the stored user and `project`'s setting). On every
   * authenticated request.
   */
  sessionUser(project: AuthProject, userId: string, sessionId: string, since: number): Promise<{ user: AuthUser; restrictedReason: RestrictedReason | null } | null>;
  /** Dashboard mode: is the internal-project session live, is its user restricted now, and does it own `projectId`? */
  dashboardAccess(userId: string, sessionId: string, projectId: string, since: number): Promise<{ sessionLive: boolean; restricted: boolean; ownsProject: boolean }>;
  /**
   * Client access to a team route (router.ts `Access.team`): is the user a member of the team, and
   * which of `permissionIds` (held directly or through contained permissions) is the first it
   * lacks (null: it holds them all). One query.
   */
  teamAccess(projectId: string, teamId: string, userId: string, permissionIds: readonly string[], since: number): Promise<TeamAccessAnswer>;
  /**
   * Routes that need a recent sign-in (router.ts `Access.recentSignIn`): how long ago the session's
   * user signed in, and which proofs the user could give instead. null: no such live session.
   */
  sessionSignIn(projectId: string, userId: string, sessionId: string): Promise<SessionSignInState | null>;
}

export interface SessionSignInState {
  secondsSinceSignIn: number;
  hasPassword: boolean;
  hasTotp: boolean;
}

export interface TeamAccessAnswer {
  member: boolean;
  missing: string | null;
}

/**
 * Marks users active (project_user.last_active_at, which the users module owns). Sign-ins (sessions)
 * and the header pipeline's ports call it; the users module implements it, so neither imports users.
 */
export interface UserActivityPort {
  /**
   * The user was active just now. `lastActiveAt` is the value the caller already read (a recent
   * one means nothing to write), null when it read none. Returns at once: the write, if any, runs
   * in the background and a failure is logged, never thrown.
   */
  seen(projectId: string, userId: string, lastActiveAt: Date | null): void;
}

/**
 * A change to how an account is signed in to. Its owner is told by e-mail, so a change made with a
 * stolen token does not go unnoticed (modules/emails/security-notices.ts decides what is sent to whom).
 */
export type AccountSecurityChange =
  | 'password_changed'
  | 'password_set'
  | 'primary_email_changed'
  | 'sign_in_email_added'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'passkey_added'
  | 'passkey_removed'
  | 'oauth_linked'
  | 'oauth_unlinked'
  | 'api_key_created';

/**
 * Queues the owner's notice of a change, in the caller's transaction (the mail exists exactly when
 * the change committed). The emails module implements it; modules below it (users) call it through
 * this port, as they mark activity through UserActivityPort.
 */
export interface AccountNoticePort {
  /** `formerEmail`: an address the account no longer has as primary, told too (an e-mail change). */
  notify(em: EntityManager, notice: { projectId: string; userId: string; change: AccountSecurityChange; formerEmail?: string | null }): Promise<void>;
}

/**
 * Clears every user's selection of a team that is about to be deleted, announcing user.updated for
 * each, in the caller's transaction. The users module implements it (it owns project_user); the
 * teams module calls it through this port, because users imports teams and not the other way round.
 */
export interface TeamSelectionPort {
  clearSelectionsOf(em: EntityManager, projectId: string, teamId: string): Promise<void>;
}

/** Long-lived collaborators, built once at start-up and injected into the app. Modules may add their own by augmentation. */
export interface AppDeps {
  orm: Orm;
  /** Prepared statements on a small pool, for the measured hot path only (see db/hot-sql.ts). */
  hotSql: HotSql;
  config: Config;
  signingKeys: SigningKeyStore;
  userActivity: UserActivityPort;
  accountNotices: AccountNoticePort;
  teamSelections: TeamSelectionPort;
  log: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
  /** Counters for the Prometheus endpoint; a no-op unless GATEHOUSE_METRICS_PORT is set (observability/metrics.ts). */
  metrics: Metrics;
}

/**
 * What the app and the modules record for the metrics endpoint. Calls must be cheap: some run on
 * every request. Labels are bounded by construction (route patterns, never raw paths).
 */
export interface Metrics {
  /** One answered request: `route` is its pattern (`/api/v1/users/{user_id}`), never the raw path. */
  requestFinished(method: string, route: string, status: number, seconds: number): void;
  /** A request refused by the rate limiter; `bucket` names the limit (e.g. `sign-in-ip`), never the key it counts. */
  rateLimitRefused(bucket: string): void;
}

/** Where a request comes from (http/request-origin.ts): the client's address and user agent, or null when unknown. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The approximate location a trusted edge reported (edge-location.ts); null: none. */
  location: EdgeLocation | null;
}

/** What a service receives: the collaborators plus this request's EntityManager. */
export interface Deps extends AppDeps {
  em: EntityManager;
  /** The request's origin (sessions record it); absent outside a request (workers, start-up). */
  origin?: () => RequestOrigin;
  /**
   * performance.now() when the request arrived; absent outside a request. Handed to the per-process
   * caches (projectCache.get, sessionUsers), whose answers then reflect every change committed
   * before it, with one barrier query for all of the request's look-ups.
   */
  since?: number;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthContext | null;
    body: unknown;
  };
}

export type AppContext = Context<AppEnv>;
