import type { ProjectConfig } from './project-config.ts';

type OAuthProviders = ProjectConfig['oauth_providers'];

/**
 * An OAuth provider's client secret is write-only (wire-contract §9.20 lists it as optional in the
 * admin view): the dashboard never shows it back, so a secret read off a screen or a log of API
 * answers cannot leak it. Two halves keep that workable:
 */

/** The admin view: each provider as stored, minus its client secret. */
export function withoutClientSecrets(providers: OAuthProviders): OAuthProviders {
  return providers.map(({ client_secret: _secret, ...rest }) => rest);
}

/**
 * A list sent without a provider's secret keeps the one stored for that provider, so an admin who
 * changes anything else (another provider, the client id) sends the list as it was read and loses
 * nothing. Sending a secret replaces it; removing the provider from the list forgets it.
 */
export function keepStoredClientSecrets(incoming: OAuthProviders, stored: OAuthProviders): OAuthProviders {
  const secrets = new Map(stored.flatMap((p) => (p.client_secret ? [[p.id, p.client_secret] as const] : [])));
  return incoming.map((p) => (p.client_secret !== undefined || !secrets.has(p.id) ? p : { ...p, client_secret: secrets.get(p.id) }));
}
