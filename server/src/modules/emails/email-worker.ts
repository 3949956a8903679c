import type { Orm } from '../../db/orm.ts';
import type { AppDeps } from '../../http/context.ts';
import { findProject } from '../projects/projects.store.ts';
import { rawSql as run } from '../../db/sql.ts';
import { routeFor, sendOverSmtp, type SharedSmtp } from './smtp-transport.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;

/** 5 s, 10 s, 20 s, 40 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

export interface WorkerOptions {
  shared: SharedSmtp | null;
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

  constructor(private readonly orm: Orm, private readonly opts: WorkerOptions) {}

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
        this.opts.log('error', 'e-mail worker failed to process the outbox', { error: e instanceof Error ? e.message : String(e) });
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
      const rows = await run(
        tx,
        `select id, project_id, to_address, subject, html, text_body, headers, attempts from email_outbox
         where status = 'queued' and next_attempt_at <= now() order by next_attempt_at limit 1 for update skip locked`,
      );
      const row = rows[0];
      if (!row) return false;
      const attempts = (row.attempts as number) + 1;
      const project = await findProject(tx, row.project_id as string);
      if (!project) throw new Error(`outbox row ${String(row.id)} has no project`);
      const route = routeFor(project.config.email_config, this.opts.shared);
      if (route.kind === 'dev-inbox') {
        await run(tx, `update email_outbox set status = 'kept_in_dev_inbox', attempts = ?, sent_at = now() where id = ?`, [attempts, row.id]);
        return true;
      }
      try {
        await sendOverSmtp(route, { to: row.to_address as string, subject: row.subject as string, html: row.html as string, text: row.text_body as string, headers: row.headers as Record<string, string> });
        await run(tx, `update email_outbox set status = 'sent', attempts = ?, sent_at = now(), last_error = null where id = ?`, [attempts, row.id]);
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const final = attempts >= MAX_DELIVERY_ATTEMPTS;
        await run(
          tx,
          `update email_outbox set status = ?, attempts = ?, last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond') where id = ?`,
          [final ? 'failed' : 'queued', attempts, error, backoffMs(attempts), row.id],
        );
        this.opts.log('warn', 'e-mail delivery failed', { email_id: row.id, attempts, final, error });
      }
      return true;
    });
  }
}
