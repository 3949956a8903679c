import type { AppDeps, AuthPorts } from '../http/context.ts';
import type { RateLimitPort } from '../http/rate-limits.ts';
import type { ModuleManifest } from '../http/module.ts';
import { entitiesOf, migrationsOf, settingsSlicesOf } from '../http/module.ts';
import type { DatabaseSchema } from '../db/orm.ts';
import { INTERNAL_PROJECT_ID } from '../http/pipeline.ts';
import { rootModule } from './root/index.ts';
import { passwordModule } from './password/index.ts';
import { otpModule } from './otp/index.ts';
import { mfaModule } from './mfa/index.ts';
import { cliAuthModule } from './cli-auth/index.ts';
import { anonymousModule } from './anonymous/index.ts';
import { passkeysModule } from './passkeys/index.ts';
import { passkeyCredentialsModule } from './passkey-credentials/index.ts';
import { oauthAccountsModule } from './oauth-accounts/index.ts';
import { oauthModule } from './oauth/index.ts';
import { sessionsModule } from './sessions/index.ts';
import { contactChannelsModule } from './contact-channels/index.ts';
import { usersModule } from './users/index.ts';
import { projectsModule } from './projects/index.ts';
import { configModule } from './config/index.ts';
import { installSettings, sliceOf } from './config/config.settings.ts';
import { onboardingSettings } from './sessions/sessions.settings.ts';
import { apiKeysModule } from './api-keys/index.ts';
import { ownerApiKeysModule } from './owner-api-keys/index.ts';
import { emailsModule } from './emails/index.ts';
import { i18nModule } from './i18n/index.ts';
import { emailTemplatesModule } from './email-templates/index.ts';
import { passwordResetModule } from './password-reset/index.ts';
import { jwksModule } from './jwks/index.ts';
import { teamsModule } from './teams/index.ts';
import { teamMembersModule } from './team-members/index.ts';
import { teamInvitationsModule } from './team-invitations/index.ts';
import { verificationCodesModule } from './verification-codes/index.ts';
import { rateLimitsModule } from './rate-limits/index.ts';
import { eventsModule } from './events/index.ts';
import { webhooksModule } from './webhooks/index.ts';
import { metricsModule } from './metrics/index.ts';
import { dataVaultModule } from './data-vault/index.ts';
import { sdkSupportModule } from './sdk-support/index.ts';
import { aiChatModule } from './ai-chat/index.ts';
import { paymentsModule } from './payments/index.ts';
import { purchasesModule } from './purchases/index.ts';
import { PostgresRateLimiter } from './rate-limits/postgres-rate-limiter.ts';
import { rateLimitsOf } from './rate-limits/rate-limit-settings.ts';
import { sessionSignInState } from './sessions/sessions.store.ts';
import { isTeamMember } from './teams/teams.store.ts';
import { teamAccess } from './teams/permissions.store.ts';
import { listTeams } from './teams/teams.service.ts';
import { restrictedReasonOf } from '../crypto/access-tokens.ts';

/**
 * Every module, one line each. The app's routes, the OpenAPI document (its tags in this order),
 * the known-error catalogue, the ORM's entities and the migration list are all built from this list.
 */
export const modules: ModuleManifest[] = [
  passwordModule,
  otpModule,
  mfaModule,
  cliAuthModule,
  anonymousModule,
  passkeysModule,
  oauthModule,
  sessionsModule,
  contactChannelsModule,
  usersModule,
  projectsModule,
  configModule,
  apiKeysModule,
  i18nModule,
  emailsModule,
  emailTemplatesModule,
  passwordResetModule,
  rootModule,
  jwksModule,
  teamsModule,
  teamMembersModule,
  teamInvitationsModule,
  ownerApiKeysModule,
  verificationCodesModule,
  rateLimitsModule,
  passkeyCredentialsModule,
  oauthAccountsModule,
  eventsModule,
  webhooksModule,
  metricsModule,
  dataVaultModule,
  sdkSupportModule,
  aiChatModule,
  paymentsModule,
  purchasesModule,
];

