import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { findUser } from '../users/users.records.ts';
import { rawSql as run } from '../../db/sql.ts';
import { categoryById, NOTIFICATION_CATEGORIES, type NotificationCategory } from './notification-categories.ts';

export interface Preference {
  category: NotificationCategory;
  enabled: boolean;
}

/** Whether the user gets mail of this category (transactional mail always goes out). */
export async function isCategoryEnabled(em: EntityManager, userId: string, category: NotificationCategory): Promise<boolean> {
  if (!category.canDisable) return true;
  const rows = await run(em, `select enabled from notification_preference where user_id = ? and notification_category_id = ?`, [userId, category.id]);
  return rows[0] ? (rows[0].enabled as boolean) : category.defaultEnabled;
}

export async function listPreferences(deps: Deps, projectId: string, userId: string): Promise<Preference[]> {
  if (!(await findUser(deps.em, projectId, userId))) throw knownError('USER_NOT_FOUND');
  const rows = await run(deps.em, `select notification_category_id, enabled from notification_preference where user_id = ? and project_id = ?`, [userId, projectId]);
  const stored = new Map(rows.map((r) => [r.notification_category_id as string, r.enabled as boolean]));
  return NOTIFICATION_CATEGORIES.map((category) => ({ category, enabled: category.canDisable ? (stored.get(category.id) ?? category.defaultEnabled) : true }));
}

export async function setPreference(em: EntityManager, projectId: string, userId: string, categoryId: string, enabled: boolean): Promise<Preference> {
  const category = categoryById(categoryId);
  if (!category) throw knownError('NOTIFICATION_CATEGORY_NOT_FOUND', { notification_category_id: categoryId });
  if (!category.canDisable && !enabled) throw knownError('NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED', { notification_category_id: categoryId });
  await run(
    em,
    `insert into notification_preference (project_id, user_id, notification_category_id, enabled) values (?, ?, ?, ?)
     on conflict (user_id, notification_category_id) do update set enabled = excluded.enabled`,
    [projectId, userId, category.id, enabled],
  );
  return { category, enabled: category.canDisable ? enabled : true };
}

export async function updatePreference(deps: Deps, projectId: string, userId: string, categoryId: string, enabled: boolean): Promise<Preference> {
  if (!(await findUser(deps.em, projectId, userId))) throw knownError('USER_NOT_FOUND');
  return setPreference(deps.em, projectId, userId, categoryId, enabled);
}
