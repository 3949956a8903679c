import type { EntityManager } from '@mikro-orm/postgresql';
import { emit, emitLatest } from '../events/index.ts';
import { toServerTeam } from './teams.dto.ts';
import type { TeamRecord } from './teams.store.ts';

/**
 * The domain events of this module's tables, written by the stores (teams.store.ts,
 * permissions.store.ts) in the transaction of the write itself: every path that creates, changes
 * or removes a team, a membership or a grant (API routes, sign-up's personal team, invitations,
 * deletions that take rows along) passes a store function, so none can forget its event.
 * Payloads are the server read shapes: ServerTeam, TeamMembership {team_id, user_id},
 * TeamPermission {id, team_id, user_id}, ProjectPermission {id, user_id}.
 */

export type TeamEventType = 'team.created' | 'team.updated' | 'team.deleted';

/** team.created / team.updated with the team's state now; one per team and transaction (emitLatest). */
export async function emitTeamState(tx: EntityManager, projectId: string, team: TeamRecord, type: 'team.created' | 'team.updated'): Promise<void> {
  await emitLatest(tx, { projectId, type, subject: team.id, data: toServerTeam(team) }, ['team.created', 'team.updated']);
}

export async function emitTeamDeleted(tx: EntityManager, projectId: string, team: TeamRecord): Promise<void> {
  await emit(tx, { projectId, type: 'team.deleted', subject: team.id, data: toServerTeam(team) });
}

export async function emitMembership(tx: EntityManager, projectId: string, teamId: string, userId: string, type: 'team_membership.created' | 'team_membership.deleted'): Promise<void> {
  await emit(tx, { projectId, type, subject: userId, data: { team_id: teamId, user_id: userId } });
}

export async function emitTeamPermission(tx: EntityManager, projectId: string, grant: { teamId: string; userId: string; permissionId: string }, type: 'team_permission.created' | 'team_permission.deleted'): Promise<void> {
  await emit(tx, { projectId, type, subject: grant.userId, data: { id: grant.permissionId, team_id: grant.teamId, user_id: grant.userId } });
}

export async function emitProjectPermission(tx: EntityManager, projectId: string, grant: { userId: string; permissionId: string }, type: 'project_permission.created' | 'project_permission.deleted'): Promise<void> {
  await emit(tx, { projectId, type, subject: grant.userId, data: { id: grant.permissionId, user_id: grant.userId } });
}
