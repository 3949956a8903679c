import type { ModuleManifest } from '../../http/module.ts';
import { OAuthAccount } from './oauth-accounts.entity.ts';

/**
 * The oauth_account table (a user's links to provider accounts), on its own below `users` (POST
 * /users creates a user with its links in one transaction) and `oauth` (sign-in, linking and
 * connected accounts, which sit above users). The table itself was created with the OAuth sign-in
 * tables by oauth's migration 20261127000300; migrations that change it from now on go here.
 */
export const oauthAccountsModule: ModuleManifest = {
  name: 'oauth-accounts',
  entities: [OAuthAccount],
};
