/** The fixed notification categories (wire-contract §9.18); ids are part of the contract. */
export interface NotificationCategory {
  id: string;
  name: 'Transactional' | 'Marketing';
  /** Transactional mail (sign-in codes, resets, verification) cannot be turned off. */
  canDisable: boolean;
  defaultEnabled: boolean;
}

export const TRANSACTIONAL: NotificationCategory = { id: '7bb82d33-2f54-4a3d-9d23-82739e0d66ef', name: 'Transactional', canDisable: false, defaultEnabled: true };
export const MARKETING: NotificationCategory = { id: '4f6f8873-3d04-46bd-8bef-18338b1a1b4c', name: 'Marketing', canDisable: true, defaultEnabled: true };

export const NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = [TRANSACTIONAL, MARKETING];

export function categoryById(id: string): NotificationCategory | undefined {
  return NOTIFICATION_CATEGORIES.find((c) => c.id === id);
}

export function categoryByName(name: string): NotificationCategory | undefined {
  return NOTIFICATION_CATEGORIES.find((c) => c.name === name);
}
