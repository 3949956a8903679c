import { Link } from '@tanstack/react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { afterAuthUrl, HostedProjectPage, type Hosted } from './hosted-context.tsx';
import { useCodeAction } from './magic-link-page.tsx';

/** Where the OAuth provider's sign-in lands: the SDK checks the state, exchanges the code, and the user goes on. */
function OAuthCallback({ hosted }: { hosted: Hosted }) {
  const state = useCodeAction(async () => {
    const result = await hosted.app.handleOAuthCallback(window.location.href);
    window.location.assign(afterAuthUrl(hosted));
    return result;
  });
  return (
    <AuthCard projectName={hosted.project.display_name} title={state.status === 'error' ? 'Sign-in did not finish' : 'Signing you in'}>
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
          <Spinner /> Finishing your sign-in…
        </p>
      )}
    </AuthCard>
  );
}

export function OAuthCallbackPage() {
  return <HostedProjectPage title="Signing you in">{(hosted) => <OAuthCallback hosted={hosted} />}</HostedProjectPage>;
}
