import type { z } from '../../http/zod.ts';
import type { ContactChannel } from './contact-channels.schemas.ts';
import type { ContactChannelRecord } from '../users/contact-channels.store.ts';

export function toContactChannel(ch: ContactChannelRecord): z.infer<typeof ContactChannel> {
  return { id: ch.id, user_id: ch.userId, type: ch.type, value: ch.value, used_for_auth: ch.usedForAuth, is_verified: ch.isVerified, is_primary: ch.isPrimary };
}
