import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { knownError } from '../../http/errors.ts';
import * as routes from './sessions.routes.ts';
import * as h from './sessions.handlers.ts';
import { sessionsErrors } from './sessions.errors.ts';
import { UserSession } from './sessions.entity.ts';
import { Migration20261127221500SessionParent } from './migrations/Migration20261127221500SessionParent.ts';
import { Migration20261127230000SessionSignedInAt } from './migrations/Migration20261127230000SessionSignedInAt.ts';
import { Migration20261128090000SessionOrigin } from './migrations/Migration20261128090000SessionOrigin.ts';
import { Migration20261128140000SessionLocation } from './migrations/Migration20261128140000SessionLocation.ts';
import { onboardingSettings, sessionSettings } from './sessions.settings.ts';

/** Sessions (refresh-token chains): the user_session table, rotation, access tokens, sign-out. */
export const sessionsModule: ModuleManifest = {
  name: 'sessions',
  settings: [sessionSettings, onboardingSettings],
  tags: [{ name: 'Sessions', description: 'Refresh tokens, access tokens and sessions.', group: 'Auth' }],
  routes: [
    // `current` routes before `{id}`: on DELETE /auth/sessions/current the first match answers.
    route(routes.refreshCurrentSession, h.refreshCurrentSessionHandler),
    route(routes.listSessions, h.listSessionsHandler),
    route(routes.deleteCurrentSession, h.signOutHandler),
    route(routes.revokeSession, h.revokeSessionHandler),
    route(routes.revokeSessions, h.revokeSessionsHandler),
    route(routes.createSession, h.createSessionHandler),
  ],
  errors: sessionsErrors,
  missingRows: { user_session: () => knownError('SESSION_NOT_FOUND') },
  entities: [UserSession],
  migrations: [
    { name: 'Migration20261127221500SessionParent', class: Migration20261127221500SessionParent },
    { name: 'Migration20261127230000SessionSignedInAt', class: Migration20261127230000SessionSignedInAt },
    { name: 'Migration20261128090000SessionOrigin', class: Migration20261128090000SessionOrigin },
    { name: 'Migration20261128140000SessionLocation', class: Migration20261128140000SessionLocation },
  ],
};
