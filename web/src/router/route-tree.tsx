import type { ReactNode } from 'react';
import { createRootRoute, createRoute, Navigate, Outlet } from '@tanstack/react-router';
import { ApiKeysPage, apiKeysSearch } from '../features/api-keys/api-keys-page.tsx';
import { WebhooksPage, webhooksSearch } from '../features/webhooks/webhooks-page.tsx';
import { WebhooksPortalPage, webhooksPortalSearch } from '../features/webhooks/webhooks-portal-page.tsx';
import { AuthMethodsPage } from '../features/auth-methods/auth-methods-page.tsx';
import { DashboardAuthPage } from '../features/auth/dashboard-auth-pages.tsx';
import { EmailEditorPage, EmailListPage, emailListSearch } from '../features/emails/email-content-pages.tsx';
import { EmailServerPage } from '../features/emails/email-server-page.tsx';
import { EmailsPage, outboxSearch } from '../features/emails/emails-page.tsx';
import { AccountSettingsPage } from '../features/hosted/account-settings-page.tsx';
import { EmailVerificationPage, ForgotPasswordPage, PasswordResetPage } from '../features/hosted/code-pages.tsx';
import { ImpersonatePage } from '../features/hosted/impersonate-page.tsx';
import { OAuthCallbackPage } from '../features/hosted/oauth-callback-page.tsx';
import { MagicLinkCallbackPage } from '../features/hosted/magic-link-page.tsx';
import { CliAuthConfirmPage } from '../features/hosted/cli-auth-confirm-page.tsx';
import { HostedSignInPage } from '../features/hosted/sign-in-page.tsx';
import { TeamInvitationPage } from '../features/hosted/team-invitation-page.tsx';
import { OverviewPage } from '../features/projects/overview-page.tsx';
import { ProjectsPage } from '../features/projects/projects-page.tsx';
import { GeneralSettingsPage, RateLimitsSettingsPage, UsersSettingsPage } from '../features/projects/settings-page.tsx';
import { ConfigPage, configSearch } from '../features/config/config-page.tsx';
import { DomainsPage } from '../features/domains/domains-page.tsx';
import { PaymentsPage } from '../features/payments/payments-page.tsx';
import { CustomersPage, customersSearch } from '../features/payments/customers-page.tsx';
import { TransactionsPage, transactionsSearch } from '../features/payments/transactions-page.tsx';
import { DangerZonePage } from '../features/settings/danger-zone-page.tsx';
import { sessionsSearch, UserDetailPage } from '../features/users/user-detail-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { usersSearch } from '../features/users/users-search.ts';
import { PermissionsPage, permissionsSearch } from '../features/permissions/permissions-page.tsx';
import { TeamDetailPage, teamMembersSearch } from '../features/teams/team-detail-page.tsx';
import { TeamsPage } from '../features/teams/teams-page.tsx';
import { teamsSearch } from '../features/teams/teams-search.ts';
import { PurchasePage } from '../features/purchase/purchase-page.tsx';
import { Guarded, NotFound } from './guards.tsx';
import { hostedSearch } from './hosted-search.ts';

/**
 * The route table (code-based: no generated file, and every Link and navigate() is checked against
 * it through the Register declaration in router.ts). Tables validate their search params here, so
 * their state (sorting, filters, search, page size, page or cursor, hidden columns) is in the URL.
 */
const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

// ---- the developer's sign-in and sign-up: only when signed out -------------------------------
const guest = createRoute({ getParentRoute: () => rootRoute, id: 'guest', component: () => <Guarded access="guest"><Outlet /></Guarded> });
const signIn = createRoute({ getParentRoute: () => guest, path: '/sign-in', component: () => <DashboardAuthPage mode="sign-in" /> });
const signUp = createRoute({ getParentRoute: () => guest, path: '/sign-up', component: () => <DashboardAuthPage mode="sign-up" /> });

