import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { homedir } from 'node:os';
import { freePort } from './main-process.ts';

/**
 * stripe-mock (github.com/stripe/stripe-mock, Stripe's own mock of its API, built from the API's
 * OpenAPI spec): started on a free port by the tests that need Stripe, like the SMTP receiver.
 * Installed by `scripts/ensure-test-tools.sh` (`go install github.com/stripe/stripe-mock@latest`).
 * Point a server at it with `GATEHOUSE_STRIPE_API_BASE: mock.url`.
 */
export interface StripeMock {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

const INSTALL = 'go install github.com/stripe/stripe-mock@latest';

/** STRIPE_MOCK_PATH, then PATH, then Go's install directory (GOBIN or GOPATH/bin). */
export function findStripeMock(): string {
  const candidates: string[] = [];
  if (process.env.STRIPE_MOCK_PATH) candidates.push(process.env.STRIPE_MOCK_PATH);
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) candidates.push(join(dir, 'stripe-mock'));
  for (const go of ['go', '/usr/local/go/bin/go']) {
    try {
      const [gobin, gopath] = execFileSync(go, ['env', 'GOBIN', 'GOPATH'], { encoding: 'utf8' }).split('\n');
      if (gobin) candidates.push(join(gobin, 'stripe-mock'));
      if (gopath) candidates.push(join(gopath.split(':')[0]!, 'bin', 'stripe-mock'));
      break;
    } catch {
      // this `go` is not there; try the next one
    }
  }
  candidates.push(join(homedir(), 'go', 'bin', 'stripe-mock'));
  const found = candidates.find((c) => existsSync(c));
  if (!found) {
    throw new Error(`stripe-mock is not installed (looked in STRIPE_MOCK_PATH, PATH and Go's bin directory). Install it with \`${INSTALL}\` (scripts/ensure-test-tools.sh does it) and run the tests again.`);
  }
  return found;
}

/**
 * Starts a stripe-mock on a free HTTP port. Its HTTPS listener (unused) gets a port the system
 * chooses: its default, 12112, would collide between test files, the contract server and any other
 * stripe-mock running on the machine.
 */
export async function startStripeMock(): Promise<StripeMock> {
  const port = await freePort();
  const child: ChildProcess = spawn(findStripeMock(), ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // Ready when it answers HTTP (it loads its spec first: well under a second here).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stripe-mock exited with ${child.exitCode}: ${output}`);
    try {
      await fetch(`${url}/v1/balance`, { headers: { authorization: 'Bearer sk_test_123' } });
      break;
    } catch {
      if (Date.now() - started > 20_000) throw new Error(`stripe-mock did not answer within 20 s: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
