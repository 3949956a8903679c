import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { isUuid } from '../../http/schemas.ts';
import { findUser } from '../users/users.store.ts';
import { loadTeam } from '../teams/teams.store.ts';
import { teamAccess } from '../teams/permissions.store.ts';
import type { CustomerType } from './product-schemas.ts';

/**
 * THE wire §9.21 customer rules, shared by every payments route that names a customer (items,
 * products, purchase URLs): one function, so a route cannot forget one.
 * - Client access (signed in: the route declares `user: 'required-for-client'`) may act on its own
 *   user, and on a team in which it holds `team_admin` (directly or through contained
 *   permissions); never on a custom customer (CUSTOMER_ACCESS_DENIED, the contract's "403 text").
 * - A user or team customer must exist in the project: USER_NOT_FOUND / TEAM_NOT_FOUND, also for
 *   an id that is not a UUID (checked first, so no query runs on it). A client naming another
 *   user hears CUSTOMER_ACCESS_DENIED before any lookup, so it learns nothing about that id; a
 *   client naming a team it is not in hears TEAM_MEMBERSHIP_NOT_FOUND whether or not it exists.
 * - Custom customers are the developer's own strings (bounded by the route schema), server/admin only.
 */
export async function checkCustomerAccess(em: EntityManager, auth: AuthContext, customerType: CustomerType, customerId: string): Promise<void> {
  const projectId = auth.project.id;
  const client = auth.type === 'client';
  if (customerType === 'custom') {
    if (client) throw knownError('CUSTOMER_ACCESS_DENIED', { customer_type: customerType, customer_id: customerId });
    return;
  }
  if (customerType === 'user') {
    if (!isUuid(customerId)) throw knownError('USER_NOT_FOUND');
    if (client) {
      if (!auth.user) throw knownError('USER_AUTHENTICATION_REQUIRED');
      if (customerId.toLowerCase() !== auth.user.id.toLowerCase()) throw knownError('CUSTOMER_ACCESS_DENIED', { customer_type: customerType, customer_id: customerId });
      return;
    }
    if (!(await findUser(em, projectId, customerId))) throw knownError('USER_NOT_FOUND');
    return;
  }
  if (!isUuid(customerId)) throw knownError('TEAM_NOT_FOUND', { team_id: customerId });
  if (client) {
    if (!auth.user) throw knownError('USER_AUTHENTICATION_REQUIRED');
    const answer = await teamAccess(em, projectId, customerId, auth.user.id, ['team_admin']);
    if (!answer.member) throw knownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: customerId, user_id: auth.user.id });
    if (answer.missing) throw knownError('TEAM_PERMISSION_REQUIRED', { team_id: customerId, user_id: auth.user.id, permission_id: answer.missing });
    return;
  }
  if (!(await loadTeam(em, projectId, customerId))) throw knownError('TEAM_NOT_FOUND', { team_id: customerId });
}

/** The error codes checkCustomerAccess may answer, for the routes' declarations. */
export const CUSTOMER_ACCESS_ERRORS = ['USER_NOT_FOUND', 'TEAM_NOT_FOUND', 'CUSTOMER_ACCESS_DENIED', 'TEAM_MEMBERSHIP_NOT_FOUND', 'TEAM_PERMISSION_REQUIRED'] as const;
