import { Migration } from '@mikro-orm/migrations';

/**
 * Running counters for GET /internal/metrics, so the overview reads a few hundred rows instead of
 * counting a million users (bench/README.md has the figures before and after):
 *
 * - project_daily_count (project, UTC day, is_anonymous): sign-ups (project_user by the day of
 *   signed_up_at and the user's current is_anonymous) and active users (user_activity_day rows).
 *   The 30-day series read at most 60 rows.
 * - project_user_count (project, the flags the overview counts by, country): users per
 *   combination, so total, anonymous, filtered, password/otp/passkey and the countries are one
 *   read of at most a few hundred rows.
 * - project_verified_email_count (project): primary e-mail contact channels that are verified.
 *
 * Kept by triggers in the transaction of the write, so every write path (sign-up, admin create,
 * delete of a user or of the whole project by cascade, anonymous upgrade, admin edits, e-mail
 * verification, primary e-mail changes, the activity trigger, SQL by hand) moves them without
 * knowing they exist, and a future write path cannot forget them. Inserts and deletes use
 * statement triggers over the transition table (one grouped upsert per statement: a bulk load or
 * a project's cascade delete costs one write per counter row, not per user); updates use row
 * triggers whose WHEN passes only when a counted column changes, so the hot last_active_at touch
 * pays one comparison and nothing else. Upserts run in key order (daily before totals, ordered by
 * key inside each), so concurrent writers lock counter rows in one order. A delete whose project
 * is already gone (the project's own cascade) leaves the counters to that cascade.
 *
 * The insert trigger of user_activity_day (migration 20261128010000) becomes a statement trigger
 * too (gh_record_activity_days), so a bulk insert of users writes their activity days, and counts
 * them, in one statement.
 *
 * The cost: a sign-up updates one daily and one totals row of its project, so sign-ups of one
 * project serialise on those rows until commit (bench/README.md measures the insert cost).
 */

/** The counted columns of project_user and the key they map to in project_user_count. */
const USER_KEY = `project_id, is_anonymous, restricted_by_admin, otp_auth_enabled, passkey_auth_enabled, password_hash is not null, coalesce(country_code, '')`;
const USER_KEY_COLUMNS = 'project_id, is_anonymous, restricted_by_admin, otp_auth_enabled, passkey_auth_enabled, has_password, country_code';
const VERIFIED = `is_primary and is_verified and type = 'email'`;
/** Skips rows whose project is being deleted in this transaction: its counters go with it. */
const LIVE = 'exists (select 1 from project p where p.id = r.project_id)';

/** Adds `sign` × the rows of `src` (a transition table or a subquery aliased r) to the counters of project_user. */
export function userCounts(src: string, sign: string): string {
  return `
    insert into project_daily_count as c (project_id, day, is_anonymous, signups, active_users)
      select project_id, (signed_up_at at time zone 'UTC')::date, is_anonymous, sum(${sign}), 0 from ${src} r where ${LIVE}
      group by 1, 2, 3 having sum(${sign}) <> 0 order by 1, 2, 3
      on conflict (project_id, day, is_anonymous) do update set signups = c.signups + excluded.signups;
    insert into project_user_count as c (${USER_KEY_COLUMNS}, users)
      select ${USER_KEY}, sum(${sign}) from ${src} r where ${LIVE}
      group by 1, 2, 3, 4, 5, 6, 7 having sum(${sign}) <> 0 order by 1, 2, 3, 4, 5, 6, 7
      on conflict (${USER_KEY_COLUMNS}) do update set users = c.users + excluded.users;`;
}

export function activityCounts(src: string, sign: string): string {
  return `
    insert into project_daily_count as c (project_id, day, is_anonymous, signups, active_users)
      select project_id, day, is_anonymous, 0, sum(${sign}) from ${src} r where ${LIVE}
      group by 1, 2, 3 having sum(${sign}) <> 0 order by 1, 2, 3
      on conflict (project_id, day, is_anonymous) do update set active_users = c.active_users + excluded.active_users;`;
}

export function verifiedCounts(src: string, sign: string): string {
  return `
    insert into project_verified_email_count as c (project_id, users)
      select project_id, sum(${sign}) from ${src} r where ${VERIFIED} and ${LIVE}
      group by 1 having sum(${sign}) <> 0 order by 1
      on conflict (project_id) do update set users = c.users + excluded.users;`;
}

/** A row trigger's old and new row as one two-row source, -1 for old and +1 for new. */
const OLD_AND_NEW = `(select old.*, -1 as d union all select new.*, 1 as d)`;

