import { route, requireAuth } from '../../http/router.ts';
import { signUpAnonymously } from './anonymous.routes.ts';
import * as anonymous from './anonymous.service.ts';
import { toSignInTokens } from './auth.schemas.ts';

export const anonymousRoutes = [
  route(signUpAnonymously, async (c, _input, deps, auth) => c.json(toSignInTokens(await anonymous.signUpAnonymously(deps, requireAuth(auth).project)), 200)),
];
