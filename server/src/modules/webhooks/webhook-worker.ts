import type { Orm } from '../../db/orm.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { OutageReporter } from '../../db/outage-reporter.ts';
import type { AppDeps } from '../../http/context.ts';
import { findProject } from '../projects/projects.store.ts';
import { claimDue, deleteDelivery, markUndeliverable, pruneDeletedEndpointDeliveries, recordAttempt } from './deliveries.store.ts';
import { clearFailing, findEndpoint, markFailing, pruneDeletedEndpoints } from './endpoints.store.ts';
import { allowedRangesFor } from './destination.ts';
import { liveSecrets } from './endpoints.service.ts';
import { postWebhook } from './sender.ts';
import { signedHeaders } from './secrets.ts';
import { nextRetryMs } from './retry-schedule.ts';

/**
 * Delivers due webhook deliveries. Each loop claims one row with FOR UPDATE SKIP LOCKED and keeps
 * its transaction open while sending (bounded by the request timeout): any number of processes
 * share the work without sending one delivery twice at once, and a process killed mid-send
 * (kill -9) loses its lock with its connection, leaving the row pending and due for the next
 * claim: at-least-once, never lost.
 */
export class WebhookWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private readonly outage: OutageReporter;

  constructor(private readonly deps: Pick<AppDeps, 'orm' | 'config' | 'log'>, private readonly concurrency = 2) {
    this.outage = new OutageReporter(deps.log, 'the webhook worker waits for the database');
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    for (let i = 0; i < this.concurrency; i++) this.loops.push(this.loop());
  }

  /** Stops claiming and waits for attempts in flight (each bounded by the request timeout). */
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
        if (!worked) await this.prune();
      } catch (e) {
        if (isDatabaseUnavailable(e)) this.outage.report(e);
        else this.deps.log('error', 'webhook worker failed to process a delivery', { error: e instanceof Error ? e.message : String(e) });
      }
      if (!worked && this.running) await this.sleep(this.deps.config.webhooks.pollIntervalMs);
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

  /** Removes endpoints deleted through the API, and their deliveries, once no send holds them (idle rounds only). */
  async prune(): Promise<void> {
    const em = this.deps.orm.em.fork();
    await pruneDeletedEndpointDeliveries(em);
    await pruneDeletedEndpoints(em);
  }

  /** Claims and attempts one due delivery; false when none is due. */
  async deliverOne(): Promise<boolean> {
    const { config } = this.deps;
    return this.deps.orm.em.fork().transactional(async (tx) => {
      const d = await claimDue(tx);
      if (!d) return false;
      const endpoint = await findEndpoint(tx, d.projectId, d.endpointId);
      const project = await findProject(tx, d.projectId);
      // Not found: deleted through the API (marked; or the project is gone): the delivery goes with it.
      if (!endpoint || !project) {
        await deleteDelivery(tx, d.id);
        return true;
      }
      if (!endpoint.enabled) {
        await markUndeliverable(tx, d.id, 'The endpoint was disabled before this delivery was sent; resend it once the endpoint is enabled.');
        return true;
      }
      const body = JSON.stringify(d.payload);
      const headers = signedHeaders(liveSecrets(config, endpoint), d.id, new Date(), body);
      // Checked again at send time (the project may have gone to production mode; the name may resolve elsewhere now).
      const result = await postWebhook(endpoint.url, headers, body, { allow: allowedRangesFor(project, config), timeoutMs: config.webhooks.timeoutMs });
      const attempts = d.attempts + 1;
      const retryInMs = result.ok ? null : nextRetryMs(config.webhooks.retryScheduleMs, attempts);
      const status = result.ok ? 'succeeded' : retryInMs === null ? 'failed' : 'pending';
      await recordAttempt(tx, d.id, { attempts, httpStatus: result.httpStatus, latencyMs: result.latencyMs, responseExcerpt: result.responseExcerpt, error: result.error, status, retryInMs });
      if (result.ok) await clearFailing(tx, endpoint.id);
      else if (status === 'failed') {
        const disabled = await markFailing(tx, endpoint.id, config.webhooks.disableAfterFailedDeliveries);
        this.deps.log('warn', 'webhook delivery failed after its whole retry schedule; endpoint marked failing', { delivery_id: d.id, endpoint_id: endpoint.id, attempts });
        if (disabled) this.deps.log('warn', 'webhook endpoint disabled: too many deliveries in a row failed', { endpoint_id: endpoint.id, project_id: d.projectId, after: config.webhooks.disableAfterFailedDeliveries });
      }
      return true;
    });
  }
}
