/**
 * Summarises a V8 .cpuprofile (node --cpu-prof) by self time: the top functions (name, file:line)
 * and the top files/packages, as a share of the samples. Optionally only the samples inside a
 * window of CLOCK_MONOTONIC microseconds (the profile's clock, the same as process.hrtime in any
 * process on the machine), so a server's start-up does not count.
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [--from <us>] [--to <us>] [--top 25]
 */
import { readFileSync } from 'node:fs';

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

export interface Entry { name: string; share: number }
export interface Summary { samples: number; functions: Entry[]; files: Entry[]; inclusive: Entry[]; inclusiveAreas: Entry[] }

/** Where a frame comes from: the package for node_modules, the path under server/ for ours, or a V8/node label. */
function area(url: string, name: string): string {
  if (!url) return `(${name || 'anonymous'})`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const at = url.indexOf('/server/src/');
  return at >= 0 ? url.slice(at + 1) : url.replace(/^file:\/\//, '');
}

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const at = url.indexOf('/server/src/');
  return at >= 0 ? url.slice(at + 1) : url.replace(/^file:\/\//, '');
}

export function summarise(profile: Profile, from = -Infinity, to = Infinity, top = 25): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = ({ functionName, url, lineNumber, columnNumber }: CallFrame) =>
    url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}` : `(${functionName})`;
  const fn = new Map<string, number>();
  // Inclusive: the samples a function was anywhere on the stack for (our own server code only).
  const incl = new Map<string, number>();
  // ...and each file / package anywhere on the stack (e.g. all of @hono/node-server, hono, pino, zod).
  const inclAreas = new Map<string, number>();
  const files = new Map<string, number>();
  let t = profile.startTime;
  let counted = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    const node = byId.get(profile.samples[i]!)!;
    const { functionName, url, lineNumber } = node.callFrame;
    // (idle) is the event loop waiting: not CPU the server spent.
    if (functionName === '(idle)') continue;
    counted++;
    const key = keyOf(node.callFrame);
    fn.set(key, (fn.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    const seenAreas = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (frame.url) {
        const a = area(frame.url, frame.functionName);
        if (!seenAreas.has(a)) {
          seenAreas.add(a);
          inclAreas.set(a, (inclAreas.get(a) ?? 0) + 1);
        }
      }
      if (!frame.url.includes('/server/src/')) continue;
      const k = keyOf(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + 1);
    }
    const a = area(url, functionName);
    files.set(a, (files.get(a) ?? 0) + 1);
  }
  const rank = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, n]) => ({ name, share: n / Math.max(counted, 1) }));
  return { samples: counted, functions: rank(fn), files: rank(files), inclusive: rank(incl), inclusiveAreas: rank(inclAreas) };
}

export function printSummary(s: Summary, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): void {
  write(`${s.samples} busy samples (idle excluded)`);
  write('self time by function:');
  for (const e of s.functions) write(`  ${(e.share * 100).toFixed(1).padStart(5)} %  ${e.name}`);
  write('self time by file / package:');
  for (const e of s.files) write(`  ${(e.share * 100).toFixed(1).padStart(5)} %  ${e.name}`);
  write('inclusive time of the server\'s own functions (on the stack):');
  for (const e of s.inclusive) write(`  ${(e.share * 100).toFixed(1).padStart(5)} %  ${e.name}`);
  write('inclusive time by file / package (anywhere on the stack):');
  for (const e of s.inclusiveAreas) write(`  ${(e.share * 100).toFixed(1).padStart(5)} %  ${e.name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const file = args.find((a) => a.endsWith('.cpuprofile'));
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--from us] [--to us] [--top n]');
  printSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, opt('--from'), opt('--to'), opt('--top') ?? 25));
}
