import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { SecondFactorGate } from '../auth/second-factor.tsx';
import { afterAuthUrl, HostedProjectPage, hostedPath, type Hosted } from './hosted-context.tsx';
import { useCodeAction } from './magic-link-page.tsx';

/** Where the OAuth provider's sign-in lands: the SDK checks the state, exchanges the code, and the user goes on. */
function OAuthCallback({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const state = useCodeAction(async () => {
    const result = await hosted.app.handleOAuthCallback(window.location.href);
    window.location.assign(afterAuthUrl(hosted));
    return result;
  });
  return (
    <AuthCard projectName={hosted.project.display_name} title={state.status === 'error' ? t('signIn.didNotFinish') : t('signIn.signingIn')}>
      {state.status === 'error' ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-sm text-danger">
            {state.error}
          </p>
          <Link {...hosted.link('sign-in')} className="text-sm font-medium text-accent hover:underline">
            {t('common.backToSignIn')}
          </Link>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('signIn.finishing')}
        </p>
      )}
    </AuthCard>
  );
}

export function OAuthCallbackPage() {
  const { t } = useTranslation();
  return (
    <HostedProjectPage title={t('signIn.signingIn')}>
      {(hosted) => (
        // A TOTP user's code exchange answers with an attempt code: the second-factor step shows here.
        <SecondFactorGate app={hosted.app} onSignedIn={() => window.location.assign(afterAuthUrl(hosted))} onCancel={() => window.location.assign(hostedPath(hosted.projectId, 'sign-in', hosted.search.lang))} frame={(step) => <AuthCard projectName={hosted.project.display_name} title={t('signIn.title', { app: hosted.project.display_name })}>{step}</AuthCard>}>
          {(app) => <OAuthCallback hosted={{ ...hosted, app }} />}
        </SecondFactorGate>
      )}
    </HostedProjectPage>
  );
}
