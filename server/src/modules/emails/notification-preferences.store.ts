import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationPreference } from './emails.entity.ts';

/** The only code that reads and writes notification_preference: a user's explicit choice per category. */

/** The user's stored choice for the category; null when they never chose (the category's default applies). */
export async function findPreference(em: EntityManager, userId: string, categoryId: string): Promise<boolean | null> {
  const pref = await em.findOne(NotificationPreference, { userId, notificationCategoryId: categoryId }, { disableIdentityMap: true });
  return pref ? pref.enabled : null;
}

/** The user's stored choices, by category id. */
export async function listStoredPreferences(em: EntityManager, projectId: string, userId: string): Promise<Map<string, boolean>> {
  const prefs = await em.find(NotificationPreference, { userId, projectId }, { disableIdentityMap: true });
  return new Map(prefs.map((p) => [p.notificationCategoryId, p.enabled]));
}

/** Stores the user's choice for the category, replacing an earlier one. */
export async function upsertPreference(em: EntityManager, pref: { projectId: string; userId: string; categoryId: string; enabled: boolean }): Promise<void> {
  await em.upsert(
    NotificationPreference,
    { projectId: pref.projectId, userId: pref.userId, notificationCategoryId: pref.categoryId, enabled: pref.enabled },
    { onConflictFields: ['userId', 'notificationCategoryId'], onConflictMergeFields: ['enabled'], disableIdentityMap: true },
  );
}
