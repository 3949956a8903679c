import { post, type Seeded } from './seed.ts';

/**
 * The teams benchmark's world (issue 12): 200 team permission definitions nested 5 deep (40
 * chains: a definition of level k contains the one of level k-1, level 0 a system permission),
 * and the seeded user a member of 20 teams (with the project's team-member defaults) holding the
 * top of one chain in each. Made over HTTP with the server and admin keys, through the real routes.
 */
export const LEVELS = 5;
export const PER_LEVEL = 40;
export const TEAMS = 20;

/** Returns the ids of the user's teams, in the order made. */
export async function seedTeams(base: string, seeded: Seeded): Promise<string[]> {
  const headers = (type: 'server' | 'admin') => ({
    'content-type': 'application/json',
    'x-stack-project-id': seeded.projectId,
    'x-stack-access-type': type,
    ...(type === 'server' ? { 'x-stack-secret-server-key': seeded.serverKey } : { 'x-stack-super-secret-admin-key': seeded.adminKey }),
  });
  const system = ['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members', '$manage_api_keys'];
  const id = (level: number, i: number) => `level${level}:perm${i % PER_LEVEL}`;
  for (let level = 0; level < LEVELS; level++) {
    for (let i = 0; i < PER_LEVEL; i++) {
      const contained = level === 0 ? [system[i % system.length]] : [id(level - 1, i)];
      await post(`${base}/api/v1/team-permission-definitions`, headers('admin'), { id: id(level, i), contained_permission_ids: contained });
    }
  }
  const teamIds: string[] = [];
  for (let t = 0; t < TEAMS; t++) {
    const team = await post(`${base}/api/v1/teams`, headers('server'), { display_name: `Bench team ${t}` });
    await post(`${base}/api/v1/team-memberships/${team.id as string}/${seeded.userId}`, headers('server'), {});
    await post(`${base}/api/v1/team-permissions/${team.id as string}/${seeded.userId}/${encodeURIComponent(id(LEVELS - 1, t))}`, headers('server'), {});
    teamIds.push(team.id as string);
  }
  return teamIds;
}
