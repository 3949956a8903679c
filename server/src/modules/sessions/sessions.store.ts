import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { HotSql } from '../../db/hot-sql.ts';
import { rawSql } from '../../db/sql.ts';
import { violatedForeignKey } from '../../db/foreign-key-violations.ts';
import { UserSession } from './sessions.entity.ts';
import type { TokenSubject } from '../../crypto/access-tokens.ts';
import type { EdgeLocation } from '../../http/edge-location.ts';

/**
 * The only code that reads and writes user_session. Every operation takes the EntityManager to
 * run on (pass a transaction's to join it), except the refresh rotation, which runs on the hot pool.
 */

/** The database's clock as a filter value: "live" is `expires_at > now()`, as in the pipeline's lookup. */
const dbNow = () => raw<object, Date>('now()');

/**
 * What minting an access token needs to know about the user of a session. Declared here, not
 * imported from users (sessions sit below users): a users UserRecord has these fields, so it
 * can be passed as it is. `lastActiveAt`, when known (a UserRecord has it), spares a new session
 * of a user who was just active (a sign-up) the write that marks it active.
 */
export type SessionSubject = Omit<TokenSubject, 'userId' | 'sessionId' | 'requireEmailVerification'> & { id: string; lastActiveAt?: Date };

/** How a session was signed in (user_session.sign_in_method); `server`: POST /auth/sessions without impersonation. */
export const SIGN_IN_METHODS = ['password', 'otp', 'passkey', 'oauth', 'anonymous', 'cli', 'impersonation', 'server'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  lastUsedAt: Date;
  isImpersonation: boolean;
  /** Null for sessions opened before these were recorded. */
  signInMethod: SignInMethod | null;
  userAgent: string | null;
  lastUsedIp: string | null;
  /** Where last_used_ip is, as a trusted edge reported it; null: unknown. */
  location: EdgeLocation | null;
}

/** Where a session is used from: the request's client address, user agent and edge-reported location (null: unknown). */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
  location: EdgeLocation | null;
}

/** The six location columns' values, in column order (all null without a location). */
const locationValues = (l: EdgeLocation | null) => [l?.countryCode ?? null, l?.regionCode ?? null, l?.cityName ?? null, l?.latitude ?? null, l?.longitude ?? null, l?.tzIdentifier ?? null];
const LOCATION_COLUMNS = 'location_country_code, location_region_code, location_city, location_latitude, location_longitude, location_tz';

export interface NewSession {
  id: string;
  projectId: string;
  userId: string;
  refreshTokenHash: Buffer;
  isImpersonation: boolean;
  expiresAt: Date;
  /** The sign-in this session continues (handoff sibling, CLI login); undefined: now. */
  signedInAt?: Date;
  signInMethod: SignInMethod;
  origin: SessionOrigin;
}

/**
 * Raw SQL, measured: every sign-in and sign-up of every method opens a session here. Through
 * MikroORM (em.insert, which builds the statement through its query builder on each call)
 * anonymous sign-up ran at ~0.85x of this one statement in `make bench`; create + flush would add
 * BEGIN/COMMIT round trips on top.
 */
export async function insertSession(em: EntityManager, s: NewSession): Promise<void> {
  await rawSql(
    em,
    `insert into user_session (id, project_id, user_id, refresh_token_hash, is_impersonation, expires_at, signed_in_at, sign_in_method, user_agent, last_used_ip, ${LOCATION_COLUMNS})
     values (?, ?, ?, ?, ?, ?, coalesce(?::timestamptz, now()), ?, ?, ?, ?, ?, ?, ?::float8, ?::float8, ?)`,
    [s.id, s.projectId, s.userId, s.refreshTokenHash, s.isImpersonation, s.expiresAt, s.signedInAt ?? null, s.signInMethod, s.origin.userAgent, s.origin.ip, ...locationValues(s.origin.location)],
  );
}

