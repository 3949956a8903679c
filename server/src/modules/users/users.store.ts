import { randomUUID } from 'node:crypto';
import { LockMode, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { HotSql } from '../../db/hot-sql.ts';
import { rawSql } from '../../db/sql.ts';
import { withJsonDocuments } from '../../db/json-document.ts';
import { ProjectUser } from './users.entity.ts';
import type { UserRecord } from './users.records.ts';
import { emitUserDeleted, emitUserState } from './user-events.ts';
import { emitUserGrantsGone } from '../teams/teams.store.ts';

/**
 * The only code that reads and writes project_user (contact_channel: contact-channels.store.ts).
 * Every operation takes the EntityManager to run on: pass a transaction's to join it.
 */

// ---- reads ---------------------------------------------------------------------------------

/**
 * The user's provider links as the user object shows them ({id, account_id, email}), read from
 * the oauth module's oauth_account inside the same statement (a correlated subquery on its user
 * index), so GET /users/me still costs one round trip.
 */
const OAUTH_PROVIDERS = `coalesce((select json_agg(json_build_object('id', a.provider_id, 'account_id', a.account_id, 'email', a.email) order by a.provider_id, a.account_id)
    from oauth_account a where a.user_id = u.id), '[]'::json)`;

/** The columns of a UserRecord: the user row (alias u), its primary e-mail channel (alias c) and its provider links. */
export const USER_COLUMNS = `u.id, u.project_id, u.display_name, u.profile_image_url, u.client_metadata, u.client_read_only_metadata,
  u.server_metadata, u.is_anonymous, (u.password_hash is not null) as has_password, u.otp_auth_enabled, u.passkey_auth_enabled,
  (u.totp_secret is not null) as requires_totp_mfa, u.selected_team_id, u.signed_up_at, u.last_active_at,
  u.restricted_by_admin, u.restricted_by_admin_reason, u.restricted_by_admin_private_details, u.country_code,
  u.sign_up_risk_score_bot, u.sign_up_risk_score_free_trial_abuse,
  c.value as primary_email, coalesce(c.is_verified, false) as primary_email_verified, coalesce(c.used_for_auth, false) as primary_email_auth_enabled,
  ${OAUTH_PROVIDERS} as oauth_providers`;

export const USER_FROM = `project_user u left join contact_channel c on c.user_id = u.id and c.is_primary and c.type = 'email'`;

export function userFromRow(r: Record<string, unknown>): UserRecord {
  return {
    id: r.id as string,
    projectId: r.project_id as string,
    displayName: (r.display_name as string | null) ?? null,
    profileImageUrl: (r.profile_image_url as string | null) ?? null,
    clientMetadata: r.client_metadata ?? null,
    clientReadOnlyMetadata: r.client_read_only_metadata ?? null,
    serverMetadata: r.server_metadata ?? null,
    isAnonymous: r.is_anonymous as boolean,
    hasPassword: r.has_password as boolean,
    otpAuthEnabled: r.otp_auth_enabled as boolean,
    passkeyAuthEnabled: r.passkey_auth_enabled as boolean,
    requiresTotpMfa: r.requires_totp_mfa as boolean,
    selectedTeamId: (r.selected_team_id as string | null) ?? null,
    signedUpAt: new Date(r.signed_up_at as string),
    lastActiveAt: new Date(r.last_active_at as string),
    primaryEmail: (r.primary_email as string | null) ?? null,
    primaryEmailVerified: r.primary_email_verified as boolean,
    primaryEmailAuthEnabled: r.primary_email_auth_enabled as boolean,
    restrictedByAdmin: r.restricted_by_admin as boolean,
    restrictedByAdminReason: (r.restricted_by_admin_reason as string | null) ?? null,
    restrictedByAdminPrivateDetails: (r.restricted_by_admin_private_details as string | null) ?? null,
    countryCode: (r.country_code as string | null) ?? null,
    signUpRiskScores: { bot: r.sign_up_risk_score_bot as number, free_trial_abuse: r.sign_up_risk_score_free_trial_abuse as number },
    oauthProviders: r.oauth_providers as UserRecord['oauthProviders'],
  };
}

/** One user of the project, or null. Raw SQL: a UserRecord is a join (user + primary e-mail) in one query. */
export async function findUser(em: EntityManager, projectId: string, userId: string): Promise<UserRecord | null> {
  const rows = await rawSql(em, `select ${USER_COLUMNS} from ${USER_FROM} where u.project_id = ? and u.id = ?`, [projectId, userId]);
  return rows[0] ? userFromRow(rows[0]) : null;
}

/** The given users of the project, by id, in one query (ids of no user of the project are absent). */
export async function findUsers(em: EntityManager, projectId: string, userIds: string[]): Promise<Map<string, UserRecord>> {
  const users = new Map<string, UserRecord>();
  if (!userIds.length) return users;
  const rows = await rawSql(em, `select ${USER_COLUMNS} from ${USER_FROM} where u.project_id = ? and u.id in (?)`, [projectId, [...new Set(userIds)]]);
  for (const r of rows) users.set(r.id as string, userFromRow(r));
  return users;
}

/**
 * The user with last_active_at as stored now. The session + user cache does not vouch for that
 * field (a change of last_active_at alone announces nothing: users migration 20261128190000), so
 * every answer that shows it from a cached record (the server view of the signed-in user, and of
 * its team-member profile) reads it here: one primary-key read on the hot pool.
 */
export async function withCurrentLastActive(sql: HotSql, user: UserRecord): Promise<UserRecord> {
  const rows = await sql.rows('gh_user_last_active', 'select last_active_at from project_user where project_id = $1 and id = $2', [user.projectId, user.id]);
  return rows[0] ? { ...user, lastActiveAt: new Date(rows[0].last_active_at as string) } : user;
}

/**
 * The user of a live session: null when the session was revoked, expired, or the user deleted.
 * Runs on every authenticated request, hence a prepared statement on the hot pool.
 */
export async function findSessionUser(sql: HotSql, projectId: string, userId: string, sessionId: string): Promise<{ user: UserRecord; sessionExpiresAt: number } | null> {
  const rows = await sql.rows(
    'gh_session_user',
    `select ${USER_COLUMNS}, (extract(epoch from s.expires_at) * 1000)::float8 as session_expires_at_millis
     from user_session s join project_user u on u.id = s.user_id
       left join contact_channel c on c.user_id = u.id and c.is_primary and c.type = 'email'
     where s.id = $1 and s.project_id = $2 and s.user_id = $3 and s.expires_at > now()`,
    [sessionId, projectId, userId],
  );
  return rows[0] ? { user: userFromRow(rows[0]), sessionExpiresAt: Number(rows[0].session_expires_at_millis) } : null;
}

/**
 * The user that signs in to the project with this (normalised) address and its password hash
 * (null: it has none), or null when the address signs in to no account. Raw SQL: one join,
 * whatever the address, so a known and an unknown address cost the same (no enumeration by timing).
 */
export async function findPasswordCredential(em: EntityManager, projectId: string, email: string): Promise<{ userId: string; passwordHash: string | null } | null> {
  const rows = await rawSql<{ id: string; password_hash: string | null }>(
    em,
    `select u.id, u.password_hash from contact_channel c join project_user u on u.id = c.user_id
     where c.project_id = ? and c.type = 'email' and c.used_for_auth and c.value = ?`,
    [projectId, email],
  );
  return rows[0] ? { userId: rows[0].id, passwordHash: rows[0].password_hash ?? null } : null;
}

/** The user's stored password hash; null when it has none (or there is no such user). */
export async function findPasswordHash(em: EntityManager, projectId: string, userId: string): Promise<string | null> {
  const user = await em.findOne(ProjectUser, { id: userId, projectId }, { fields: ['passwordHash'] });
  return user?.passwordHash ?? null;
}

/** The user's raw TOTP secret; null when TOTP is off (or there is no such user). */
export async function findTotpSecret(em: EntityManager, projectId: string, userId: string): Promise<Uint8Array | null> {
  const user = await em.findOne(ProjectUser, { id: userId, projectId }, { fields: ['totpSecret'], disableIdentityMap: true });
  return user?.totpSecret ?? null;
}

/**
 * Locks the user row until the transaction ends (concurrent updates of one user queue up) and
 * returns what an update needs to know beforehand; null when there is no such user.
 */
export async function lockUser(tx: EntityManager, projectId: string, userId: string): Promise<{ isAnonymous: boolean; displayName: string | null; restrictedByAdmin: boolean } | null> {
  const user = await tx.findOne(ProjectUser, { id: userId, projectId }, { fields: ['isAnonymous', 'displayName', 'restrictedByAdmin'], lockMode: LockMode.PESSIMISTIC_WRITE });
  return user ? { isAnonymous: user.isAnonymous, displayName: user.displayName ?? null, restrictedByAdmin: user.restrictedByAdmin } : null;
}

// ---- writes --------------------------------------------------------------------------------

/**
 * Marks the user active now, unless another process did so within `intervalSeconds` (then the row
 * is only read, not rewritten). A prepared statement on the hot pool: authenticated requests fire
 * it (at most once per user and interval, see user-activity.ts), so it must not take a connection
 * of the request's pool or be planned anew each time.
 */
export async function touchLastActive(sql: HotSql, projectId: string, userId: string, intervalSeconds: number): Promise<void> {
  await sql.rows(
    'gh_touch_last_active',
    `update project_user set last_active_at = now()
     where project_id = $1 and id = $2 and last_active_at < now() - make_interval(secs => $3)`,
    [projectId, userId, intervalSeconds],
  );
}

/** The stored fields of a user, as the users service has checked and converted them. */
export interface UserFields {
  displayName: string | null;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  isAnonymous: boolean;
  /** Already hashed (argon2id, or an imported bcrypt/argon2id hash); null: no password. */
  passwordHash: string | null;
  otpAuthEnabled: boolean;
  passkeyAuthEnabled: boolean;
  totpSecret: Buffer | null;
  selectedTeamId: string | null;
  restrictedByAdmin: boolean;
  restrictedByAdminReason: string | null;
  restrictedByAdminPrivateDetails: string | null;
  countryCode: string | null;
  signUpRiskScoreBot: number;
  signUpRiskScoreFreeTrialAbuse: number;
}

/** Caller-chosen JSON: handed to MikroORM serialised, never as an object it walks (db/json-document.ts). */
const METADATA = ['clientMetadata', 'clientReadOnlyMetadata', 'serverMetadata'] as const;

/**
 * Inserts the user row and returns its id; its e-mail channel and team come in the same transaction.
 * em.insert: one INSERT without a unit-of-work flush (create + flush computes a change set and
 * merges the entity into the identity map, which nothing here reads back).
 */
export async function insertUser(tx: EntityManager, projectId: string, fields: Omit<UserFields, 'selectedTeamId'>): Promise<string> {
  const id = randomUUID();
  await tx.insert(ProjectUser, { id, projectId, ...withJsonDocuments(fields, METADATA) });
  // The rest of the transaction (e-mail, team, provider links) folds into this one event.
  await emitUserState(tx, projectId, id, 'user.created');
  return id;
}

/** Sets the given fields of the user; fields left undefined keep their value. */
export async function updateUserFields(em: EntityManager, projectId: string, userId: string, fields: Partial<UserFields>): Promise<void> {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<UserFields>;
  if (!Object.keys(changes).length) return;
  await changingUser(em, projectId, userId, async (tx) => (await tx.nativeUpdate(ProjectUser, { id: userId, projectId }, withJsonDocuments(changes, METADATA))) > 0);
}

/**
 * Runs `write` in a transaction (joining the caller's) and, when it changed something, emits the
 * user's new state in it: the event exists exactly when the change does.
 */
export async function changingUser<T>(em: EntityManager, projectId: string, userId: string, write: (tx: EntityManager) => Promise<T>): Promise<T> {
  const run = async (tx: EntityManager) => {
    const result = await write(tx);
    if (result) await emitUserState(tx, projectId, userId);
    return result;
  };
  // Inside the caller's transaction no savepoint is needed: a failure aborts it as a whole.
  return em.isInTransaction() ? run(em) : em.transactional(run);
}

export async function selectTeam(tx: EntityManager, projectId: string, userId: string, teamId: string): Promise<void> {
  await changingUser(tx, projectId, userId, async (t) => (await t.nativeUpdate(ProjectUser, { id: userId, projectId }, { selectedTeamId: teamId })) > 0);
}

/** The user no longer has `teamId` selected (it left the team); another selection stays. */
export async function clearSelectedTeam(tx: EntityManager, projectId: string, userId: string, teamId: string): Promise<void> {
  await changingUser(tx, projectId, userId, async (t) => (await t.nativeUpdate(ProjectUser, { id: userId, projectId, selectedTeamId: teamId }, { selectedTeamId: null })) > 0);
}

/**
 * A team is being deleted: every user of the project who has it selected gets no selection, each
 * announced (user.updated), in the deleting transaction. Left to the schema's ON DELETE SET NULL,
 * the selection changed with no event.
 */
export async function clearTeamSelections(tx: EntityManager, projectId: string, teamId: string): Promise<void> {
  const users = await tx.find(ProjectUser, { projectId, selectedTeamId: teamId }, { fields: ['id'], disableIdentityMap: true });
  for (const u of users) await clearSelectedTeam(tx, projectId, u.id, teamId);
}

/** Deletes the user (the schema cascades to its channels, sessions and memberships); whether it existed. */
export async function deleteUser(em: EntityManager, projectId: string, userId: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    // Read before the row goes: the payloads are the last states (grants and memberships the cascade takes, then the user).
    await emitUserGrantsGone(tx, projectId, userId);
    await emitUserDeleted(tx, projectId, userId);
    if ((await tx.nativeDelete(ProjectUser, { id: userId, projectId })) > 0) return true;
    // Nothing deleted (gone meanwhile): the events above must not survive.
    throw new UserAlreadyGone();
  }).catch((e) => {
    if (e instanceof UserAlreadyGone) return false;
    throw e;
  });
}

