import type { z } from '../../http/zod.ts';
import { getPath, isPlainObject, type JsonObject } from '../config/config-document.ts';
import { clientSettingsOf } from '../config/config.settings.ts';
import type { ProjectRecord } from './projects.records.ts';
import type { ClientProject } from './projects.schemas.ts';

type ClientConfig = z.infer<typeof ClientProject>['config'];

/**
 * The client view of a project (wire-contract §9.16), built only from the settings the modules
 * declare client-visible (clientSettingsOf): a setting not declared visible cannot reach a client.
 */
export function toClientProject(p: ProjectRecord): z.infer<typeof ClientProject> {
  const visible = clientSettingsOf(p);
  const flag = (path: string) => getPath(visible, path) === true;
  const entries = (path: string) => Object.values((getPath(visible, path) as JsonObject | undefined) ?? {}).filter(isPlainObject);
  const config: ClientConfig = {
    sign_up_enabled: flag('auth.allowSignUp'),
    credential_enabled: flag('auth.password.allowSignIn'),
    magic_link_enabled: flag('auth.otp.allowSignIn'),
    passkey_enabled: flag('auth.passkey.allowSignIn'),
    anonymous_accounts_enabled: flag('auth.anonymous.allowSignIn'),
    client_team_creation_enabled: flag('teams.allowClientTeamCreation'),
    client_user_deletion_enabled: flag('users.allowClientUserDeletion'),
    create_team_on_sign_up: flag('teams.createPersonalTeamOnSignUp'),
    allow_user_api_keys: flag('apiKeys.enabled.user'),
    allow_team_api_keys: flag('apiKeys.enabled.team'),
    // Providers enabled for sign-in, one entry per provider type, sorted (wire §9.16).
    enabled_oauth_providers: [...new Set(entries('auth.oauth.providers').filter((o) => o.allowSignIn === true).map((o) => o.type as string))]
      .sort()
      .map((id) => ({ id })) as ClientConfig['enabled_oauth_providers'],
    domains: entries('domains.trustedDomains')
      .map((d) => ({ domain: d.baseUrl as string, handler_path: d.handlerPath as string }))
      .sort((a, b) => a.domain.localeCompare(b.domain)),
    default_locale: getPath(visible, 'i18n.defaultLocale') as ClientConfig['default_locale'],
  };
  return { id: p.id, display_name: p.displayName, config };
}