/**
 * A session made from the live session `parentId` (a cross-domain sibling): same user, same
 * impersonation flag and the very same expiry, copied from the parent row in the one statement
 * that inserts it (its sign-in time too: a sibling is no more recent than the original), and linked
 * to it (parent_session_id, on delete cascade), so it can neither outlive the parent's expiry nor
 * survive the parent's end. False: the parent is gone or expired (also when it was deleted while
 * this ran: the foreign key then refuses the row).
 */
export async function insertChildSession(em: EntityManager, s: { id: string; projectId: string; refreshTokenHash: Buffer; origin: SessionOrigin }, parentId: string): Promise<{ userId: string; isImpersonation: boolean } | null> {
  try {
    const rows = await rawSql<{ user_id: string; is_impersonation: boolean }>(
      em,
      `insert into user_session (id, project_id, user_id, refresh_token_hash, is_impersonation, expires_at, signed_in_at, parent_session_id, sign_in_method, user_agent, last_used_ip, ${LOCATION_COLUMNS})
       select ?, project_id, user_id, ?, is_impersonation, expires_at, signed_in_at, id, sign_in_method, ?, ?, ?, ?, ?, ?::float8, ?::float8, ? from user_session where id = ? and project_id = ? and expires_at > now()
       returning user_id, is_impersonation`,
      [s.id, s.refreshTokenHash, s.origin.userAgent, s.origin.ip, ...locationValues(s.origin.location), parentId, s.projectId],
    );
    return rows[0] ? { userId: rows[0].user_id, isImpersonation: rows[0].is_impersonation } : null;
  } catch (e) {
    if (violatedForeignKey(e) === 'user_session_parent_fk') return null;
    throw e;
  }
}

/** A user's live sessions, newest first; impersonation sessions only when asked for. */
export async function listSessions(em: EntityManager, projectId: string, userId: string, opts: { includeImpersonation: boolean; limit: number }): Promise<SessionRecord[]> {
  const sessions = await em.find(
    UserSession,
    { projectId, userId, expiresAt: { $gt: dbNow() }, ...(opts.includeImpersonation ? {} : { isImpersonation: false }) },
    {
      fields: ['userId', 'createdAt', 'lastUsedAt', 'isImpersonation', 'signInMethod', 'userAgent', 'lastUsedIp', 'locationCountryCode', 'locationRegionCode', 'locationCity', 'locationLatitude', 'locationLongitude', 'locationTz'],
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: opts.limit,
    },
  );
  return sessions.map((s) => ({
    id: s.id,
    userId: s.userId,
    createdAt: s.createdAt,
    lastUsedAt: s.lastUsedAt,
    isImpersonation: s.isImpersonation,
    signInMethod: (s.signInMethod as SignInMethod | null) ?? null,
    userAgent: s.userAgent ?? null,
    lastUsedIp: s.lastUsedIp ?? null,
    location: locationOf(s),
  }));
}

function locationOf(s: { locationCountryCode?: string | null; locationRegionCode?: string | null; locationCity?: string | null; locationLatitude?: number | null; locationLongitude?: number | null; locationTz?: string | null }): EdgeLocation | null {
  const l: EdgeLocation = {
    countryCode: s.locationCountryCode ?? null,
    regionCode: s.locationRegionCode ?? null,
    cityName: s.locationCity ?? null,
    latitude: s.locationLatitude ?? null,
    longitude: s.locationLongitude ?? null,
    tzIdentifier: s.locationTz ?? null,
  };
  return Object.values(l).some((v) => v !== null) ? l : null;
}

/**
 * Deletes the session if it is of this project and matches the given user and visibility;
 * returns whether it did.
 */
export async function deleteSession(
  em: EntityManager,
  projectId: string,
  sessionId: string,
  opts: { userId?: string; includeImpersonation?: boolean } = {},
): Promise<boolean> {
  const deleted = await em.nativeDelete(UserSession, {
    id: sessionId,
    projectId,
    ...(opts.userId !== undefined ? { userId: opts.userId } : {}),
    ...(opts.includeImpersonation === false ? { isImpersonation: false } : {}),
  });
  return deleted > 0;
}

