import type { Config } from './config.ts';
import type { AppDeps } from './http/context.ts';
import { openOrm, ormPoolUse, type Orm } from './db/orm.ts';
import { OutageReporter } from './db/outage-reporter.ts';
import { HotSql } from './db/hot-sql.ts';
import { databaseSchema } from './modules/index.ts';
import { ProjectCache } from './modules/projects/project-cache.ts';
import { SessionUserCache } from './modules/users/session-user-cache.ts';
import { ChangeListener } from './db/change-listener.ts';
import { SigningKeys } from './modules/jwks/signing-keys.ts';
import { UserActivity } from './modules/users/user-activity.ts';
import { countWaitingEmails } from './modules/emails/outbox.store.ts';
import { accountNotices } from './modules/emails/security-notices.ts';
import { clearTeamSelections } from './modules/users/users.store.ts';
import { noMetrics, PrometheusMetrics } from './observability/metrics.ts';
import { passwordHashingUse } from './crypto/passwords.ts';

export interface OpenedServices {
  deps: AppDeps;
  /** The metrics to serve (config.metrics set), or null: metrics off and deps.metrics a no-op. */
  prometheus: PrometheusMetrics | null;
  /** Stops the caches' listening connection and closes both database pools. */
  close(): Promise<void>;
}

/**
 * The app's long-lived collaborators on one database: the ORM (with every module's entities and
 * migrations), the hot-path statement pool, the project cache, the signing keys and the teams
 * store's membership answers (for the projects module, which sits below teams). The server,
 * the tests' set-up code, the contract runner and the benchmark seeder all build them here, so
 * none of them is a hidden module-level singleton.
 */
export async function openServices(
  databaseUrl: string,
  config: Config,
  log: AppDeps['log'],
  opts: { poolMax?: number; hotPoolMax?: number; listenForChanges?: boolean } = {},
): Promise<OpenedServices> {
  const droppedConnections = new OutageReporter(log, 'pooled connections found dead');
  const orm = await openOrm(databaseUrl, databaseSchema, opts.poolMax, (message) => droppedConnections.report(message), config.pooler);
  const hotSql = new HotSql(databaseUrl, opts.hotPoolMax ?? 8, config.pooler);
  // One listening connection per process for every cache kept exact by announcements. LISTEN
  // needs a session of its own: behind a transaction-mode pooler, the direct connection.
  const changes = new ChangeListener(listenUrlOf(config, databaseUrl));
  const projectCache = new ProjectCache(hotSql, changes);
  const sessionUsers = new SessionUserCache(hotSql, changes, config.sessionCacheEntries);
  // Not started (set-up code, tools): the caches cache nothing and every read goes to the database.
  if (opts.listenForChanges) await changes.start();
  const prometheus = config.metrics ? watched(new PrometheusMetrics(), orm, hotSql) : null;
  const userActivity = new UserActivity(hotSql, config.lastActiveIntervalMs, log);
  const deps: AppDeps = { orm, hotSql, projectCache, sessionUsers, config, signingKeys: new SigningKeys(orm), userActivity, accountNotices, teamSelections: { clearSelectionsOf: clearTeamSelections }, log, metrics: prometheus ?? noMetrics };
  return {
    deps,
    prometheus,
    close: async () => {
      await changes.stop();
      await hotSql.close();
      await orm.close();
    },
  };
}

/** The gauges read at scrape time: both database pools and the e-mail outbox's depth (a count, never per request). */
function watched(metrics: PrometheusMetrics, orm: Orm, hotSql: HotSql): PrometheusMetrics {
  metrics.watchPool('orm', () => ormPoolUse(orm));
  metrics.watchPool('hot', () => hotSql.poolUse());
  metrics.watchPasswordHashing(passwordHashingUse);
  metrics.gaugeReadAtScrape('gatehouse_email_outbox_depth', 'E-mails waiting in the outbox for delivery (queued, including retries)', () => countWaitingEmails(orm.em.fork()));
  return metrics;
}

/** Where LISTEN connections (and other session-bound work) go: GATEHOUSE_DIRECT_DATABASE_URL, else the database itself. */
export function listenUrlOf(config: Pick<Config, 'directDatabaseUrl'>, databaseUrl: string): string {
  return config.directDatabaseUrl ?? databaseUrl;
}
