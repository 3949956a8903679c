import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql as run } from '../../db/sql.ts';

export interface ContactChannelRecord {
  id: string;
  userId: string;
  type: 'email';
  value: string;
  isPrimary: boolean;
  isVerified: boolean;
  usedForAuth: boolean;
}

const COLUMNS = `id, user_id, type, value, is_primary, is_verified, used_for_auth`;

export function channelFromRow(r: Record<string, unknown>): ContactChannelRecord {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    type: 'email',
    value: r.value as string,
    isPrimary: r.is_primary as boolean,
    isVerified: r.is_verified as boolean,
    usedForAuth: r.used_for_auth as boolean,
  };
}

/** The e-mail channel that signs in to this project with this address (at most one: partial unique index). */
export async function findAuthChannel(em: EntityManager, projectId: string, email: string): Promise<ContactChannelRecord | null> {
  const rows = await run(em, `select ${COLUMNS} from contact_channel where project_id = ? and type = 'email' and value = ? and used_for_auth`, [projectId, email]);
  return rows[0] ? channelFromRow(rows[0]) : null;
}

export async function findChannel(em: EntityManager, projectId: string, userId: string, channelId: string): Promise<ContactChannelRecord | null> {
  const rows = await run(em, `select ${COLUMNS} from contact_channel where project_id = ? and user_id = ? and id = ?`, [projectId, userId, channelId]);
  return rows[0] ? channelFromRow(rows[0]) : null;
}

export async function listChannels(em: EntityManager, projectId: string, userId: string): Promise<ContactChannelRecord[]> {
  const rows = await run(em, `select ${COLUMNS} from contact_channel where project_id = ? and user_id = ? order by created_at, id`, [projectId, userId]);
  return rows.map(channelFromRow);
}
