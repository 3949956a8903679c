import type { Orm } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { OutageReporter } from '../../db/outage-reporter.ts';
import type { AppDeps } from '../../http/context.ts';
import type { AddressRanges } from '../../http/client-ip.ts';
import { findProject } from '../projects/projects.store.ts';
import { claimBatch, markDeliveryFailed, markKeptInDevInbox, markSent } from './outbox.store.ts';
import { routeFor, sendOverSmtp, type SharedSmtp } from './smtp-transport.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;

/** 5 s, 10 s, 20 s, 40 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

export interface WorkerOptions {
  shared: SharedSmtp | null;
  /** GATEHOUSE_OUTBOUND_ALLOW_PRIVATE: what projects' own SMTP hosts may reach besides public addresses. */
  outboundAllow: AddressRanges;
  pollIntervalMs: number;
  /** Parallel delivery loops in this process. */
  concurrency?: number;
  log: AppDeps['log'];
}

/**
 * Delivers the outbox. Each loop claims one due row with SELECT … FOR UPDATE SKIP LOCKED and
 * keeps that transaction open while sending: another process skips the locked row, and if this
 * process dies mid-send the lock goes with its connection and the row is still `queued`, so it
 * is delivered later (at most once more, only in that crash window) and never lost.
 */
export class EmailWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private readonly outage: OutageReporter;

  constructor(private readonly orm: Orm, private readonly opts: WorkerOptions) {
    this.outage = new OutageReporter(opts.log, 'the e-mail worker waits for the database');
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    for (let i = 0; i < (this.opts.concurrency ?? 2); i++) this.loops.push(this.loop());
  }

  /** Stops claiming new rows and waits for deliveries in flight. */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of [...this.sleepers]) wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.deliverOne();
      } catch (e) {
        // An outage is waited out (the next poll tries again; claimed rows stay queued, their
        // transaction died with the connection); anything else is a real failure.
        if (isDatabaseUnavailable(e)) this.outage.report(e);
        else this.opts.log('error', 'e-mail worker failed to process the outbox', { error: e instanceof Error ? e.message : String(e) });
      }
      if (!worked && this.running) await this.sleep(this.opts.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(t);
        this.sleepers.delete(done);
        resolve();
      };
      const t = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  /** Claims and delivers one due e-mail; false when none is due. */
  async deliverOne(): Promise<boolean> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const [mail] = await claimBatch(tx, 1);
      if (!mail) return false;
      const attempts = mail.attempts + 1;
      const project = await findProject(tx, mail.projectId);
      if (!project) throw new Error(`outbox row ${mail.id} has no project`);
      const route = routeFor(project.config.email_config, this.opts.shared);
      if (route.kind === 'dev-inbox') {
        await markKeptInDevInbox(tx, mail.id, attempts);
        return true;
      }
      try {
        await sendOverSmtp(route, { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers }, this.opts.outboundAllow);
        await markSent(tx, mail.id, attempts);
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const final = attempts >= MAX_DELIVERY_ATTEMPTS;
        await markDeliveryFailed(tx, mail.id, { attempts, error, final, retryInMs: backoffMs(attempts) });
        this.opts.log('warn', 'e-mail delivery failed', { email_id: mail.id, attempts, final, error });
      }
      return true;
    });
  }
}
