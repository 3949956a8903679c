import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { SecondFactorGate } from '../auth/second-factor.tsx';
import { afterAuthUrl, HostedProjectPage, hostedPath, type Hosted } from './hosted-context.tsx';

/** Runs one code-consuming call once per page load (a code is single-use; StrictMode must not spend it twice). */
export function useCodeAction<T>(run: () => Promise<T>) {
  const started = useRef(false);
  const [state, setState] = useState<{ status: 'pending' | 'done' | 'error'; value?: T; error?: string }>({ status: 'pending' });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run().then(
      (value) => setState({ status: 'done', value }),
      (e) => setState({ status: 'error', error: endUserMessage(e) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load by design
  }, []);
  return state;
}

function MagicLink({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const code = hosted.search.code ?? '';
  const state = useCodeAction(async () => {
    if (!code) throw new Error(i18n.t('codePages.noCode'));
    const result = await hosted.app.signInWithMagicLink(code);
    window.location.assign(afterAuthUrl(hosted));
    return result;
  });
  return (
    <AuthCard projectName={hosted.project.display_name} title={t('signIn.signingIn')}>
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
          <Spinner /> {t('signIn.checkingLink')}
        </p>
      )}
    </AuthCard>
  );
}

export function MagicLinkCallbackPage() {
  const { t } = useTranslation();
  return (
    <HostedProjectPage title={t('signIn.signingIn')}>
      {(hosted) => (
        <SecondFactorGate app={hosted.app} onSignedIn={() => window.location.assign(afterAuthUrl(hosted))} onCancel={() => window.location.assign(hostedPath(hosted.projectId, 'sign-in', hosted.search.lang))} frame={(step) => <AuthCard projectName={hosted.project.display_name} title={t('signIn.title', { app: hosted.project.display_name })}>{step}</AuthCard>}>
          {(app) => <MagicLink hosted={{ ...hosted, app }} />}
        </SecondFactorGate>
      )}
    </HostedProjectPage>
  );
}
