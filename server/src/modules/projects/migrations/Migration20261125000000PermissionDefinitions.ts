import { Migration } from '@mikro-orm/migrations';

/**
 * Permission definitions (wire-contract §9.13), part of a project's configuration: one id space
 * per project shared by team and project permissions (an id is one or the other, `scope`), and
 * the "contains" edges between definitions of one scope.
 *
 * Grants elsewhere (team_member_permission, project_user_permission) reference a definition by
 * (project_id, id, scope) with ON UPDATE / ON DELETE CASCADE, and so do both ends of a containment
 * edge: renaming a definition renames every grant and edge that names it, deleting one removes
 * them, and no grant can name a definition that does not exist or has the other scope. Hence the
 * six system team permissions are rows too (description NULL: their text comes from the code).
 *
 * Existing projects get what a new project gets: the system permissions, `team_admin` (all six)
 * and `team_member` ($read_members, $invite_members), plus an empty definition for any other id
 * their default-permission settings or existing grants name, so the grants' foreign key holds.
 */
export class Migration20261125000000PermissionDefinitions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table permission_definition (
        project_id text not null references project(id) on delete cascade,
        id text not null,
        scope text not null check (scope in ('team', 'project')),
        description text,
        created_at timestamptz not null default now(),
        primary key (project_id, id),
        unique (project_id, id, scope)
      );

      create table permission_containment (
        project_id text not null,
        scope text not null,
        permission_id text not null,
        contained_permission_id text not null,
        primary key (project_id, permission_id, contained_permission_id),
        constraint permission_containment_container_fk foreign key (project_id, permission_id, scope)
          references permission_definition (project_id, id, scope) on update cascade on delete cascade,
        constraint permission_containment_contained_fk foreign key (project_id, contained_permission_id, scope)
          references permission_definition (project_id, id, scope) on update cascade on delete cascade,
        check (permission_id <> contained_permission_id)
      );
      create index permission_containment_contained_idx on permission_containment (project_id, contained_permission_id, scope);

      insert into permission_definition (project_id, id, scope)
        select p.id, s.id, 'team' from project p
        cross join (values ('$update_team'), ('$delete_team'), ('$read_members'), ('$remove_members'), ('$invite_members'), ('$manage_api_keys')) s(id);
      insert into permission_definition (project_id, id, scope, description)
        select p.id, d.id, 'team', d.description from project p
        cross join (values ('team_admin', 'Administrator of the team: every system team permission.'),
                           ('team_member', 'Member of the team: reads the other members and invites new ones.')) d(id, description);
      insert into permission_containment (project_id, scope, permission_id, contained_permission_id)
        select p.id, 'team', c.permission_id, c.contained from project p
        cross join (values ('team_admin', '$update_team'), ('team_admin', '$delete_team'), ('team_admin', '$read_members'),
                           ('team_admin', '$remove_members'), ('team_admin', '$invite_members'), ('team_admin', '$manage_api_keys'),
                           ('team_member', '$read_members'), ('team_member', '$invite_members')) c(permission_id, contained);

      insert into permission_definition (project_id, id, scope)
        select distinct p.id, e->>'id', 'team' from project p,
          jsonb_array_elements(coalesce(p.config->'team_creator_default_permissions', '[]') || coalesce(p.config->'team_member_default_permissions', '[]')) e
        on conflict do nothing;
      insert into permission_definition (project_id, id, scope)
        select distinct p.id, e->>'id', 'project' from project p, jsonb_array_elements(coalesce(p.config->'user_default_permissions', '[]')) e
        on conflict do nothing;
      insert into permission_definition (project_id, id, scope)
        select distinct m.project_id, g.permission_id, 'team' from team_member_permission g
        join team_member m on m.team_id = g.team_id and m.user_id = g.user_id
        on conflict do nothing;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table permission_containment; drop table permission_definition;`);
  }
}
