import type { KillReport } from './kill-writes.ts';
import type { OutageReport } from './outage.ts';

/** Issue 9 §4's bars. */
export const MAX_ANSWER_MS = 5_000;
export const MIN_RECOVERY_RATE = 0.99;

/** What an outage run got wrong, one line each (empty: it passed). Shared by `make chaos` and the test. */
export function outageProblems(r: OutageReport): string[] {
  const p: string[] = [];
  if (r.status500) p.push(`${r.status500} answers were 500`);
  for (const o of r.outages) {
    const at = `${o.kind} outage:`;
    if (!o.failed) p.push(`${at} no request failed, so the database never really went away (the test proves nothing)`);
    if (o.answerTimeMs.max >= MAX_ANSWER_MS) p.push(`${at} a request took ${o.answerTimeMs.max} ms to be answered (limit ${MAX_ANSWER_MS})`);
    if (o.unexpected.count) p.push(`${at} ${o.unexpected.count} answers were neither 2xx nor 503 DATABASE_UNAVAILABLE: ${o.unexpected.samples.join(' | ')}`);
    if (!o.healthWhileAway.count) p.push(`${at} /health was never asked while the database was away`);
    if (o.healthWhileAway.non503) p.push(`${at} /health answered other than 503 ${o.healthWhileAway.non503} times while the database was away`);
    if (!o.recovery.requests) p.push(`${at} no request was made after the database returned`);
    else if (o.recovery.rate < MIN_RECOVERY_RATE) p.push(`${at} only ${(o.recovery.rate * 100).toFixed(1)}% of requests succeeded after the database returned`);
  }
  if (!r.listenerReconnected) p.push("the change listener's connection (project and session caches) did not come back");
  if (!r.emailWorkerAlive) p.push('the e-mail worker did not process a mail queued after the outages');
  if (!r.serverAlive) p.push('the server process did not survive the outages');
  if (r.partialEntities.count) p.push(`the outages left ${r.partialEntities.count} partial entities: ${JSON.stringify(r.partialEntities.found)}`);
  return p;
}

export function killProblems(r: KillReport, expectedKills: number): string[] {
  const p: string[] = [];
  if (r.kills !== expectedKills) p.push(`${r.kills} kills instead of ${expectedKills}`);
  if (!r.acknowledged.total) p.push('no write was acknowledged, so nothing was checked');
  if (r.lost.count) p.push(`${r.lost.count} acknowledged writes are missing: ${r.lost.samples.join(' | ')}`);
  if (r.partialEntities.count) p.push(`${r.partialEntities.count} partial entities: ${JSON.stringify(r.partialEntities.found)}`);
  if (r.unexpected.count) p.push(`${r.unexpected.count} unexpected answers: ${r.unexpected.samples.join(' | ')}`);
  return p;
}

/** The figures, for people (make chaos prints them; the note quotes them). */
export function describeOutage(r: OutageReport): string[] {
  const lines = [`outage run: ${r.requests} requests, ${r.status500} answered 500`];
  for (const o of r.outages) {
    lines.push(
      `  ${o.kind}: ${o.failed}/${o.overlapping} overlapping requests answered 503; time to answer max ${o.answerTimeMs.max} ms, median ${o.answerTimeMs.median} ms; ` +
        `/health 503 ${o.healthWhileAway.count - o.healthWhileAway.non503}/${o.healthWhileAway.count}; ` +
        `after return: ${o.recovery.succeeded}/${o.recovery.requests} succeeded (${(o.recovery.rate * 100).toFixed(2)}%), first success after ${o.recovery.firstSuccessAfterMs} ms, last failure ${o.recovery.lastFailureAfterMs} ms, /health 200 after ${o.healthRecoveredAfterMs} ms ` +
        `(database away in ${o.awayTookMs} ms, back in ${o.backTookMs} ms)`,
    );
  }
  lines.push(`  LISTEN reconnected: ${r.listenerReconnected}; e-mail worker alive: ${r.emailWorkerAlive}; server alive: ${r.serverAlive}; partial entities: ${r.partialEntities.count}`);
  return lines;
}

export function describeKills(r: KillReport): string[] {
  const a = r.acknowledged;
  return [
    `kill run: ${r.kills} kills in ${(r.durationMs / 1000).toFixed(1)} s; restart median ${r.restartMs.median} ms, max ${r.restartMs.max} ms`,
    `  acknowledged writes checked: ${a.total} (sign-ups ${a.signUps}, sign-ins ${a.signIns}, password changes ${a.passwordChanges}); missing: ${r.lost.count}`,
    `  writes without an answer: ${r.unacknowledged} (sign-ups among them that committed anyway: ${r.committedWithoutAnswer})`,
    `  partial entities: ${r.partialEntities.count}; unexpected answers: ${r.unexpected.count}`,
  ];
}
