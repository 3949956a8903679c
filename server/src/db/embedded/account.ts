import { execFileSync, spawnSync } from 'node:child_process';
import { StartupError } from '../../startup-error.ts';

/** The unprivileged account PostgreSQL runs as when Gatehouse runs as root. */
export interface Account {
  name: string;
  uid: number;
  gid: number;
}

export const runningAsRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root, so root runs it as `postgres` (the account every PostgreSQL
 * package uses, and the one earlier Gatehouse versions used), created as a system account without
 * a home or a login shell when the machine has none.
 */
export function postgresAccount(log: (message: string) => void): Account {
  const found = lookUp('postgres');
  if (found) return found;
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']],
    // BusyBox (Alpine): a system account (-S) without password (-D) or home (-H).
    ['adduser', ['-S', '-D', '-H', '-s', '/sbin/nologin', 'postgres']],
  ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
    } catch {
      continue;
    }
    const created = lookUp('postgres');
    if (created) {
      log(`created the system account postgres (uid ${created.uid}) to run the embedded PostgreSQL, which refuses to run as root`);
      return created;
    }
  }
  throw new StartupError('as root, the embedded PostgreSQL must run as an unprivileged account named postgres, and it could not be created. Create it (useradd --system postgres), run make start as an ordinary user, or set DATABASE_URL.');
}

function lookUp(name: string): Account | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/**
 * Whether `account` can enter `dir`: every folder above it must let that account through. Asked of
 * the kernel itself (a shell `cd` run as the account, spawned the way PostgreSQL will be, without
 * root's supplementary groups), so ACLs and group rules are judged exactly as they will be.
 */
export function canEnter(account: Account, dir: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: account.uid, gid: account.gid, stdio: 'ignore' });
  return result.status === 0;
}
