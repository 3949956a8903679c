import type { AppDeps } from '../../http/context.ts';
import type { DomainEvent, EventSubscriber } from '../../http/module.ts';
import { findProject } from '../projects/projects.store.ts';
import { EMAIL_QUEUED, claimEmail, markDeliveryFailed, markKeptInDevInbox, markSent } from './outbox.store.ts';
import { routeFor, sendOverSmtp } from './smtp-transport.ts';
import { openedEmailServer } from './emails.settings.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;

/** 5 s, 10 s, 20 s, 40 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/**
 * Delivers the outbox: a subscriber of `email.queued`, which enqueueEmail emits in the
 * transaction that queues the mail, run by the one event dispatcher (any number of processes,
 * retries with this module's backoff). The row is locked (FOR UPDATE SKIP LOCKED) while it is
 * sent, so a run retried after a lost lease while the first is still sending waits for it, and
 * the row's status makes a second run of a delivered mail a no-op: each mail goes out once, at
 * most once more only if the process dies between the SMTP answer and the commit.
 */
export const emailDelivery: EventSubscriber = {
  name: 'emails.delivery',
  types: [EMAIL_QUEUED],
  maxAttempts: MAX_DELIVERY_ATTEMPTS,
  retryDelayMs: backoffMs,
  handle: deliverQueuedEmail,
};

async function deliverQueuedEmail(event: DomainEvent, deps: AppDeps): Promise<void> {
  const failure = await deps.orm.em.fork().transactional(async (tx) => {
    const mail = await claimEmail(tx, event.subject);
    if (mail === 'done') return null;
    // Another process is sending it right now; this run comes back after the backoff.
    if (mail === 'held') return 'the e-mail is being delivered by another worker';
    const attempts = mail.attempts + 1;
    const project = await findProject(tx, mail.projectId);
    if (!project) throw new Error(`outbox row ${mail.id} has no project`);
    const route = routeFor(openedEmailServer(deps, project), deps.config.smtp);
    if (route.kind === 'dev-inbox') {
      await markKeptInDevInbox(tx, mail.id, attempts);
      return null;
    }
    try {
      await sendOverSmtp(route, { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers }, deps.config.outboundAllowPrivate);
      await markSent(tx, mail.id, attempts);
      return null;
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      const final = attempts >= MAX_DELIVERY_ATTEMPTS;
      await markDeliveryFailed(tx, mail.id, { attempts, error, final, retryInMs: backoffMs(attempts) });
      deps.log('warn', 'e-mail delivery failed', { email_id: mail.id, attempts, final, error });
      // Given up for good: recorded on the row, the run is finished. Else the dispatcher retries.
      return final ? null : error;
    }
  });
  // Thrown after the transaction committed the failure, so the row keeps its attempt count and error.
  if (failure) throw new Error(failure);
}
