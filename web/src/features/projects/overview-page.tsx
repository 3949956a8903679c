import { useQuery } from '@tanstack/react-query';
import { adminApp, apiBaseUrl, errorMessage, type ServerUser } from '../../api/client.ts';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { CopyBlock } from '../../components/ui/copy-block.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Link } from '@tanstack/react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { projectQuery } from './projects.queries.ts';
import { sdkSnippet } from './sdk-snippet.ts';

const DAYS = 30;
/** The overview reads at most this many recent users for its chart (the total is exact below it). */
const SAMPLE = 1000;

function signUpsPerDay(users: ServerUser[], now = new Date()): Array<{ day: Date; count: number }> {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DAYS - 1));
  const buckets = Array.from({ length: DAYS }, (_, i) => ({ day: new Date(start.getFullYear(), start.getMonth(), start.getDate() + i), count: 0 }));
  for (const u of users) {
    const i = Math.floor((u.signed_up_at_millis - start.getTime()) / 86_400_000);
    if (i >= 0 && i < DAYS) buckets[i].count++;
  }
  return buckets;
}

function Stat({ label, value, loading }: { label: string; value: string | number; loading: boolean }) {
  return (
    <Card className="px-3 py-3 sm:px-5 sm:py-4">
      <p className="text-xs text-muted sm:text-[13px]">{label}</p>
      {loading ? <Skeleton className="mt-2 h-7 w-12" /> : <p className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>}
    </Card>
  );
}

const shortDate = (d: Date) => d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Bars per day with labelled axes: new users (y, 0 to the busiest day) over the last days (x). */
function SignUpChart({ days, max, total }: { days: Array<{ day: Date; count: number }>; max: number; total: number }) {
  const middle = days[Math.floor(days.length / 2)].day;
  return (
    <figure className="grid grid-cols-[auto_1fr] gap-x-2">
      <div className="flex items-stretch gap-1.5">
        <span className="text-[11px] text-muted [writing-mode:vertical-rl] rotate-180 text-center">New users</span>
        <div aria-hidden className="flex h-36 flex-col justify-between text-right text-xs text-muted tabular-nums">
          <span>{max}</span>
          <span>0</span>
        </div>
      </div>
      <div className="flex h-36 items-end gap-[3px] border-b border-l border-control pl-px" role="img" aria-label={`New users per day over the last ${DAYS} days; ${total} in total, at most ${max} on one day`}>
        {days.map((d) => (
          <div key={d.day.toISOString()} title={`${d.day.toLocaleDateString()}: ${d.count}`} className="flex-1 rounded-t-sm bg-accent/80" style={{ height: `${Math.max(2, (d.count / max) * 100)}%`, opacity: d.count ? 1 : 0.25 }} />
        ))}
      </div>
      <span />
      <div aria-hidden className="mt-1.5 flex justify-between text-xs text-muted tabular-nums">
        <span>{shortDate(days[0].day)}</span>
        <span>{shortDate(middle)}</span>
        <span>Today</span>
      </div>
      <span />
      <figcaption className="mt-1 text-center text-[11px] text-muted">Day of sign-up (your time zone)</figcaption>
    </figure>
  );
}

export function OverviewPage({ projectId }: { projectId: string }) {
  const project = useQuery(projectQuery(projectId));
  const users = useQuery({
    queryKey: ['project', projectId, 'users', 'overview'],
    queryFn: async () => {
      const { data } = await adminApp(projectId).api.GET('/users', { params: { query: { limit: SAMPLE, desc: true } } });
      return data!;
    },
  });
  const items = users.data?.items ?? [];
  const days = signUpsPerDay(items);
  const max = Math.max(1, ...days.map((d) => d.count));
  const last30 = days.reduce((n, d) => n + d.count, 0);
  const handlerUrl = `${apiBaseUrl()}/handler/sign-in?project_id=${encodeURIComponent(projectId)}`;

  return (
    <AppShell projectId={projectId}>
      <PageHeader title={project.data?.display_name ?? 'Overview'} description="Who signs up, and the ids your app needs to talk to Gatehouse." />
      {project.isError && <ErrorState message={errorMessage(project.error)} onRetry={() => void project.refetch()} />}
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Users" value={users.data?.pagination.next_cursor ? `${SAMPLE}+` : items.length} loading={users.isPending} />
        <Stat label={`Sign-ups, last ${DAYS} days`} value={last30} loading={users.isPending} />
        <Stat label="Verified e-mails" value={items.filter((u) => u.primary_email_verified).length} loading={users.isPending} />
      </div>
      <Card className="mt-4">
        <CardHeader title="Sign-ups over time" description={`New users per day, last ${DAYS} days.`} />
        <CardBody>
          {users.isPending ? (
            <Skeleton className="h-36" />
          ) : users.isError ? (
            <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
          ) : (
            <SignUpChart days={days} max={max} total={last30} />
          )}
          {!users.isPending && items.length === 0 && (
            <p className="mt-3 text-[13px] text-muted">
              No users yet — <Link to="/projects/$projectId/users" params={{ projectId }} className="text-accent hover:underline">create one</Link> or share your sign-up page.
            </p>
          )}
        </CardBody>
      </Card>
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
