import { knownError } from '../../http/errors.ts';
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
