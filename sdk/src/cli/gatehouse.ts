#!/usr/bin/env node
/// <reference types="node" />
import { parseArgs } from 'node:util';
import { cliLogin, defaultTokenFile } from './login.ts';

/** The `gatehouse` command. One subcommand today: `gatehouse login`. */
const USAGE = `Usage: gatehouse login --base-url <url> --project-id <id> [options]

Signs this machine in to a Gatehouse project through your browser and stores the refresh token.

Options (each also read from the environment variable in brackets):
  --base-url <url>                The Gatehouse server [GATEHOUSE_URL]
  --project-id <id>               The project [GATEHOUSE_PROJECT_ID]
  --publishable-client-key <key>  If the project requires one [GATEHOUSE_PUBLISHABLE_CLIENT_KEY]
  --app-url <url>                 Where the hosted pages are, if not on the server
  --token-file <path>             Default: ${defaultTokenFile()}
  --no-browser                    Only print the URL
`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      'project-id': { type: 'string' },
      'publishable-client-key': { type: 'string' },
      'app-url': { type: 'string' },
      'token-file': { type: 'string' },
      'no-browser': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'login' || positionals.length !== 1) {
    process.stderr.write(USAGE);
    return values.help ? 0 : 2;
  }
  const baseUrl = values['base-url'] ?? process.env.GATEHOUSE_URL;
  const projectId = values['project-id'] ?? process.env.GATEHOUSE_PROJECT_ID;
  if (!baseUrl || !projectId) {
    process.stderr.write(`gatehouse login needs --base-url and --project-id.\n\n${USAGE}`);
    return 2;
  }
  await cliLogin({
    baseUrl,
    projectId,
    publishableClientKey: values['publishable-client-key'] ?? process.env.GATEHOUSE_PUBLISHABLE_CLIENT_KEY,
    appUrl: values['app-url'],
    tokenFile: values['token-file'],
    openBrowser: !values['no-browser'],
  });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`gatehouse login failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