/**
 * Ends a user's sessions after a credential change: all of them (keepSessionId null), or all but
 * the one of the device that made the change. Pass the caller's transaction. Returns how many ended.
 */
export async function revokeUserSessions(tx: EntityManager, projectId: string, userId: string, keepSessionId: string | null): Promise<number> {
  // The kept session stands alone from now on: were it a sibling of one about to end, the
  // cascade would end it too.
  if (keepSessionId !== null) await tx.nativeUpdate(UserSession, { id: keepSessionId, projectId, userId }, { parentSessionId: null });
  return tx.nativeDelete(UserSession, { projectId, userId, ...(keepSessionId !== null ? { id: { $ne: keepSessionId } } : {}) });
}

/**
 * "Sign out everywhere else": ends the user's sessions except `keepSessionId` (null: all of them),
 * leaving impersonation sessions alone unless asked (they are hidden from whoever cannot list
 * them). The kept session is detached from its parent first, as in revokeUserSessions, so the
 * cascade cannot take it along. One transaction; returns how many ended.
 */
export async function revokeOtherSessions(
  em: EntityManager,
  projectId: string,
  userId: string,
  opts: { keepSessionId: string | null; includeImpersonation: boolean },
): Promise<number> {
  return em.transactional(async (tx) => {
    if (opts.keepSessionId !== null) await tx.nativeUpdate(UserSession, { id: opts.keepSessionId, projectId, userId }, { parentSessionId: null });
    return tx.nativeDelete(UserSession, {
      projectId,
      userId,
      ...(opts.keepSessionId !== null ? { id: { $ne: opts.keepSessionId } } : {}),
      ...(opts.includeImpersonation ? {} : { isImpersonation: false }),
    });
  });
}

/** Whether the session is live (unexpired, not revoked) and belongs to this user of this project. */
export async function isLiveSession(em: EntityManager, projectId: string, userId: string, sessionId: string): Promise<boolean> {
  return (await em.count(UserSession, { id: sessionId, userId, projectId, expiresAt: { $gt: dbNow() } })) > 0;
}

/** The live session whose current refresh token has this digest, in this project; null when there is none. Only reads: no rotation. */
export async function findSessionByRefreshToken(em: EntityManager, projectId: string, refreshTokenHash: Buffer): Promise<{ sessionId: string; userId: string } | null> {
  const s = await em.findOne(UserSession, { projectId, refreshTokenHash, expiresAt: { $gt: dbNow() } }, { fields: ['id', 'userId'], disableIdentityMap: true });
  return s ? { sessionId: s.id, userId: s.userId } : null;
}

/** A live session of this project by id, with what a handoff needs to continue it; null when gone or expired. */
export async function findLiveSession(
  em: EntityManager,
  projectId: string,
  sessionId: string,
): Promise<{ userId: string; refreshTokenHash: Buffer; isImpersonation: boolean; expiresAt: Date; signedInAt: Date } | null> {
  const s = await em.findOne(
    UserSession,
    { id: sessionId, projectId, expiresAt: { $gt: dbNow() } },
    { fields: ['userId', 'refreshTokenHash', 'isImpersonation', 'expiresAt', 'signedInAt'], disableIdentityMap: true },
  );
  return s ? { userId: s.userId, refreshTokenHash: Buffer.from(s.refreshTokenHash), isImpersonation: s.isImpersonation, expiresAt: s.expiresAt, signedInAt: s.signedInAt } : null;
}

/**
 * How a live session stands for a change that needs a recent sign-in: the seconds since its user
 * last signed in (database clock, so server clocks do not matter) and which proofs the user could
 * give instead. Raw SQL: one read-only join of the users module's row (sessions sit below users).
 */
