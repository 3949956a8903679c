import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { findUser, type UserRecord } from './users.records.ts';
import type { CreateUserInput } from './users.schemas.ts';
import { checkProfileImage, passwordHashFrom, totpSecretFrom } from './users.inputs.ts';
import { UNNAMED_PERSONAL_TEAM, createPersonalTeam } from '../teams/teams.store.ts';

export interface NewUser {
  primaryEmail?: string | null;
  primaryEmailVerified?: boolean;
  primaryEmailAuthEnabled?: boolean;
  /** Already hashed (argon2id, or an imported bcrypt/argon2id hash). */
  passwordHash?: string | null;
  displayName?: string | null;
  profileImageUrl?: string | null;
  clientMetadata?: unknown;
  clientReadOnlyMetadata?: unknown;
  serverMetadata?: unknown;
  isAnonymous?: boolean;
  otpAuthEnabled?: boolean;
  passkeyAuthEnabled?: boolean;
  totpSecret?: Buffer | null;
}

/** Stored e-mails are trimmed and lower-cased, so lookups and uniqueness ignore case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates a user, its primary e-mail channel and, when the project says so, its personal team,
 * all in one transaction: a failure (e.g. the e-mail is taken) leaves no half-written rows.
 */
export async function createUser(deps: Deps, project: ProjectRecord, input: NewUser): Promise<UserRecord> {
  const userId = randomUUID();
  await withEmailUniqueness(input.primaryEmail, () =>
    deps.em.transactional(async (em) => {
      // em.execute (not em.getConnection().execute) runs inside this transaction and turns driver
      // errors into MikroORM exceptions, which withEmailUniqueness relies on.
      await em.execute(
        `insert into project_user (id, project_id, display_name, profile_image_url, client_metadata, client_read_only_metadata, server_metadata,
           is_anonymous, password_hash, otp_auth_enabled, passkey_auth_enabled, totp_secret)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          userId, project.id, emptyToNull(input.displayName), input.profileImageUrl ?? null,
          jsonOrNull(input.clientMetadata), jsonOrNull(input.clientReadOnlyMetadata), jsonOrNull(input.serverMetadata),
          input.isAnonymous ?? false, input.passwordHash ?? null, input.otpAuthEnabled ?? false, input.passkeyAuthEnabled ?? false, input.totpSecret ?? null,
        ],
      );
      if (input.primaryEmail) {
        await em.execute(
          `insert into contact_channel (id, project_id, user_id, type, value, is_primary, is_verified, used_for_auth) values (?, ?, ?, 'email', ?, true, ?, ?)`,
          [randomUUID(), project.id, userId, normaliseEmail(input.primaryEmail), input.primaryEmailVerified ?? false, input.primaryEmailAuthEnabled ?? true],
        );
      }
      if (project.config.create_team_on_sign_up) {
        const permissionIds = project.config.team_creator_default_permissions.map((p) => p.id);
        const teamId = await createPersonalTeam(em, project.id, userId, personalTeamName(input), permissionIds);
        await em.execute(`update project_user set selected_team_id = ? where id = ?`, [teamId, userId]);
      }
    }),
  );
  const user = await findUser(deps.em, project.id, userId);
  if (!user) throw new Error('user vanished right after creation');
  return user;
}

/** The e-mail is the only unique user field; a violation of its index becomes the known error. */
export async function withEmailUniqueness<T>(email: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException && email && String(e.message).includes('contact_channel_auth_value_uq')) {
      throw knownError('USER_EMAIL_ALREADY_EXISTS', { email: normaliseEmail(email), would_work_if_email_was_verified: false });
    }
    throw e;
  }
}

/** Personal team naming of wire-contract §7.3. */
export function personalTeamName(u: { displayName?: string | null; primaryEmail?: string | null; isAnonymous?: boolean }): string {
  if (u.displayName) return `${u.displayName}'s Team`;
  if (u.primaryEmail) return `${normaliseEmail(u.primaryEmail)}'s Team`;
  return UNNAMED_PERSONAL_TEAM;
}

function emptyToNull(v: string | null | undefined): string | null {
  return v === undefined || v === null || v === '' ? null : v;
}

function jsonOrNull(v: unknown): string | null {
  return v === undefined || v === null ? null : JSON.stringify(v);
}

/** One user of the project; another project's user answers exactly like a missing one. */
export async function getUser(deps: Deps, projectId: string, userId: string): Promise<UserRecord> {
  const user = await findUser(deps.em, projectId, userId);
  if (!user) throw knownError('USER_NOT_FOUND');
  return user;
}

/** Removes the user; cascades take its sessions (so its access tokens stop working), channels and memberships. */
export async function deleteUser(deps: Deps, projectId: string, userId: string): Promise<void> {
  const rows = await deps.em.execute(`delete from project_user where project_id = ? and id = ? returning id`, [projectId, userId]);
  if (!rows.length) throw knownError('USER_NOT_FOUND');
}

/**
 * POST /users: server and admin create users whatever the project's sign-up setting says
 * (SPEC §6). The password is hashed (or an imported hash checked) before anything is written.
 */
export async function createUserFromInput(deps: Deps, project: ProjectRecord, input: CreateUserInput): Promise<UserRecord> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, 'server');
  return createUser(deps, project, {
    primaryEmail: input.primary_email,
    primaryEmailVerified: input.primary_email_verified,
    primaryEmailAuthEnabled: input.primary_email_auth_enabled,
    passwordHash: await passwordHashFrom(input),
    displayName: input.display_name,
    profileImageUrl: input.profile_image_url,
    clientMetadata: input.client_metadata,
    clientReadOnlyMetadata: input.client_read_only_metadata,
    serverMetadata: input.server_metadata,
    isAnonymous: input.is_anonymous,
    otpAuthEnabled: input.otp_auth_enabled,
    passkeyAuthEnabled: input.passkey_auth_enabled,
    totpSecret: totpSecretFrom(input.totp_secret_base64),
  });
}
