import type { ModuleManifest } from '../../http/module.ts';
import { Migration20261128010000DomainEvents } from './migrations/Migration20261128010000DomainEvents.ts';

export { emit, emitLatest, type NewEvent } from './events.store.ts';

/**
 * Domain events: the transactional outbox (`emit` in the transaction of a change) and the one
 * dispatcher that runs the subscribers module manifests declare (dispatcher.ts, started by
 * background.ts). A write site emits; it never calls another module's side effect itself.
 */
export const eventsModule: ModuleManifest = {
  name: 'events',
  migrations: [{ name: 'Migration20261128010000DomainEvents', class: Migration20261128010000DomainEvents }],
};
