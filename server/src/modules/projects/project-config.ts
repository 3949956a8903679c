import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { domainPattern, handlerPath } from '../../http/schemas.ts';
import { DEFAULT_THEME_ID } from '../email-templates/email-defaults.ts';
import { LOCALES } from '../i18n/locales.ts';
import { RateLimitSettingsSchema, defaultRateLimits, normaliseRateLimits } from '../rate-limits/rate-limit-settings.ts';

export const OAUTH_PROVIDER_IDS = ['google', 'github', 'facebook', 'microsoft', 'spotify', 'discord', 'gitlab', 'bitbucket', 'linkedin', 'apple', 'x', 'twitch'] as const;

export const TrustedDomain = z
  .object({
    domain: domainPattern.openapi({ description: 'An origin your app runs on (e.g. https://app.example.com, or a pattern with * such as https://*.example.com). Redirects after sign-in, e-mailed links and OAuth callbacks may only go to trusted domains.' }),
    handler_path: handlerPath.default('/handler').openapi({ description: 'Where the hosted auth pages live on that domain (sign-in, e-mail verification, password reset links point there). Default /handler.' }),
  })
  .strict()
  .openapi('TrustedDomain');

export const OAuthProviderConfig = z
  .object({
    id: z.enum(OAUTH_PROVIDER_IDS).openapi({ description: 'The provider (google, github, …). One entry per provider; users can sign in with it while it is in the list.' }),
    type: z.enum(['shared', 'standard']).openapi({ description: "shared: Gatehouse's built-in development provider stands in for the real one (to try sign-in without registering an app; refused when the server runs in production mode); standard: your own OAuth app at the provider, with client_id and client_secret." }),
    client_id: z.string().min(1).max(LIMITS.token).optional().openapi({ description: "Standard only: your OAuth app's client id at the provider." }),
    client_secret: z.string().min(1).max(LIMITS.token).optional().openapi({ description: 'Write-only: never in answers. Updating the list without it keeps the secret stored for that provider.' }),
    facebook_config_id: z.string().max(LIMITS.shortText).optional().openapi({ description: 'Facebook only: the configuration id of a Facebook Login for Business app (sent as config_id); leave it out for classic Facebook Login.' }),
    microsoft_tenant_id: z.string().max(LIMITS.shortText).optional().openapi({ description: 'Microsoft only: the Entra ID tenant users sign in through (a tenant id or domain); without it any work, school or personal account (the common tenant).' }),
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
    z.object({ type: z.literal('shared').openapi({ description: "shared (the default): e-mails go through the Gatehouse server's own SMTP settings, from its sender address." }) }).strict(),
    z
      .object({
        type: z.literal('standard').openapi({ description: "standard: e-mails go through your SMTP server below, from your sender address." }),
        // 253: the longest DNS name. Checked against the outbound policy on save and at every send.
        host: z.string().min(1).max(253).openapi({ description: 'SMTP server host name. It must resolve to a public address (private and loopback ones are refused unless the server sets GATEHOUSE_OUTBOUND_ALLOW_PRIVATE).' }),
        port: z.number().int().min(0).max(65535).openapi({ description: 'SMTP port: 465 speaks TLS at once, others (587, 25) upgrade with STARTTLS when offered.' }),
        username: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'SMTP user name.' }),
        password: z.string().min(1).max(70).openapi({ description: 'SMTP password. Write-only: answers show a placeholder in its place, and sending that placeholder back keeps the stored password.' }),
        sender_name: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'The From name your users see, e.g. "Acme".' }),
        sender_email: z.email().max(256).openapi({ description: 'The From address, e.g. noreply@acme.com (your SMTP server must be allowed to send as it).' }),
      })
      .strict(),
  ])
  .openapi('EmailConfig');

