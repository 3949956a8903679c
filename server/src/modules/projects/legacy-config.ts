import { getPath, isPlainObject, type JsonObject } from '../config/config-document.ts';
import type { RenderedConfig } from '../config/config.settings.ts';
import { STORED_SECRET_MASK } from '../config/config-secrets.ts';
import { RATE_LIMIT_NAMES, type RateLimitSettings } from '../rate-limits/rate-limit-settings.ts';
import type { ProjectConfig } from './project-config.ts';

/**
 * The legacy (deprecated) `config` of the project views, wire-contract §9.20, both ways: computed
 * from the rendered config (never stored), and a legacy write turned into the config keys it
 * maps to, so the two views cannot disagree. Key mapping as the wire contract gives it, plus
 * Gatehouse's own settings (see each module's *.settings.ts).
 */

const BOOLEANS: [keyof ProjectConfig, string][] = [
  ['sign_up_enabled', 'auth.allowSignUp'],
  ['credential_enabled', 'auth.password.allowSignIn'],
  ['magic_link_enabled', 'auth.otp.allowSignIn'],
  ['passkey_enabled', 'auth.passkey.allowSignIn'],
  ['anonymous_accounts_enabled', 'auth.anonymous.allowSignIn'],
  ['client_team_creation_enabled', 'teams.allowClientTeamCreation'],
  ['client_user_deletion_enabled', 'users.allowClientUserDeletion'],
  ['create_team_on_sign_up', 'teams.createPersonalTeamOnSignUp'],
  ['allow_localhost', 'domains.allowLocalhost'],
  ['allow_user_api_keys', 'apiKeys.enabled.user'],
  ['allow_team_api_keys', 'apiKeys.enabled.team'],
  ['require_publishable_client_key', 'project.requirePublishableClientKey'],
  ['refresh_token_rotation_enabled', 'sessions.refreshTokenRotation'],
  ['require_email_verification', 'onboarding.requireEmailVerification'],
];

const PERMISSION_LISTS: [keyof ProjectConfig, string][] = [
  ['team_creator_default_permissions', 'rbac.defaultPermissions.teamCreator'],
  ['team_member_default_permissions', 'rbac.defaultPermissions.teamMember'],
  ['user_default_permissions', 'rbac.defaultPermissions.signUp'],
];

const LIFETIMES: [keyof ProjectConfig['verification_code_lifetimes'], string][] = [
  ['sign_in_seconds', 'signInSeconds'],
  ['password_reset_seconds', 'passwordResetSeconds'],
  ['email_verification_seconds', 'emailVerificationSeconds'],
  ['team_invitation_seconds', 'teamInvitationSeconds'],
];

