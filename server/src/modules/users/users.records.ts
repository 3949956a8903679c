import type { EntityManager } from '@mikro-orm/postgresql';
import type { HotSql } from '../../db/hot-sql.ts';

/** A user as services and DTO mappers see it: the row plus its primary e-mail channel. */
export interface UserRecord {
  id: string;
  projectId: string;
  displayName: string | null;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  isAnonymous: boolean;
  hasPassword: boolean;
  otpAuthEnabled: boolean;
  passkeyAuthEnabled: boolean;
  requiresTotpMfa: boolean;
  selectedTeamId: string | null;
  signedUpAt: Date;
  lastActiveAt: Date;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  primaryEmailAuthEnabled: boolean;
}

export const USER_COLUMNS = `u.id, u.project_id, u.display_name, u.profile_image_url, u.client_metadata, u.client_read_only_metadata,
  u.server_metadata, u.is_anonymous, (u.password_hash is not null) as has_password, u.otp_auth_enabled, u.passkey_auth_enabled,
  (u.totp_secret is not null) as requires_totp_mfa, u.selected_team_id, u.signed_up_at, u.last_active_at,
  c.value as primary_email, coalesce(c.is_verified, false) as primary_email_verified, coalesce(c.used_for_auth, false) as primary_email_auth_enabled`;

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
  };
}

export async function findUser(em: EntityManager, projectId: string, userId: string): Promise<UserRecord | null> {
  const rows = await em.getConnection().execute(`select ${USER_COLUMNS} from ${USER_FROM} where u.project_id = ? and u.id = ?`, [projectId, userId]);
  return rows[0] ? userFromRow(rows[0]) : null;
}

/**
 * The user of a live session: null when the session was revoked, expired, or the user deleted.
 * Runs on every authenticated request, hence a prepared statement on the hot pool.
 */
export async function findSessionUser(sql: HotSql, projectId: string, userId: string, sessionId: string): Promise<UserRecord | null> {
  const rows = await sql.rows(
    'gh_session_user',
    `select ${USER_COLUMNS} from user_session s join project_user u on u.id = s.user_id
       left join contact_channel c on c.user_id = u.id and c.is_primary and c.type = 'email'
     where s.id = $1 and s.project_id = $2 and s.user_id = $3 and s.expires_at > now()`,
    [sessionId, projectId, userId],
  );
  return rows[0] ? userFromRow(rows[0]) : null;
}

// The signed-in user of an authenticated request is this module's record (see http/context.ts).
declare module '../../http/context.ts' {
  interface AuthUser extends UserRecord {}
}
