/**
 * CPU accounting for the bench, from /proc (Linux): the server's own CPU (and its children's), the
 * PostgreSQL backends serving the bench database, and the load generator (this process). Times are
 * in microseconds. /proc counts in clock ticks (usually 100 per second): over a 10 s window of
 * thousands of requests the tick is far below the figure's meaning.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICK_US = 1_000_000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

interface Stat { ppid: number; ticks: number; childTicks: number }

/** utime+stime (own) and cutime+cstime (waited-for children that exited) of one process; null if gone. */
function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: split after its last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // f[0] is field 3 (state): field n is f[n - 3].
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), childTicks: Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/** utime+stime of one thread (`tid`; the main thread's id is the process id), in µs. */
export function threadCpuUs(pid: number, tid = pid): number {
  const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_US;
}

function allPids(): number[] {
  return readdirSync('/proc').filter((n) => /^\d+$/.test(n)).map(Number);
}

/** CPU time of a process and every live descendant, plus what its exited children used. */
export function processTreeCpuUs(root: number): number {
  const stats = new Map<number, Stat>();
  for (const pid of allPids()) {
    const s = stat(pid);
    if (s) stats.set(pid, s);
  }
  let ticks = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    const s = stats.get(pid);
    if (!s) continue;
    ticks += s.ticks + s.childTicks;
    for (const [child, cs] of stats) if (cs.ppid === pid) queue.push(child);
  }
  return ticks * TICK_US;
}

/**
 * CPU time of the PostgreSQL backends connected to one database: their process title
 * (`postgres: [cluster: ]<user> <database> <client> <state>`) names it. Other helpers' databases on the same
 * server are not counted. Per backend (pid): a backend that exits inside the window loses its
 * share (the bench's pool keeps its connections open, so this is small).
 */
export function postgresCpuUs(database: string): Map<number, number> {
  const perBackend = new Map<number, number>();
  for (const pid of allPids()) {
    let title: string;
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // Debian names the cluster first: `postgres: 15/main: <user> <database> …`.
    const m = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title.replace(/\0/g, ' '));
    if (m?.[1] !== database) continue;
    perBackend.set(pid, (stat(pid)?.ticks ?? 0) * TICK_US);
  }
  return perBackend;
}

/** CPU the backends used between two readings: a backend that exited in between loses its share, one that started counts from zero. */
function backendDelta(before: Map<number, number>, after: Map<number, number>): number {
  let us = 0;
  for (const [pid, t] of after) us += Math.max(0, t - (before.get(pid) ?? 0));
  return us;
}

export interface CpuWindow {
  /** Server process tree CPU over the window, µs. */
  serverUs: number;
  /** PostgreSQL backends of the bench database, µs (0 for the control). */
  postgresUs: number;
  /** This process (autocannon runs in it), µs. */
  generatorUs: number;
  wallUs: number;
}

/** Starts a measurement window; call the returned function at its end. */
export function cpuWindow(serverPid: number, database: string | null): () => CpuWindow {
  const server0 = processTreeCpuUs(serverPid);
  const pg0 = database ? postgresCpuUs(database) : new Map<number, number>();
  const gen0 = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const gen = process.cpuUsage(gen0);
    return {
      serverUs: processTreeCpuUs(serverPid) - server0,
      postgresUs: database ? backendDelta(pg0, postgresCpuUs(database)) : 0,
      generatorUs: gen.user + gen.system,
      wallUs: (performance.now() - t0) * 1000,
    };
  };
}

/** The load generator's share of the whole machine over a window (1 = every core busy with it). */
export function generatorShare(w: CpuWindow): number {
  return w.generatorUs / w.wallUs / availableParallelism();
}
