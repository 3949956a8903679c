import { Migration } from '@mikro-orm/migrations';

/**
 * A refresh-token rotation announces nothing on `gatehouse_user_changed` (issue 24, rotating
 * refresh speed). It changes nothing the session + user cache (users/session-user-cache.ts) vouches
 * for:
 * - user_session: a cached session entry depends only on the row's existence, user, project and
 *   expires_at (users.store findSessionUser). A rotation writes the token digests, rotated_at,
 *   last_used_at and where it came from. So an UPDATE announces only when user_id, project_id or
 *   expires_at changes; deletes (revocation, sign-out, reuse detection, cascades) announce as
 *   before, and so does every other table.
 * - project_user: an UPDATE that changes last_active_at and nothing else (the refresh statement,
 *   the once-per-interval activity touch) announces nothing. The cache no longer vouches for
 *   last_active_at: the answers that show it (server views of the signed-in user) read it fresh
 *   (users.store lastActiveAtOf). Any other change in the same statement still announces.
 * Why: every announcement is a commit that takes PostgreSQL's cluster-wide notify lock until its
 * commit record is flushed (notifying commits cannot share a WAL flush), wakes every listening
 * connection of every process (each runs a transaction to read the queue: make bench counted ~1
 * extra transaction per refresh) and drops the user's warm entries. bench/README.md "Refresh".
 */
const ONLY_LAST_ACTIVE_CHANGED = `(to_jsonb(old) - 'last_active_at') = (to_jsonb(new) - 'last_active_at')`;

export class Migration20261128190000RotationNotNotified extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop trigger gh_user_changed on user_session;
      create trigger gh_user_changed after delete on user_session for each row execute function gh_notify_user_ref_row();
      create trigger gh_user_changed_update after update on user_session for each row
        when (old.user_id is distinct from new.user_id or old.project_id is distinct from new.project_id or old.expires_at is distinct from new.expires_at)
        execute function gh_notify_user_ref_row();

      drop trigger gh_user_changed on project_user;
      create trigger gh_user_changed after insert or delete on project_user for each row execute function gh_notify_user_row();
      create trigger gh_user_changed_update after update on project_user for each row
        when (old.last_active_at is not distinct from new.last_active_at or not ${ONLY_LAST_ACTIVE_CHANGED})
        execute function gh_notify_user_row();
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger gh_user_changed_update on user_session;
      drop trigger gh_user_changed on user_session;
      create trigger gh_user_changed after update or delete on user_session for each row execute function gh_notify_user_ref_row();
      drop trigger gh_user_changed_update on project_user;
      drop trigger gh_user_changed on project_user;
      create trigger gh_user_changed after insert or update or delete on project_user for each row execute function gh_notify_user_row();
    `);
  }
}
