import type { Handler } from '../../http/router.ts';
import type * as routes from './sign-in-method-counts.routes.ts';
import { countSignInMethods } from './users.store.ts';

export const getSignInMethodCountsHandler: Handler<typeof routes.getSignInMethodCounts> = async (c, { deps, auth }) =>
  c.json(await countSignInMethods(deps.em, auth.project.id), 200);
