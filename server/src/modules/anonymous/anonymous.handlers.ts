import type { Handler } from '../../http/router.ts';
import type * as routes from './anonymous.routes.ts';
import * as anonymous from './anonymous.service.ts';
import { toSignInTokens } from '../sessions/sign-in-tokens.ts';

export const signUpAnonymouslyHandler: Handler<typeof routes.signUpAnonymously> = async (c, { deps, auth }) =>
  c.json(toSignInTokens(await anonymous.signUpAnonymously(deps, auth.project)), 200);
