import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';
import { sliceOf, type WithOverrides } from '../config/config.settings.ts';

/**
 * The rate limits a project can set (project config `rate_limits`), each "at most `max` in any
 * fixed window of `window_seconds` that starts with its first count". The projects module stores
 * them in the project's config; this module owns what they mean and their defaults.
 *
 * The defaults are chosen so that a legitimate burst passes and an attacker does not: a test suite
 * creating a few hundred users from one address in a few minutes stays under the per-address
 * limits, while a password guesser gets 10 tries per account per 15 minutes (NIST SP 800-63B asks
 * for throttling well before 100 consecutive failures; 100 take at least 2.5 hours here, and the
 * right password works again as soon as the window ends, so an attacker can never lock an account
 * for good). TOTP codes get the same 10 per 15 minutes per account: 3 of the 10^6 six-digit codes
 * are valid at any moment, so 960 guesses a day succeed with a chance of about 0.3 %, and each
 * batch of 5 needs the first factor again (a fresh attempt code); a person who mistypes a code
 * now and then never comes near it.
 */
export const RATE_LIMITS = {
  password_failures_per_account: {
    max: 10,
    window_seconds: 900,
    description: 'Consecutive wrong passwords per account (sign-in e-mail, or the user changing their password); then every attempt, even the right password, waits for the window to end. A success resets the count.',
  },
  totp_failures_per_account: {
    max: 10,
    window_seconds: 900,
    description: 'Consecutive wrong TOTP codes per account, from any address and with any number of attempt codes; then every TOTP code, even the right one, waits for the window to end. A success resets the count.',
  },
  sign_ins_per_ip: { max: 600, window_seconds: 600, description: 'Password sign-ins per client address (IPv6: per /64).' },
  sign_ups_per_ip: { max: 600, window_seconds: 600, description: 'Password sign-ups per client address.' },
  anonymous_sign_ups_per_ip: { max: 600, window_seconds: 600, description: 'Anonymous sign-ups per client address.' },
  code_sends_per_ip: { max: 120, window_seconds: 600, description: 'Sign-in code and e-mail verification sends per client address.' },
  code_checks_per_ip: { max: 300, window_seconds: 600, description: 'Sign-ins with a code, e-mail verifications and code checks per client address.' },
  password_resets_per_ip: { max: 120, window_seconds: 600, description: 'Password reset e-mails, resets and reset-code checks per client address.' },
  refreshes_per_ip: { max: 3000, window_seconds: 600, description: 'Session refreshes (both refresh endpoints) per client address.' },
  cli_polls_per_ip: { max: 600, window_seconds: 600, description: 'CLI login polls (POST /auth/cli/poll) per client address: one poll a second on average.' },
  failed_key_checks_per_ip: { max: 60, window_seconds: 600, description: 'Wrong secret server or super secret admin keys per client address; then TOO_MANY_REQUESTS instead of the 401.' },
  api_key_creations_per_user: {
    max: 30,
    window_seconds: 3600,
    description: 'User and team API keys created per signed-in user (a key is a stored secret; each owner also holds at most 100 live keys).',
  },
  team_creations_per_user: {
    max: 30,
    window_seconds: 3600,
    description: 'Teams created per signed-in user with client access (a user creating one more team may belong to at most 100).',
  },
  stripe_calls_per_user: {
    max: 120,
    window_seconds: 600,
    description: "Payments calls that reach the project's Stripe account (billing, invoices, payment methods, product switches and revocations) per signed-in user with client access.",
  },
  emails_per_address: {
    max: 5,
    window_seconds: 3600,
    description: 'Sign-in code, password reset and verification e-mails per recipient address (per contact channel for channel verification), counted whether or not an account has the address.',
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

export const RateLimit = z
  .object({
    max: z.number().int().min(1).max(1_000_000).openapi({ description: 'Requests (or failures) allowed per window.', example: 10 }),
    window_seconds: z.number().int().min(1).max(86_400).openapi({ description: 'The window, in seconds, starting with the first request counted.', example: 900 }),
  })
  .strict()
  .openapi('RateLimit');
export type RateLimit = z.infer<typeof RateLimit>;

export type RateLimitSettings = Record<RateLimitName, RateLimit>;

/** Keys left out take their defaults; the admin view always shows every key. */
export const RateLimitSettingsSchema = z
  .object(Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, RateLimit.optional().openapi({ description: `${RATE_LIMITS[n].description} Default: ${RATE_LIMITS[n].max} per ${RATE_LIMITS[n].window_seconds} s.` })])) as Record<RateLimitName, z.ZodOptional<typeof RateLimit>>)
  .strict()
  .openapi('RateLimitSettings', {
    description: 'Rate limits of this project (Gatehouse addition). Keys left out take their defaults. The server setting GATEHOUSE_RATE_LIMITS=off switches all of them off.',
  });

export function defaultRateLimits(): RateLimitSettings {
  return Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { max: RATE_LIMITS[n].max, window_seconds: RATE_LIMITS[n].window_seconds }])) as RateLimitSettings;
}

/** Stored settings with every missing key filled from the defaults. */
export function normaliseRateLimits(stored: Partial<RateLimitSettings> | undefined): RateLimitSettings {
  const out = defaultRateLimits();
  if (stored) for (const n of RATE_LIMIT_NAMES) if (stored[n]) out[n] = stored[n];
  return out;
}

const ConfigRateLimit = z
  .object({
    max: z.number().int().min(1).max(1_000_000).describe('Requests (or failures) allowed per window.'),
    windowSeconds: z.number().int().min(1).max(86_400).describe('The window, in seconds, starting with the first request counted.'),
  })
  .strict();

/** The rate limits as project settings (`rateLimits.<name> = {max, windowSeconds}`; legacy rate_limits). */
export const rateLimitSettings = defineSettings({
  key: 'rateLimits',
  schema: z.object(
    Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, ConfigRateLimit.describe(`${RATE_LIMITS[n].description} Default: ${RATE_LIMITS[n].max} per ${RATE_LIMITS[n].window_seconds} s.`)])) as Record<RateLimitName, typeof ConfigRateLimit>,
  ),
  defaults: Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { max: RATE_LIMITS[n].max, windowSeconds: RATE_LIMITS[n].window_seconds }])) as Record<RateLimitName, { max: number; windowSeconds: number }>,
});

const limitsBySlice = new WeakMap<object, RateLimitSettings>();

/**
 * A project's limits from its `rateLimits` slice, in the shape the limiter counts with. The
 * rendered slice is cached per project record, so this converts it once per record, not per request.
 */
export function rateLimitsOf(project: WithOverrides): RateLimitSettings {
  const slice = sliceOf(project, rateLimitSettings);
  let limits = limitsBySlice.get(slice);
  if (!limits) {
    limits = Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { max: slice[n].max, window_seconds: slice[n].windowSeconds }])) as RateLimitSettings;
    limitsBySlice.set(slice, limits);
  }
  return limits;
}
