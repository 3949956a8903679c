import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newProject, testDeps, uniqueEmail, type TestProject } from '../harness.ts';
import { loadConfig } from '../../src/config.ts';
import { openServices, type OpenedServices } from '../../src/services.ts';
import { Dispatcher } from '../../src/modules/events/dispatcher.ts';
import { declareSubscribers, emit, findRun, pruneFinishedEvents, retireSubscribers } from '../../src/modules/events/events.store.ts';
import { retryDelayMs } from '../../src/modules/events/backoff.ts';
import type { DomainEvent, EventSubscriber } from '../../src/http/module.ts';

/**
 * Issue 20 §2: the one dispatcher. Events are made over HTTP (POST /users on the test server, a
 * user.created each); the dispatchers under test run their own subscribers against the same
 * database, each "process" with its own connection pools (and one a real child process killed
 * with SIGKILL). Every wait polls for a condition; nothing asserts how fast.
 */

const opened: OpenedServices[] = [];
const dispatchers: Dispatcher[] = [];
const subscriberNames: string[] = [];

afterAll(async () => {
  await Promise.all(dispatchers.map((d) => d.stop()));
  await retireSubscribers((await testDeps()).em, subscriberNames);
  await Promise.all(opened.map((o) => o.close()));
});

/** A process's worth of services: its own ORM and pools on the test database. */
async function processServices(): Promise<OpenedServices> {
  const url = inject('databaseUrl');
  const services = await openServices(url, loadConfig({ DATABASE_URL: url }), () => {}, { poolMax: 3, hotPoolMax: 1 });
  opened.push(services);
  return services;
}

async function startDispatcher(subscribers: EventSubscriber[], opts: { leaseMs?: number; retryDelayMs?: (n: number) => number } = {}): Promise<Dispatcher> {
  const { deps } = await processServices();
  const d = new Dispatcher(deps, subscribers, { pollIntervalMs: 50, leaseMs: opts.leaseMs ?? 30_000, databaseUrl: inject('databaseUrl'), retryDelayMs: opts.retryDelayMs });
  await d.start();
  dispatchers.push(d);
  return d;
}

function subscriberName(what: string): string {
  const name = `test-${what}-${randomUUID().slice(0, 8)}`;
  subscriberNames.push(name);
  return name;
}

