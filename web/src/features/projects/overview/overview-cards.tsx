import { Link } from '@tanstack/react-router';
import type { Metrics, ServerUser } from '../../../api/client.ts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function Stat({ label, value, hint, loading }: { label: string; value: number | undefined; hint?: string; loading: boolean }) {
  return (
    <Card label={label} className="px-3 py-3 sm:px-4 sm:py-4">
      <p className="text-xs text-muted sm:text-[13px]" title={hint}>{label}</p>
      {loading || value === undefined ? <Skeleton className="mt-2 h-7 w-12" /> : <p className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{value.toLocaleString()}</p>}
    </Card>
  );
}

const METHOD_NAMES: Record<string, string> = { password: 'Password', otp: 'E-mail code / magic link', passkey: 'Passkey' };
const methodName = (m: string) => METHOD_NAMES[m] ?? m.charAt(0).toUpperCase() + m.slice(1);

/** Rows with a proportional bar: how many users can sign in each way (a user with two ways counts twice). */
export function LoginMethodsCard({ methods, total }: { methods: Metrics['login_methods']; total: number }) {
  return (
    <Card label="Sign-in methods">
      <CardHeader title="Sign-in methods" description="Users who can sign in each way." />
      <CardBody>
        <ul className="flex flex-col gap-3">
          {methods.map((m) => (
            <li key={m.method}>
              <div className="flex items-baseline justify-between gap-2 text-[13px]">
                <span>{methodName(m.method)}</span>
                <span className="tabular-nums text-muted">{m.count.toLocaleString()}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-subtle" aria-hidden>
                <div className="h-1.5 rounded-full bg-accent" style={{ width: `${total ? Math.min(100, (m.count / total) * 100) : 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

const STATUS_NAMES: Record<string, string> = { sent: 'Sent', failed: 'Failed', queued: 'Queued', kept_in_dev_inbox: 'Kept in dev inbox' };

export function EmailsCard({ projectId, emails }: { projectId: string; emails: Metrics['email_overview'] }) {
  const rate = Math.round(emails.deliverability_rate * 1000) / 10;
  return (
    <Card label="E-mails">
      <CardHeader
        title="E-mails"
        description={emails.total_emails ? `${rate}% delivered of those finished (sent or failed).` : 'Nothing sent yet.'}
        action={<Link to="/projects/$projectId/emails" params={{ projectId }} className="text-[13px] text-accent hover:underline">Outbox</Link>}
      />
      <CardBody>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-[13px]">
          {Object.entries(emails.emails_by_status).map(([status, n]) => (
            <div key={status} className="flex items-baseline justify-between gap-2">
              <dt className="text-muted">{STATUS_NAMES[status] ?? status}</dt>
              <dd className="tabular-nums">{n.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

const userName = (u: ServerUser) => u.display_name || u.primary_email || (u.is_anonymous ? 'Anonymous user' : u.id);
const when = (ms: number) => new Date(ms).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function UserList({ projectId, users, at, empty }: { projectId: string; users: ServerUser[]; at: (u: ServerUser) => number; empty: string }) {
  if (!users.length) return <p className="text-[13px] text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {users.map((u) => (
        <li key={u.id} className="flex min-w-0 items-baseline justify-between gap-3 py-1.5 text-[13px]">
          <Link to="/projects/$projectId/users/$userId" params={{ projectId, userId: u.id }} className="min-w-0 truncate text-accent hover:underline">
            {userName(u)}
          </Link>
          <span className="shrink-0 tabular-nums text-muted">{when(at(u))}</span>
        </li>
      ))}
    </ul>
  );
}

export function RecentUsersCard({ projectId, metrics }: { projectId: string; metrics: Metrics }) {
  return (
    <Card label="Recent users">
      <CardHeader title="Recent users" />
      <CardBody className="grid gap-5 md:grid-cols-2">
        <div>
          <h3 className="mb-1 text-xs font-medium text-muted">Recently signed up</h3>
          <UserList projectId={projectId} users={metrics.recently_registered} at={(u) => u.signed_up_at_millis} empty="No users yet." />
        </div>
        <div>
          <h3 className="mb-1 text-xs font-medium text-muted">Recently active</h3>
          <UserList projectId={projectId} users={metrics.recently_active} at={(u) => u.last_active_at_millis} empty="Nobody active yet." />
        </div>
      </CardBody>
    </Card>
  );
}