export async function sessionSignInState(
  em: EntityManager,
  projectId: string,
  userId: string,
  sessionId: string,
): Promise<{ secondsSinceSignIn: number; hasPassword: boolean; hasTotp: boolean } | null> {
  const rows = await rawSql<{ age: number | string; has_password: boolean; has_totp: boolean }>(
    em,
    `select extract(epoch from now() - s.signed_in_at)::float8 as age, u.password_hash is not null as has_password, u.totp_secret is not null as has_totp
     from user_session s join project_user u on u.id = s.user_id
     where s.id = ? and s.project_id = ? and s.user_id = ? and s.expires_at > now()`,
    [sessionId, projectId, userId],
  );
  const r = rows[0];
  return r ? { secondsSinceSignIn: Number(r.age), hasPassword: r.has_password, hasTotp: r.has_totp } : null;
}

/** The session's user proved who they are again (current password or TOTP code): it counts as signed in now. */
export async function markSignedIn(em: EntityManager, projectId: string, userId: string, sessionId: string): Promise<boolean> {
  return (await em.nativeUpdate(UserSession, { id: sessionId, projectId, userId, expiresAt: { $gt: dbNow() } }, { signedInAt: dbNow() })) > 0;
}

/** When the live session whose CURRENT refresh token has this digest last signed in; null when there is none. */
export async function signedInAtOfRefreshToken(em: EntityManager, projectId: string, refreshTokenHash: Buffer): Promise<Date | null> {
  const s = await em.findOne(UserSession, { projectId, refreshTokenHash, expiresAt: { $gt: dbNow() } }, { fields: ['signedInAt'], disableIdentityMap: true });
  return s?.signedInAt ?? null;
}

/**
 * Ends the session whose previous refresh token was `presentedHash`, once the grace window after
 * its rotation is over (a used token replayed: it leaked). Raw SQL: the one statement both decides
 * and reports which session it ended, for the warning the caller logs.
 */
export async function revokeReusedToken(em: EntityManager, projectId: string, presentedHash: Buffer, graceSeconds: number): Promise<{ sessionId: string; userId: string } | null> {
  const rows = await rawSql<{ id: string; user_id: string }>(
    em,
    `delete from user_session where project_id = ? and previous_refresh_token_hash = ? and rotated_at <= now() - make_interval(secs => ?) returning id, user_id`,
    [projectId, presentedHash, graceSeconds],
  );
  return rows[0] ? { sessionId: rows[0].id, userId: rows[0].user_id } : null;
}

// The subject of a session: the user row plus its primary e-mail channel (read-only join).
const SUBJECT_COLUMNS = `u.id, u.project_id, u.display_name, u.selected_team_id, u.signed_up_at, u.is_anonymous, u.restricted_by_admin,
  (u.totp_secret is not null) as requires_totp_mfa, c.value as primary_email, coalesce(c.is_verified, false) as primary_email_verified`;
const PRIMARY_EMAIL_JOIN = `left join contact_channel c on c.user_id = u.id and c.is_primary and c.type = 'email'`;

function subjectFromRow(r: Record<string, unknown>): SessionSubject {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    displayName: (r.display_name as string | null) ?? null,
    primaryEmail: (r.primary_email as string | null) ?? null,
    primaryEmailVerified: r.primary_email_verified as boolean,
    selectedTeamId: (r.selected_team_id as string | null) ?? null,
    signedUpAt: new Date(r.signed_up_at as string),
    isAnonymous: r.is_anonymous as boolean,
    restrictedByAdmin: r.restricted_by_admin as boolean,
    requiresTotpMfa: r.requires_totp_mfa as boolean,
  };
}

/**
 * The subject of a new session for a user of this project, or null when there is no such user.
 * Raw SQL: one read-only join of the users module's tables, so sessions need not import users.
 */
