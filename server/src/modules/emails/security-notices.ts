import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountNoticePort, AccountSecurityChange } from '../../http/context.ts';
import { defaultLocaleOf } from '../i18n/mail-locale.ts';
import { findProject } from '../projects/projects.store.ts';
import { listChannels } from '../users/contact-channels.store.ts';
import { accountSecurityNoticeEmail } from './default-emails.ts';
import { enqueueEmail } from './outbox.store.ts';

/**
 * The one place that decides the owner's notices of account-security changes: who is told (the
 * account's primary e-mail as it is after the change, and for an e-mail change the former address
 * too, since a thief would change it to their own) and what they read. Transactional category:
 * these cannot be unsubscribed from. No primary address and no former one: nobody to tell.
 */
export const accountNotices: AccountNoticePort = {
  async notify(em: EntityManager, n: { projectId: string; userId: string; change: AccountSecurityChange; formerEmail?: string | null }): Promise<void> {
    const primary = (await listChannels(em, n.projectId, n.userId)).find((c) => c.isPrimary && c.type === 'email')?.value ?? null;
    const former = n.formerEmail && n.formerEmail !== primary ? n.formerEmail : null;
    if (!primary && !former) return;
    const project = await findProject(em, n.projectId);
    const name = project?.displayName ?? '';
    // No request language reaches here (notices are sent from deep inside many flows, and one goes
    // to a former address that may not be the requester's): the project's default locale.
    const locale = project ? defaultLocaleOf(project) : 'en';
    if (primary) await enqueueEmail(em, { projectId: n.projectId, userId: n.userId, to: primary, ...accountSecurityNoticeEmail(locale, name, n.change, false) });
    if (former) await enqueueEmail(em, { projectId: n.projectId, userId: n.userId, to: former, ...accountSecurityNoticeEmail(locale, name, n.change, true) });
  },
};