// The rendered config's schema and defaults, assembled from every module's settings slice.
installSettings(settingsSlicesOf(modules));

export const databaseSchema: DatabaseSchema = { entities: entitiesOf(modules), migrations: migrationsOf(modules) };

/**
 * What the header pipeline (http/pipeline.ts) asks of the modules: the project with its live keys
 * (projects' cache), the user of a live session (users' session cache, kept exact by LISTEN/NOTIFY), and
 * for dashboard mode whether an internal user's session is live and the user is in the team that
 * owns the project (sessions, teams), and for client access to a team route whether the user is
 * a member holding the route's permissions (teams). A live session marks its user active (users/user-activity.ts:
 * nothing to do while the row's last_active_at is recent, else a background write at most once per
 * interval), so every authenticated request keeps "last active" current without a round trip.
 */
export function authPortsFor(deps: AppDeps): AuthPorts {
  return {
    project: (projectId, since) => deps.projectCache.get(projectId, since),
    sessionUser: async (project, userId, sessionId, since) => {
      const user = await deps.sessionUsers.find(project.id, userId, sessionId, since);
      if (!user) return null;
      deps.userActivity.seen(project.id, user.id, user.lastActiveAt);
      // THE restriction rule (wire-contract §7.1) on the row just read: no extra query.
      return { user, restrictedReason: restrictedReasonOf(user, sliceOf(project, onboardingSettings).requireEmailVerification) };
    },
    dashboardAccess: async (userId, sessionId, projectId, since) => {
      const em = deps.orm.em.fork();
      const user = await deps.sessionUsers.find(INTERNAL_PROJECT_ID, userId, sessionId, since);
      const sessionLive = user !== null;
      // The developer acting in the dashboard is active too.
      if (user) deps.userActivity.seen(INTERNAL_PROJECT_ID, userId, user.lastActiveAt);
      // A dashboard user restricted since the token was minted loses the dashboard at once.
      const internal = user ? await deps.projectCache.get(INTERNAL_PROJECT_ID, since) : null;
      const restricted = user !== null && restrictedReasonOf(user, internal ? sliceOf(internal.project, onboardingSettings).requireEmailVerification : false) !== null;
      const ownerTeamId = (await deps.projectCache.get(projectId, since))?.project.ownerTeamId ?? null;
      const ownsProject = ownerTeamId !== null && (await isTeamMember(em, INTERNAL_PROJECT_ID, ownerTeamId, userId));
      return { sessionLive, restricted, ownsProject };
    },
    // Client access to team routes only (not the benchmarked GET /users/me): one query.
    // Membership alone (a member acting on its own rows): the user's team list from the per-process
    // user cache, exact like sessions; permissions are checked by one query.
    teamAccess: async (projectId, teamId, userId, permissionIds, since) => {
      if (!permissionIds.length) return { member: (await listTeams({ hotSql: deps.hotSql, sessionUsers: deps.sessionUsers, since }, projectId, userId)).some((t) => t.id === teamId), missing: null };
      return teamAccess(deps.orm.em.fork(), projectId, teamId, userId, permissionIds);
    },
    // Only routes that change how the account is signed in to ask (http/recent-sign-in.ts): one query.
    sessionSignIn: (projectId, userId, sessionId) => sessionSignInState(deps.orm.em.fork(), projectId, userId, sessionId),
  };
}

/**
 * The counters behind the routes' rate limits (null with GATEHOUSE_RATE_LIMITS=off). A project's
 * limits are its `rateLimits` settings: the request's project is already loaded; a project named in
 * a body (the token endpoint) comes from the projects cache.
 */
export function rateLimiterFor(deps: AppDeps): RateLimitPort | null {
  if (!deps.config.rateLimitsEnabled) return null;
  return new PostgresRateLimiter(
    deps.hotSql,
    (project) => (typeof project === 'string' ? deps.projectCache.get(project).then((p) => (p ? rateLimitsOf(p.project) : null)) : rateLimitsOf(project)),
    // Each refusal is counted by limit (gatehouse_rate_limit_refusals_total when metrics are on).
    (limit) => deps.metrics.rateLimitRefused(limit),
  );
}