class UserAlreadyGone extends Error {}

/**
 * Stores a new password hash; returns whether the user row changed. With `onlyIfCurrent`, only
 * while the stored hash is still that one (null: while the user has none): one conditional
 * UPDATE, so a concurrent change is never overwritten and two concurrent first passwords cannot
 * both win.
 */
export async function setPasswordHash(em: EntityManager, projectId: string, userId: string, hash: string, opts: { onlyIfCurrent?: string | null } = {}): Promise<boolean> {
  const where = { id: userId, projectId, ...(opts.onlyIfCurrent !== undefined ? { passwordHash: opts.onlyIfCurrent } : {}) };
  // A rehash on sign-in (a current hash replaced by a stronger one) changes nothing the user's read shape shows.
  if (typeof opts.onlyIfCurrent === 'string') return (await em.nativeUpdate(ProjectUser, where, { passwordHash: hash })) > 0;
  return changingUser(em, projectId, userId, async (tx) => (await tx.nativeUpdate(ProjectUser, where, { passwordHash: hash })) > 0);
}

/** Code sign-in to an existing account turns code sign-in on for it. */
export async function markOtpEnabled(em: EntityManager, projectId: string, userId: string): Promise<void> {
  await changingUser(em, projectId, userId, async (tx) => (await tx.nativeUpdate(ProjectUser, { id: userId, projectId, otpAuthEnabled: false }, { otpAuthEnabled: true })) > 0);
}