export async function findSessionSubject(em: EntityManager, projectId: string, userId: string): Promise<SessionSubject | null> {
  const rows = await rawSql(em, `select ${SUBJECT_COLUMNS} from project_user u ${PRIMARY_EMAIL_JOIN} where u.project_id = ? and u.id = ?`, [projectId, userId]);
  return rows[0] ? subjectFromRow(rows[0]) : null;
}

export interface Rotation {
  /** Whether the project rotates refresh tokens; without rotation only the current token matches. */
  rotate: boolean;
  presentedHash: Buffer;
  successorHash: Buffer;
  projectId: string;
  graceSeconds: number;
  /**
   * Where this refresh comes from; a null ip or user agent leaves the recorded one as it is. The
   * location is replaced by the request's when it has one; without one it is kept while the
   * address is the same, and cleared when the address changed (it would describe another place).
   */
  origin: SessionOrigin;
}

/**
 * The refresh of a session, in one conditional UPDATE (see refresh.service.ts for the cases it
 * decides). A prepared statement on the hot pool: this is the measured hot path of every
 * signed-in client. It is also the one statement that writes another module's table: it touches
 * project_user.last_active_at in the same round trip, so the user's activity can never disagree
 * with the session's. Returns the session and its subject, or null when the token matched nothing.
 */
export async function rotateRefreshToken(sql: HotSql, r: Rotation): Promise<{ sessionId: string; subject: SessionSubject } | null> {
  // Without rotation the CASE branches never fire and only the current token matches.
  const rows = await sql.rows(
    'gh_refresh_rotate',
    `with s as (
       update user_session set
         previous_refresh_token_hash = case when $1::boolean and refresh_token_hash = $2 then refresh_token_hash else previous_refresh_token_hash end,
         rotated_at = case when $1::boolean and refresh_token_hash = $2 then now() else rotated_at end,
         refresh_token_hash = case when $1::boolean and refresh_token_hash = $2 then $3 else refresh_token_hash end,
         last_used_at = now(),
         -- Recorded in this same UPDATE: no extra round trip on the hot path (issue 24), and the
         -- row is rewritten for last_used_at anyway, so an unchanged value costs nothing more.
         user_agent = coalesce($6, user_agent),
         last_used_ip = coalesce($7, last_used_ip),
         -- SET reads the old row: last_used_ip here is the address before this refresh.
         location_country_code = case when $8::boolean then $9 when $7::text is distinct from last_used_ip and $7 is not null then null else location_country_code end,
         location_region_code = case when $8::boolean then $10 when $7::text is distinct from last_used_ip and $7 is not null then null else location_region_code end,
         location_city = case when $8::boolean then $11 when $7::text is distinct from last_used_ip and $7 is not null then null else location_city end,
         location_latitude = case when $8::boolean then $12::float8 when $7::text is distinct from last_used_ip and $7 is not null then null else location_latitude end,
         location_longitude = case when $8::boolean then $13::float8 when $7::text is distinct from last_used_ip and $7 is not null then null else location_longitude end,
         location_tz = case when $8::boolean then $14 when $7::text is distinct from last_used_ip and $7 is not null then null else location_tz end
       where project_id = $4 and expires_at > now()
         and (refresh_token_hash = $2 or ($1::boolean and previous_refresh_token_hash = $2 and rotated_at > now() - make_interval(secs => $5)))
       returning id, user_id
     ), touched as (
       update project_user set last_active_at = now() where id in (select user_id from s)
     )
     select s.id as session_id, ${SUBJECT_COLUMNS}
     from s join project_user u on u.id = s.user_id
     ${PRIMARY_EMAIL_JOIN}`,
    [r.rotate, r.presentedHash, r.successorHash, r.projectId, r.graceSeconds, r.origin.userAgent, r.origin.ip, r.origin.location !== null, ...locationValues(r.origin.location)],
  );
  if (!rows[0]) return null;
  return { sessionId: rows[0].session_id as string, subject: subjectFromRow(rows[0]) };
}
