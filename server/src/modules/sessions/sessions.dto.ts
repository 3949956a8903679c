import type { z } from '../../http/zod.ts';
import type { Session } from './sessions.routes.ts';
import type { SessionRecord } from './sessions.store.ts';
import { parseUserAgent } from './user-agent.ts';

const NO_LOCATION = { countryCode: null, regionCode: null, cityName: null, latitude: null, longitude: null, tzIdentifier: null };

export function toSessionDto(s: SessionRecord, currentSessionId: string | null): z.infer<typeof Session> {
  const ua = parseUserAgent(s.userAgent);
  return {
    id: s.id,
    user_id: s.userId,
    created_at: s.createdAt.getTime(),
    last_used_at: s.lastUsedAt.getTime(),
    is_impersonation: s.isImpersonation,
    is_current_session: s.id === currentSessionId,
    ...(s.lastUsedIp
      ? { last_used_at_end_user_ip_info: { ip: s.lastUsedIp, ...(s.location ?? NO_LOCATION) } }
      : {}),
    sign_in_method: s.signInMethod,
    user_agent: s.userAgent,
    browser_name: ua.browserName,
    browser_version: ua.browserVersion,
    os_name: ua.osName,
    device_type: ua.deviceType,
  };
}
