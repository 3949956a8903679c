import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../../startup-error.ts';

/**
 * What a data dir remembers about its embedded PostgreSQL between starts, in
 * `<data dir>/embedded-postgres.json`, so a restart finds the same cluster on the same port.
 */
export interface EmbeddedState {
  /** The port it last ran on; kept while it is free. */
  port?: number;
  /**
   * The cluster folder when it is not `<data dir>/pg`: as root, when the unprivileged PostgreSQL
   * account cannot enter the data dir, it lives under /var/lib/gatehouse/clusters instead.
   */
  cluster?: string;
  /** The Gatehouse process running it, to tell a live second instance from a leftover of a killed one. */
  gatehousePid?: number;
}

export const stateFile = (dataDir: string) => join(dataDir, 'embedded-postgres.json');

export function readState(dataDir: string): EmbeddedState {
  const file = stateFile(dataDir);
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as EmbeddedState;
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    return parsed;
  } catch (e) {
    throw new StartupError(`${file} is damaged (${(e as Error).message}). It records where the embedded PostgreSQL keeps its data and its port: fix or delete it.`);
  }
}

export function writeState(dataDir: string, state: EmbeddedState): void {
  const file = stateFile(dataDir);
  // Written beside and renamed, so a crash never leaves half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
