import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactChannel } from './users.entity.ts';
import { rawSql } from '../../db/sql.ts';
import { emitUserState } from './user-events.ts';
import { changingUser } from './users.store.ts';

/**
 * The only code that reads and writes contact_channel, a user's e-mail addresses (the
 * contact-channels module serves them over HTTP). Every operation takes the EntityManager to run
 * on: pass a transaction's to join it. Values are stored normalised (see normaliseEmail); the
 * unique indexes (one sign-in address per project, one channel per user and value, one primary
 * per user) refuse the second of two concurrent writers.
 */

export interface ContactChannelRecord {
  id: string;
  userId: string;
  type: 'email';
  value: string;
  isPrimary: boolean;
  isVerified: boolean;
  usedForAuth: boolean;
}

function toRecord(ch: { id: string; userId: string; value: string; isPrimary: boolean; isVerified: boolean; usedForAuth: boolean }): ContactChannelRecord {
  return { id: ch.id, userId: ch.userId, type: 'email', value: ch.value, isPrimary: ch.isPrimary, isVerified: ch.isVerified, usedForAuth: ch.usedForAuth };
}

/** The e-mail channel that signs in to this project with this address (at most one: partial unique index). */
export async function findAuthChannelByEmail(em: EntityManager, projectId: string, email: string): Promise<ContactChannelRecord | null> {
  const ch = await em.findOne(ContactChannel, { projectId, type: 'email', value: email, usedForAuth: true });
  return ch ? toRecord(ch) : null;
}

export async function findChannel(em: EntityManager, projectId: string, userId: string, channelId: string): Promise<ContactChannelRecord | null> {
  const ch = await em.findOne(ContactChannel, { id: channelId, projectId, userId });
  return ch ? toRecord(ch) : null;
}

