import type { ModuleManifest } from '../../http/module.ts';
import { Migration20261123030000RateLimitBuckets } from './migrations/Migration20261123030000RateLimitBuckets.ts';
import { rateLimitSettings } from './rate-limit-settings.ts';

/**
 * Rate limits and brute-force protection: the counters (table rate_limit_bucket), the limits a
 * project can set and their defaults. Routes declare which limits they count in (route-limits.ts);
 * the router enforces them through the RateLimitPort this module implements.
 */
export const rateLimitsModule: ModuleManifest = {
  name: 'rate-limits',
  settings: rateLimitSettings,
  migrations: [{ name: 'Migration20261123030000RateLimitBuckets', class: Migration20261123030000RateLimitBuckets }],
};
