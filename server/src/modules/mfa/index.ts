import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './mfa.routes.ts';
import * as h from './mfa.handlers.ts';
import { mfaErrors } from './mfa.errors.ts';
import { Migration20261127004100TotpUsedSteps } from './migrations/Migration20261127004100TotpUsedSteps.ts';
import { Migration20261127150000TotpUsedStepSecretDigest } from './migrations/Migration20261127150000TotpUsedStepSecretDigest.ts';

/**
 * The second factor (TOTP): the rule every sign-in ends in (finish-sign-in.ts), the attempt codes
 * it hands out, POST /auth/mfa/sign-in, and the replay guard's table (totp_used_step). The secret
 * itself is a user field (users module, PATCH /users/me `totp_secret_base64`).
 */
export const mfaModule: ModuleManifest = {
  name: 'mfa',
  tags: [{ name: routes.MFA_TAG, description: 'The TOTP second step of a sign-in, and confirming a session with the current password or a TOTP code.', group: 'Auth' }],
  routes: [route(routes.signInWithMfa, h.signInWithMfaHandler), route(routes.reauthenticate, h.reauthenticateHandler)],
  errors: mfaErrors,
  migrations: [
    { name: 'Migration20261127004100TotpUsedSteps', class: Migration20261127004100TotpUsedSteps },
    { name: 'Migration20261127150000TotpUsedStepSecretDigest', class: Migration20261127150000TotpUsedStepSecretDigest },
  ],
};