/** A registered passkey turns passkey sign-in on for its user. */
export async function markPasskeyEnabled(em: EntityManager, projectId: string, userId: string): Promise<void> {
  await changingUser(em, projectId, userId, async (tx) => (await tx.nativeUpdate(ProjectUser, { id: userId, projectId, passkeyAuthEnabled: false }, { passkeyAuthEnabled: true })) > 0);
}

/** What an anonymous user signs in with once it is a regular one. */
/** The credential an upgrade brings; an OAuth sign-up brings none the user row holds (its provider account is the oauth module's). */
export type UpgradeCredential = { passwordHash: string } | { otpAuthEnabled: true } | Record<string, never>;

/**
 * The anonymous user becomes a regular one with the credential, in one conditional UPDATE: only
 * while it is still anonymous. Returns false when it no longer was (a concurrent upgrade won).
 */
export async function upgradeAnonymous(tx: EntityManager, projectId: string, userId: string, credential: UpgradeCredential): Promise<boolean> {
  return changingUser(tx, projectId, userId, async (t) => (await t.nativeUpdate(ProjectUser, { id: userId, projectId, isAnonymous: true }, { isAnonymous: false, ...credential })) > 0);
}

/** Users per sign-in method, in one scan of the project's users (an admin page asks, not every request). */
export interface SignInMethodCountRecord {
  total: number;
  password: number;
  otp: number;
  passkey: number;
  totp: number;
  anonymous: number;
  /** Users linked to each OAuth provider config id (only providers with at least one linked user). */
  oauthProviders: Record<string, number>;
}

