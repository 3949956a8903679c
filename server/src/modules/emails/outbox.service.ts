import type { EntityManager } from '@mikro-orm/postgresql';
import { listOutboxPage, type OutboxRecord } from './outbox.store.ts';

/** A project's outbox for its admin, newest first; `cursor` is the id of a page's first e-mail. */
export function listOutbox(em: EntityManager, projectId: string, opts: { limit: number; cursor?: string }): Promise<{ items: OutboxRecord[]; nextCursor: string | null }> {
  return listOutboxPage(em, projectId, opts);
}
