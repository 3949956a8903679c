import type { EntityManager } from '@mikro-orm/postgresql';

/** The fields of a user's selected team that the user views show (wire-contract §7.3). */
export interface SelectedTeamRecord {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  serverMetadata: unknown;
  createdAt: Date;
}

/** Loads the given teams of one project in a single query (a page of users shares one round trip). */
export async function loadTeams(em: EntityManager, projectId: string, ids: (string | null)[]): Promise<Map<string, SelectedTeamRecord>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const teams = new Map<string, SelectedTeamRecord>();
  if (!wanted.length) return teams;
  const rows = await em.execute(
    `select id, display_name, profile_image_url, client_metadata, client_read_only_metadata, server_metadata, created_at
     from team where project_id = ? and id in (${wanted.map(() => '?').join(', ')})`,
    [projectId, ...wanted],
  );
  for (const r of rows) {
    teams.set(r.id, {
      id: r.id,
      displayName: r.display_name,
      profileImageUrl: r.profile_image_url ?? null,
      clientMetadata: r.client_metadata ?? null,
      clientReadOnlyMetadata: r.client_read_only_metadata ?? null,
      serverMetadata: r.server_metadata ?? null,
      createdAt: new Date(r.created_at),
    });
  }
  return teams;
}

export async function loadTeam(em: EntityManager, projectId: string, id: string | null): Promise<SelectedTeamRecord | null> {
  if (id === null) return null;
  return (await loadTeams(em, projectId, [id])).get(id) ?? null;
}

/** Whether the user is a member of the team (both of this project). */
export async function isTeamMember(em: EntityManager, projectId: string, teamId: string, userId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from team_member where project_id = ? and team_id = ? and user_id = ?`, [projectId, teamId, userId]);
  return rows.length > 0;
}
