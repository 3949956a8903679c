import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers point one way (ARCHITECTURE §2): the framework folders (http/, db/, crypto/, observability/)
 * serve the modules and import nothing from them, and the modules import each other without a
 * cycle, so each can be read, tested and copied on its own. Read from the source text of every
 * non-test file, so a new import that breaks either rule fails `make test` the day it is written.
 */

const SRC = resolve(import.meta.dirname, '../src');
const FRAMEWORK = ['http', 'db', 'crypto', 'observability'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative imports and re-exports of a file, resolved to paths under src (type-only ones included). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]);
  return specs.map((s) => resolve(dirname(file), s));
}

/** `modules/users/users.store.ts` -> 'users'; `http/router.ts` -> 'http'; top-level files -> null. */
function folderOf(path: string): string | null {
  const parts = relative(SRC, path).split('/');
  if (parts.length < 2) return null;
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1] : null;
  return parts[0];
}

const files = sourceFiles(SRC);
const edges = files.flatMap((file) => importsOf(file).map((target) => ({ file: relative(SRC, file), from: folderOf(file), to: folderOf(target), target: relative(SRC, target) })));

describe('layers', () => {
  it('reads the import graph (guards against checking nothing)', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(edges.length).toBeGreaterThan(200);
  });

  it('framework folders (http, db, crypto, observability) import nothing from modules or the composition root', () => {
    const upward = edges.filter((e) => e.from && FRAMEWORK.includes(e.from) && (e.target.startsWith('modules/') || ['app.ts', 'services.ts', 'openapi.ts', 'server.ts'].includes(e.target)));
    expect(upward.map((e) => `${e.file} imports ${e.target}`)).toEqual([]);
  });

  it('module folders import each other without a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const e of edges) {
      if (!e.file.startsWith('modules/') || !e.target.startsWith('modules/') || !e.from || !e.to || e.from === e.to) continue;
      graph.set(e.from, (graph.get(e.from) ?? new Set()).add(e.to));
    }
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (node: string, path: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
        return;
      }
      state.set(node, 'visiting');
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
      state.set(node, 'done');
    };
    for (const node of graph.keys()) visit(node, []);
    // Each cycle names the files that close it, so the fix is obvious.
    const why = cycles.map((c) => {
      const [a, b] = c.split(' -> ');
      return `${c} (e.g. ${edges.find((e) => e.from === a && e.to === b && e.file.startsWith('modules/'))?.file})`;
    });
    expect(why).toEqual([]);
  });

  it('no handler re-checks access by hand: the router resolves access types, users and user ids', () => {
    const byHand = files
      .filter((f) => relative(SRC, f).startsWith('modules/'))
      .filter((f) => /\b(requireAuth|resolveUserId)\s*\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(byHand).toEqual([]);
  });
});
