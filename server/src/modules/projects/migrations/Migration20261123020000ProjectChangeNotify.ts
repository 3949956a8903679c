import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to a project or its key sets is announced on channel `gatehouse_project_changed`
 * (payload: the project id), delivered at commit. Server processes cache project config and key
 * digests and drop an entry when its project is announced, so a config change or a revoked key
 * takes effect in every process without each request asking the database. Triggers, not
 * application code, announce it: no writer can forget.
 */
export class Migration20261123020000ProjectChangeNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function gatehouse_notify_project_row() returns trigger language plpgsql as $$
      begin
        perform pg_notify('gatehouse_project_changed', coalesce(new.id, old.id));
        return null;
      end $$;
      create function gatehouse_notify_key_set_row() returns trigger language plpgsql as $$
      begin
        perform pg_notify('gatehouse_project_changed', coalesce(new.project_id, old.project_id));
        return null;
      end $$;
      create trigger project_changed after insert or update or delete on project
        for each row execute function gatehouse_notify_project_row();
      create trigger api_key_set_changed after insert or update or delete on api_key_set
        for each row execute function gatehouse_notify_key_set_row();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger api_key_set_changed on api_key_set; drop trigger project_changed on project;
      drop function gatehouse_notify_key_set_row(); drop function gatehouse_notify_project_row();
    `);
  }
}
