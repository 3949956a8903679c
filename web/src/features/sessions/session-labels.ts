import type { Session } from '../../api/client.ts';
import { currentLocale, i18n } from '../../i18n/i18n.ts';

/** How a session was signed in, as an end user reads it (catalogue keys sessionList.method.*; the dashboard reads English). */
export function methodLabel(s: Pick<Session, 'sign_in_method'>): string | null {
  return s.sign_in_method ? i18n.t(`sessionList.method.${s.sign_in_method}`) : null;
}

/** "Chrome 131 on macOS"; a CLI session is named as such whatever its user agent says. */
export function deviceLabel(s: Pick<Session, 'sign_in_method' | 'browser_name' | 'browser_version' | 'os_name' | 'user_agent'>): string {
  if (s.sign_in_method === 'cli') return i18n.t('sessionList.cliTool');
  const browser = s.browser_name ? [s.browser_name, s.browser_version].filter(Boolean).join(' ') : null;
  if (browser && s.os_name) return i18n.t('sessionList.browserOn', { browser, os: s.os_name });
  // No browser named (an app's backend, a script): its own user agent says more than "unknown".
  const agent = s.user_agent ? (s.user_agent.length > 60 ? `${s.user_agent.slice(0, 59)}…` : s.user_agent) : null;
  return browser ?? s.os_name ?? agent ?? i18n.t('sessionList.unknownDevice');
}

/**
 * "Berlin, BE, Germany": the approximate place a trusted edge reported for the session's last
 * address, with the country named in the page's language (Intl.DisplayNames; the code where the
 * runtime has no name). Empty when nothing was reported.
 */
export function placeLabel(s: Pick<Session, 'last_used_at_end_user_ip_info'>): string {
  const info = s.last_used_at_end_user_ip_info;
  if (!info) return '';
  return [info.cityName, info.regionCode, info.countryCode ? countryName(info.countryCode) : null].filter(Boolean).join(', ');
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export type DeviceKind = 'cli' | 'desktop' | 'mobile' | 'tablet' | 'unknown';

export function deviceKind(s: Pick<Session, 'sign_in_method' | 'device_type'>): DeviceKind {
  if (s.sign_in_method === 'cli') return 'cli';
  if (s.device_type === 'desktop' || s.device_type === 'mobile' || s.device_type === 'tablet') return s.device_type;
  return 'unknown';
}

/** "just now", "5 minutes ago", "yesterday", "3 months ago" in the page's language: the exact time goes in a tooltip. */
export function relativeTime(ms: number, now = Date.now()): string {
  const seconds = Math.round((ms - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return i18n.t('time.justNow');
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['minute', 60],
    ['hour', 3600],
    ['day', 86400],
    ['month', 30 * 86400],
    ['year', 365 * 86400],
  ];
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [u, s] of steps) if (abs >= s) [unit, size] = [u, s];
  return new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

/** The current session first, then the most recently used. */
export function sortSessions<T extends Pick<Session, 'is_current_session' | 'last_used_at'>>(sessions: T[]): T[] {
  return [...sessions].sort((a, b) => Number(b.is_current_session) - Number(a.is_current_session) || b.last_used_at - a.last_used_at);
}