/** Record entries in a stable order: the keys legacy writes make are zero-padded indexes, so this is the order they were sent in. */
function entriesOf(v: unknown): [string, JsonObject][] {
  if (!isPlainObject(v)) return [];
  return (Object.entries(v) as [string, JsonObject][]).sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

const indexKey = (i: number) => String(i).padStart(4, '0');

function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The legacy view of a rendered config. */
export function legacyConfigOf(rendered: RenderedConfig): ProjectConfig {
  const at = (path: string) => getPath(rendered, path);
  const out = Object.fromEntries(BOOLEANS.map(([legacy, path]) => [legacy, at(path) as boolean])) as Partial<ProjectConfig>;
  const server = at('emails.server') as JsonObject;
  const lifetimes = at('verificationCodes.lifetimes') as JsonObject;
  const limits = at('rateLimits') as JsonObject;
  return {
    ...(out as ProjectConfig),
    domains: entriesOf(at('domains.trustedDomains')).map(([, d]) => ({ domain: d.baseUrl as string, handler_path: d.handlerPath as string })),
    oauth_providers: entriesOf(at('auth.oauth.providers')).map(([, p]) =>
      withoutUndefined({
        id: p.type as ProjectConfig['oauth_providers'][number]['id'],
        type: p.isShared ? ('shared' as const) : ('standard' as const),
        client_id: p.clientId as string | undefined,
        client_secret: p.clientSecret as string | undefined,
        facebook_config_id: p.facebookConfigId as string | undefined,
        microsoft_tenant_id: p.microsoftTenantId as string | undefined,
        apple_bundle_ids: p.appleBundles ? entriesOf(p.appleBundles).map(([, b]) => b.bundleId as string) : undefined,
      }),
    ),
    oauth_account_merge_strategy: at('auth.oauth.accountMergeStrategy') as ProjectConfig['oauth_account_merge_strategy'],
    email_config: server.isShared
      ? { type: 'shared' }
      : {
          type: 'standard',
          host: server.host as string,
          port: server.port as number,
          username: server.username as string,
          password: server.password as string,
          sender_name: server.senderName as string,
          sender_email: server.senderEmail as string,
        },
    email_theme: at('emails.selectedThemeId') as string,
    default_locale: at('i18n.defaultLocale') as ProjectConfig['default_locale'],
    ...(Object.fromEntries(
      PERMISSION_LISTS.map(([legacy, path]) => [legacy, entriesOf(at(path)).flatMap(([id, on]) => ((on as unknown) === true ? [{ id }] : []))]),
    ) as Pick<ProjectConfig, 'team_creator_default_permissions' | 'team_member_default_permissions' | 'user_default_permissions'>),
    verification_code_lifetimes: Object.fromEntries(LIFETIMES.map(([legacy, key]) => [legacy, lifetimes[key] as number])),
    rate_limits: Object.fromEntries(
      RATE_LIMIT_NAMES.map((n) => {
        const l = limits[n] as { max: number; windowSeconds: number };
        return [n, { max: l.max, window_seconds: l.windowSeconds }];
      }),
    ) as RateLimitSettings,
  };
}

/**
 * The config keys a legacy write sets (dotted path -> value, each replacing that path of the
 * project-level override). A list replaces the list, as the legacy PATCH always did: a default
 * permission left out of a list is written as `false`, because the defaults grant team_admin and
 * team_member; a settings object given in part (lifetimes, rate limits) resets the keys it leaves
 * out to their defaults, as the legacy PATCH replaced the whole object.
 */
export function legacyWrites(given: Partial<ProjectConfig>, rendered: RenderedConfig): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [legacy, path] of BOOLEANS) if (given[legacy] !== undefined) out[path] = given[legacy];
  if (given.domains) {
    out['domains.trustedDomains'] = Object.fromEntries(given.domains.map((d, i) => [indexKey(i), { baseUrl: d.domain, handlerPath: d.handler_path ?? '/handler' }]));
  }
  if (given.oauth_providers) {
    out['auth.oauth.providers'] = Object.fromEntries(
      given.oauth_providers.map((p) => [
        p.id,
        withoutUndefined({
          type: p.id,
          isShared: p.type === 'shared',
          clientId: p.client_id,
          clientSecret: p.client_secret,
          facebookConfigId: p.facebook_config_id,
          microsoftTenantId: p.microsoft_tenant_id,
          appleBundles: p.apple_bundle_ids ? Object.fromEntries(p.apple_bundle_ids.map((b, i) => [indexKey(i), { bundleId: b }])) : undefined,
          // Legacy providers are enabled for sign-in and connected accounts (wire-contract §9.20).
          allowSignIn: true,
          allowConnectedAccounts: true,
        }),
      ]),
    );
  }
  if (given.oauth_account_merge_strategy !== undefined) out['auth.oauth.accountMergeStrategy'] = given.oauth_account_merge_strategy;
  const ec = given.email_config;
  if (ec) {
    out['emails.server'] =
      ec.type === 'shared'
        ? { isShared: true }
        : withoutUndefined({
            isShared: false, host: ec.host, port: ec.port, username: ec.username,
            // The mask the admin view answers means "keep the stored password" (config-secrets.ts keepStoredSecrets).
            password: ec.password === STORED_SECRET_MASK ? undefined : ec.password,
            senderName: ec.sender_name, senderEmail: ec.sender_email,
          });
  }
  if (given.email_theme !== undefined) out['emails.selectedThemeId'] = given.email_theme;
  if (given.default_locale !== undefined) out['i18n.defaultLocale'] = given.default_locale;
  for (const [legacy, path] of PERMISSION_LISTS) {
    const list = given[legacy] as { id: string }[] | undefined;
    if (!list) continue;
    const record: Record<string, boolean> = {};
    for (const [id] of entriesOf(getPath(rendered, path))) record[id] = false;
    for (const { id } of list) record[id] = true;
    out[path] = record;
  }
  if (given.verification_code_lifetimes) {
    const l = given.verification_code_lifetimes;
    out['verificationCodes.lifetimes'] = withoutUndefined(Object.fromEntries(LIFETIMES.map(([legacy, key]) => [key, l[legacy]])));
  }
  if (given.rate_limits) {
    const r = given.rate_limits as Partial<RateLimitSettings>;
    out.rateLimits = Object.fromEntries(RATE_LIMIT_NAMES.flatMap((n) => (r[n] ? [[n, { max: r[n].max, windowSeconds: r[n].window_seconds }]] : [])));
  }
  return out;
}
