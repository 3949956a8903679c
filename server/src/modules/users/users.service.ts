import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { UserRecord } from './users.records.ts';
import { deleteUser as deleteUserRow, findUser, insertUser, selectTeam, upgradeAnonymous, type UpgradeCredential } from './users.store.ts';
import { demotePrimary, insertEmailChannel } from './contact-channels.store.ts';
import type { CreateUserInput } from './users.schemas.ts';
import { passwordHashFrom, totpSecretFrom } from './users.inputs.ts';
import { adminFieldsFrom } from './users.admin-fields.ts';
import { checkProfileImage } from '../../http/profile-image.ts';
import { UNNAMED_PERSONAL_TEAM, createPersonalTeam, renamePersonalTeam } from '../teams/teams.store.ts';
import { grantProjectPermissions } from '../teams/permissions.store.ts';
import { NO_PROVIDER_TOKENS, insertOAuthAccount, type NewOAuthAccount } from '../oauth-accounts/oauth-accounts.store.ts';
import { holdSignUp } from './sign-up-gate.ts';
import { emitUserState } from './user-events.ts';
import { emit } from '../events/index.ts';
import { sliceOf } from '../config/config.settings.ts';
import { defaultPermissionIds, teamSettings } from '../teams/teams.settings.ts';

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
  restrictedByAdmin?: boolean;
  restrictedByAdminReason?: string | null;
  restrictedByAdminPrivateDetails?: string | null;
  countryCode?: string | null;
  signUpRiskScoreBot?: number;
  signUpRiskScoreFreeTrialAbuse?: number;
  /** Provider accounts linked from the start (POST /users oauth_providers, an OAuth sign-up). */
  oauthAccounts?: NewOAuthAccount[];
  /**
   * The user creates their own account (not POST /users): sign-up-gate.ts decides, in the same
   * transaction. 'anonymous': only the dashboard rule applies, not the project's sign_up_enabled.
   */
  selfSignUp?: 'account' | 'anonymous';
  /**
   * Events about the new user (subject: its id) written in the creating transaction, so what the
   * caller wants to follow the sign-up happens exactly when the user exists (e.g. the password
   * module's verification e-mail, a subscriber in contact-channels).
   */
  alsoEmit?: { type: string; data: unknown }[];
}

/** Stored e-mails are trimmed and lower-cased, so lookups and uniqueness ignore case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * For withUniqueIndexes: the index of sign-in addresses refused `email` (normalised), which another
 * user of the project signs in with. Null (no address written): nothing to translate.
 */
export function signInAddressTaken(email: string | null): Record<string, () => Error> {
  if (email === null) return {};
  return { contact_channel_auth_value_uq: () => knownError('USER_EMAIL_ALREADY_EXISTS', { email, would_work_if_email_was_verified: false }) };
}

/** For withUniqueIndexes: a provider account belongs to one user of the project. */
const providerAccountTaken = { oauth_account_provider_account_uq: () => knownError('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER') };

/**
 * Creates a user, its primary e-mail channel, its provider links, its default project permissions
 * and, when the project says so, its personal team (with the team-creator permissions, selected),
 * all in one transaction: a failure (e.g. the e-mail or a provider account is taken) leaves no
 * half-written rows.
 */
export async function createUser(deps: Deps, project: ProjectRecord, input: NewUser): Promise<UserRecord> {
  const email = input.primaryEmail ? normaliseEmail(input.primaryEmail) : null;
  const userId = await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        if (input.selfSignUp) await holdSignUp(deps, tx, project, input.selfSignUp);
        const id = await insertUser(tx, project.id, {
          displayName: emptyToNull(input.displayName),
          profileImageUrl: input.profileImageUrl ?? null,
          clientMetadata: input.clientMetadata ?? null,
          clientReadOnlyMetadata: input.clientReadOnlyMetadata ?? null,
          serverMetadata: input.serverMetadata ?? null,
          isAnonymous: input.isAnonymous ?? false,
          passwordHash: input.passwordHash ?? null,
          otpAuthEnabled: input.otpAuthEnabled ?? false,
          passkeyAuthEnabled: input.passkeyAuthEnabled ?? false,
          totpSecret: input.totpSecret ?? null,
          restrictedByAdmin: input.restrictedByAdmin ?? false,
          restrictedByAdminReason: input.restrictedByAdminReason ?? null,
          restrictedByAdminPrivateDetails: input.restrictedByAdminPrivateDetails ?? null,
          countryCode: input.countryCode ?? null,
          signUpRiskScoreBot: input.signUpRiskScoreBot ?? 0,
          signUpRiskScoreFreeTrialAbuse: input.signUpRiskScoreFreeTrialAbuse ?? 0,
        });
        if (email !== null) {
          await insertEmailChannel(tx, {
            projectId: project.id,
            userId: id,
            value: email,
            isPrimary: true,
            isVerified: input.primaryEmailVerified ?? false,
            usedForAuth: input.primaryEmailAuthEnabled ?? true,
          });
        }
        for (const account of input.oauthAccounts ?? []) await insertOAuthAccount(tx, { projectId: project.id, userId: id, ...account });
        // Every way a user comes into being (sign-up of any kind, code sign-in, anonymous, POST
        // /users) passes here: what the project gives each new user is given here, atomically.
        if (sliceOf(project, teamSettings).createPersonalTeamOnSignUp) {
          const permissionIds = defaultPermissionIds(project, 'teamCreator');
          await selectTeam(tx, project.id, id, await createPersonalTeam(tx, project.id, id, personalTeamName(input), permissionIds));
        }
        await grantProjectPermissions(tx, project.id, id, defaultPermissionIds(project, 'signUp'));
        // The user.created insertUser wrote now carries the final state (provider links, selected team).
        await emitUserState(tx, project.id, id, 'user.created');
        for (const e of input.alsoEmit ?? []) await emit(tx, { projectId: project.id, subject: id, ...e });
        return id;
      }),
    { ...signInAddressTaken(email), ...providerAccountTaken },
  );
  const user = await findUser(deps.em, project.id, userId);
  if (!user) throw new Error('user vanished right after creation');
  return user;
}

