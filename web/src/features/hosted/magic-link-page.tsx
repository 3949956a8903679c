import { useEffect, useRef, useState } from 'react';
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
  const code = hosted.search.code ?? '';
  const state = useCodeAction(async () => {
    if (!code) throw new Error('This link has no code. Open the link from the e-mail again.');
    const result = await hosted.app.signInWithMagicLink(code);
    window.location.assign(afterAuthUrl(hosted));
    return result;
  });
  return (
    <AuthCard projectName={hosted.project.display_name} title="Signing you in">
      {state.status === 'error' ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-sm text-danger">
            {state.error}
          </p>
          <Link {...hosted.link('sign-in')} className="text-sm font-medium text-accent hover:underline">
            Back to sign-in
          </Link>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Checking your sign-in link…
        </p>
      )}
    </AuthCard>
  );
}

export function MagicLinkCallbackPage() {
  return (
    <HostedProjectPage title="Signing you in">
      {(hosted) => (
        <SecondFactorGate app={hosted.app} onSignedIn={() => window.location.assign(afterAuthUrl(hosted))} onCancel={() => window.location.assign(hostedPath(hosted.projectId, 'sign-in'))} frame={(step) => <AuthCard projectName={hosted.project.display_name} title={`Sign in to ${hosted.project.display_name}`}>{step}</AuthCard>}>
          {(app) => <MagicLink hosted={{ ...hosted, app }} />}
        </SecondFactorGate>
      )}
    </HostedProjectPage>
  );
}
