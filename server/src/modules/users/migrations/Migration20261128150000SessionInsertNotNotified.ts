import { Migration } from '@mikro-orm/migrations';

/**
 * A NEW session changes nothing the session + user cache holds (users/session-user-cache.ts): its
 * entries are keyed by session id (a new id has none; a miss is never cached) and by user for the
 * team reads (sessions play no part in them). So an insert into user_session no longer announces
 * its user; updates (rotation, expiry) and deletes (revocation, sign-out, cascades) still do.
 * Why: every sign-in, sign-up and cross-domain handoff inserts a session, and each announcement
 * is a commit that takes PostgreSQL's notify lock, wakes every listening connection of every
 * process, and drops the user's warm entries, so the user's next read (and the next one of every
 * other session of theirs) goes back to the database (issue 24, bench/README.md "Password sign-in").
 */
export class Migration20261128150000SessionInsertNotNotified extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop trigger gh_user_changed on user_session;
      create trigger gh_user_changed after update or delete on user_session for each row execute function gh_notify_user_ref_row();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger gh_user_changed on user_session;
      create trigger gh_user_changed after insert or update or delete on user_session for each row execute function gh_notify_user_ref_row();
    `);
  }
}
