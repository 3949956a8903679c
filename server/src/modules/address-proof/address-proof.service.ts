import type { EntityManager } from '@mikro-orm/postgresql';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import type { ContactChannelRecord } from '../users/contact-channels.store.ts';
import { deleteAuthChannelsAddedSince, hasOtherVerifiedAuthChannel, keepOnlyChannel, stopUsingForAuth } from '../users/contact-channels.store.ts';
import { findCredentialsProvedAt, findUserSignInMethods, markCredentialsProved } from '../users/users.store.ts';
import { revokeUserSessions } from '../sessions/sessions.store.ts';
import { emitUserState } from '../users/user-events.ts';
import { deletePasskeysAddedSince, countPasskeysOfUser } from '../passkey-credentials/passkey-credentials.store.ts';
import { deleteOAuthAccountsOfUser } from '../oauth-accounts/oauth-accounts.store.ts';
import { revokeUserKeysCreatedSince } from '../owner-api-keys/owner-api-keys.store.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import { accountSecuredEmail, type RemovedItem } from '../emails/default-emails.ts';
import { defaultLocaleOf } from '../i18n/mail-locale.ts';

/**
 * Who owns an address, and what proving it does (README "Who owns an address").
 *
 * An address proves nothing until someone shows they receive mail at it. Anyone signed in can
 * attach any address to their account as an unverified sign-in address; it reserves the address
 * (a sign-up with it answers 409, as the wire contract says) but gives no rights over it. The
 * proof that counts is getting in with mail sent to the address: a password-reset link or a
 * sign-in code. When that proof meets an unverified sign-in address:
 *
 * - on an account nobody has proved (no verified sign-in address): the prover CLAIMS it. Every
 *   way in that was not established by proving this address ends: sessions, the passkey, linked
 *   OAuth accounts, every other address, TOTP, the user's API keys, and the password (unless the
 *   proof is a reset, which sets a new one). The address becomes verified and primary, and the
 *   owner gets an e-mail listing what was removed.
 * - on an account someone else proved (another verified sign-in address): the address does not
 *   lead into that account. It stops being a sign-in address there, and the prover is treated as
 *   a newcomer (a sign-in code signs them up, if sign-up is open; no reset link is sent).
 *
 * A verification link (POST /contact-channels/verify) is consent, not a sign-in: it was asked for
 * by the account's own session and whoever opens it confirms the address belongs to that account,
 * so it verifies the address and removes nothing.
 */

/** How an auth address stands with respect to its account (see above). */
export type AddressStanding = 'proved' | 'unclaimed' | 'claimed-by-other';

export async function standingOf(em: EntityManager, projectId: string, channel: ContactChannelRecord): Promise<AddressStanding> {
  if (channel.isVerified) return 'proved';
  return (await hasOtherVerifiedAuthChannel(em, projectId, channel.userId, channel.id)) ? 'claimed-by-other' : 'unclaimed';
}

/** The address stops signing in to an account another address owns: its prover is a newcomer. */
export async function releaseAddress(tx: EntityManager, projectId: string, channel: ContactChannelRecord): Promise<void> {
  await stopUsingForAuth(tx, projectId, channel.id);
}

/**
 * The prover of `channel` takes the account (standing 'unclaimed'): see the rule above. Runs in
 * the caller's transaction (the one that uses the code). `newPasswordHash`: the reset's new
 * password; without it (a sign-in code) the account is left with no password.
 */