/**
 * Every count in one statement (one round trip). The per-provider part reads oauth_account (owned
 * by oauth-accounts): a read, so the join is the honest query. A user with several accounts of one provider
 * counts once for it.
 */
export async function countSignInMethods(em: EntityManager, projectId: string): Promise<SignInMethodCountRecord> {
  const [r] = await rawSql(
    em,
    `select count(*) as total, count(*) filter (where password_hash is not null) as password, count(*) filter (where otp_auth_enabled) as otp,
       count(*) filter (where passkey_auth_enabled) as passkey, count(*) filter (where totp_secret is not null) as totp, count(*) filter (where is_anonymous) as anonymous,
       (select coalesce(json_object_agg(p.provider_id, p.n), '{}'::json)
          from (select provider_id, count(distinct user_id) as n from oauth_account where project_id = ? group by provider_id) p) as oauth_providers
     from project_user where project_id = ?`,
    [projectId, projectId],
  );
  return {
    total: Number(r.total),
    password: Number(r.password),
    otp: Number(r.otp),
    passkey: Number(r.passkey),
    totp: Number(r.totp),
    anonymous: Number(r.anonymous),
    oauthProviders: r.oauth_providers as Record<string, number>,
  };
}

/** When the user last proved the password or a sign-in address (migration 20261127210000); null for no such user. */
export async function findCredentialsProvedAt(em: EntityManager, projectId: string, userId: string): Promise<Date | null> {
  const rows = await rawSql<{ at: Date }>(em, `select credentials_proved_at as at from project_user where project_id = ? and id = ?`, [projectId, userId]);
  return rows[0] ? new Date(rows[0].at) : null;
}

