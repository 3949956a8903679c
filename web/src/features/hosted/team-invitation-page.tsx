import { KnownError } from '@gatehouse/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { dismissToast } from '../../components/ui/toast.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { appHomeUrl, HostedProjectPage, hostedPath, type Hosted } from './hosted-context.tsx';

/** Why a code cannot be used, in words for the person holding the link (the server's message for anything else). */
function codeProblem(error: unknown): { title: string; text: string } {
  const code = error instanceof KnownError ? error.code : '';
  switch (code) {
    case 'VERIFICATION_CODE_ALREADY_USED':
      return { title: 'Invitation already used', text: 'This invitation link has been used. If it was you, the team is in your account settings; otherwise ask for a new invitation.' };
    case 'VERIFICATION_CODE_EXPIRED':
      return { title: 'Invitation expired', text: 'This invitation link has expired. Ask the person who invited you to send a new one.' };
    case 'VERIFICATION_CODE_NOT_FOUND':
      return { title: 'Invitation not found', text: 'This invitation link is not valid: it may have been withdrawn, or only part of the link was copied.' };
    case 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED':
      return { title: 'Finish signing up first', text: endUserMessage(error) };
    default:
      return { title: 'Could not open the invitation', text: endUserMessage(error) };
  }
}

function SettingsLink({ hosted, label = 'Go to account settings' }: { hosted: Hosted; label?: string }) {
  return (
    <Link {...hosted.link('account-settings')} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
      {label}
    </Link>
  );
}

/** Signed out: sign in or up, then come back to this very page (same code) to accept. */
function SignInFirst({ hosted, code }: { hosted: Hosted; code: string }) {
  const back = `${hostedPath(hosted.projectId, 'team-invitation')}&${new URLSearchParams({ code }).toString()}`;
  const search = { project_id: hosted.projectId, after_auth_return_to: back };
  return (
    <AuthCard projectName={hosted.project.display_name} title="You have been invited to a team" subtitle={`Sign in to ${hosted.project.display_name} to see the invitation and join.`}>
      <div className="flex flex-col gap-2">
        <Link to="/handler/sign-in" search={search} className={buttonClass({ className: 'w-full' })}>
          Sign in
        </Link>
        {hosted.project.config.sign_up_enabled && (
          <Link to="/handler/sign-up" search={search} className={buttonClass({ variant: 'outline', className: 'w-full' })}>
            Create an account
          </Link>
        )}
      </div>
    </AuthCard>
  );
}

function Accept({ hosted, code, email }: { hosted: Hosted; code: string; email: string | null }) {
  const client = useQueryClient();
  const details = useQuery({
    queryKey: ['hosted', hosted.projectId, 'team-invitation', code, email],
    queryFn: () => hosted.app.getTeamInvitationDetails(code),
    retry: false,
  });
  const accept = useMutation({ mutationFn: () => hosted.app.acceptTeamInvitation(code) });
  const signOut = async () => {
    await hosted.app.signOut();
    dismissToast();
    client.removeQueries({ queryKey: ['hosted', hosted.projectId] });
  };
  const appHome = appHomeUrl(hosted);
  const name = hosted.project.display_name;

  if (details.isPending) {
    return (
      <AuthCard projectName={name} title="Team invitation">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Checking your invitation…
        </p>
      </AuthCard>
    );
  }
  if (details.isError) {
    const problem = codeProblem(details.error);
    return (
      <AuthCard projectName={name} title={problem.title}>
        <p role="alert" className="text-sm text-danger">
          {problem.text}
        </p>
        <SettingsLink hosted={hosted} />
      </AuthCard>
    );
  }
  const team = details.data.team_display_name;
  if (accept.isSuccess) {
    return (
      <AuthCard projectName={name} title={`You joined ${team}`}>
        <p role="status" className="text-sm">
          You are a member of {team} now. Your teams and what you may do in each are in your account settings.
        </p>
        <div className="mt-4 flex flex-wrap gap-x-4">
          {appHome && (
            <a href={appHome} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
              Continue to {name}
            </a>
          )}
          <SettingsLink hosted={hosted} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard projectName={name} title={`Join ${team}`} subtitle={`You have been invited to join the team ${team} on ${name}.`}>
      <div className="flex flex-col gap-3">
        {accept.isError && (
          <p role="alert" className="text-sm text-danger">
            {codeProblem(accept.error).text}
          </p>
        )}
        <Button className="w-full" loading={accept.isPending} onClick={() => accept.mutate()}>
          Join {team}
        </Button>
        <p className="text-center text-[13px] text-muted">
          Signed in as {email ?? 'an account without an e-mail'}.{' '}
          <button type="button" onClick={() => void signOut()} className="font-medium text-accent hover:underline">
            Not you? Sign out
          </button>
        </p>
      </div>
    </AuthCard>
  );
}

function Invitation({ hosted }: { hosted: Hosted }) {
  const code = hosted.search.code ?? '';
  const me = useQuery({ queryKey: ['hosted', hosted.projectId, 'me'], queryFn: () => hosted.app.getUser(), enabled: !!code });
  if (!code) {
    return (
      <AuthCard projectName={hosted.project.display_name} title="Team invitation">
        <p role="alert" className="text-sm text-danger">
          This invitation link has no code. Open the link from the e-mail again.
        </p>
      </AuthCard>
    );
  }
  if (me.isPending) {
    return (
      <AuthCard projectName={hosted.project.display_name} title="Team invitation">
        <Skeleton className="h-9" />
      </AuthCard>
    );
  }
  if (me.isError) {
    return (
      <AuthCard projectName={hosted.project.display_name} title="Team invitation">
        <p role="alert" className="text-sm text-danger">
          {endUserMessage(me.error)}
        </p>
      </AuthCard>
    );
  }
  if (!me.data) return <SignInFirst hosted={hosted} code={code} />;
  return <Accept hosted={hosted} code={code} email={me.data.primary_email} />;
}

/** /handler/team-invitation?code= — the page an invitation e-mail links to. */
export function TeamInvitationPage() {
  return <HostedProjectPage title="Team invitation">{(hosted) => <Invitation hosted={hosted} />}</HostedProjectPage>;
}
