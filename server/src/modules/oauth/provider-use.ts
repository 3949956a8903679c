import { knownError } from '../../http/errors.ts';
import type { z } from '../../http/zod.ts';
import { sliceOf } from '../config/config.settings.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { oauthSettings } from './oauth.settings.ts';

/**
 * What a provider is used for: signing in (or up) with it, a connected account for its API, or
 * linking an account to an existing user (which may serve either, so either switch allows it).
 */
export type ProviderUse = 'sign-in' | 'connected-account' | 'link';

/**
 * Refuses a provider the project's rendered config does not allow for this use
 * (`auth.oauth.providers.<id>.allowSignIn` / `.allowConnectedAccounts`). The legacy
 * `oauth_providers` list enables both, so this only bites for providers configured through the
 * config API, where the two switches are separate.
 */
export function assertProviderAllows(project: ProjectRecord, providerId: string, use: ProviderUse): void {
  const providers = Object.values(sliceOf(project, oauthSettings).providers);
  const allowed = providers.some((p) => p.type === providerId && (use === 'sign-in' ? p.allowSignIn : use === 'connected-account' ? p.allowConnectedAccounts : p.allowSignIn || p.allowConnectedAccounts));
  if (!allowed) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
}

/** One provider entry of the `auth.oauth.providers` slice. */
export type ProviderSettings = z.output<typeof oauthSettings.schema>['providers'][string];

/** Record entries in the order the legacy view lists them (shorter keys first, then by key). */
export function inRecordOrder<T>(record: Record<string, T>): T[] {
  return Object.entries(record)
    .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
    .map(([, v]) => v);
}

/**
 * The project's settings for a provider (by its type, the legacy `oauth_providers[].id`): the
 * first entry of that type, as the legacy list's find did. Undefined when none is configured.
 */
export function providerSettingsOf(project: ProjectRecord, providerId: string): ProviderSettings | undefined {
  return inRecordOrder(sliceOf(project, oauthSettings).providers).find((p) => p.type === providerId);
}
