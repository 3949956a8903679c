import pg from 'pg';

/**
 * What must hold in the database after any crash, whatever moment it struck: no entity half
 * written. In this codebase a sign-up writes, in one transaction, the user, its primary e-mail
 * channel and (create_team_on_sign_up, on for the internal project) a personal team, the user's
 * membership with the team-creator permissions, and the user's selected team; then, separately,
 * the session. Each query lists the offending ids (empty = holds).
 */
const PARTIAL_ENTITY_QUERIES: Record<string, string> = {
  'user without its primary e-mail channel': `
    select u.id from project_user u
    where u.project_id = $1 and not u.is_anonymous
      and not exists (select 1 from contact_channel c where c.user_id = u.id and c.type = 'email' and c.is_primary)`,
  'user without a team membership': `
    select u.id from project_user u
    where u.project_id = $1 and not exists (select 1 from team_member m where m.user_id = u.id)`,
  'user whose selected team is missing or not one of theirs': `
    select u.id from project_user u
    where u.project_id = $1
      and (u.selected_team_id is null
           or not exists (select 1 from team_member m where m.user_id = u.id and m.team_id = u.selected_team_id))`,
  'team without members': `
    select t.id from team t
    where t.project_id = $1 and not exists (select 1 from team_member m where m.team_id = t.id)`,
  'team member without the team-creator permissions': `
    select m.team_id || '/' || m.user_id as id from team_member m
    where m.project_id = $1
      -- The project grants creators a default permission: the default (team_admin) unless an
      -- override lists the teamCreator entries and every one of them is unset (null).
      and coalesce((select bool_or(e.value <> 'null'::jsonb) from config_override o,
                           jsonb_each(o.document #> '{rbac,defaultPermissions,teamCreator}') e
                    where o.project_id = $1), true)
      and not exists (select 1 from team_member_permission tp where tp.team_id = m.team_id and tp.user_id = m.user_id)`,
};

export interface PartialEntities {
  /** Offending ids by rule; only rules that found something. */
  found: Record<string, string[]>;
  count: number;
}

export async function findPartialEntities(databaseUrl: string, projectId: string): Promise<PartialEntities> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const found: Record<string, string[]> = {};
    let count = 0;
    for (const [rule, sql] of Object.entries(PARTIAL_ENTITY_QUERIES)) {
      const { rows } = await c.query<{ id: string }>(sql, [projectId]);
      if (rows.length) {
        found[rule] = rows.map((r) => r.id);
        count += rows.length;
      }
    }
    return { found, count };
  } finally {
    await c.end();
  }
}
