import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { newProject, uniqueEmail, type TestProject } from './harness.ts';
import { PASSWORD, userWithoutPassword } from './auth-helpers.ts';
import { startInProcess, type LimitedServer } from './limited-servers.ts';

/**
 * Issue 24: GATEHOUSE_PASSWORD_HASH_POLICY=idle puts the hashing threads under SCHED_IDLE (Linux),
 * below every normal thread of the machine, not only below this process's event loop as a nice
 * value does. The server here runs in this process, so its hashing threads are threads of this
 * process: their policy is read from /proc (field 41 of a thread's stat, SCHED_IDLE = 5).
 */
const SCHED_IDLE = 5;
function threadPolicies(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (in parentheses, may hold spaces): field n is at n - 3.
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

let server: LimitedServer;
let project: TestProject;
beforeAll(async () => {
  server = await startInProcess({ GATEHOUSE_PASSWORD_HASH_POLICY: 'idle', GATEHOUSE_PASSWORD_HASH_CONCURRENCY: '2', GATEHOUSE_RATE_LIMITS: 'off' });
  project = await newProject();
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { ...project.clientHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GATEHOUSE_PASSWORD_HASH_POLICY=idle', () => {
  it.runIf(process.platform === 'linux')('hashes on SCHED_IDLE threads and signs in and refuses as with the default policy', async () => {
    const email = uniqueEmail();
    expect((await post('/auth/password/sign-up', { email, password: PASSWORD })).status).toBe(200);
    const passwordless = (await userWithoutPassword(project)).email;
    const answers = await Promise.all([
      post('/auth/password/sign-in', { email, password: PASSWORD }),
      post('/auth/password/sign-in', { email: email.toUpperCase(), password: PASSWORD }),
      post('/auth/password/sign-in', { email, password: 'a wrong password' }),
      post('/auth/password/sign-in', { email: uniqueEmail(), password: PASSWORD }),
      post('/auth/password/sign-in', { email: passwordless, password: PASSWORD }),
    ]);
    const seen = await Promise.all(answers.map(async (r) => ({ status: r.status, code: r.headers.get('x-stack-known-error'), body: await r.text() })));
    expect(seen.slice(0, 2).map((s) => s.status)).toEqual([200, 200]);
    // Unknown e-mail, no password and wrong password: the same answer (each after a hash).
    expect(seen[2]).toMatchObject({ status: 400, code: 'EMAIL_PASSWORD_MISMATCH' });
    for (const s of seen.slice(3)) expect(s).toEqual(seen[2]);
    // Two sign-ins were hashed at once with a bound of 2: both threads started, both SCHED_IDLE.
    expect(threadPolicies().filter((p) => p === SCHED_IDLE).length).toBe(2);
  });
});

describe('GATEHOUSE_PASSWORD_HASH_POLICY', () => {
  it("defaults to normal and takes only 'normal' or 'idle'", () => {
    expect(loadConfig({}).passwordHashPolicy).toBe('normal');
    expect(loadConfig({ GATEHOUSE_PASSWORD_HASH_POLICY: 'idle' }).passwordHashPolicy).toBe('idle');
    for (const bad of ['IDLE', 'batch', 'fifo', '5']) {
      expect(() => loadConfig({ GATEHOUSE_PASSWORD_HASH_POLICY: bad })).toThrow("GATEHOUSE_PASSWORD_HASH_POLICY: must be 'normal' or 'idle'");
    }
  });
});
