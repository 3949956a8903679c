import { passwordRoutes } from './password.handlers.ts';
import { anonymousRoutes } from './anonymous.handlers.ts';
import { oauthTokenRoutes } from './oauth-token.handlers.ts';

/** The sign-in routes of this folder, one list for modules/index.ts. */
export const authRoutes = [...passwordRoutes, ...anonymousRoutes, ...oauthTokenRoutes];
