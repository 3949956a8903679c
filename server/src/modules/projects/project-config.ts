import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { domainPattern, handlerPath } from '../../http/schemas.ts';
import { DEFAULT_THEME_ID } from '../email-templates/email-defaults.ts';
import { LOCALES } from '../i18n/locales.ts';
import { RateLimitSettingsSchema, defaultRateLimits, normaliseRateLimits } from '../rate-limits/rate-limit-settings.ts';

export const OAUTH_PROVIDER_IDS = ['google', 'github', 'facebook', 'microsoft', 'spotify', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;

export const TrustedDomain = z
  .object({ domain: domainPattern, handler_path: handlerPath.default('/handler') })
  .strict()
  .openapi('TrustedDomain');

export const OAuthProviderConfig = z
  .object({
    id: z.enum(OAUTH_PROVIDER_IDS),
    type: z.enum(['shared', 'standard']),
    client_id: z.string().min(1).max(LIMITS.token).optional(),
    client_secret: z.string().min(1).max(LIMITS.token).optional().openapi({ description: 'Write-only: never in answers. Updating the list without it keeps the secret stored for that provider.' }),
    facebook_config_id: z.string().max(LIMITS.shortText).optional(),
    microsoft_tenant_id: z.string().max(LIMITS.shortText).optional(),
    // Sign in with Apple from a native app (POST /auth/oauth/callback/apple/native): its id_token's audience is the app's bundle id.
    apple_bundle_ids: z
      .array(z.string().trim().min(1).max(255))
      .max(100)
      .optional()
      .openapi({ description: 'Apple only: the bundle ids of your native apps (e.g. com.example.app); an id_token from a native Sign in with Apple must be issued for one of them.', example: ['com.example.app'] }),
  })
  .strict()
  .openapi('OAuthProviderConfig');

export const EmailConfig = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('shared') }).strict(),
    z
      .object({
        type: z.literal('standard'),
        // 253: the longest DNS name. Checked against the outbound policy on save and at every send.
        host: z.string().min(1).max(253),
        port: z.number().int().min(0).max(65535),
        username: z.string().min(1).max(LIMITS.shortText),
        password: z.string().min(1).max(70),
        sender_name: z.string().min(1).max(LIMITS.shortText),
        sender_email: z.email().max(256),
      })
      .strict(),
  ])
  .openapi('EmailConfig');

const PermissionRef = z.object({ id: z.string().min(1).max(LIMITS.shortText) }).strict();

const lifetime = (what: string) =>
  z.number().int().min(1).max(30 * 24 * 3600).optional().openapi({ description: `Seconds a ${what} code stays valid.` });

/** Gatehouse addition (e-mail issue): lifetimes of e-mailed one-time codes; unset keys use the defaults. */
export const VerificationCodeLifetimes = z
  .object({
    sign_in_seconds: lifetime('magic-link / sign-in'),
    password_reset_seconds: lifetime('password reset'),
    email_verification_seconds: lifetime('e-mail verification'),
    team_invitation_seconds: lifetime('team invitation'),
  })
  .strict()
  .openapi('VerificationCodeLifetimes');

/**
 * The stored project configuration. Field names are the API's (snake_case), so the admin view is
 * the stored document and no mapping layer can drift. Our own additions to SPEC §3:
 * `anonymous_accounts_enabled` (off by default), `require_publishable_client_key` and
 * `refresh_token_rotation_enabled` (on by default; off keeps one refresh token per session).
 */
export const ProjectConfigSchema = z
  .object({
    sign_up_enabled: z.boolean(),
    credential_enabled: z.boolean(),
    magic_link_enabled: z.boolean(),
    passkey_enabled: z.boolean(),
    anonymous_accounts_enabled: z.boolean(),
    client_team_creation_enabled: z.boolean(),
    client_user_deletion_enabled: z.boolean(),
    create_team_on_sign_up: z.boolean(),
    allow_localhost: z.boolean(),
    allow_user_api_keys: z.boolean(),
    allow_team_api_keys: z.boolean(),
    require_publishable_client_key: z.boolean(),
    refresh_token_rotation_enabled: z.boolean(),
    require_email_verification: z.boolean().openapi({
      description: 'When true, signed-in users whose primary e-mail is not verified are restricted (restricted_reason email_not_verified) until they verify it; their next token refresh then gives a normal token.',
    }),
    domains: z.array(TrustedDomain).max(LIMITS.arrayItems),
    oauth_providers: z.array(OAuthProviderConfig).max(LIMITS.arrayItems),
    oauth_account_merge_strategy: z.enum(['link_method', 'raise_error', 'allow_duplicates']),
    email_config: EmailConfig,
    email_theme: z.uuid().openapi({ description: 'The e-mail theme of templates that name none (config key emails.selectedThemeId); must be one of the project\'s themes.', example: '0b7bace0-d927-4cee-bf6c-df43e23a4331' }),
    team_creator_default_permissions: z.array(PermissionRef).max(LIMITS.arrayItems),
    team_member_default_permissions: z.array(PermissionRef).max(LIMITS.arrayItems),
    user_default_permissions: z.array(PermissionRef).max(LIMITS.arrayItems),
    verification_code_lifetimes: VerificationCodeLifetimes,
    rate_limits: RateLimitSettingsSchema,
    default_locale: z.enum(LOCALES).openapi({ description: "The project's default language (config key i18n.defaultLocale): e-mails and hosted pages use it when the reader's language is not one Gatehouse has, and always for e-mail sent by server or admin calls and for team invitations.", example: 'en' }),
  })
  .strict()
  .openapi('ProjectConfig');

export type ProjectConfig = z.infer<typeof ProjectConfigSchema>;

/** Every field optional: the PATCH/create form. Lists replace the stored list as a whole. */
export const ProjectConfigUpdate = ProjectConfigSchema.partial().strict().openapi('ProjectConfigUpdate');

export function defaultProjectConfig(): ProjectConfig {
  return {
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    anonymous_accounts_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    create_team_on_sign_up: false,
    allow_localhost: true,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
    require_publishable_client_key: false,
    refresh_token_rotation_enabled: true,
    require_email_verification: false,
    domains: [],
    oauth_providers: [],
    oauth_account_merge_strategy: 'link_method',
    email_config: { type: 'shared' },
    email_theme: DEFAULT_THEME_ID,
    team_creator_default_permissions: [{ id: 'team_admin' }],
    team_member_default_permissions: [{ id: 'team_member' }],
    user_default_permissions: [],
    verification_code_lifetimes: { sign_in_seconds: 600, password_reset_seconds: 3600, email_verification_seconds: 86400, team_invitation_seconds: 604800 },
    rate_limits: defaultRateLimits(),
    default_locale: 'en',
  };
}

/** Stored documents written by older versions may miss newer keys: defaults fill them in. */
export function normaliseConfig(stored: Partial<ProjectConfig>): ProjectConfig {
  // rate_limits: a stored object names only the limits set; the others keep their defaults.
  return { ...defaultProjectConfig(), ...stored, rate_limits: normaliseRateLimits(stored.rate_limits) };
}
