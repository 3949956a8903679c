import { Migration } from '@mikro-orm/migrations';

/**
 * A project's config is stored as overrides only, one document per level (wire-contract §9.20):
 * the rendered config is the modules' defaults with these applied, so a changed default reaches
 * every project that did not set the key. A change is announced on the project cache's channel
 * like a change to the project row (the key sets' trigger function: it announces project_id).
 */
export class Migration20261128010000ConfigOverrides extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table config_override (
        project_id text not null references project (id) on delete cascade,
        level text not null check (level in ('project', 'branch', 'environment')),
        document jsonb not null default '{}'::jsonb check (jsonb_typeof(document) = 'object'),
        source jsonb null,
        updated_at timestamptz not null default now(),
        primary key (project_id, level)
      );
      create trigger config_override_changed after insert or update or delete on config_override
        for each row execute function gatehouse_notify_key_set_row();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table config_override;`);
  }
}
