import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { KnownError, knownError } from '../../http/errors.ts';
import { findUser, type UserRecord } from './users.records.ts';
import type { UpdateUserInput } from './users.schemas.ts';
import { checkProfileImage, passwordHashFrom, totpSecretFrom } from './users.inputs.ts';
import { normaliseEmail, personalTeamName, withEmailUniqueness } from './users.service.ts';
import { isTeamMember, renamePersonalTeam } from '../teams/teams.store.ts';
import { revokeUserSessions } from '../sessions/sessions.store.ts';

/**
 * PATCH /users/{id} and /users/me. Every change happens in one transaction with the user row
 * locked, so two concurrent updates of one user (e.g. both changing the primary e-mail) cannot
 * interleave. `caller` decides which profile images are acceptable; the request schema has already
 * limited which fields a client may send.
 */
export async function updateUser(deps: Deps, projectId: string, userId: string, input: UpdateUserInput, caller: 'client' | 'server'): Promise<UserRecord> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, caller);
  // Hash outside the transaction: argon2id takes ~20 ms and should not hold the row lock.
  const passwordHash = await passwordHashFrom(input);

  await withEmailUniqueness(input.primary_email, () =>
    deps.em.transactional(async (em) => {
      const current = await em.execute(`select is_anonymous, display_name from project_user where project_id = ? and id = ? for update`, [projectId, userId]);
      if (!current.length) throw knownError('USER_NOT_FOUND');

      const sets: string[] = [];
      const params: unknown[] = [];
      const set = (column: string, value: unknown) => {
        sets.push(`${column} = ?`);
        params.push(value);
      };
      if (input.display_name !== undefined) set('display_name', input.display_name === '' ? null : input.display_name);
      if (input.profile_image_url !== undefined) set('profile_image_url', input.profile_image_url);
      if (input.client_metadata !== undefined) set('client_metadata', jsonOrNull(input.client_metadata));
      if (input.client_read_only_metadata !== undefined) set('client_read_only_metadata', jsonOrNull(input.client_read_only_metadata));
      if (input.server_metadata !== undefined) set('server_metadata', jsonOrNull(input.server_metadata));
      if (input.otp_auth_enabled !== undefined) set('otp_auth_enabled', input.otp_auth_enabled);
      if (input.passkey_auth_enabled !== undefined) set('passkey_auth_enabled', input.passkey_auth_enabled);
      if (input.totp_secret_base64 !== undefined) set('totp_secret', totpSecretFrom(input.totp_secret_base64));
      if (input.is_anonymous === false) set('is_anonymous', false);
      if (passwordHash !== undefined) set('password_hash', passwordHash);
      if (input.selected_team_id !== undefined) {
        if (input.selected_team_id !== null && !(await isTeamMember(em, projectId, input.selected_team_id, userId))) {
          throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: input.selected_team_id, user_id: userId });
        }
        set('selected_team_id', input.selected_team_id);
      }
      if (sets.length) await em.execute(`update project_user set ${sets.join(', ')} where id = ?`, [...params, userId]);

      const primaryEmail = await updatePrimaryEmail(em, projectId, userId, input);

      // SPEC §4: setting a password revokes all sessions; removing it is a credential change too.
      if (passwordHash !== undefined) await revokeUserSessions(em, projectId, userId, null);

      // An anonymous user turned regular gets its "Personal Team" renamed like a new user's (wire-contract §7.3).
      if (input.is_anonymous === false && current[0].is_anonymous) {
        const displayName = input.display_name !== undefined ? input.display_name : current[0].display_name;
        const name = personalTeamName({ displayName, primaryEmail });
        await renamePersonalTeam(em, projectId, userId, name);
      }
    }),
  );

  const user = await findUser(deps.em, projectId, userId);
  if (!user) throw knownError('USER_NOT_FOUND'); // deleted concurrently, right after the update
  return user;
}

interface EmailChannel {
  id: string;
  value: string;
  is_primary: boolean;
  is_verified: boolean;
  used_for_auth: boolean;
}

/**
 * Applies primary_email / primary_email_verified / primary_email_auth_enabled to the user's e-mail
 * channels and returns the primary e-mail afterwards. A new address that the user already has as
 * a secondary channel becomes primary (the old primary stays as a secondary channel); otherwise the
 * primary channel's value changes, and a changed address is unverified unless the caller says so.
 */
async function updatePrimaryEmail(em: EntityManager, projectId: string, userId: string, input: UpdateUserInput): Promise<string | null> {
  const channels = (await em.execute(
    `select id, value, is_primary, is_verified, used_for_auth from contact_channel where user_id = ? and type = 'email'`,
    [userId],
  )) as EmailChannel[];
  const primary = channels.find((c) => c.is_primary) ?? null;
  const flagsGiven = input.primary_email_verified !== undefined || input.primary_email_auth_enabled !== undefined;

  if (input.primary_email === null) {
    if (primary) await em.execute(`delete from contact_channel where id = ?`, [primary.id]);
    if (flagsGiven) throw noPrimaryEmail();
    return null;
  }
  if (input.primary_email === undefined) {
    if (!flagsGiven) return primary?.value ?? null;
    if (!primary) throw noPrimaryEmail();
    await em.execute(`update contact_channel set is_verified = ?, used_for_auth = ? where id = ?`, [
      input.primary_email_verified ?? primary.is_verified, input.primary_email_auth_enabled ?? primary.used_for_auth, primary.id,
    ]);
    return primary.value;
  }

  const value = normaliseEmail(input.primary_email);
  const existing = channels.find((c) => c.value === value) ?? null;
  if (existing && existing !== primary) {
    if (primary) await em.execute(`update contact_channel set is_primary = false where id = ?`, [primary.id]);
    await em.execute(`update contact_channel set is_primary = true, is_verified = ?, used_for_auth = ? where id = ?`, [
      input.primary_email_verified ?? existing.is_verified, input.primary_email_auth_enabled ?? existing.used_for_auth, existing.id,
    ]);
  } else if (primary) {
    const unchanged = primary.value === value;
    await em.execute(`update contact_channel set value = ?, is_verified = ?, used_for_auth = ? where id = ?`, [
      value, input.primary_email_verified ?? (unchanged ? primary.is_verified : false), input.primary_email_auth_enabled ?? primary.used_for_auth, primary.id,
    ]);
  } else {
    await em.execute(
      `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) values (?, ?, ?, 'email', ?, true, ?, ?)`,
      [randomUUID(), projectId, userId, value, input.primary_email_verified ?? false, input.primary_email_auth_enabled ?? true],
    );
  }
  return value;
}

function noPrimaryEmail(): KnownError {
  // Not a request-shape problem the schema could see: it depends on the stored user.
  return knownError('SCHEMA_ERROR', {
    message: 'primary_email_verified and primary_email_auth_enabled describe the primary e-mail, but the user has none: set primary_email in the same request.',
  });
}

function jsonOrNull(v: unknown): string | null {
  return v === null ? null : JSON.stringify(v);
}
