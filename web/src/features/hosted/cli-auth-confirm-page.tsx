import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { HostedProjectPage, type Hosted } from './hosted-context.tsx';

type Outcome = { kind: 'authorized' } | { kind: 'cancelled' } | { kind: 'error'; message: string } | null;

/**
 * /handler/cli-auth-confirm?project_id=…&login_code=… (wire-contract §9.9): a command-line tool
 * printed or opened this URL. A signed-in user confirms, and the tool's next poll gets a session of
 * its own for them. The user must click: a login link someone else sent must not sign their CLI in
 * as you by merely being opened.
 */
function CliConfirm({ hosted }: { hosted: Hosted }) {
  const loginCode = hosted.search.login_code ?? '';
  const me = useQuery({ queryKey: ['hosted', hosted.projectId, 'me'], queryFn: () => hosted.app.getUser() });
  // The code the CLI printed for this login (a `check` changes nothing): the user compares the two.
  const check = useQuery({
    queryKey: ['hosted', hosted.projectId, 'cli-check', loginCode],
    queryFn: async () => (await hosted.app.api.POST('/auth/cli/complete', { body: { login_code: loginCode, mode: 'check' } })).data,
    enabled: !!loginCode && !!me.data,
    retry: false,
  });
  const userCode = check.data && 'user_code' in check.data ? check.data.user_code : null;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const name = hosted.project.display_name;

  const authorize = async () => {
    setBusy(true);
    try {
      const refreshToken = hosted.app.session.tokens.refreshToken;
      if (!refreshToken) throw new Error('You are signed out. Sign in again, then open the link from the command line once more.');
      await hosted.app.api.POST('/auth/cli/complete', { body: { login_code: loginCode, refresh_token: refreshToken } });
      setOutcome({ kind: 'authorized' });
    } catch (e) {
      setOutcome({ kind: 'error', message: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!loginCode) {
    body = (
      <p role="alert" className="text-sm text-danger">
        This link has no login code. Run the login command again and open the link it prints.
      </p>
    );
  } else if (me.isPending) {
    body = <Skeleton className="h-24" />;
  } else if (me.isError || !me.data) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{me.isError ? errorMessage(me.error) : `Sign in to ${name} first; you come back here afterwards to confirm the command-line login.`}</p>
        <Link to="/handler/sign-in" search={{ project_id: hosted.projectId, after_auth_return_to: window.location.pathname + window.location.search }} className="text-sm font-medium text-accent hover:underline">
          Sign in
        </Link>
      </div>
    );
  } else if (check.isError && outcome?.kind !== 'authorized') {
    body = (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(check.error)} Run the login command again and open the link it prints.
      </p>
    );
  } else if (outcome?.kind === 'authorized') {
    body = (
      <p role="status" className="text-sm">
        The command line is signed in as <strong className="font-medium wrap-anywhere">{me.data.primary_email ?? me.data.display_name}</strong>. You can close this window and go back to your terminal.
      </p>
    );
  } else if (outcome?.kind === 'cancelled') {
    body = (
      <p role="status" className="text-sm text-muted">
        Nothing was signed in. You can close this window.
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          A command-line tool asks to sign in to {name} as <strong className="font-medium wrap-anywhere">{me.data.primary_email ?? me.data.display_name ?? 'you'}</strong>. Continue only if you started this login yourself.
        </p>
        <div className="flex flex-col items-center gap-1 rounded-md border border-border py-3">
          {userCode ? (
            <strong data-testid="cli-user-code" className="font-mono text-2xl font-semibold tracking-[0.2em]">
              {userCode}
            </strong>
          ) : (
            <Skeleton className="h-8 w-40" />
          )}
          <span className="text-[13px] text-muted">Check that your terminal shows this code.</span>
        </div>
        {outcome?.kind === 'error' && (
          <p role="alert" className="text-[13px] text-danger">
            {outcome.message}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button onClick={() => void authorize()} loading={busy} disabled={!userCode} className="sm:flex-1">
            Authorize
          </Button>
          <Button variant="outline" onClick={() => setOutcome({ kind: 'cancelled' })} disabled={busy} className="sm:flex-1">
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <AuthCard projectName={name} title="Command-line login">
      {body}
    </AuthCard>
  );
}

export function CliAuthConfirmPage() {
  return <HostedProjectPage title="Command-line login">{(hosted) => <CliConfirm hosted={hosted} />}</HostedProjectPage>;
}
