// One password-hashing thread of crypto/password-hasher.ts. Plain JavaScript (started without the
// TypeScript loader, so a thread costs a bare isolate). Jobs arrive in order and are answered in
// order; the hash runs synchronously HERE, so the next job starts the moment this one ends, with
// no round trip through the busy event loop in between.
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// Below the event loop's priority (Linux: a thread's own nice value; pid 0 is this thread), so a
// request that needs a core for a moment (GET /users/me, the sign-in's own SQL) preempts a hash
// instead of waiting up to a whole time slice; a hash still gets every cycle nobody else wants.
if (process.platform === 'linux' && workerData.nice > 0) {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // Not permitted in this sandbox: hash at normal priority.
  }
}

// SCHED_IDLE (GATEHOUSE_PASSWORD_HASH_POLICY=idle): Node has no call for a scheduling policy, so
// util-linux's chrt sets it on this thread (its id from /proc/thread-self), once, at the thread's
// start. Lowering one's own policy to SCHED_IDLE needs no privilege. Without chrt (or not
// permitted) the nice value above stays in force.
if (process.platform === 'linux' && workerData.policy === 'idle') {
  try {
    const tid = readlinkSync('/proc/thread-self').split('/').pop();
    execFileSync('chrt', ['--idle', '--pid', '0', tid], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // Keep the nice value.
  }
}

parentPort.on('message', (job) => {
  try {
    let value;
    if (job.op === 'hash') value = hashSync(job.password, workerData.argon2);
    else if (job.kind === 'argon2id') value = verifySync(job.hash, job.password);
    else value = bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ ok: true, value });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
