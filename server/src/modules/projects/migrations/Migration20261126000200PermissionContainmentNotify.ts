import { Migration } from '@mikro-orm/migrations';

/**
 * The project cache also holds each project's "contains" edges between permission definitions
 * (recursive permission listings expand grants with them in memory instead of a recursive query
 * per request). So a change to permission_containment is announced like a change to the project
 * itself: renames and deletions of definitions reach the edges through ON UPDATE / ON DELETE
 * CASCADE, which fire this trigger too. The function is the one key sets use: it announces the
 * row's project_id.
 */
export class Migration20261126000200PermissionContainmentNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger permission_containment_changed after insert or update or delete on permission_containment
        for each row execute function gatehouse_notify_key_set_row();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger permission_containment_changed on permission_containment;`);
  }
}
