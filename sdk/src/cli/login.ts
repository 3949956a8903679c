/// <reference types="node" />
import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createClientApp } from '../apps.ts';
import type { FetchLike } from '../transport.ts';

/**
 * `gatehouse login` (wire-contract §9.9): start a CLI login, show the confirmation page's URL
 * (and open it in a browser when one can be opened), poll until the signed-in user confirmed,
 * then store the refresh token of the new session.
 *
 * Where: `$XDG_CONFIG_HOME/gatehouse/credentials.json` (else `~/.config/gatehouse/credentials.json`),
 * one entry per project id, the file readable by its owner only (0600, folder 0700).
 */

export interface LoginOptions {
  /** The Gatehouse server (its API is at <baseUrl>/api/v1). */
  baseUrl: string;
  projectId: string;
  publishableClientKey?: string;
  /** Where the hosted pages are served; default the server itself (it serves /handler/*). */
  appUrl?: string;
  tokenFile?: string;
  /** Try to open the confirmation page in a browser (default true). The URL is printed regardless. */
  openBrowser?: boolean;
  pollIntervalMs?: number;
  /** How long the login may take (default and most: the server's 2 hours). */
  expiresInMillis?: number;
  fetch?: FetchLike;
  /** Where progress lines go (default stdout). */
  log?: (line: string) => void;
}

export interface StoredCredential {
  base_url: string;
  refresh_token: string;
  signed_in_at: string;
}

export function defaultTokenFile(): string {
  const config = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(config, 'gatehouse', 'credentials.json');
}

/** Opens `url` with the platform's opener, if there is one; failures are ignored (the URL was printed). */
function tryOpenBrowser(url: string): void {
  const [cmd, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    /* no opener: the printed URL is enough */
  }
}

/** Adds the project's credential to the file (other projects' entries kept), written whole and owner-only. */
async function storeCredential(file: string, projectId: string, credential: StoredCredential): Promise<void> {
  let all: Record<string, StoredCredential> = {};
  try {
    all = JSON.parse(await readFile(file, 'utf8')) as Record<string, StoredCredential>;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} exists but is not a credentials file: ${(e as Error).message}`);
  }
  all[projectId] = credential;
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  // Written beside and renamed: a crash never leaves half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, file);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function cliLogin(options: LoginOptions): Promise<{ refreshToken: string; tokenFile: string }> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const app = createClientApp({ baseUrl: options.baseUrl, projectId: options.projectId, publishableClientKey: options.publishableClientKey, tokenStore: 'memory', fetch: options.fetch });
  const attempt = (await app.api.POST('/auth/cli', { body: options.expiresInMillis ? { expires_in_millis: options.expiresInMillis } : {} })).data;
  const page = new URL('/handler/cli-auth-confirm', (options.appUrl ?? app.baseUrl).replace(/\/?$/, '/'));
  page.searchParams.set('project_id', options.projectId);
  page.searchParams.set('login_code', attempt.login_code);
  log(`Open this page to sign in, and confirm there:\n\n  ${page.toString()}\n`);
  // The page shows the same code: confirming only when they match defeats a login link someone else started.
  log(`Your code: ${attempt.user_code}\nConfirm only if the page shows this same code.\n`);
  if (options.openBrowser ?? true) tryOpenBrowser(page.toString());
  log('Waiting for the confirmation…');

  for (;;) {
    const answer = (await app.api.POST('/auth/cli/poll', { body: { polling_code: attempt.polling_code } })).data;
    if (answer.status === 'success' && 'refresh_token' in answer) {
      const tokenFile = options.tokenFile ?? defaultTokenFile();
      await storeCredential(tokenFile, options.projectId, { base_url: app.baseUrl, refresh_token: answer.refresh_token, signed_in_at: new Date().toISOString() });
      log(`Signed in. The refresh token is stored in ${tokenFile} (readable by you only).`);
      return { refreshToken: answer.refresh_token, tokenFile };
    }
    if (answer.status === 'expired') throw new Error('The login expired before it was confirmed. Run the login command again.');
    if (answer.status === 'used') throw new Error('This login was already collected. Run the login command again.');
    await sleep(options.pollIntervalMs ?? 2000);
  }
}
