import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountNoticePort, AccountSecurityChange } from '../../http/context.ts';
import { findProject } from '../projects/projects.store.ts';
import { listChannels } from '../users/contact-channels.store.ts';
import { accountSecurityNoticeEmail } from './default-emails.ts';
import { enqueueEmail } from './outbox.store.ts';

/** What each change is called in the notice's subject and first line. */
const WHAT: Record<AccountSecurityChange, string> = {
  password_changed: 'The password of your account was changed',
  password_set: 'A password was added to your account',
  primary_email_changed: 'The primary e-mail address of your account was changed',
  sign_in_email_added: 'An e-mail address that can sign in was added to your account',
  totp_enabled: 'Two-factor authentication (an authenticator app) was set up on your account',
  totp_disabled: 'Two-factor authentication was turned off on your account',
  passkey_added: 'A passkey was added to your account',
  passkey_removed: 'The passkey of your account was removed',
  oauth_linked: 'A sign-in with another provider was linked to your account',
  oauth_unlinked: 'A sign-in with another provider was unlinked from your account',
  api_key_created: 'An API key was created for your account',
};

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
    const name = project?.displayName ?? 'your account';
    if (primary) await enqueueEmail(em, { projectId: n.projectId, userId: n.userId, to: primary, ...accountSecurityNoticeEmail(name, WHAT[n.change], false) });
    if (former) await enqueueEmail(em, { projectId: n.projectId, userId: n.userId, to: former, ...accountSecurityNoticeEmail(name, WHAT[n.change], true) });
  },
};
