import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext, Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';
import { withUniqueIndexes } from '../../db/unique-violations.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { findUser } from '../users/users.store.ts';
import { normaliseEmail } from '../users/users.service.ts';
import * as store from '../users/contact-channels.store.ts';
import type { ContactChannelRecord } from '../users/contact-channels.store.ts';
import { checkCode, createCode, useCode, type CodeScope } from '../verification-codes/verification-codes.service.ts';
import { enqueueEmail } from '../emails/outbox.store.ts';
import type { Locale } from '../i18n/locales.ts';
import { mailLocale } from '../i18n/mail-locale.ts';
import { flowEmail } from '../emails/flow-emails.ts';

export interface ChannelInput {
  value?: string;
  usedForAuth?: boolean;
  isPrimary?: boolean;
  isVerified?: boolean;
  /** Made with the user's own token: the user is told of a new primary or sign-in address (security-notices.ts). */
  byClient?: boolean;
}

const scopeOf = (auth: AuthContext): CodeScope => ({ projectId: auth.project.id, branchId: auth.branchId });

async function requireUser(deps: Deps, projectId: string, userId: string) {
  const user = await findUser(deps.em, projectId, userId);
  if (!user) throw knownError('USER_NOT_FOUND');
  return user;
}

/**
 * The two unique indexes carry the rules under concurrency: one auth-enabled address per project,
 * one channel per (user, value). Violations become the known errors.
 */
function channelIndexes(value: string) {
  return {
    contact_channel_auth_value_uq: () =>
      knownError('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', { type: 'email', contact_channel_value: value, would_work_if_email_was_verified: false }),
    contact_channel_user_id_type_value_key: () => knownError('CONTACT_CHANNEL_ALREADY_EXISTS'),
  };
}

export async function createChannel(deps: Deps, project: ProjectRecord, userId: string, input: Required<Pick<ChannelInput, 'value' | 'usedForAuth'>> & ChannelInput): Promise<ContactChannelRecord> {
  await requireUser(deps, project.id, userId);
  const value = normaliseEmail(input.value);
  const id = await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        // At most LIMITS.contactChannelsPerUser, so GET /contact-channels (not paginated) stays
        // bounded (issue 19 item 3); the user's row is locked for the count, so a burst cannot pass it.
        const held = await store.lockUserCountChannels(tx, project.id, userId);
        if (held === null) throw knownError('USER_NOT_FOUND');
        if (await store.hasChannelValue(tx, userId, value)) throw knownError('CONTACT_CHANNEL_ALREADY_EXISTS');
        if (held >= LIMITS.contactChannelsPerUser) throw knownError('CONTACT_CHANNEL_LIMIT_REACHED', { max: LIMITS.contactChannelsPerUser });
        const formerPrimary = input.byClient ? await primaryOf(tx, project.id, userId) : null;
        // One primary per user (by index): a new primary demotes the previous one.
        if (input.isPrimary) await store.demotePrimary(tx, userId);
        const id = await store.insertEmailChannel(tx, {
          projectId: project.id,
          userId,
          value,
          isPrimary: input.isPrimary ?? false,
          isVerified: input.isVerified ?? false,
          usedForAuth: input.usedForAuth,
        });
        if (input.byClient) await noticeAddress(deps, tx, project.id, userId, { primary: !!input.isPrimary, signsIn: input.usedForAuth, formerPrimary });
        return id;
      }),
    channelIndexes(value),
  );
  return (await store.findChannel(deps.em, project.id, userId, id))!;
}

async function primaryOf(tx: EntityManager, projectId: string, userId: string): Promise<string | null> {
  return (await store.listChannels(tx, projectId, userId)).find((c) => c.isPrimary)?.value ?? null;
}

/** A client made an address primary (the former primary is told too) or able to sign in: the owner hears of it. */
async function noticeAddress(deps: Deps, tx: EntityManager, projectId: string, userId: string, c: { primary: boolean; signsIn: boolean; formerPrimary: string | null }): Promise<void> {
  if (c.primary) await deps.accountNotices.notify(tx, { projectId, userId, change: 'primary_email_changed', formerEmail: c.formerPrimary });
  else if (c.signsIn) await deps.accountNotices.notify(tx, { projectId, userId, change: 'sign_in_email_added' });
}

export async function getChannel(deps: Deps, projectId: string, userId: string, channelId: string): Promise<ContactChannelRecord> {
  const channel = await store.findChannel(deps.em, projectId, userId, channelId);
  if (!channel) throw knownError('CONTACT_CHANNEL_NOT_FOUND');
  return channel;
}

export async function listUserChannels(deps: Deps, projectId: string, userId: string): Promise<ContactChannelRecord[]> {
  return store.listChannels(deps.em, projectId, userId);
}

