import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as the wire contract fixes it (§9.4, RFC 6238 defaults): SHA-1, 6 digits, 30-second steps.
 * The arithmetic is the otpauth library's (it compares in constant time); this file only decides
 * the window and names the time step a code belongs to, which the replay guard remembers.
 */
const PERIOD_SECONDS = 30;
/** One step either side of now: a phone clock a little off, or a code typed as it rolled over. */
const WINDOW_STEPS = 1;

/**
 * The time step (seconds since the epoch / 30) whose code `token` is, within the window around
 * `nowMs`; null when it is none of them. Anything but 6 digits is simply not a valid code.
 */
export function totpStepOf(secret: Uint8Array, token: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  // A copy: otpauth keeps the bytes, and the array may be a view into a larger (pooled) buffer.
  const key = new Secret({ buffer: Uint8Array.from(secret).buffer });
  const delta = TOTP.validate({ token, secret: key, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, timestamp: nowMs, window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs }) + delta;
}
