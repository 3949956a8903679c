import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';

/** The only code that touches ai_chat_thread. Raw SQL: appends are single conditional statements. */

export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
}

export async function readThread(em: EntityManager, projectId: string, threadId: string): Promise<StoredMessage[] | null> {
  const rows = await rawSql<{ messages: StoredMessage[] }>(em, `select messages from ai_chat_thread where project_id = ? and id = ?`, [projectId, threadId]);
  return rows[0]?.messages ?? null;
}

export type AppendResult = 'appended' | 'thread-full' | 'too-many-threads';

/**
 * Appends one message. Each step is one atomic statement, so concurrent saves can neither push a
 * thread past `maxMessages` nor (beyond a race of a few rows) a project past `maxThreads`.
 */
export async function appendMessage(em: EntityManager, projectId: string, threadId: string, message: StoredMessage, maxMessages: number, maxThreads: number): Promise<AppendResult> {
  const json = JSON.stringify([message]);
  for (let attempt = 0; attempt < 2; attempt++) {
    const updated = await rawSql<{ n: number }>(
      em,
      `update ai_chat_thread set messages = messages || cast(? as jsonb), updated_at = now()
       where project_id = ? and id = ? and jsonb_array_length(messages) < ? returning 1 as n`,
      [json, projectId, threadId, maxMessages],
    );
    if (updated.length) return 'appended';
    const exists = await rawSql(em, `select 1 from ai_chat_thread where project_id = ? and id = ?`, [projectId, threadId]);
    if (exists.length) return 'thread-full';
    // A new thread, only while the project is under its thread count. A concurrent first save of
    // the same thread makes the insert do nothing; the loop then appends to that row.
    const inserted = await rawSql<{ n: number }>(
      em,
      `insert into ai_chat_thread (project_id, id, messages)
       select ?, ?, cast(? as jsonb) where (select count(*) from ai_chat_thread where project_id = ?) < ?
       on conflict (project_id, id) do nothing returning 1 as n`,
      [projectId, threadId, json, projectId, maxThreads],
    );
    if (inserted.length) return 'appended';
    const raced = await rawSql(em, `select 1 from ai_chat_thread where project_id = ? and id = ?`, [projectId, threadId]);
    if (!raced.length) return 'too-many-threads';
  }
  return 'thread-full';
}
