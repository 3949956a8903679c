import { Migration } from '@mikro-orm/migrations';

/**
 * Per-day activity for the metrics (GET /internal/metrics: daily active users over 30 days, the
 * active-user split). last_active_at holds only the latest moment, so the days are recorded here:
 * one row per user and UTC day on which the user was active (signed up, signed in, refreshed, made
 * an authenticated request).
 *
 * Written by triggers on project_user, so every write site of last_active_at (the users module's
 * conditional touch, the sessions refresh statement, sign-up) records the day without knowing it,
 * and a future write site cannot forget it. The update trigger fires only when last_active_at
 * crosses into a new UTC day (it only moves forward: now()), so a user costs at most one extra
 * INSERT per day; every other touch pays only the WHEN test. is_anonymous is the user's state
 * on that day, so include_anonymous filters without reading project_user.
 *
 * Indexes for the metrics at a million users (bench/README.md has the plans and the timings):
 * - the primary key (project_id, day, user_id) including is_anonymous: daily active users and the
 *   split are index-only range scans over the window;
 * - project_user (project_id, last_active_at) including is_anonymous: recently active users (a
 *   LIMIT walk) and the monthly active count (an index-only range);
 * - project_user (project_id) where a password is set: the password sign-in count, index-only;
 * - project_user (project_id) including the flags the counts read: total, anonymous, restricted,
 *   the sign-in methods and the countries are one index-only scan instead of a heap scan;
 * - contact_channel (project_id) for verified primary e-mails (partial: only those rows).
 */
export class Migration20261128010000UserActivityDays extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table user_activity_day (
        project_id text not null references project(id) on delete cascade,
        day date not null,
        user_id uuid not null references project_user(id) on delete cascade,
        is_anonymous boolean not null,
        primary key (project_id, day, user_id) include (is_anonymous)
      );
      create index user_activity_day_user_idx on user_activity_day(user_id);

      create function gh_record_activity_day() returns trigger language plpgsql as $$
      begin
        insert into user_activity_day (project_id, day, user_id, is_anonymous)
        values (new.project_id, (new.last_active_at at time zone 'UTC')::date, new.id, new.is_anonymous)
        on conflict do nothing;
        return null;
      end $$;

      create trigger project_user_activity_day_insert after insert on project_user
        for each row execute function gh_record_activity_day();
      create trigger project_user_activity_day_update after update of last_active_at on project_user
        for each row when ((new.last_active_at at time zone 'UTC')::date > (old.last_active_at at time zone 'UTC')::date)
        execute function gh_record_activity_day();

      insert into user_activity_day (project_id, day, user_id, is_anonymous)
        select project_id, (last_active_at at time zone 'UTC')::date, id, is_anonymous from project_user
        on conflict do nothing;

      create index project_user_last_active_idx on project_user(project_id, last_active_at) include (is_anonymous);
      create index project_user_password_idx on project_user(project_id) include (is_anonymous) where password_hash is not null;
      create index project_user_counts_idx on project_user(project_id)
        include (is_anonymous, restricted_by_admin, otp_auth_enabled, passkey_auth_enabled, country_code);
      create index contact_channel_verified_primary_idx on contact_channel(project_id)
        where is_primary and is_verified and type = 'email';
    `);
  }
}
