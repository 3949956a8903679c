import type { ModuleManifest } from '../../http/module.ts';
import { PasskeyCredential } from './passkey-credentials.entity.ts';
import { Migration20261127130000PasskeyCredentials } from './migrations/Migration20261127130000PasskeyCredentials.ts';
import { Migration20261128310000SeveralPasskeys } from './migrations/Migration20261128310000SeveralPasskeys.ts';

/**
 * The passkey_credential table, on its own below `users` (which removes a user's passkeys when
 * passkey_auth_enabled is turned off) and `passkeys` (the WebAuthn routes, which sit above users).
 */
export const passkeyCredentialsModule: ModuleManifest = {
  name: 'passkey-credentials',
  entities: [PasskeyCredential],
  migrations: [
    { name: 'Migration20261127130000PasskeyCredentials', class: Migration20261127130000PasskeyCredentials },
    { name: 'Migration20261128310000SeveralPasskeys', class: Migration20261128310000SeveralPasskeys },
  ],
};
