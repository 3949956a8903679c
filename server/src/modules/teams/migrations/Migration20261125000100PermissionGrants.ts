import { Migration } from '@mikro-orm/migrations';

/**
 * Grants reference their permission definition (projects' permission_definition, created by the
 * migration just before this one) by (project_id, id, scope), ON UPDATE / ON DELETE CASCADE: a
 * renamed definition renames its grants, a deleted one takes them along, and a team grant can
 * only name a team permission (scope is pinned to 'team' by a check), a project grant only a
 * project permission.
 *
 * - team_member_permission gains project_id (filled from the membership) and scope; it already
 *   goes with its membership (foreign key to team_member, ON DELETE CASCADE).
 * - project_user_permission: project-scope permissions granted to a user; it goes with the user.
 *
 * The indexes serve the grant listings (by user, by team) and the cascades (by definition).
 */
export class Migration20261125000100PermissionGrants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table team_member_permission
        add column project_id text,
        add column scope text not null default 'team' check (scope = 'team');
      update team_member_permission g set project_id = m.project_id
        from team_member m where m.team_id = g.team_id and m.user_id = g.user_id;
      alter table team_member_permission
        alter column project_id set not null,
        add constraint team_member_permission_definition_fk foreign key (project_id, permission_id, scope)
          references permission_definition (project_id, id, scope) on update cascade on delete cascade;
      create index team_member_permission_user_idx on team_member_permission (project_id, user_id, team_id);
      create index team_member_permission_definition_idx on team_member_permission (project_id, permission_id, scope);

      create table project_user_permission (
        project_id text not null,
        user_id uuid not null references project_user(id) on delete cascade,
        permission_id text not null,
        scope text not null default 'project' check (scope = 'project'),
        created_at timestamptz not null default now(),
        primary key (user_id, permission_id),
        constraint project_user_permission_definition_fk foreign key (project_id, permission_id, scope)
          references permission_definition (project_id, id, scope) on update cascade on delete cascade
      );
      create index project_user_permission_project_idx on project_user_permission (project_id, user_id);
      create index project_user_permission_definition_idx on project_user_permission (project_id, permission_id, scope);

      create index team_member_team_idx on team_member (project_id, team_id, created_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index team_member_team_idx;
      drop table project_user_permission;
      drop index team_member_permission_definition_idx; drop index team_member_permission_user_idx;
      alter table team_member_permission drop constraint team_member_permission_definition_fk, drop column scope, drop column project_id;
    `);
  }
}
