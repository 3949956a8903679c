import { Migration } from '@mikro-orm/migrations';

/**
 * GET /users ?query= at a million users, second step (bench/README.md "The search table").
 *
 * The search read project_user (and contact_channel) directly: the ordered walk fetched each
 * walked user's heap row, which for data loaded in another order than the list's is one random
 * page per user, and the trigram plan fetched one page of each table per match. user_search holds
 * per user only what the search decides on: the list's keys (project, signed_up_at, id), the two
 * flags every server-side list filters by (anonymous, restricted by an admin), and one text: the
 * display name and every contact-channel value, each lower-cased, joined by newlines (a search
 * text containing a newline gets the exact per-field test on top, users.list.ts). Lower-cased
 * because `x ILIKE p` is, in PostgreSQL, `lower(x) LIKE lower(p)` (like.c, for UTF-8): the search
 * tests `search_text LIKE lower(p)`, the same answer without lower-casing every walked text again
 * (ILIKE cost about five times LIKE per row at a million users). Its rows are written in list
 * order by the backfill below and, later, in sign-up order (sign-ups arrive in list order), so
 * walking the list reads consecutive pages. The trigram index moves here from the two tables.
 *
 * Kept exact by triggers in the writer's transaction (sign-up, admin create, import, update,
 * anonymous upgrade, e-mail add/change/delete, user delete by cascade, SQL by hand): no writer can
 * forget. The text is recomputed from contact_channel after locking the user's row here, in a
 * separate statement (a new snapshot under READ COMMITTED), so two transactions changing one
 * user's channels at once cannot each write a text missing the other's channel.
 */
export const SEARCH_TEXT = (nameExpr: string, idExpr: string) =>
  `lower(coalesce(${nameExpr}, '')) || coalesce((select string_agg(e'\\n' || lower(cc.value), '' order by cc.value) from contact_channel cc where cc.user_id = ${idExpr}), '')`;

export class Migration20261128200000UserSearchTable extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- No write while the table is filled (its triggers are not visible before commit).
      lock table project_user, contact_channel in share row exclusive mode;

      create table user_search (
        user_id uuid primary key references project_user(id) on delete cascade,
        project_id text not null,
        signed_up_at timestamptz not null,
        is_anonymous boolean not null,
        restricted_by_admin boolean not null,
        search_text text not null
      );
      insert into user_search (user_id, project_id, signed_up_at, is_anonymous, restricted_by_admin, search_text)
        select u.id, u.project_id, u.signed_up_at, u.is_anonymous, u.restricted_by_admin, ${SEARCH_TEXT('u.display_name', 'u.id')}
        from project_user u order by u.project_id, u.signed_up_at, u.id;
      -- The list order (as project_user_signed_up_idx), walked by the search.
      create index user_search_list_idx on user_search (project_id, signed_up_at, user_id);
      create index user_search_text_trgm_idx on user_search using gin (search_text gin_trgm_ops);
      drop index if exists project_user_display_name_trgm_idx;
      drop index if exists contact_channel_value_trgm_idx;

      create function gh_user_search_insert() returns trigger language plpgsql as $$
      begin
        insert into user_search (user_id, project_id, signed_up_at, is_anonymous, restricted_by_admin, search_text)
          select n.id, n.project_id, n.signed_up_at, n.is_anonymous, n.restricted_by_admin, ${SEARCH_TEXT('n.display_name', 'n.id')}
          from new_rows n order by n.project_id, n.signed_up_at, n.id;
        return null;
      end $$;
      create trigger user_search_insert after insert on project_user
        referencing new table as new_rows for each statement execute function gh_user_search_insert();

      -- Recomputes the rows of the given users from project_user and contact_channel.
      create function gh_user_search_refresh(ids uuid[]) returns void language plpgsql as $$
      begin
        -- Lock first, then read in a new statement: a concurrent writer's channels are seen.
        perform 1 from user_search s where s.user_id = any(ids) order by s.user_id for update;
        update user_search s set project_id = u.project_id, signed_up_at = u.signed_up_at, is_anonymous = u.is_anonymous,
            restricted_by_admin = u.restricted_by_admin, search_text = ${SEARCH_TEXT('u.display_name', 'u.id')}
          from project_user u where u.id = s.user_id and s.user_id = any(ids);
      end $$;

      create function gh_user_search_user_update() returns trigger language plpgsql as $$
      begin perform gh_user_search_refresh(array[new.id]); return null; end $$;
      create trigger user_search_user_update
        after update of project_id, signed_up_at, is_anonymous, restricted_by_admin, display_name on project_user
        for each row when (
          old.project_id is distinct from new.project_id or old.signed_up_at is distinct from new.signed_up_at
          or old.is_anonymous is distinct from new.is_anonymous or old.restricted_by_admin is distinct from new.restricted_by_admin
          or old.display_name is distinct from new.display_name
        ) execute function gh_user_search_user_update();

      create function gh_user_search_channels_new() returns trigger language plpgsql as $$
      begin perform gh_user_search_refresh(array(select distinct user_id from new_rows)); return null; end $$;
      create function gh_user_search_channels_old() returns trigger language plpgsql as $$
      begin perform gh_user_search_refresh(array(select distinct user_id from old_rows)); return null; end $$;
      create function gh_user_search_channel_update() returns trigger language plpgsql as $$
      begin perform gh_user_search_refresh(array[old.user_id, new.user_id]); return null; end $$;
      create trigger user_search_channels_insert after insert on contact_channel
        referencing new table as new_rows for each statement execute function gh_user_search_channels_new();
      create trigger user_search_channels_delete after delete on contact_channel
        referencing old table as old_rows for each statement execute function gh_user_search_channels_old();
      create trigger user_search_channel_update after update of user_id, value on contact_channel
        for each row when (old.user_id is distinct from new.user_id or old.value is distinct from new.value)
        execute function gh_user_search_channel_update();
    `);
  }
}
