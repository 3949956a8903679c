import type { z } from '../../http/zod.ts';
import type { Session } from './sessions.routes.ts';
import type { SessionRecord } from './sessions.store.ts';

export function toSessionDto(s: SessionRecord, currentSessionId: string | null): z.infer<typeof Session> {
  return {
    id: s.id,
    user_id: s.userId,
    created_at: s.createdAt.getTime(),
    last_used_at: s.lastUsedAt.getTime(),
    is_impersonation: s.isImpersonation,
    is_current_session: s.id === currentSessionId,
  };
}
