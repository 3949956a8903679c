import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { KnownError, knownError } from '../../http/errors.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import type { UserRecord } from './users.records.ts';
import { findUser, lockUser, updateUserFields } from './users.store.ts';
import { deleteChannel, insertEmailChannel, listChannels, updateChannel } from './contact-channels.store.ts';
import type { UpdateUserInput } from './users.schemas.ts';
import { passwordHashFrom, totpSecretFrom } from './users.inputs.ts';
import { adminFieldsFrom } from './users.admin-fields.ts';
import { checkProfileImage } from '../../http/profile-image.ts';
import { normaliseEmail, personalTeamName, signInAddressTaken } from './users.service.ts';
import { isTeamMember, renamePersonalTeam } from '../teams/teams.store.ts';
import { revokeUserSessions } from '../sessions/sessions.store.ts';
import { assertKeepsASignInMethod } from './sign-in-methods.ts';
import { deleteUserPasskeys } from '../passkey-credentials/passkey-credentials.store.ts';

/**
 * PATCH /users/{id} and /users/me. Every change happens in one transaction with the user row
 * locked, so two concurrent updates of one user (e.g. both changing the primary e-mail) cannot
 * interleave. `caller` decides which profile images are acceptable; the request schema has already
 * limited which fields a client may send.
 */
export async function updateUser(
  deps: Deps,
  projectId: string,
  userId: string,
  input: UpdateUserInput,
  caller: 'client' | 'server',
  // Given when the user acts on their own account (PATCH /users/me with client access): the sign-in-methods rule applies.
  opts: { project?: ProjectRecord } = {},
): Promise<UserRecord> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, caller);
  // Hash outside the transaction: argon2id takes ~20 ms and should not hold the row lock.
  const passwordHash = await passwordHashFrom(input);

  await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        const current = await lockUser(tx, projectId, userId);
        if (!current) throw knownError('USER_NOT_FOUND');
        // Turning passkey sign-in off removes the user's passkeys (below); the user may not so
        // remove the last way they have to sign in (a server may). Checked before any write.
        if (input.passkey_auth_enabled === false && opts.project) await assertKeepsASignInMethod(tx, opts.project, userId, { allPasskeys: true });
        // What the notices compare with (clients only: see below).
        const before = caller === 'client' ? await findUser(tx, projectId, userId) : null;
        if (input.selected_team_id != null && !(await isTeamMember(tx, projectId, input.selected_team_id, userId))) {
          throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: input.selected_team_id, user_id: userId });
        }
        // Undefined fields keep their value; null clears one.
        await updateUserFields(tx, projectId, userId, {
          displayName: input.display_name === '' ? null : input.display_name,
          profileImageUrl: input.profile_image_url,
          clientMetadata: input.client_metadata,
          clientReadOnlyMetadata: input.client_read_only_metadata,
          serverMetadata: input.server_metadata,
          otpAuthEnabled: input.otp_auth_enabled,
          passkeyAuthEnabled: input.passkey_auth_enabled,
          totpSecret: totpSecretFrom(input.totp_secret_base64),
          isAnonymous: input.is_anonymous === false ? false : undefined,
          passwordHash,
          selectedTeamId: input.selected_team_id,
          ...adminFieldsFrom(input, current.restrictedByAdmin),
        });

        const primaryEmail = await updatePrimaryEmail(tx, projectId, userId, input);

        // Turning passkey sign-in off removes the user's passkeys; the user may not so remove the
        // last way they have to sign in (a server may).
        if (input.passkey_auth_enabled === false) await deleteUserPasskeys(tx, projectId, userId);

        // SPEC §4: setting a password revokes all sessions; removing it is a credential change too.
        if (passwordHash !== undefined) await revokeUserSessions(tx, projectId, userId, null);

        // The user is told of changes to the ways into the account made with their own token: a
        // stolen one must not change them unnoticed. A server or admin acts for the project, which tells its users itself.
        if (before) await noticeChanges(deps, tx, projectId, userId, before, input, primaryEmail);

        // An anonymous user turned regular gets its "Personal Team" renamed like a new user's (wire-contract §7.3).
        if (input.is_anonymous === false && current.isAnonymous) {
          const displayName = input.display_name !== undefined ? input.display_name : current.displayName;
          await renamePersonalTeam(tx, projectId, userId, personalTeamName({ displayName, primaryEmail }));
        }
      }),
    signInAddressTaken(input.primary_email ? normaliseEmail(input.primary_email) : null),
  );

  const user = await findUser(deps.em, projectId, userId);
  if (!user) throw knownError('USER_NOT_FOUND'); // deleted concurrently, right after the update
  return user;
}