export async function claimAccount(tx: EntityManager, project: ProjectRecord, channel: ContactChannelRecord, opts: { newPasswordHash?: string } = {}): Promise<RemovedItem[]> {
  const userId = channel.userId;
  // Locks the user row: two proofs at once run one after the other.
  const methods = await findUserSignInMethods(tx, project.id, userId);
  if (!methods) throw knownError('VERIFICATION_CODE_NOT_FOUND');
  const sessions = await revokeUserSessions(tx, project.id, userId, null);
  const passkeys = await deletePasskeysAddedSince(tx, project.id, userId, null);
  const providers = await deleteOAuthAccountsOfUser(tx, project.id, userId);
  if (providers.length) await emitUserState(tx, project.id, userId);
  const addresses = await keepOnlyChannel(tx, project.id, userId, channel.id);
  const keys = await revokeUserKeysCreatedSince(tx, project.id, userId, null);
  await markCredentialsProved(tx, project.id, userId, { claim: true, password: { hash: opts.newPasswordHash ?? null } });
  const removed: RemovedItem[] = [
    ...(sessions ? [{ kind: 'sessions' as const, count: sessions }] : []),
    ...(methods.hasPassword && !opts.newPasswordHash ? [{ kind: 'password' as const }] : []),
    ...(passkeys ? [{ kind: 'passkeys' as const, count: passkeys }] : []),
    ...providers.map((provider) => ({ kind: 'provider' as const, provider })),
    ...addresses.map((address) => ({ kind: 'address' as const, address })),
    ...(methods.hasTotp ? [{ kind: 'totp' as const }] : []),
    ...(keys ? [{ kind: 'apiKeys' as const, count: keys }] : []),
  ];
  await tellOwner(tx, project, channel, removed);
  return removed;
}

/**
 * A password reset through an address the account had already proved: what a stolen session
 * could have planted goes. Every session ends, and the passkey, API keys, linked OAuth accounts
 * and verified sign-in addresses added since the password or an address was last proved (sign-up, the last
 * reset, a claim) are removed.
 */
export async function endPlantedCredentials(tx: EntityManager, project: ProjectRecord, channel: ContactChannelRecord, newPasswordHash: string): Promise<RemovedItem[]> {
  const userId = channel.userId;
  const since = await findCredentialsProvedAt(tx, project.id, userId);
  if (!since) throw knownError('VERIFICATION_CODE_NOT_FOUND');
  await revokeUserSessions(tx, project.id, userId, null);
  const passkeys = await deletePasskeysAddedSince(tx, project.id, userId, since);
  const keys = await revokeUserKeysCreatedSince(tx, project.id, userId, since);
  const providers = await deleteOAuthAccountsOfUser(tx, project.id, userId, since);
  if (providers.length) await emitUserState(tx, project.id, userId);
  const addresses = await deleteAuthChannelsAddedSince(tx, project.id, userId, since, channel.id);
  // Passkey sign-in goes off only when no passkey is left (older ones stay: the user proved them).
  const passkeysLeft = passkeys > 0 ? await countPasskeysOfUser(tx, project.id, userId) : 1;
  await markCredentialsProved(tx, project.id, userId, { clearPasskey: passkeysLeft === 0, password: { hash: newPasswordHash } });
  const removed: RemovedItem[] = [
    ...(passkeys ? [{ kind: 'passkeys' as const, count: passkeys, sinceProof: true }] : []),
    ...providers.map((provider) => ({ kind: 'provider' as const, provider, sinceProof: true })),
    ...addresses.map((address) => ({ kind: 'address' as const, address, sinceProof: true })),
    ...(keys ? [{ kind: 'apiKeys' as const, count: keys, sinceProof: true }] : []),
  ];
  // Sessions always end on a reset (wire contract); the owner hears when more went, and why.
  if (removed.length) await tellOwner(tx, project, channel, [{ kind: 'everySession' }, ...removed]);
  return removed;
}

async function tellOwner(tx: EntityManager, project: ProjectRecord, channel: ContactChannelRecord, removed: RemovedItem[]): Promise<void> {
  if (!removed.length) return;
  // Sent from inside a proof (reset, sign-in code) that knows no request language: the project default.
  await enqueueEmail(tx, { projectId: project.id, userId: channel.userId, to: channel.value, ...accountSecuredEmail(defaultLocaleOf(project), project.displayName, removed) });
}

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, whatever the outcome: the
 * answers for known and unknown addresses then take the same time (no account enumeration by
 * timing). The floor is far above the few milliseconds the branches differ by.
 */
export async function withAnswerFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const wait = floorMs - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}
