import Bowser from 'bowser';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface ParsedUserAgent {
  browserName: string | null;
  browserVersion: string | null;
  osName: string | null;
  deviceType: DeviceType;
}

/**
 * Browser, operating system and kind of device of a recorded user agent, with bowser (MIT, kept
 * up to date with new browsers). Parsed when a list is read, not when a session is stored: the
 * raw string is the fact, and a newer bowser then names old sessions better too. The string is the
 * client's own (at most MAX_USER_AGENT_LENGTH characters), so it describes, never proves, a device.
 */
export function parseUserAgent(ua: string | null): ParsedUserAgent {
  if (!ua) return { browserName: null, browserVersion: null, osName: null, deviceType: 'unknown' };
  const parsed = Bowser.parse(ua);
  const type = parsed.platform.type;
  return {
    browserName: parsed.browser.name || null,
    // The major version only: "Chrome 131" is what people recognise; the rest changes weekly.
    browserVersion: parsed.browser.version?.split('.')[0] || null,
    osName: parsed.os.name || null,
    deviceType: (DEVICE_TYPES as readonly string[]).includes(type ?? '') ? (type as DeviceType) : 'unknown',
  };
}