/** The account-security notices of a client's own update (security-notices.ts sends them). */
async function noticeChanges(deps: Deps, tx: EntityManager, projectId: string, userId: string, before: UserRecord, input: UpdateUserInput, primaryEmail: string | null): Promise<void> {
  const notify = (change: Parameters<Deps['accountNotices']['notify']>[1]['change'], formerEmail?: string | null) =>
    deps.accountNotices.notify(tx, { projectId, userId, change, formerEmail });
  if (primaryEmail !== before.primaryEmail) await notify('primary_email_changed', before.primaryEmail);
  if (input.totp_secret_base64 === null && before.requiresTotpMfa) await notify('totp_disabled');
  if (typeof input.totp_secret_base64 === 'string') await notify('totp_enabled');
  if (input.passkey_auth_enabled === false && before.passkeyAuthEnabled) await notify('passkey_removed');
}

/**
 * Applies primary_email / primary_email_verified / primary_email_auth_enabled to the user's e-mail
 * channels and returns the primary e-mail afterwards. A new address that the user already has as
 * a secondary channel becomes primary (the old primary stays as a secondary channel); otherwise the
 * primary channel's value changes, and a changed address is unverified unless the caller says so.
 */
async function updatePrimaryEmail(tx: EntityManager, projectId: string, userId: string, input: UpdateUserInput): Promise<string | null> {
  const channels = await listChannels(tx, projectId, userId);
  const primary = channels.find((c) => c.isPrimary) ?? null;
  const flagsGiven = input.primary_email_verified !== undefined || input.primary_email_auth_enabled !== undefined;

  if (input.primary_email === null) {
    if (primary) await deleteChannel(tx, projectId, userId, primary.id);
    if (flagsGiven) throw noPrimaryEmail();
    return null;
  }
  if (input.primary_email === undefined) {
    if (!flagsGiven) return primary?.value ?? null;
    if (!primary) throw noPrimaryEmail();
    await updateChannel(tx, projectId, userId, primary.id, {
      isVerified: input.primary_email_verified ?? primary.isVerified,
      usedForAuth: input.primary_email_auth_enabled ?? primary.usedForAuth,
    });
    return primary.value;
  }

  const value = normaliseEmail(input.primary_email);
  const existing = channels.find((c) => c.value === value) ?? null;
  if (existing && existing !== primary) {
    if (primary) await updateChannel(tx, projectId, userId, primary.id, { isPrimary: false });
    await updateChannel(tx, projectId, userId, existing.id, {
      isPrimary: true,
      isVerified: input.primary_email_verified ?? existing.isVerified,
      usedForAuth: input.primary_email_auth_enabled ?? existing.usedForAuth,
    });
  } else if (primary) {
    const unchanged = primary.value === value;
    await updateChannel(tx, projectId, userId, primary.id, {
      value,
      isVerified: input.primary_email_verified ?? (unchanged ? primary.isVerified : false),
      usedForAuth: input.primary_email_auth_enabled ?? primary.usedForAuth,
    });
  } else {
    await insertEmailChannel(tx, {
      projectId,
      userId,
      value,
      isPrimary: true,
      isVerified: input.primary_email_verified ?? false,
      usedForAuth: input.primary_email_auth_enabled ?? true,
    });
  }
  return value;
}

function noPrimaryEmail(): KnownError {
  // Not a request-shape problem the schema could see: it depends on the stored user.
  return knownError('SCHEMA_ERROR', {
    message: 'primary_email_verified and primary_email_auth_enabled describe the primary e-mail, but the user has none: set primary_email in the same request.',
  });
}
