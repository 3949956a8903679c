/**
 * `make chaos`: PostgreSQL goes away under load (stop, then freeze) and the server is killed with
 * SIGKILL during concurrent writes, 50 times; prints progress and the figures, and exits 1 when a
 * bar of issue 9 §4 is missed. `--short` runs the plan of `make test` (test/chaos.test.ts).
 *
 *   cd server && npx tsx test/chaos/run.ts [--short]
 *
 * The kill run uses a throwaway database on DATABASE_URL's server (else an embedded PostgreSQL);
 * the outage run always starts a PostgreSQL of its own, so a shared server is never stopped.
 */
import { runOutage } from './outage.ts';
import { runKills } from './kill-writes.ts';
import { FULL, SHORT } from './plans.ts';
import { describeKills, describeOutage, killProblems, outageProblems } from './verdict.ts';

const plan = process.argv.includes('--short') ? SHORT : FULL;
const log = (line: string) => process.stdout.write(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const started = performance.now();

log(`outage run: ${plan.outage.outages.join(' + ')}, ${plan.outage.outageMs} ms away, ${plan.outage.recoveryMs} ms recovery each, ${plan.outage.concurrency} request loops`);
const outage = await runOutage({ ...plan.outage, log });
const outageSeconds = (performance.now() - started) / 1000;
log(`kill run: ${plan.kills.kills} kills, ${plan.kills.concurrency} writers`);
const kills = await runKills({ ...plan.kills, log });

const problems = [...outageProblems(outage), ...killProblems(kills, plan.kills.kills)];
process.stdout.write(
  ['', ...describeOutage(outage), ...describeKills(kills), `took ${((performance.now() - started) / 1000).toFixed(1)} s (outage run ${outageSeconds.toFixed(1)} s)`, ''].join('\n') + '\n',
);
if (problems.length) {
  process.stdout.write(`FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  const errors = outage.serverErrorLog.trim();
  if (errors) process.stdout.write(`server error log (outage run, last 4000 chars):\n${errors.slice(-4000)}\n`);
  process.exit(1);
}
process.stdout.write('chaos: every bar met\n');
process.exit(0);