const PermissionRef = z.object({ id: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'A permission id: a defined permission or a system one such as team_admin.' }) }).strict();

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
    sign_up_enabled: z.boolean().openapi({ description: "New users may sign up, by any method; server and admin access can still create users. Default true. Config key auth.allowSignUp." }),
    credential_enabled: z.boolean().openapi({ description: "Users may sign up and sign in with e-mail and password. Default true. Config key auth.password.allowSignIn." }),
    magic_link_enabled: z.boolean().openapi({ description: "Users may sign in (and sign up) with a one-time code or link sent by e-mail. Default false. Config key auth.otp.allowSignIn." }),
    passkey_enabled: z.boolean().openapi({ description: "Users may register passkeys (WebAuthn) and sign in with them; the page must be on a trusted domain (or localhost with allow_localhost). Default false. Config key auth.passkey.allowSignIn." }),
    anonymous_accounts_enabled: z.boolean().openapi({ description: "Anyone may create an anonymous user (POST /auth/anonymous/sign-up) that can later be upgraded to a regular account. Default false. Config key auth.anonymous.allowSignIn." }),
    client_team_creation_enabled: z.boolean().openapi({ description: "Signed-in users may create teams themselves (client access); otherwise only your backend can. Default false. Config key teams.allowClientTeamCreation." }),
    client_user_deletion_enabled: z.boolean().openapi({ description: "Signed-in users may delete their own account (DELETE /users/me with client access); otherwise CLIENT_USER_DELETION_NOT_ENABLED. Default false. Config key users.allowClientUserDeletion." }),
    create_team_on_sign_up: z.boolean().openapi({ description: "Every new user gets a personal team of their own at sign-up. Default false. Config key teams.createPersonalTeamOnSignUp." }),
    allow_localhost: z.boolean().openapi({ description: "Redirects and callbacks to http://localhost (any port) count as trusted, for development. Turn it off in production. Default true. Config key domains.allowLocalhost." }),
    allow_user_api_keys: z.boolean().openapi({ description: "Users may create API keys of their own (sk_\u2026) for your app's API; your backend checks them. Default false. Config key apiKeys.enabled.user." }),
    allow_team_api_keys: z.boolean().openapi({ description: "Teams may hold API keys (created by members with $manage_api_keys) for your app's API. Default false. Config key apiKeys.enabled.team." }),
    require_publishable_client_key: z.boolean().openapi({ description: "Client access must send the publishable client key (x-stack-publishable-client-key); without it only the project id is needed. Default false. Config key project.requirePublishableClientKey." }),
    refresh_token_rotation_enabled: z.boolean().openapi({ description: "Each refresh returns a new refresh token and a reused old one revokes the session (theft detection); false keeps one refresh token per session, for older clients that cannot store the new one. Default true. Config key sessions.refreshTokenRotation." }),
    require_email_verification: z.boolean().openapi({
      description: 'When true, signed-in users whose primary e-mail is not verified are restricted (restricted_reason email_not_verified) until they verify it; their next token refresh then gives a normal token.',
    }),
    domains: z.array(TrustedDomain).max(LIMITS.arrayItems).openapi({ description: "The trusted domains: where sign-in may redirect back to and e-mailed links may point. A list given in an update replaces the whole list. Default empty (only localhost, with allow_localhost). Config key domains.trustedDomains." }),
    oauth_providers: z.array(OAuthProviderConfig).max(LIMITS.arrayItems).openapi({ description: "The OAuth providers users may sign in with (Google, GitHub, \u2026). A list given in an update replaces the whole list; a standard provider given without client_secret keeps its stored secret. Default empty. Config key auth.oauth.providers." }),
    oauth_account_merge_strategy: z.enum(['link_method', 'raise_error', 'allow_duplicates']).openapi({ description: "When an OAuth sign-in brings an e-mail that already signs in another user: link_method attaches the provider account to that user (default), raise_error refuses the sign-in, allow_duplicates makes a separate user. Config key auth.oauth.accountMergeStrategy." }),
    email_config: EmailConfig.openapi({ description: "The SMTP server the project's e-mails (verification, sign-in codes, password resets, invitations) go through. Default { type: shared }. Config key emails.server." }),
    email_theme: z.uuid().openapi({ description: 'The e-mail theme of templates that name none (config key emails.selectedThemeId); must be one of the project\'s themes.', example: '0b7bace0-d927-4cee-bf6c-df43e23a4331' }),
    team_creator_default_permissions: z.array(PermissionRef).max(LIMITS.arrayItems).openapi({ description: "Team permissions the creator of a new team receives in it. Default [team_admin]. Config key rbac.defaultPermissions.teamCreator." }),
    team_member_default_permissions: z.array(PermissionRef).max(LIMITS.arrayItems).openapi({ description: "Team permissions every new team member (including the creator) receives. Default [team_member]. Config key rbac.defaultPermissions.teamMember." }),
    user_default_permissions: z.array(PermissionRef).max(LIMITS.arrayItems).openapi({ description: "Project permissions every new user receives at sign-up. Default empty. Config key rbac.defaultPermissions.signUp." }),
    verification_code_lifetimes: VerificationCodeLifetimes.openapi({ description: "How long e-mailed codes and links stay valid, per kind (Gatehouse addition). Defaults: sign-in 600 s, password reset 3600 s, e-mail verification 86400 s, team invitation 604800 s. Config key verificationCodes.lifetimes." }),
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
