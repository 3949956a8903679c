import type { Handler } from '../../http/router.ts';
import type { AuthContext } from '../../http/context.ts';
import type * as routes from './root.routes.ts';

const WELCOME = 'Welcome to the Gatehouse API.\nThe API reference is at /api/v1/docs and the OpenAPI document at /api/v1/openapi.json.\n';
const TYPE_NAMES = { client: 'Client', server: 'Server', admin: 'Admin' } as const;

/** What the project headers resolved to (wire-contract §1.1), so an integrator can check them. */
function authenticationLines(auth: AuthContext | null): string {
  if (!auth) return 'Authentication: None\n';
  const user = auth.user ? (auth.user.primaryEmail ?? auth.user.id) : 'None';
  return `Authentication: ${TYPE_NAMES[auth.type]}\n  Project: ${auth.project.id}\n  User: ${user}\n`;
}

export const getApiRootHandler: Handler<typeof routes.getApiRoot> = (c, { auth }) => c.text(`${WELCOME}\n${authenticationLines(auth)}`, 200);
