import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { verifyPassword } from '../../src/crypto/passwords.ts';
import { createTestDatabase } from '../test-database.ts';
import { ChaosClient, ok, uniqueEmail } from './chaos-client.ts';
import { chaosInternalKeys, startGatehouseProcess, type GatehouseProcess } from './gatehouse-process.ts';
import { findPartialEntities } from './invariants.ts';

export interface KillOptions {
  kills: number;
  /** Each kill strikes at a random moment this many ms after the server became ready. */
  killAfterMs: [number, number];
  /** Parallel writers. */
  concurrency: number;
  log: (line: string) => void;
}

export interface KillReport {
  kills: number;
  /** Writes answered 2xx, by kind: each is checked in the database at the end. */
  acknowledged: { signUps: number; signIns: number; passwordChanges: number; total: number };
  /** Writes without a 2xx (cut off by a kill, or refused while the server was down). */
  unacknowledged: number;
  /** Sign-ups cut off by a kill that committed anyway (the answer was lost, not the write): allowed. */
  committedWithoutAnswer: number;
  /** Acknowledged writes missing afterwards, with samples. Must be 0. */
  lost: { count: number; samples: string[] };
  /** Half-written entities found after any restart (the worst seen), by rule. Must be empty. */
  partialEntities: { count: number; found: Record<string, string[]> };
  /** Answers other than 2xx and the expected refusals (500s above all), with samples. */
  unexpected: { count: number; samples: string[] };
  /** ms the server took to come back after each kill (median, max). */
  restartMs: { median: number; max: number };
  durationMs: number;
}

const PASSWORD = 'chaos-password-0';
/** The writers keep their access tokens for the whole run, which may outlast the default 10 minutes. */
const LONG_TOKENS = { GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: '86400' };
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest();

interface PasswordUser {
  email: string;
  accessToken: string;
  /** The password of the last acknowledged change (or of the sign-up). */
  acked: string;
  /** Changes since then that got no answer, oldest first: each may or may not have happened. */
  inDoubt: string[];
  changes: number;
}

/**
 * `kill -9` of the real server at random moments while writers sign up (user + channel + personal
 * team + membership, then a session), change passwords (hash + revocation of other sessions in one
 * transaction) and sign in (a session). After every restart no entity may be half-written; at the
 * end every write that was answered 2xx must be in the database. The writers keep a ledger on the
 * client side: only the client knows which writes were acknowledged.
 */
