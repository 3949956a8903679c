// Shared by the tests that load the BUILT package (sdk/dist), as plain Node and integrators do.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sdkRoot = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** `make test-sdk` builds first; a direct `npx vitest` gets a fresh build here when a source is newer than dist/. */
export function ensureBuilt(): void {
  let built = 0;
  try {
    built = Math.min(statSync(join(sdkRoot, 'dist/index.js')).mtimeMs, statSync(join(sdkRoot, '../generated/dist/index.js')).mtimeMs);
  } catch { /* not built */ }
  if (built < Math.max(newestMtime(join(sdkRoot, 'src')), newestMtime(join(sdkRoot, '../generated/src')))) {
    execFileSync('npm', ['run', 'build'], { cwd: sdkRoot, stdio: 'ignore' });
  }
}