export class Migration20261128030000UserCounters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table project_daily_count (
        project_id text not null references project(id) on delete cascade,
        day date not null,
        is_anonymous boolean not null,
        signups bigint not null default 0,
        active_users bigint not null default 0,
        primary key (project_id, day, is_anonymous)
      );
      create table project_user_count (
        project_id text not null references project(id) on delete cascade,
        is_anonymous boolean not null,
        restricted_by_admin boolean not null,
        otp_auth_enabled boolean not null,
        passkey_auth_enabled boolean not null,
        has_password boolean not null,
        country_code text not null, -- '' for none, so it can be part of the key
        users bigint not null default 0,
        primary key (${USER_KEY_COLUMNS})
      );
      create table project_verified_email_count (
        project_id text primary key references project(id) on delete cascade,
        users bigint not null default 0
      );

      -- No write while the counters are created and backfilled (the triggers are not visible to
      -- other transactions before this one commits, so a write in between would be missed).
      lock table project_user, user_activity_day, contact_channel in share row exclusive mode;

      -- A new user's first activity day, once per statement instead of once per row: the row trigger
      -- of migration 20261128010000 ran one INSERT per user, so the activity counter below fired
      -- once per user of a bulk insert. Same rows, same ON CONFLICT; the update trigger stays.
      drop trigger project_user_activity_day_insert on project_user;
      create function gh_record_activity_days() returns trigger language plpgsql as $$
      begin
        insert into user_activity_day (project_id, day, user_id, is_anonymous)
          select project_id, (last_active_at at time zone 'UTC')::date, id, is_anonymous from new_rows
          order by 1, 2, 3
          on conflict do nothing;
        return null;
      end $$;
      create trigger project_user_activity_day_insert after insert on project_user
        referencing new table as new_rows for each statement execute function gh_record_activity_days();

      create function gh_count_users_insert() returns trigger language plpgsql as $$
      begin ${userCounts('new_rows', '1')} return null; end $$;
      create function gh_count_users_delete() returns trigger language plpgsql as $$
      begin ${userCounts('old_rows', '-1')} return null; end $$;
      create function gh_count_users_update() returns trigger language plpgsql as $$
      begin ${userCounts(OLD_AND_NEW, 'd')} return null; end $$;
      create trigger project_user_count_insert after insert on project_user
        referencing new table as new_rows for each statement execute function gh_count_users_insert();
      create trigger project_user_count_delete after delete on project_user
        referencing old table as old_rows for each statement execute function gh_count_users_delete();
      create trigger project_user_count_update
        after update of project_id, signed_up_at, is_anonymous, restricted_by_admin, otp_auth_enabled, passkey_auth_enabled, password_hash, country_code on project_user
        for each row when (
          old.project_id is distinct from new.project_id
          or (old.signed_up_at at time zone 'UTC')::date is distinct from (new.signed_up_at at time zone 'UTC')::date
          or old.is_anonymous is distinct from new.is_anonymous
          or old.restricted_by_admin is distinct from new.restricted_by_admin
          or old.otp_auth_enabled is distinct from new.otp_auth_enabled
          or old.passkey_auth_enabled is distinct from new.passkey_auth_enabled
          or (old.password_hash is null) <> (new.password_hash is null)
          or old.country_code is distinct from new.country_code
        ) execute function gh_count_users_update();

      create function gh_count_activity_insert() returns trigger language plpgsql as $$
      begin ${activityCounts('new_rows', '1')} return null; end $$;
      create function gh_count_activity_delete() returns trigger language plpgsql as $$
      begin ${activityCounts('old_rows', '-1')} return null; end $$;
      create function gh_count_activity_update() returns trigger language plpgsql as $$
      begin ${activityCounts(OLD_AND_NEW, 'd')} return null; end $$;
      create trigger user_activity_day_count_insert after insert on user_activity_day
        referencing new table as new_rows for each statement execute function gh_count_activity_insert();
      create trigger user_activity_day_count_delete after delete on user_activity_day
        referencing old table as old_rows for each statement execute function gh_count_activity_delete();
      create trigger user_activity_day_count_update after update on user_activity_day
        for each row when (old.project_id is distinct from new.project_id or old.day is distinct from new.day or old.is_anonymous is distinct from new.is_anonymous)
        execute function gh_count_activity_update();

      create function gh_count_verified_insert() returns trigger language plpgsql as $$
      begin ${verifiedCounts('new_rows', '1')} return null; end $$;
      create function gh_count_verified_delete() returns trigger language plpgsql as $$
      begin ${verifiedCounts('old_rows', '-1')} return null; end $$;
      create function gh_count_verified_update() returns trigger language plpgsql as $$
      begin ${verifiedCounts(OLD_AND_NEW, 'd')} return null; end $$;
      create trigger contact_channel_count_insert after insert on contact_channel
        referencing new table as new_rows for each statement execute function gh_count_verified_insert();
      create trigger contact_channel_count_delete after delete on contact_channel
        referencing old table as old_rows for each statement execute function gh_count_verified_delete();
      create trigger contact_channel_count_update after update of project_id, is_primary, is_verified, type on contact_channel
        for each row when (
          old.project_id is distinct from new.project_id
          or (old.is_primary and old.is_verified and old.type = 'email') is distinct from (new.is_primary and new.is_verified and new.type = 'email')
        ) execute function gh_count_verified_update();

      -- The backfill: the same upserts over every existing row.
      ${userCounts('project_user', '1')}
      ${activityCounts('user_activity_day', '1')}
      ${verifiedCounts('contact_channel', '1')}
    `);
  }
}