export async function runKills(opts: KillOptions): Promise<KillReport> {
  const started = performance.now();
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-chaos-'));
  const keys = chaosInternalKeys();
  let server: GatehouseProcess | undefined;
  try {
    server = await startGatehouseProcess(db.url, keys, dataDir, LONG_TOKENS);
    const client = new ChaosClient(server.url, keys);

    // Set-up, before any kill: users whose passwords change, users who sign in.
    const passwordUsers: PasswordUser[] = [];
    const signInEmails: string[] = [];
    for (let i = 0; i < opts.concurrency * 2; i++) {
      const email = uniqueEmail('pw');
      const o = await client.signUp(email, PASSWORD);
      if (!ok(o)) throw new Error(`set-up sign-up failed: ${o.status} ${JSON.stringify(o.body)}`);
      if (i % 2) signInEmails.push(email);
      else passwordUsers.push({ email, accessToken: String(o.body!.access_token), acked: PASSWORD, inDoubt: [], changes: 0 });
    }

    const ackedSignUps: { email: string; userId: string; refreshToken: string }[] = [];
    const attemptedSignUps = new Set<string>();
    const ackedSignIns: { email: string; refreshToken: string }[] = [];
    let unacknowledged = 0;
    const unexpected: string[] = [];
    const note = (kind: string, o: { status: number; code: string | null; body: unknown }) => {
      // No answer (killed, or not yet restarted) is expected; so is a 503 from a server that is
      // still starting. Anything else (a 500 above all) is a finding.
      if (o.status === 0 || (o.status === 503 && o.code === 'DATABASE_UNAVAILABLE')) return;
      unexpected.push(`${kind} ${o.status} ${o.code ?? ''} ${JSON.stringify(o.body)?.slice(0, 200)}`);
    };

    /**
     * Changes the password, presenting as the old one the newest candidate that works: the
     * acknowledged one, or one of the unanswered changes since (one of them may have happened).
     */
    const changePassword = async (u: PasswordUser) => {
      const next = `chaos-password-${++u.changes}`;
      const candidates = [...u.inDoubt].reverse().concat(u.acked);
      let o = await client.changePassword(u.accessToken, candidates[0], next);
      for (let i = 1; i < candidates.length && o.code === 'PASSWORD_CONFIRMATION_MISMATCH'; i++) o = await client.changePassword(u.accessToken, candidates[i], next);
      if (ok(o)) {
        u.acked = next;
        u.inDoubt = [];
        return true;
      }
      unacknowledged++;
      if (o.status === 0 || o.status === 503) u.inDoubt.push(next);
      else note('password-change', o);
      return false;
    };

    let writing = true;
    let acknowledgedPasswordChanges = 0;
    /** One write; returns the HTTP status (0: no answer). */
    const writeOnce = async (n: number, w: number, mine: PasswordUser[]): Promise<number> => {
      const pick = (n + w) % 4;
      if (pick === 2 && mine.length) {
        const u = mine[n % mine.length];
        const acked = await changePassword(u);
        if (acked) acknowledgedPasswordChanges++;
        return acked ? 200 : 0;
      }
      if (pick < 2) {
        const email = uniqueEmail('signup');
        attemptedSignUps.add(email);
        const o = await client.signUp(email, PASSWORD);
        if (ok(o)) ackedSignUps.push({ email, userId: String(o.body!.user_id), refreshToken: String(o.body!.refresh_token) });
        else {
          unacknowledged++;
          note('sign-up', o);
        }
        return o.status;
      }
      const email = signInEmails[n % signInEmails.length];
      const o = await client.signIn(email, PASSWORD);
      if (ok(o)) ackedSignIns.push({ email, refreshToken: String(o.body!.refresh_token) });
      else {
        unacknowledged++;
        note('sign-in', o);
      }
      return o.status;
    };
    const writer = async (w: number) => {
      const mine = passwordUsers.filter((_, i) => i % opts.concurrency === w);
      for (let n = 1; writing; n++) {
        const status = await writeOnce(n, w, mine);
        // While the server is down a refused connection returns at once: do not spin meanwhile.
        if (status === 0) await sleep(100);
      }
    };
    const writers = Array.from({ length: opts.concurrency }, (_, w) => writer(w));

    const restartTimes: number[] = [];
    let worstPartial = { count: 0, found: {} as Record<string, string[]> };
    for (let k = 1; k <= opts.kills; k++) {
      const [min, max] = opts.killAfterMs;
      await sleep(min + Math.random() * (max - min));
      await server.kill9();
      const t = performance.now();
      server = await startGatehouseProcess(db.url, keys, dataDir, LONG_TOKENS);
      client.baseUrl = server.url;
      restartTimes.push(performance.now() - t);
      const partial = await findPartialEntities(db.url, 'internal');
      if (partial.count > worstPartial.count) worstPartial = partial;
      const acked = ackedSignUps.length + ackedSignIns.length + acknowledgedPasswordChanges;
      opts.log(`kill ${k}/${opts.kills}: ${acked} acknowledged writes so far, ${unacknowledged} cut off; partial entities: ${partial.count}; restart ${Math.round(performance.now() - t)} ms`);
    }
    writing = false;
    await Promise.all(writers);
    await server.stop();
    server = undefined;

    // The ledger against the database.
    const lost: string[] = [];
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    let committedWithoutAnswer = 0;
    try {
      for (const s of ackedSignUps) {
        const { rows } = await c.query(
          `select 1 from project_user u join contact_channel ch on ch.user_id = u.id and ch.is_primary and ch.value = $2
           where u.id = $1 and u.project_id = 'internal'`,
          [s.userId, s.email],
        );
        if (!rows.length) lost.push(`sign-up ${s.email}: user ${s.userId} missing`);
        const session = await c.query(`select 1 from user_session where user_id = $1 and refresh_token_hash = $2`, [s.userId, sha256(s.refreshToken)]);
        if (!session.rows.length) lost.push(`sign-up ${s.email}: its session is missing`);
      }
      for (const s of ackedSignIns) {
        const { rows } = await c.query(`select 1 from user_session where refresh_token_hash = $1`, [sha256(s.refreshToken)]);
        if (!rows.length) lost.push(`sign-in ${s.email}: session missing`);
      }
      for (const u of passwordUsers) {
        const { rows } = await c.query<{ password_hash: string }>(
          `select u.password_hash from project_user u join contact_channel ch on ch.user_id = u.id and ch.is_primary where ch.value = $1`,
          [u.email],
        );
        const hash = rows[0]?.password_hash;
        let matches = false;
        for (const candidate of [u.acked, ...u.inDoubt]) if (hash && (await verifyPassword(hash, candidate))) matches = true;
        if (!matches) lost.push(`password of ${u.email}: neither the acknowledged one (${u.acked}) nor a later unanswered change`);
      }
      const ackedEmails = new Set(ackedSignUps.map((s) => s.email));
      const cutOff = [...attemptedSignUps].filter((e) => !ackedEmails.has(e));
      if (cutOff.length) {
        const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from contact_channel where value = any($1)`, [cutOff]);
        committedWithoutAnswer = rows[0].n;
      }
    } finally {
      await c.end();
    }
    const finalPartial = await findPartialEntities(db.url, 'internal');
    if (finalPartial.count > worstPartial.count) worstPartial = finalPartial;

    restartTimes.sort((a, b) => a - b);
    return {
      kills: opts.kills,
      acknowledged: {
        signUps: ackedSignUps.length,
        signIns: ackedSignIns.length,
        passwordChanges: acknowledgedPasswordChanges,
        total: ackedSignUps.length + ackedSignIns.length + acknowledgedPasswordChanges,
      },
      unacknowledged,
      committedWithoutAnswer,
      lost: { count: lost.length, samples: lost.slice(0, 10) },
      partialEntities: worstPartial,
      unexpected: { count: unexpected.length, samples: unexpected.slice(0, 10) },
      restartMs: { median: Math.round(restartTimes[Math.floor(restartTimes.length / 2)] ?? 0), max: Math.round(restartTimes.at(-1) ?? 0) },
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await server?.stop().catch(() => {});
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
