import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { findUser } from '../users/users.store.ts';
import { findPreference, listStoredPreferences, upsertPreference } from './notification-preferences.store.ts';
import { categoryById, NOTIFICATION_CATEGORIES, type NotificationCategory } from './notification-categories.ts';

export interface Preference {
  category: NotificationCategory;
  enabled: boolean;
}

/** Whether the user gets mail of this category (transactional mail always goes out). */
export async function isCategoryEnabled(em: EntityManager, userId: string, category: NotificationCategory): Promise<boolean> {
  if (!category.canDisable) return true;
  return (await findPreference(em, userId, category.id)) ?? category.defaultEnabled;
}

export async function listPreferences(deps: Deps, projectId: string, userId: string): Promise<Preference[]> {
  if (!(await findUser(deps.em, projectId, userId))) throw knownError('USER_NOT_FOUND');
  const stored = await listStoredPreferences(deps.em, projectId, userId);
  return NOTIFICATION_CATEGORIES.map((category) => ({ category, enabled: category.canDisable ? (stored.get(category.id) ?? category.defaultEnabled) : true }));
}

export async function setPreference(em: EntityManager, projectId: string, userId: string, categoryId: string, enabled: boolean): Promise<Preference> {
  const category = categoryById(categoryId);
  if (!category) throw knownError('NOTIFICATION_CATEGORY_NOT_FOUND', { notification_category_id: categoryId });
  if (!category.canDisable && !enabled) throw knownError('NOTIFICATION_CATEGORY_CANNOT_BE_DISABLED', { notification_category_id: categoryId });
  await upsertPreference(em, { projectId, userId, categoryId: category.id, enabled });
  return { category, enabled: category.canDisable ? enabled : true };
}

export async function updatePreference(deps: Deps, projectId: string, userId: string, categoryId: string, enabled: boolean): Promise<Preference> {
  if (!(await findUser(deps.em, projectId, userId))) throw knownError('USER_NOT_FOUND');
  return setPreference(deps.em, projectId, userId, categoryId, enabled);
}
