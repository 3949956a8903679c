import type { EntityManager } from '@mikro-orm/postgresql';
import { emit, emitLatest } from '../events/index.ts';
import { findProject } from '../projects/projects.store.ts';
import { loadTeam } from '../teams/teams.store.ts';
import { toServerUser } from './users.dto.ts';
import { findUser } from './users.store.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings } from '../sessions/sessions.settings.ts';

/**
 * user.created / user.updated / user.deleted with the server read shape of the user (what
 * GET /users/{id} answers with a server key), written in the transaction of the change. Every
 * write that can change that shape calls emitUserState after it (the stores of this module for
 * the user row and its contact channels; the oauth and address-proof services after they change
 * provider links): several writes in one transaction fold into ONE event with the final state
 * (events' emitLatest), so a sign-up is one user.created, never a created plus updates.
 * last_active_at alone (every signed-in request) emits nothing.
 */
export async function emitUserState(tx: EntityManager, projectId: string, userId: string, type: 'user.created' | 'user.updated' = 'user.updated'): Promise<void> {
  const data = await serverShape(tx, projectId, userId);
  if (data === null) return;
  await emitLatest(tx, { projectId, type, subject: userId, data }, ['user.created', 'user.updated']);
}

/** Call before the user row is deleted, in the deleting transaction: the payload is the user's last state. */
export async function emitUserDeleted(tx: EntityManager, projectId: string, userId: string): Promise<void> {
  const data = await serverShape(tx, projectId, userId);
  if (data === null) return;
  await emit(tx, { projectId, type: 'user.deleted', subject: userId, data });
}

async function serverShape(tx: EntityManager, projectId: string, userId: string) {
  const user = await findUser(tx, projectId, userId);
  if (!user) return null;
  const team = await loadTeam(tx, projectId, user.selectedTeamId);
  const project = await findProject(tx, projectId);
  return toServerUser(user, team, project ? sliceOf(project, onboardingSettings).requireEmailVerification : false);
}