/** A new value is a new, unproven address: it loses its verification unless the server says otherwise. */
export async function updateChannel(deps: Deps, projectId: string, userId: string, channelId: string, input: ChannelInput): Promise<ContactChannelRecord> {
  const current = await getChannel(deps, projectId, userId, channelId);
  const value = input.value === undefined ? current.value : normaliseEmail(input.value);
  const isVerified = input.isVerified ?? (value === current.value ? current.isVerified : false);
  await withUniqueIndexes(
    () =>
      deps.em.transactional(async (tx) => {
        if (value !== current.value && (await store.hasChannelValue(tx, userId, value, channelId))) throw knownError('CONTACT_CHANNEL_ALREADY_EXISTS');
        const formerPrimary = input.byClient ? await primaryOf(tx, projectId, userId) : null;
        if (input.isPrimary) await store.demotePrimary(tx, userId, channelId);
        const isPrimary = input.isPrimary ?? current.isPrimary;
        const usedForAuth = input.usedForAuth ?? current.usedForAuth;
        await store.updateChannel(tx, projectId, userId, channelId, { value, isVerified, usedForAuth, isPrimary });
        if (input.byClient) {
          const changed = value !== current.value;
          await noticeAddress(deps, tx, projectId, userId, {
            primary: isPrimary && (changed || !current.isPrimary),
            signsIn: usedForAuth && (changed || !current.usedForAuth),
            formerPrimary,
          });
        }
      }),
    channelIndexes(value),
  );
  return getChannel(deps, projectId, userId, channelId);
}

export async function deleteChannel(deps: Deps, projectId: string, userId: string, channelId: string): Promise<void> {
  if (!(await store.deleteChannel(deps.em, projectId, userId, channelId))) throw knownError('CONTACT_CHANNEL_NOT_FOUND');
}

/** Queues "Verify your email at <project>" with a 24-hour code, the code and mail in one transaction. */
export async function sendVerificationCode(deps: Deps, project: ProjectRecord, scope: CodeScope, channel: ContactChannelRecord, callbackUrl: string, locale: Locale): Promise<void> {
  if (channel.isVerified) throw knownError('EMAIL_ALREADY_VERIFIED');
  await deps.em.transactional(async (tx) => {
    const issued = await createCode(tx, project, scope, {
      type: 'CONTACT_CHANNEL_VERIFICATION',
      callbackUrl,
      data: { user_id: channel.userId, channel_id: channel.id, email: channel.value },
    });
    const content = await flowEmail(deps, project, 'email_verification', locale, { link: issued.link! });
    await enqueueEmail(tx, { projectId: project.id, userId: channel.userId, to: channel.value, ...content });
  });
}

export async function sendVerificationForChannel(deps: Deps, auth: AuthContext, userId: string, channelId: string, callbackUrl: string): Promise<void> {
  const channel = await getChannel(deps, auth.project.id, userId, channelId);
  await sendVerificationCode(deps, auth.project, scopeOf(auth), channel, callbackUrl, mailLocale(auth.project, auth));
}

/** Legacy form: the signed-in user's primary e-mail, named by value. */
export async function sendVerificationForPrimary(deps: Deps, auth: AuthContext, userId: string, email: string, callbackUrl: string): Promise<void> {
  const channels = await store.listChannels(deps.em, auth.project.id, userId);
  const primary = channels.find((ch) => ch.isPrimary) ?? null;
  if (!primary || primary.value !== normaliseEmail(email)) throw knownError('EMAIL_IS_NOT_PRIMARY_EMAIL', { email, primary_email: primary?.value ?? null });
  await sendVerificationCode(deps, auth.project, scopeOf(auth), primary, callbackUrl, mailLocale(auth.project, auth));
}

/**
 * Marks the channel verified. The channel must still hold the address the code was sent to: a
 * code for an old value must not verify a new one. Otherwise the code stays unused.
 */
export async function verifyChannel(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await useCode(deps.em, scopeOf(auth), 'CONTACT_CHANNEL_VERIFICATION', code, async (record, tx) => {
    const { channel_id, user_id, email } = record.data;
    if (!(await store.markVerified(tx, auth.project.id, String(user_id), String(channel_id), String(email)))) throw knownError('CONTACT_CHANNEL_NOT_FOUND');
  });
}

export async function checkVerificationCode(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  await checkCode(deps.em, scopeOf(auth), 'CONTACT_CHANNEL_VERIFICATION', code);
}

/**
 * After a password sign-up with `verification_callback_url`: "Verify your email at <project>" to
 * the new primary address (the caller has already checked the URL against the trusted domains).
 */
export async function sendSignUpVerification(deps: Deps, project: ProjectRecord, userId: string, callbackUrl: string, locale: Locale): Promise<void> {
  const primary = (await store.listChannels(deps.em, project.id, userId)).find((ch) => ch.isPrimary);
  if (!primary || primary.isVerified) return;
  await sendVerificationCode(deps, project, { projectId: project.id, branchId: 'main' }, primary, callbackUrl, locale);
}
