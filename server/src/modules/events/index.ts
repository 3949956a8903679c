import type { ModuleManifest } from '../../http/module.ts';
import { Migration20261128010000DomainEvents } from './migrations/Migration20261128010000DomainEvents.ts';

export { emit, emitLatest, type NewEvent } from './events.store.ts';

/**
 * The public domain events (webhooks may deliver these; payloads are server read shapes). Other
 * types (`email.queued`, `contact_channel.sign_up_verification_requested`) are internal hand-offs
 * between modules: subscribe to this list, not '*', to get only the public ones.
 */
export const PUBLIC_EVENT_TYPES = [
  'user.created',
  'user.updated',
  'user.deleted',
  'team.created',
  'team.updated',
  'team.deleted',
  'team_membership.created',
  'team_membership.deleted',
  'team_permission.created',
  'team_permission.deleted',
  'project_permission.created',
  'project_permission.deleted',
] as const;
export type PublicEventType = (typeof PUBLIC_EVENT_TYPES)[number];

/**
 * Domain events: the transactional outbox (`emit` in the transaction of a change) and the one
 * dispatcher that runs the subscribers module manifests declare (dispatcher.ts, started by
 * background.ts). A write site emits; it never calls another module's side effect itself.
 */
export const eventsModule: ModuleManifest = {
  name: 'events',
  migrations: [{ name: 'Migration20261128010000DomainEvents', class: Migration20261128010000DomainEvents }],
};
