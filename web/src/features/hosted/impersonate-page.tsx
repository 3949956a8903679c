import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERNAL_PROJECT_ID } from '../../api/client.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useNavigate } from '@tanstack/react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { HostedProjectPage, type Hosted } from './hosted-context.tsx';
import { readImpersonationFragment, type ImpersonationTokens } from './impersonation-link.ts';


/** Removes the fragment from the address bar and from this history entry. */
function wipeFragment() {
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

function Impersonate({ hosted, tokens }: { hosted: Hosted; tokens: ImpersonationTokens | null }) {
  const { t } = useTranslation();
  const refused = hosted.projectId === INTERNAL_PROJECT_ID;
  const navigate = useNavigate();
  useEffect(() => {
    if (!tokens || refused) return;
    // The project's hosted session in this browser becomes the user's; the account page reads it.
    hosted.app.session.setTokens(tokens);
    void navigate({ ...hosted.link('account-settings'), replace: true });
  }, [hosted, tokens, refused, navigate]);
  return (
    <AuthCard projectName={hosted.project.display_name} title={t('impersonate.title')}>
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          {t('impersonate.refused')}
        </p>
      ) : tokens ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('impersonate.signingIn')}
        </p>
      ) : (
        <p role="alert" className="text-sm text-danger">
          {t('impersonate.incomplete')}
        </p>
      )}
    </AuthCard>
  );
}

/**
 * /handler/impersonate?project_id=…#access_token=…&refresh_token=… — opened by the dashboard's
 * "Impersonate" in a new tab: signs this browser's hosted pages in as the user, then shows the
 * account page. See impersonation-link.ts for why the tokens come in the fragment.
 */
export function ImpersonatePage() {
  // Read once, on the first render; the fragment is wiped as soon as the page has mounted.
  const { t } = useTranslation();
  const [tokens] = useState(() => readImpersonationFragment(window.location.hash));
  useEffect(wipeFragment, []);
  return <HostedProjectPage title={t('impersonate.title')}>{(h) => <Impersonate hosted={h} tokens={tokens} />}</HostedProjectPage>;
}
