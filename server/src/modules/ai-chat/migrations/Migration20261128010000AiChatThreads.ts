import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard AI assistant's saved conversations (modules/ai-chat), one row per thread and
 * project. The messages are one jsonb array: a thread is always read and appended to whole, and its
 * length is bounded by the module (ai-chat.limits.ts). Deleting a project deletes its threads.
 */
export class Migration20261128010000AiChatThreads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table ai_chat_thread (
      project_id text not null references project (id) on delete cascade,
      id uuid not null,
      messages jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (project_id, id)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table ai_chat_thread;`);
  }
}
