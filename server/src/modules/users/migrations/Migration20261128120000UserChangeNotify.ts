import { Migration } from '@mikro-orm/migrations';

/**
 * Every write that changes what the session + user cache holds (users/session-user-cache.ts)
 * announces the user's id on channel `gatehouse_user_changed`, from a trigger in the writer's own
 * transaction: the user row, its sessions (revocation, sign-out, rotation, impersonation end),
 * its e-mail channels and provider links (parts of the user object), its team memberships and
 * team permission grants and its teams' rows (the team reads). Triggers, not application code: no writer can forget,
 * cascaded deletes included. PostgreSQL delivers at commit only (a rollback announces nothing) and
 * folds repeats of one payload within a transaction into one.
 */
const BY_USER_ID = ['user_session', 'contact_channel', 'oauth_account', 'team_member', 'team_member_permission'];

export class Migration20261128120000UserChangeNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function gh_notify_user_row() returns trigger language plpgsql as $$
      begin
        perform pg_notify('gatehouse_user_changed', coalesce(new.id, old.id)::text);
        return null;
      end $$;
      create function gh_notify_user_ref_row() returns trigger language plpgsql as $$
      declare
        uid text := coalesce(new.user_id, old.user_id)::text;
      begin
        if uid is not null then perform pg_notify('gatehouse_user_changed', uid); end if;
        -- A row moved to another user (not done today) announces the old owner too.
        if tg_op = 'UPDATE' and old.user_id is distinct from new.user_id and old.user_id is not null then
          perform pg_notify('gatehouse_user_changed', old.user_id::text);
        end if;
        return null;
      end $$;
      -- A team's own row is part of its members' team listings: each member is announced.
      create function gh_notify_team_members() returns trigger language plpgsql as $$
      begin
        perform pg_notify('gatehouse_user_changed', m.user_id::text) from team_member m
          where m.project_id = coalesce(new.project_id, old.project_id) and m.team_id = coalesce(new.id, old.id);
        return null;
      end $$;
      create trigger gh_user_changed after update or delete on team for each row execute function gh_notify_team_members();
      create trigger gh_user_changed after insert or update or delete on project_user
        for each row execute function gh_notify_user_row();
      ${BY_USER_ID.map((t) => `create trigger gh_user_changed after insert or update or delete on ${t} for each row execute function gh_notify_user_ref_row();`).join('\n')}
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ${['project_user', 'team', ...BY_USER_ID].map((t) => `drop trigger gh_user_changed on ${t};`).join('\n')}
      drop function gh_notify_user_ref_row(); drop function gh_notify_user_row(); drop function gh_notify_team_members();
    `);
  }
}