// ---- the dashboard: only for a signed-in developer --------------------------------------------
const dev = createRoute({ getParentRoute: () => rootRoute, id: 'dev', component: () => <Guarded access="developer"><Outlet /></Guarded> });
const home = createRoute({ getParentRoute: () => dev, path: '/', component: () => <Navigate to="/projects" replace /> });
const projects = createRoute({ getParentRoute: () => dev, path: '/projects', component: ProjectsPage });
const overview = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId', component: () => <OverviewPage projectId={overview.useParams().projectId} /> });
const users = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/users', validateSearch: usersSearch, component: () => <UsersPage projectId={users.useParams().projectId} /> });
const userDetail = createRoute({
  getParentRoute: () => dev,
  path: '/projects/$projectId/users/$userId',
  validateSearch: sessionsSearch,
  component: function UserDetailRoute() {
    const { projectId, userId } = userDetail.useParams();
    return <UserDetailPage key={userId} projectId={projectId} userId={userId} />;
  },
});
const teams = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/teams', validateSearch: teamsSearch, component: () => <TeamsPage projectId={teams.useParams().projectId} /> });
const teamDetail = createRoute({
  getParentRoute: () => dev,
  path: '/projects/$projectId/teams/$teamId',
  validateSearch: teamMembersSearch,
  component: function TeamDetailRoute() {
    const { projectId, teamId } = teamDetail.useParams();
    return <TeamDetailPage key={teamId} projectId={projectId} teamId={teamId} />;
  },
});
const permissions = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/permissions', validateSearch: permissionsSearch, component: () => <PermissionsPage projectId={permissions.useParams().projectId} /> });
const webhooks = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/webhooks', validateSearch: webhooksSearch, component: () => <WebhooksPage projectId={webhooks.useParams().projectId} /> });
const apiKeys = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/api-keys', validateSearch: apiKeysSearch, component: () => <ApiKeysPage projectId={apiKeys.useParams().projectId} /> });
const outbox = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/emails', validateSearch: outboxSearch, component: () => <EmailsPage projectId={outbox.useParams().projectId} /> });
const emailServer = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/emails/server', component: () => <EmailServerPage projectId={emailServer.useParams().projectId} /> });
const templates = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/emails/templates', validateSearch: emailListSearch, component: () => <EmailListPage key="templates" projectId={templates.useParams().projectId} kind="templates" /> });
const template = createRoute({
  getParentRoute: () => dev,
  path: '/projects/$projectId/emails/templates/$id',
  component: function TemplateRoute() {
    const { projectId, id } = template.useParams();
    return <EmailEditorPage key={id} projectId={projectId} kind="templates" id={id} />;
  },
});
const themes = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/emails/themes', validateSearch: emailListSearch, component: () => <EmailListPage key="themes" projectId={themes.useParams().projectId} kind="themes" /> });
const theme = createRoute({
  getParentRoute: () => dev,
  path: '/projects/$projectId/emails/themes/$id',
  component: function ThemeRoute() {
    const { projectId, id } = theme.useParams();
    return <EmailEditorPage key={id} projectId={projectId} kind="themes" id={id} />;
  },
});
const drafts = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/emails/drafts', validateSearch: emailListSearch, component: () => <EmailListPage key="drafts" projectId={drafts.useParams().projectId} kind="drafts" /> });
const draft = createRoute({
  getParentRoute: () => dev,
  path: '/projects/$projectId/emails/drafts/$id',
  component: function DraftRoute() {
    const { projectId, id } = draft.useParams();
    return <EmailEditorPage key={id} projectId={projectId} kind="drafts" id={id} />;
  },
});
const authMethods = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/auth-methods', component: () => <AuthMethodsPage projectId={authMethods.useParams().projectId} /> });
const domains = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/domains', component: () => <DomainsPage projectId={domains.useParams().projectId} /> });
const payments = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/payments', component: () => <PaymentsPage projectId={payments.useParams().projectId} /> });
const paymentCustomers = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/payments/customers', validateSearch: customersSearch, component: () => <CustomersPage projectId={paymentCustomers.useParams().projectId} search={paymentCustomers.useSearch()} /> });
const paymentTransactions = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/payments/transactions', validateSearch: transactionsSearch, component: () => <TransactionsPage projectId={paymentTransactions.useParams().projectId} /> });
// Settings: one URL per section (settings-layout.tsx holds the section nav).
const settings = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/settings', component: () => <GeneralSettingsPage projectId={settings.useParams().projectId} /> });
const settingsUsers = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/settings/users', component: () => <UsersSettingsPage projectId={settingsUsers.useParams().projectId} /> });
const settingsRateLimits = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/settings/rate-limits', component: () => <RateLimitsSettingsPage projectId={settingsRateLimits.useParams().projectId} /> });
const settingsConfig = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/settings/config', validateSearch: configSearch, component: () => <ConfigPage projectId={settingsConfig.useParams().projectId} /> });
const settingsDanger = createRoute({ getParentRoute: () => dev, path: '/projects/$projectId/settings/danger', component: () => <DangerZonePage projectId={settingsDanger.useParams().projectId} /> });

// ---- hosted pages: public, outside every guard (they never read the developer's session) -------
const hosted = <P extends string>(path: P, component: () => ReactNode) => createRoute({ getParentRoute: () => rootRoute, path, validateSearch: hostedSearch, component });
const hostedRoutes = [
  hosted('/handler/sign-in', () => <HostedSignInPage mode="sign-in" />),
  hosted('/handler/sign-up', () => <HostedSignInPage mode="sign-up" />),
  hosted('/handler/magic-link-callback', MagicLinkCallbackPage),
  hosted('/handler/email-verification', EmailVerificationPage),
  hosted('/handler/password-reset', PasswordResetPage),
  hosted('/handler/forgot-password', ForgotPasswordPage),
  hosted('/handler/account-settings', AccountSettingsPage),
  hosted('/handler/impersonate', ImpersonatePage),
  hosted('/handler/team-invitation', TeamInvitationPage),
  hosted('/handler/oauth-callback', OAuthCallbackPage),
  hosted('/handler/cli-auth-confirm', CliAuthConfirmPage),
] as const;

// The webhooks portal: public like the hosted pages; its token (POST /webhooks/svix-token) is its only credential.
const webhooksPortal = createRoute({ getParentRoute: () => rootRoute, path: '/webhooks-portal', validateSearch: webhooksPortalSearch, component: () => <WebhooksPortalPage token={webhooksPortal.useSearch().token} /> });

// The hosted purchase page: public; the code in the path (wire §9.21's URL) is its only credential.
const purchase = createRoute({ getParentRoute: () => rootRoute, path: '/purchase/$fullCode', component: () => <PurchasePage fullCode={purchase.useParams().fullCode} /> });

export const routeTree = rootRoute.addChildren([
  guest.addChildren([signIn, signUp]),
  dev.addChildren([home, projects, overview, users, userDetail, teams, teamDetail, permissions, apiKeys, webhooks, outbox, emailServer, templates, template, themes, theme, drafts, draft, authMethods, domains, payments, paymentCustomers, paymentTransactions, settings, settingsUsers, settingsRateLimits, settingsConfig, settingsDanger]),
  ...hostedRoutes,
  webhooksPortal,
  purchase,
]);
