import { KnownError } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
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
      return { title: i18n.t('invitation.usedTitle'), text: i18n.t('invitation.used') };
    case 'VERIFICATION_CODE_EXPIRED':
      return { title: i18n.t('invitation.expiredTitle'), text: i18n.t('invitation.expired') };
    case 'VERIFICATION_CODE_NOT_FOUND':
      return { title: i18n.t('invitation.notFoundTitle'), text: i18n.t('invitation.notFound') };
    case 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED':
      return { title: i18n.t('invitation.finishSignUp'), text: endUserMessage(error) };
    default:
      return { title: i18n.t('invitation.failed'), text: endUserMessage(error) };
  }
}

function SettingsLink({ hosted, label }: { hosted: Hosted; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link {...hosted.link('account-settings')} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
      {label ?? t('invitation.goToSettings')}
    </Link>
  );
}

/** Signed out: sign in or up, then come back to this very page (same code) to accept. */
function SignInFirst({ hosted, code }: { hosted: Hosted; code: string }) {
  const back = `${hostedPath(hosted.projectId, 'team-invitation', hosted.search.lang)}&${new URLSearchParams({ code }).toString()}`;
  const { t } = useTranslation();
  const search = { project_id: hosted.projectId, after_auth_return_to: back, ...(hosted.search.lang ? { lang: hosted.search.lang } : {}) };
  return (
    <AuthCard projectName={hosted.project.display_name} title={t('invitation.invitedTitle')} subtitle={t('invitation.signInToJoin', { app: hosted.project.display_name })}>
      <div className="flex flex-col gap-2">
        <Link to="/handler/sign-in" search={search} className={buttonClass({ className: 'w-full' })}>
          {t('common.signIn')}
        </Link>
        {hosted.project.config.sign_up_enabled && (
          <Link to="/handler/sign-up" search={search} className={buttonClass({ variant: 'outline', className: 'w-full' })}>
            {t('signUp.pageTitle')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}

function Accept({ hosted, code, email }: { hosted: Hosted; code: string; email: string | null }) {
  const { t } = useTranslation();
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
      <AuthCard projectName={name} title={t('invitation.title')}>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('invitation.checking')}
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
      <AuthCard projectName={name} title={t('invitation.joinedTitle', { team })}>
        <p role="status" className="text-sm">
          {t('invitation.joined', { team })}
        </p>
        <div className="mt-4 flex flex-wrap gap-x-4">
          {appHome && (
            <a href={appHome} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
              {t('invitation.continueTo', { app: name })}
            </a>
          )}
          <SettingsLink hosted={hosted} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard projectName={name} title={t('invitation.joinTitle', { team })} subtitle={t('invitation.joinSubtitle', { team, app: name })}>
      <div className="flex flex-col gap-3">
        {accept.isError && (
          <p role="alert" className="text-sm text-danger">
            {codeProblem(accept.error).text}
          </p>
        )}
        <Button className="w-full" loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('invitation.joinTitle', { team })}
        </Button>
        <p className="text-center text-[13px] text-muted">
          {t('invitation.signedInAs', { who: email ?? t('invitation.noEmail') })}{' '}
          <button type="button" onClick={() => void signOut()} className="font-medium text-accent hover:underline">
            {t('invitation.notYou')}
          </button>
        </p>
      </div>
    </AuthCard>
  );
}

function Invitation({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const code = hosted.search.code ?? '';
  const me = useQuery({ queryKey: ['hosted', hosted.projectId, 'me'], queryFn: () => hosted.app.getUser(), enabled: !!code });
  if (!code) {
    return (
      <AuthCard projectName={hosted.project.display_name} title={t('invitation.title')}>
        <p role="alert" className="text-sm text-danger">
          {t('invitation.noCode')}
        </p>
      </AuthCard>
    );
  }
  if (me.isPending) {
    return (
      <AuthCard projectName={hosted.project.display_name} title={t('invitation.title')}>
        <Skeleton className="h-9" />
      </AuthCard>
    );
  }
  if (me.isError) {
    return (
      <AuthCard projectName={hosted.project.display_name} title={t('invitation.title')}>
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
  const { t } = useTranslation();
  return <HostedProjectPage title={t('invitation.title')}>{(hosted) => <Invitation hosted={hosted} />}</HostedProjectPage>;
}