async function createUsers(project: TestProject, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const made = await project.server().POST('/users', { body: { primary_email: uniqueEmail() } });
    expect(made.response.status).toBe(201);
    ids.push(made.data!.id);
  }
  return ids;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('event dispatcher', () => {
  it('two processes share the work: every (event, subscriber) runs exactly once, never twice at the same time', async () => {
    const project = await newProject();
    const name = subscriberName('shared');
    const runs = new Map<string, number>();
    const inFlight = new Set<string>();
    let overlaps = 0;
    const subscriber: EventSubscriber = {
      name,
      types: ['user.created'],
      handle: async (event) => {
        if (event.projectId !== project.id) return;
        if (inFlight.has(event.subject)) overlaps++;
        inFlight.add(event.subject);
        runs.set(event.subject, (runs.get(event.subject) ?? 0) + 1);
        // Holds the run a moment so a second claimer would overlap if it could take the same run.
        await new Promise((r) => setTimeout(r, 20));
        inFlight.delete(event.subject);
      },
    };
    // Both "processes" declare the same subscriber (as two server processes do).
    await startDispatcher([subscriber]);
    await startDispatcher([subscriber]);
    const users = await createUsers(project, 12);
    await until(() => users.every((id) => runs.has(id)), 'every user.created to run');
    // Give a duplicate claim the chance to show up before counting.
    const deps = await testDeps();
    await until(async () => {
      const rows = await Promise.all(users.map(async (id) => findRun(deps.em, await eventIdOf(project, id), name)));
      return rows.every((r) => r?.status === 'done');
    }, 'every run to be recorded done');
    expect(overlaps).toBe(0);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(users.length);
  }, 120_000);

  it('a failing subscriber is retried with backoff until it succeeds, with the same event id, and another subscriber is not re-run', async () => {
    const project = await newProject();
    const flaky = subscriberName('flaky');
    const steady = subscriberName('steady');
    const attempts: DomainEvent[] = [];
    let steadyRuns = 0;
    await startDispatcher(
      [
        {
          name: flaky,
          types: ['user.created'],
          handle: async (event) => {
            if (event.projectId !== project.id) return;
            attempts.push(event);
            if (event.attempt < 3) throw new Error(`receiver down (attempt ${event.attempt})`);
          },
        },
        {
          name: steady,
          types: '*',
          handle: async (event) => {
            if (event.projectId === project.id && event.type === 'user.created') steadyRuns++;
          },
        },
      ],
      // The schedule's shape at a test's scale: 100 ms, 200 ms, 400 ms …
      { retryDelayMs: (n) => 100 * 2 ** (n - 1) },
    );
    const [userId] = await createUsers(project, 1);
    const eventId = await eventIdOf(project, userId);
    const deps = await testDeps();
    await until(async () => (await findRun(deps.em, eventId, flaky))?.status === 'done', 'the flaky subscriber to succeed');
    expect(attempts.map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(new Set(attempts.map((e) => e.id))).toEqual(new Set([eventId]));
    expect(await findRun(deps.em, eventId, flaky)).toEqual({ status: 'done', attempts: 3, lastError: null });
    await until(async () => (await findRun(deps.em, eventId, steady))?.status === 'done', 'the steady subscriber');
    expect(steadyRuns).toBe(1);
    expect(await findRun(deps.em, eventId, steady)).toMatchObject({ attempts: 1 });
  });

  it('prunes finished events after the retention, never one with a run still pending', async () => {
    const project = await newProject();
    const deps = await testDeps();
    const name = subscriberName('prune');
    await declareSubscribers(deps.em, [{ name, types: ['test.pending'] }]);
    const finished = await emit(deps.em, { projectId: project.id, type: 'test.unsubscribed', subject: 's', data: {} });
    const pending = await emit(deps.em, { projectId: project.id, type: 'test.pending', subject: 's', data: {} });
    // Eight days old (set-up: the clock cannot be moved for the database).
    await deps.em.execute(`update domain_event set created_at = now() - interval '8 days' where id in (?, ?)`, [finished, pending]);
    // Set-up: files running beside this one start servers whose subscribers may take every type
    // ('*'), so the "finished" event may have runs of theirs; finished means none is pending.
    await deps.em.execute(`update event_delivery set status = 'done' where event_id = ?`, [finished]);
    const left = async () => (await deps.em.execute(`select id from domain_event where id in (?, ?)`, [finished, pending])).map((r) => (r as { id: string }).id);
    // Another server's dispatcher may hold the row for a moment (the prune skips locked rows).
    await until(async () => {
      while ((await pruneFinishedEvents(deps.em, 7, 1_000)) > 0);
      return (await left()).length < 2;
    }, 'the finished event to be pruned');
    expect(await left()).toEqual([pending]);
    expect(await findRun(deps.em, pending, name)).toMatchObject({ status: 'pending' });
  });

  it('the production schedule doubles from 2 s and is capped at an hour', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(retryDelayMs(12)).toBe(3_600_000);
    expect(retryDelayMs(25)).toBe(3_600_000);
  });

  it('nothing is lost across a restart: events made while no dispatcher runs are delivered by the next one', async () => {
    const project = await newProject();
    const name = subscriberName('restart');
    const seen = new Set<string>();
    const subscriber: EventSubscriber = { name, types: ['user.created'], handle: async (e) => void (e.projectId === project.id && seen.add(e.subject)) };
    const first = await startDispatcher([subscriber]);
    const before = await createUsers(project, 3);
    await until(() => before.every((id) => seen.has(id)), 'the first process to deliver');
    await first.stop();
    // Down: the changes commit, their events wait in the outbox.
    const during = await createUsers(project, 5);
    expect(during.some((id) => seen.has(id))).toBe(false);
    // A new process (fresh pools) picks them up.
    await startDispatcher([subscriber]);
    await until(() => during.every((id) => seen.has(id)), 'the restarted process to deliver what was made while down');
  });

  it('a run held by a process killed with SIGKILL is retried by another process once its lease has run out', async () => {
    const project = await newProject();
    const name = subscriberName('killed');
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'hanging-dispatcher.ts')], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), SUBSCRIBER: name, PROJECT_ID: project.id, LEASE_MS: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise((ok) => child.once('exit', ok));
    try {
      await until(() => out.includes('dispatcher started') || child.exitCode !== null, 'the child dispatcher to start');
      expect(out).toContain('dispatcher started');
      const [userId] = await createUsers(project, 1);
      const eventId = await eventIdOf(project, userId);
      await until(() => out.includes(`claimed ${eventId}`), 'the child to claim the run');
      child.kill('SIGKILL');
      await exited;
      // The run is still claimed by the dead process (attempt 1, pending).
      const deps = await testDeps();
      expect(await findRun(deps.em, eventId, name)).toMatchObject({ status: 'pending', attempts: 1 });
      const retried: DomainEvent[] = [];
      await startDispatcher([{ name, types: ['user.created'], handle: async (e) => void (e.projectId === project.id && retried.push(e)) }], { leaseMs: 1000 });
      await until(async () => (await findRun(deps.em, eventId, name))?.status === 'done', 'another process to finish the run');
      expect(retried.map((e) => [e.id, e.attempt])).toEqual([[eventId, 2]]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // A child process loading the server's code takes a while on a busy machine.
  }, 180_000);
});

async function eventIdOf(project: TestProject, userId: string): Promise<string> {
  const deps = await testDeps();
  const rows = await deps.em.execute(`select id from domain_event where project_id = ? and type = 'user.created' and subject = ?`, [project.id, userId]);
  expect(rows).toHaveLength(1);
  return (rows[0] as { id: string }).id;
}
