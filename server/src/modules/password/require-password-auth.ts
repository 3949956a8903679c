import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { sliceOf } from '../config/config.settings.ts';
import { passwordSettings } from './password.settings.ts';

/**
 * Every path that signs in with or sets a password (sign-up, update, set, reset) is refused while
 * the project's `auth.password.allowSignIn` is off. Kept in the password module, which owns the
 * setting: the users module only holds the length rules, so it needs no import of this module.
 */
export function requirePasswordAuth(project: ProjectRecord): void {
  if (!sliceOf(project, passwordSettings).allowSignIn) throw knownError('PASSWORD_AUTHENTICATION_NOT_ENABLED');
}
