import type { Deps } from '../../http/context.ts';
import { isUuid } from '../../http/schemas.ts';
import { rawSql } from '../../db/sql.ts';
import type { UserRecord } from './users.records.ts';
import { USER_COLUMNS, USER_FROM, userFromRow } from './users.store.ts';

export interface ListUsersOptions {
  cursor?: string;
  limit?: number;
  desc?: boolean;
  query?: string;
  includeAnonymous?: boolean;
  /** Users an admin restricted are left out unless this (or includeAnonymous, which implies it) is true. */
  includeRestricted?: boolean;
  /** The project's require_email_verification: then users without a verified primary e-mail are restricted too. */
  requireEmailVerification?: boolean;
  onlyAnonymous?: boolean;
  teamId?: string;
  /** Users whose primary e-mail is (true) or is not (false) verified; users without one match neither. */
  primaryEmailVerified?: boolean;
  hasPassword?: boolean;
  otpAuthEnabled?: boolean;
  passkeyAuthEnabled?: boolean;
}

export interface UserPage {
  users: UserRecord[];
  /** The id of the first user of the next page, or null on the last page. */
  nextCursor: string | null;
}

/**
 * GET /users: keyset pagination on (signed_up_at, id), which the index project_user_signed_up_idx
 * serves. The cursor is inclusive: it names the first user of the page (wire-contract §5). A
 * cursor that no longer names a user of the project (deleted meanwhile) yields an empty page.
 */
export async function listUsers(deps: Deps, projectId: string, o: ListUsersOptions): Promise<UserPage> {
  const where = ['u.project_id = ?'];
  const params: unknown[] = [projectId];
  if (!o.includeAnonymous) where.push('not u.is_anonymous');
  // Restricted = as restrictedReasonOf decides, minus anonymity (handled above); wire-contract §9.10.
  if (!o.includeAnonymous && !o.includeRestricted) {
    where.push('not u.restricted_by_admin');
    // c is the primary e-mail (left join): no address at all is "not verified" too.
    if (o.requireEmailVerification) where.push('coalesce(c.is_verified, false)');
  }
  if (o.onlyAnonymous) where.push('u.is_anonymous');
  // c is the primary e-mail (left join): "not verified" needs an address to be unverified.
  if (o.primaryEmailVerified !== undefined) where.push(o.primaryEmailVerified ? 'c.is_verified' : '(c.id is not null and not c.is_verified)');
  if (o.hasPassword !== undefined) where.push(o.hasPassword ? 'u.password_hash is not null' : 'u.password_hash is null');
  if (o.otpAuthEnabled !== undefined) where.push(o.otpAuthEnabled ? 'u.otp_auth_enabled' : 'not u.otp_auth_enabled');
  if (o.passkeyAuthEnabled !== undefined) where.push(o.passkeyAuthEnabled ? 'u.passkey_auth_enabled' : 'not u.passkey_auth_enabled');
  if (o.teamId) {
    where.push('exists (select 1 from team_member tm where tm.user_id = u.id and tm.team_id = ?)');
    params.push(o.teamId);
  }
  if (o.query !== undefined && o.query !== '') {
    if (isUuid(o.query)) {
      where.push('u.id = ?');
      params.push(o.query.toLowerCase());
    } else {
      // A literal substring: LIKE's wildcards in the search text match only themselves.
      const pattern = `%${o.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      // Written as one id set (a union of two trigram-index scans, migration 20261128130000) rather
      // than `display_name ilike ? or exists (…)`: the OR cannot use either index and walks every
      // user of the project. Same matches: a user whose name or any contact-channel value matches.
      where.push(`u.id in (select nu.id from project_user nu where nu.display_name ilike ? union select cc.user_id from contact_channel cc where cc.value ilike ?)`);
      params.push(pattern, pattern);
    }
  }
  const direction = o.desc ? 'desc' : 'asc';
  if (o.cursor) {
    where.push(`(u.signed_up_at, u.id) ${o.desc ? '<=' : '>='} (select cu.signed_up_at, cu.id from project_user cu where cu.project_id = ? and cu.id = ?)`);
    params.push(projectId, o.cursor.toLowerCase());
  }
  let sql = `select ${USER_COLUMNS} from ${USER_FROM} where ${where.join(' and ')} order by u.signed_up_at ${direction}, u.id ${direction}`;
  if (o.limit !== undefined) {
    // One extra row tells whether there is a next page, and is its cursor.
    sql += ' limit ?';
    params.push(o.limit + 1);
  }
  // Raw SQL: a keyset page over a join (user + primary e-mail) with a correlated search.
  const users = (await rawSql(deps.em, sql, params)).map(userFromRow);
  if (o.limit === undefined || users.length <= o.limit) return { users, nextCursor: null };
  return { users: users.slice(0, o.limit), nextCursor: users[o.limit].id };
}
