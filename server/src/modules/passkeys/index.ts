import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './passkeys.routes.ts';
import * as h from './passkeys.handlers.ts';
import * as listRoutes from './passkey-list.routes.ts';
import { passkeysErrors } from './passkeys.errors.ts';
import { passkeySettings } from './passkeys.settings.ts';

/** Passkeys (WebAuthn): registering one for the signed-in user, and signing in with it. The table is passkey-credentials'. */
export const passkeysModule: ModuleManifest = {
  name: 'passkeys',
  settings: passkeySettings,
  tags: [{ name: routes.PASSKEYS_TAG, description: 'Sign-in with a passkey (WebAuthn): discoverable credentials bound to the project\'s trusted domains.', group: 'Auth' }],
  routes: [
    route(routes.initiatePasskeyRegistration, h.initiatePasskeyRegistrationHandler),
    route(routes.registerPasskey, h.registerPasskeyHandler),
    route(routes.initiatePasskeyAuthentication, h.initiatePasskeyAuthenticationHandler),
    route(routes.signInWithPasskey, h.signInWithPasskeyHandler),
    route(listRoutes.listPasskeys, h.listPasskeysHandler),
    route(listRoutes.renamePasskey, h.renamePasskeyHandler),
    route(listRoutes.deletePasskey, h.deletePasskeyHandler),
  ],
  errors: passkeysErrors,
};
