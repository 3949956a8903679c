import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminApp, apiBaseUrl, errorMessage } from '../../api/client.ts';
import { hostedBaseUrl } from '../../lib/hosted-url.ts';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { CopyBlock } from '../../components/ui/copy-block.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { Link } from '@tanstack/react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { projectQuery } from './projects.queries.ts';
import { sdkSnippet } from './sdk-snippet.ts';
import { EmailsCard, LoginMethodsCard, RecentUsersCard, Stat } from './overview/overview-cards.tsx';

// recharts is big: loaded with the overview's charts, not with every dashboard page.
const DailyChart = lazy(() => import('./overview/daily-chart.tsx').then((m) => ({ default: m.DailyChart })));

/** The project overview: the figures of GET /internal/metrics (computed by the server, exact at any size). */
export function OverviewPage({ projectId }: { projectId: string }) {
  const project = useQuery(projectQuery(projectId));
  const [includeAnonymous, setIncludeAnonymous] = useState(false);
  const metrics = useQuery({
    queryKey: ['project', projectId, 'metrics', includeAnonymous],
    queryFn: async () => {
      const { data } = await adminApp(projectId).api.GET('/internal/metrics', { params: { query: { include_anonymous: includeAnonymous } } });
      return data!;
    },
    placeholderData: (previous) => previous,
  });
  const m = metrics.data;
  const a = m?.auth_overview;
  const loading = metrics.isPending;
  const handlerUrl = `${hostedBaseUrl()}/handler/sign-in?project_id=${encodeURIComponent(projectId)}`;
  const signUps30 = m?.daily_users.reduce((n, d) => n + d.activity, 0) ?? 0;
  const split = a?.daily_active_users_split;

  return (
    <AppShell projectId={projectId}>
      <PageHeader title={project.data?.display_name ?? 'Overview'} description="Who signs up, who comes back, and the ids your app needs to talk to Gatehouse." />
      {project.isError && <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />}
      {metrics.isError && <ErrorState message={errorMessage(metrics.error)} onRetry={() => void metrics.refetch()} />}
      <div className="mb-3 flex justify-end">
        <div className="w-full sm:w-auto">
          <ToggleSwitch label="Include anonymous users" checked={includeAnonymous} onCheckedChange={setIncludeAnonymous} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-6">
        <Stat label="Users" value={m?.total_users} loading={loading} />
        <Stat label="Verified e-mail" value={a?.verified_users} hint="Users whose primary e-mail is verified." loading={loading} />
        <Stat label="Unverified" value={a?.unverified_users} hint="Users without a verified primary e-mail (anonymous users aside)." loading={loading} />
        <Stat label="Anonymous" value={a?.anonymous_users} loading={loading} />
        <Stat label="Teams" value={a?.total_teams} loading={loading} />
        <Stat label="Monthly active" value={a?.mau} hint="Users active in the last 30 days." loading={loading} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card label="Sign-ups over time">
          <CardHeader title="Sign-ups over time" description={m ? `${signUps30.toLocaleString()} new users in the last 30 days.` : 'New users per day, last 30 days.'} />
          <CardBody>
            {loading || !m ? <Skeleton className="h-52" /> : <Suspense fallback={<Skeleton className="h-52" />}><DailyChart data={m.daily_users} kind="bar" name="New users" yLabel="New users" xLabel="Day of sign-up (UTC)" /></Suspense>}
            {m && m.total_users === 0 && (
              <p className="mt-3 text-[13px] text-muted">
                No users yet — <Link to="/projects/$projectId/users" params={{ projectId }} className="text-accent hover:underline">create one</Link> or share your sign-up page.
              </p>
            )}
          </CardBody>
        </Card>
        <Card label="Daily active users">
          <CardHeader
            title="Daily active users"
            description={split ? `Today ${split.total.toLocaleString()}: ${split.new.toLocaleString()} new, ${split.retained.toLocaleString()} returning from yesterday, ${split.reactivated.toLocaleString()} back after a break.` : 'Users active per day, last 30 days.'}
          />
          <CardBody>
            {loading || !m ? <Skeleton className="h-52" /> : <Suspense fallback={<Skeleton className="h-52" />}><DailyChart data={m.daily_active_users} kind="line" name="Active users" yLabel="Active users" xLabel="Day of activity (UTC)" /></Suspense>}
          </CardBody>
        </Card>
      </div>
      {m && (
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <RecentUsersCard projectId={projectId} metrics={m} />
          </div>
          <div className="flex flex-col gap-4">
            <LoginMethodsCard methods={m.login_methods} total={m.total_users} />
            <EmailsCard projectId={projectId} emails={m.email_overview} />
          </div>
        </div>
      )}
      <Card className="mt-4">
        <CardHeader title="Connect your app" description="Paste this into your app to use this project with the Gatehouse SDK. Keys are under API keys." />
        <CardBody className="flex flex-col gap-4">
          <CopyBlock label="SDK setup" code value={sdkSnippet({ baseUrl: apiBaseUrl(), projectId, requiresPublishableKey: !!project.data?.config.require_publishable_client_key })} />
          <div className="grid gap-4 lg:grid-cols-2">
            <CopyBlock label="Project ID" value={projectId} />
            <CopyBlock label="Hosted sign-in page" value={handlerUrl} />
          </div>
        </CardBody>
      </Card>
    </AppShell>
  );
}
