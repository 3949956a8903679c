import type { Handler } from '../../http/router.ts';
import type * as routes from './sign-in-method-counts.routes.ts';
import { countSignInMethods } from './users.store.ts';

export const getSignInMethodCountsHandler: Handler<typeof routes.getSignInMethodCounts> = async (c, { deps, auth }) => {
  const { oauthProviders, ...perMethod } = await countSignInMethods(deps.em, auth.project.id);
  return c.json({ ...perMethod, oauth_providers: oauthProviders }, 200);
};
