import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { knownError } from '../../http/errors.ts';
import * as routes from './users.routes.ts';
import * as h from './users.handlers.ts';
import { getSignInMethodCounts } from './sign-in-method-counts.routes.ts';
import { getSignInMethodCountsHandler } from './sign-in-method-counts.handlers.ts';
import { usersErrors } from './users.errors.ts';
import { ContactChannel, ProjectUser } from './users.entity.ts';
import { Migration20261127170000UserRestrictions } from './migrations/Migration20261127170000UserRestrictions.ts';
import { Migration20261127210000CredentialsProvedAt } from './migrations/Migration20261127210000CredentialsProvedAt.ts';
import { Migration20261128010000UserActivityDays } from './migrations/Migration20261128010000UserActivityDays.ts';
import { Migration20261128030000UserCounters } from './migrations/Migration20261128030000UserCounters.ts';
import { Migration20261128120000UserChangeNotify } from './migrations/Migration20261128120000UserChangeNotify.ts';
import { Migration20261128130000UserSearchIndexes } from './migrations/Migration20261128130000UserSearchIndexes.ts';
import { Migration20261128150000SessionInsertNotNotified } from './migrations/Migration20261128150000SessionInsertNotNotified.ts';
import { Migration20261128190000RotationNotNotified } from './migrations/Migration20261128190000RotationNotNotified.ts';
import { Migration20261128200000UserSearchTable } from './migrations/Migration20261128200000UserSearchTable.ts';
import { signUpSettings, userSettings } from './users.settings.ts';

/** End users of a project: the project_user and contact_channel tables, the user views, and the password rules. */
export const usersModule: ModuleManifest = {
  name: 'users',
  settings: [signUpSettings, userSettings],
  tags: [{ name: 'Users', description: 'End users of a project.', group: 'Users' }],
  routes: [
    // /users/me first: it would otherwise be taken for /users/{user_id}.
    route(routes.getOwnUser, h.getOwnUserHandler),
    route(routes.updateOwnUser, h.updateOwnUserHandler),
    route(routes.deleteOwnUser, h.deleteOwnUserHandler),
    route(routes.listUsers, h.listUsersHandler),
    route(routes.createUser, h.createUserHandler),
    route(routes.getUser, h.getUserHandler),
    route(routes.updateUser, h.updateUserHandler),
    route(routes.deleteUser, h.deleteUserHandler),
    route(getSignInMethodCounts, getSignInMethodCountsHandler),
  ],
  errors: usersErrors,
  missingRows: { project_user: () => knownError('USER_NOT_FOUND') },
  entities: [ProjectUser, ContactChannel],
  migrations: [
    { name: 'Migration20261127170000UserRestrictions', class: Migration20261127170000UserRestrictions },
    { name: 'Migration20261127210000CredentialsProvedAt', class: Migration20261127210000CredentialsProvedAt },
    { name: 'Migration20261128010000UserActivityDays', class: Migration20261128010000UserActivityDays },
    { name: 'Migration20261128030000UserCounters', class: Migration20261128030000UserCounters },
    { name: 'Migration20261128120000UserChangeNotify', class: Migration20261128120000UserChangeNotify },
    { name: 'Migration20261128130000UserSearchIndexes', class: Migration20261128130000UserSearchIndexes },
    { name: 'Migration20261128150000SessionInsertNotNotified', class: Migration20261128150000SessionInsertNotNotified },
    { name: 'Migration20261128190000RotationNotNotified', class: Migration20261128190000RotationNotNotified },
    { name: 'Migration20261128200000UserSearchTable', class: Migration20261128200000UserSearchTable },
  ],
};