/** The user's channels in the order they were added. */
export async function listChannels(em: EntityManager, projectId: string, userId: string): Promise<ContactChannelRecord[]> {
  const channels = await em.find(ContactChannel, { projectId, userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return channels.map(toRecord);
}

/** Whether the user already has this address as a channel (other than `exceptId`, when given). */
export async function hasChannelValue(em: EntityManager, userId: string, value: string, exceptId?: string): Promise<boolean> {
  return (await em.count(ContactChannel, { userId, type: 'email', value, ...(exceptId !== undefined ? { id: { $ne: exceptId } } : {}) })) > 0;
}

export interface NewEmailChannel {
  projectId: string;
  userId: string;
  /** Normalised (trimmed, lower-case). */
  value: string;
  isPrimary: boolean;
  isVerified: boolean;
  usedForAuth: boolean;
}

/** Adds an e-mail channel and returns its id. A new primary needs demotePrimary first. */
export async function insertEmailChannel(tx: EntityManager, channel: NewEmailChannel): Promise<string> {
  const id = randomUUID();
  // em.insert: one INSERT without a unit-of-work flush (see insertUser).
  await tx.insert(ContactChannel, { id, type: 'email', ...channel });
  await emitUserState(tx, channel.projectId, channel.userId);
  return id;
}

export type ChannelFields = Partial<Pick<ContactChannelRecord, 'value' | 'isPrimary' | 'isVerified' | 'usedForAuth'>>;

/** Sets the given fields of one channel of the user; returns whether there is such a channel. */
export async function updateChannel(em: EntityManager, projectId: string, userId: string, channelId: string, fields: ChannelFields): Promise<boolean> {
  return changingUser(em, projectId, userId, async (tx) => (await tx.nativeUpdate(ContactChannel, { id: channelId, projectId, userId }, fields)) > 0);
}

/** Deletes one channel of the user; returns whether there was such a channel. */
export async function deleteChannel(em: EntityManager, projectId: string, userId: string, channelId: string): Promise<boolean> {
  return changingUser(em, projectId, userId, async (tx) => (await tx.nativeDelete(ContactChannel, { id: channelId, projectId, userId })) > 0);
}

/** Makes room for a new primary: the user's primary e-mail channel (unless it is `exceptId`) stops being primary. */
export async function demotePrimary(tx: EntityManager, userId: string, exceptId?: string): Promise<void> {
  await tx.nativeUpdate(ContactChannel, { userId, type: 'email', isPrimary: true, ...(exceptId !== undefined ? { id: { $ne: exceptId } } : {}) }, { isPrimary: false });
}

/**
 * Marks the channel verified, in one conditional UPDATE: only while it still holds `value` (the
 * address a code was sent to). Returns whether it did.
 */
export async function markVerified(tx: EntityManager, projectId: string, userId: string, channelId: string, value: string): Promise<boolean> {
  return changingUser(tx, projectId, userId, async (t) => (await t.nativeUpdate(ContactChannel, { id: channelId, projectId, userId, value }, { isVerified: true })) > 0);
}

/** Whether the user has a verified sign-in address other than `exceptId`: someone proved owning the account. */
export async function hasOtherVerifiedAuthChannel(em: EntityManager, projectId: string, userId: string, exceptId: string): Promise<boolean> {
  return (await em.count(ContactChannel, { projectId, userId, usedForAuth: true, isVerified: true, id: { $ne: exceptId } })) > 0;
}

/** The user's sign-in channel with this address, or null. */
export async function findUserAuthChannel(em: EntityManager, projectId: string, userId: string, value: string): Promise<ContactChannelRecord | null> {
  const ch = await em.findOne(ContactChannel, { projectId, userId, type: 'email', value, usedForAuth: true }, { disableIdentityMap: true });
  return ch ? toRecord(ch) : null;
}

/**
 * A claim: the proved channel becomes the user's only one, verified and primary. Returns the
 * addresses removed.
 */
export async function keepOnlyChannel(tx: EntityManager, projectId: string, userId: string, channelId: string): Promise<string[]> {
  const others = await tx.find(ContactChannel, { projectId, userId, id: { $ne: channelId } }, { disableIdentityMap: true });
  if (others.length) await tx.nativeDelete(ContactChannel, { projectId, userId, id: { $ne: channelId } });
  await tx.nativeUpdate(ContactChannel, { id: channelId, projectId, userId }, { isVerified: true, isPrimary: true });
  await emitUserState(tx, projectId, userId);
  return others.map((c) => c.value);
}

/** The address stops signing in to this account (it stays on it as an unverified contact address). */
export async function stopUsingForAuth(tx: EntityManager, projectId: string, channelId: string): Promise<void> {
  const channel = await tx.findOne(ContactChannel, { id: channelId, projectId }, { fields: ['userId'], disableIdentityMap: true });
  if (!channel) return;
  await changingUser(tx, projectId, channel.userId, async (t) => (await t.nativeUpdate(ContactChannel, { id: channelId, projectId }, { usedForAuth: false })) > 0);
}

/**
 * Removes the user's verified sign-in addresses added after `since`, except `exceptId`; returns
 * their values. (Unverified ones lead nowhere on a proved account; plain contact addresses are no way in.)
 */
export async function deleteAuthChannelsAddedSince(tx: EntityManager, projectId: string, userId: string, since: Date, exceptId: string): Promise<string[]> {
  const rows = await tx.find(ContactChannel, { projectId, userId, usedForAuth: true, isVerified: true, id: { $ne: exceptId }, createdAt: { $gt: since } }, { disableIdentityMap: true });
  if (rows.length) {
    await tx.nativeDelete(ContactChannel, { id: { $in: rows.map((r) => r.id) } });
    await emitUserState(tx, projectId, userId);
  }
  return rows.map((r) => r.value);
}

/**
 * Locks the user's row until the transaction ends and counts the user's channels; null when the
 * project has no such user. A capped insert takes it first, so concurrent inserts for one user
 * count one after another and cannot together pass the cap.
 */
export async function lockUserCountChannels(tx: EntityManager, projectId: string, userId: string): Promise<number | null> {
  const user = await rawSql(tx, `select 1 from project_user where project_id = ? and id = ? for update`, [projectId, userId]);
  if (!user.length) return null;
  return tx.count(ContactChannel, { projectId, userId });
}