/**
 * What a proof of a sign-in address resets on the user row, in one UPDATE: the proof time, and
 * for a claimed account the ways in the row holds (TOTP, passkey sign-in, and the password unless
 * the proof sets a new one), and it stops being anonymous. Returns whether there is such a user.
 */
export async function markCredentialsProved(
  tx: EntityManager,
  projectId: string,
  userId: string,
  opts: { claim?: boolean; clearPasskey?: boolean; password?: { hash: string | null } },
): Promise<boolean> {
  const fields: Record<string, unknown> = { credentialsProvedAt: sql`now()` };
  // A claimed account has a proved sign-in address: it is nobody's anonymous account any more.
  if (opts.claim) Object.assign(fields, { totpSecret: null, passkeyAuthEnabled: false, isAnonymous: false });
  if (opts.clearPasskey) fields.passkeyAuthEnabled = false;
  if (opts.password) fields.passwordHash = opts.password.hash;
  // Only a claim, a cleared passkey or a new password change what the user's read shape shows.
  const visible = opts.claim || opts.clearPasskey || opts.password;
  if (!visible) return (await tx.nativeUpdate(ProjectUser, { id: userId, projectId }, fields)) > 0;
  return changingUser(tx, projectId, userId, async (t) => (await t.nativeUpdate(ProjectUser, { id: userId, projectId }, fields)) > 0);
}

/**
 * What a claim takes from the user row, to tell the owner: whether it had a password and TOTP.
 * Locks the row (FOR NO KEY UPDATE: a new session's foreign key still gets through).
 */
export async function findUserSignInMethods(em: EntityManager, projectId: string, userId: string): Promise<{ hasPassword: boolean; hasTotp: boolean } | null> {
  const rows = await rawSql<{ has_password: boolean; has_totp: boolean }>(
    em,
    `select password_hash is not null as has_password, totp_secret is not null as has_totp from project_user where project_id = ? and id = ? for no key update`,
    [projectId, userId],
  );
  return rows[0] ? { hasPassword: rows[0].has_password, hasTotp: rows[0].has_totp } : null;
}

/**
 * Serialises the internal project's first sign-up (GATEHOUSE_DASHBOARD_SIGN_UP=first) for the rest
 * of the transaction: an advisory lock (rawSql: MikroORM has no word for it) rather than a lock on
 * the project row, which every insert of every internal user's data would otherwise queue behind.
 */
export async function lockFirstSignUp(tx: EntityManager): Promise<void> {
  await rawSql(tx, `select pg_advisory_xact_lock(hashtext('gatehouse.dashboard-first-sign-up'))`);
}

/** Whether the project has any user at all (anonymous ones included). */
export async function hasAnyUser(em: EntityManager, projectId: string): Promise<boolean> {
  return (await em.findOne(ProjectUser, { projectId }, { fields: ['id'], disableIdentityMap: true })) !== null;
}
