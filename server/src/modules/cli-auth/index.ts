import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './cli-auth.routes.ts';
import * as h from './cli-auth.handlers.ts';
import { cliAuthErrors } from './cli-auth.errors.ts';
import { Migration20261127004200CliAuthAttempts } from './migrations/Migration20261127004200CliAuthAttempts.ts';
import { Migration20261127230100CliAuthSignedInAt } from './migrations/Migration20261127230100CliAuthSignedInAt.ts';

/** CLI login (the cli_auth_attempt table): start, poll, and the browser's confirmation. */
export const cliAuthModule: ModuleManifest = {
  name: 'cli-auth',
  tags: [{ name: routes.CLI_TAG, description: 'Signing a command-line tool in through the browser.', group: 'Auth' }],
  routes: [route(routes.createCliAttempt, h.createCliAttemptHandler), route(routes.pollCliAttempt, h.pollCliAttemptHandler), route(routes.completeCliAttempt, h.completeCliAttemptHandler)],
  errors: cliAuthErrors,
  migrations: [
    { name: 'Migration20261127004200CliAuthAttempts', class: Migration20261127004200CliAuthAttempts },
    { name: 'Migration20261127230100CliAuthSignedInAt', class: Migration20261127230100CliAuthSignedInAt },
  ],
};
