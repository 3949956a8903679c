import { Migration } from '@mikro-orm/migrations';

/**
 * A session made from another one without a new sign-in (the sibling a cross-domain handoff opens
 * when refresh tokens rotate, wire-contract §9.8) names that session as its parent, and the key
 * cascades: every way the parent ends (sign-out, revocation by id, refresh-token reuse detection,
 * credential changes, the user's deletion) deletes its row and so, in the same statement, every
 * session made from it, at any depth. The index serves the cascade's lookup of children.
 */
export class Migration20261127221500SessionParent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table user_session add column parent_session_id uuid constraint user_session_parent_fk references user_session(id) on delete cascade;
      create index user_session_parent_idx on user_session (parent_session_id) where parent_session_id is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table user_session drop column parent_session_id;`);
  }
}