export interface AnonymousUpgrade {
  /** null: the new credential names no e-mail (an OAuth provider that shares none); the user keeps what it has. */
  email: string | null;
  emailVerified: boolean;
  /** A password (password sign-up) or code sign-in turned on (one-time-code sign-up). */
  credential: UpgradeCredential;
  /** As NewUser.alsoEmit: events about the upgraded user, in the upgrading transaction. */
  alsoEmit?: { type: string; data: unknown }[];
  /**
   * Provider accounts the upgrade signs in with (OAuth), linked in the upgrading transaction: the
   * upgrade is ONE change of the user, so one user.updated with the final state (a link made in a
   * second transaction was a second user.updated).
   */
  oauthAccounts?: NewOAuthAccount[];
}

/**
 * Turns an anonymous user into a full one in place (same id, so everything it owns stays),
 * atomically: the flag, the credential, the primary e-mail (usable for sign-in) and the name of
 * the personal team anonymous sign-up gave it. Returns null when the user stopped being anonymous
 * meanwhile (a concurrent upgrade won): the caller then signs up a new user, exactly as if this
 * request had come second.
 */
export async function upgradeAnonymousUser(deps: Deps, projectId: string, anonymous: UserRecord, upgrade: AnonymousUpgrade): Promise<UserRecord | null> {
  const email = upgrade.email === null ? null : normaliseEmail(upgrade.email);
  const upgraded = await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        if (!(await upgradeAnonymous(tx, projectId, anonymous.id, upgrade.credential))) return false;
        if (email !== null) {
          await demotePrimary(tx, anonymous.id);
          await insertEmailChannel(tx, { projectId, userId: anonymous.id, value: email, isPrimary: true, isVerified: upgrade.emailVerified, usedForAuth: true });
        }
        await renamePersonalTeam(tx, projectId, anonymous.id, personalTeamName({ displayName: anonymous.displayName, primaryEmail: email }));
        for (const account of upgrade.oauthAccounts ?? []) await insertOAuthAccount(tx, { projectId, userId: anonymous.id, ...account });
        // Folds into the upgrade's user.updated (same transaction): the event carries the links too.
        if (upgrade.oauthAccounts?.length) await emitUserState(tx, projectId, anonymous.id);
        for (const e of upgrade.alsoEmit ?? []) await emit(tx, { projectId, subject: anonymous.id, ...e });
        return true;
      }),
    // Another request may have taken the address (or linked the provider account) since the caller checked it.
    { ...signInAddressTaken(email), ...(upgrade.oauthAccounts?.length ? providerAccountTaken : {}) },
  );
  return upgraded ? findUser(deps.em, projectId, anonymous.id) : null;
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

/** One user of the project; another project's user answers exactly like a missing one. */
export async function getUser(deps: Deps, projectId: string, userId: string): Promise<UserRecord> {
  const user = await findUser(deps.em, projectId, userId);
  if (!user) throw knownError('USER_NOT_FOUND');
  return user;
}

/**
 * Removes the user and everything that belongs to it, in one transaction: the schema cascades to
 * its sessions (so its access tokens stop working), contact channels, team memberships with their
 * permission grants, and project permission grants. THE place where later user-owned things (user
 * API keys, …) go with their user: give their table `user_id … references project_user(id) on
 * delete cascade`, or delete them here, in this transaction.
 */
export async function deleteUser(deps: Deps, projectId: string, userId: string): Promise<void> {
  await deps.em.transactional(async (tx) => {
    if (!(await deleteUserRow(tx, projectId, userId))) throw knownError('USER_NOT_FOUND');
  });
}

/**
 * POST /users: server and admin create users whatever the project's sign-up setting says
 * (SPEC §6). The password is hashed (or an imported hash checked) before anything is written.
 */
export async function createUserFromInput(deps: Deps, project: ProjectRecord, input: CreateUserInput): Promise<UserRecord> {
  if (input.profile_image_url != null) checkProfileImage(input.profile_image_url, 'server');
  const oauthAccounts = input.oauth_providers?.map((link) => oauthAccountFrom(project, link));
  const adminFields = adminFieldsFrom(input, false);
  return createUser(deps, project, {
    ...adminFields,
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
    oauthAccounts,
  });
}

/**
 * One entry of POST /users oauth_providers, as POST /oauth-providers makes a link (wire-contract
 * §9.8): the provider must be configured in the project, the e-mail is normalised, and the link
 * may sign in and give connected-account tokens (the table's defaults).
 */
function oauthAccountFrom(project: ProjectRecord, link: NonNullable<CreateUserInput['oauth_providers']>[number]): NewOAuthAccount {
  if (!project.config.oauth_providers.some((p) => p.id === link.id)) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  return { providerId: link.id, accountId: link.account_id, email: link.email == null ? null : normaliseEmail(link.email), ...NO_PROVIDER_TOKENS };
}
