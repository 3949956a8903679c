import type { PermissionDefinition, ServerTeam, TeamMemberProfile, TeamPermission } from '@gatehouse/sdk';
import { queryOptions } from '@tanstack/react-query';
import { adminApp } from '../../api/client.ts';

/** Admin access always answers with the server shapes (created_at_millis, server_metadata, whole users). */
export type ServerTeamMemberProfile = Extract<TeamMemberProfile, { user: unknown }>;

const teamsKey = (projectId: string) => ['project', projectId, 'teams'] as const;

/** Every team of the project (GET /teams is not paginated: the table searches and sorts in the browser). */
export const teamsQuery = (projectId: string) =>
  queryOptions({ queryKey: [...teamsKey(projectId), 'list'], queryFn: async () => (await adminApp(projectId).listTeams()) as ServerTeam[] });

/** Members per team, from one listing of every member profile of the project (not one request per team). */
export const memberCountsQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...teamsKey(projectId), 'member-counts'],
    queryFn: async () => {
      const counts = new Map<string, number>();
      for (const p of await adminApp(projectId).listTeamMemberProfiles()) counts.set(p.team_id, (counts.get(p.team_id) ?? 0) + 1);
      return counts;
    },
  });

export const teamQuery = (projectId: string, teamId: string) =>
  queryOptions({ queryKey: [...teamsKey(projectId), teamId], queryFn: async () => (await adminApp(projectId).getTeam(teamId)) as ServerTeam });

export const teamMembersQuery = (projectId: string, teamId: string) =>
  queryOptions({
    queryKey: [...teamsKey(projectId), teamId, 'members'],
    queryFn: async () => (await adminApp(projectId).listTeamMemberProfiles({ teamId })) as ServerTeamMemberProfile[],
  });

/** The permissions granted directly in the team, per member. */
export const teamGrantsQuery = (projectId: string, teamId: string) =>
  queryOptions({
    queryKey: [...teamsKey(projectId), teamId, 'grants'],
    queryFn: async () => {
      const byUser = new Map<string, string[]>();
      for (const p of await adminApp(projectId).listTeamPermissions({ teamId })) byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p.id]);
      return byUser;
    },
  });

export const userTeamsQuery = (projectId: string, userId: string) =>
  queryOptions({ queryKey: [...teamsKey(projectId), 'of-user', userId], queryFn: async () => (await adminApp(projectId).listTeams({ userId })) as ServerTeam[] });

export type PermissionScope = 'team' | 'project';

export const definitionsQuery = (projectId: string, scope: PermissionScope) =>
  queryOptions({
    queryKey: ['project', projectId, 'permission-definitions', scope],
    queryFn: (): Promise<PermissionDefinition[]> =>
      scope === 'team' ? adminApp(projectId).listTeamPermissionDefinitions() : adminApp(projectId).listProjectPermissionDefinitions(),
  });

/** The user's project permissions: the direct grants and, separately, everything they hold through them. */
export const userProjectPermissionsQuery = (projectId: string, userId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'project-permissions', userId],
    queryFn: async () => {
      const [direct, all] = await Promise.all([adminApp(projectId).listProjectPermissions({ userId }), adminApp(projectId).listProjectPermissions({ userId, recursive: true })]);
      return { direct: direct.map((p) => p.id), all: all.map((p) => p.id) };
    },
  });

export type { TeamPermission };
