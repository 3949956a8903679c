import type { z } from '../../http/zod.ts';
import type { TeamRecord } from './teams.store.ts';
import type { ClientTeam, ServerTeam } from './teams.schemas.ts';

/**
 * Teams on the wire (wire-contract §7.3). The client view is built field by field, so a new
 * server-only field can never leak to clients.
 */
export function toClientTeam(t: TeamRecord): z.infer<typeof ClientTeam> {
  return {
    id: t.id,
    display_name: t.displayName,
    profile_image_url: t.profileImageUrl,
    client_metadata: t.clientMetadata as never,
    client_read_only_metadata: t.clientReadOnlyMetadata as never,
  };
}

export function toServerTeam(t: TeamRecord): z.infer<typeof ServerTeam> {
  return { ...toClientTeam(t), created_at_millis: t.createdAt.getTime(), server_metadata: t.serverMetadata as never };
}

export function teamView(type: 'client' | 'server' | 'admin', t: TeamRecord) {
  return type === 'client' ? toClientTeam(t) : toServerTeam(t);
}
