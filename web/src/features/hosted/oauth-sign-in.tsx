import { useState } from 'react';
import { apiBaseUrl } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { OAuthButtonGroup } from '../../components/ui/oauth-buttons.tsx';
import type { Hosted } from './hosted-context.tsx';

/**
 * The project's OAuth provider buttons on the hosted sign-in and sign-up pages: each starts the
 * SDK's OAuth flow (PKCE), which leaves for the provider (or, with shared keys in development,
 * Gatehouse's own development provider) and comes back to /handler/oauth-callback.
 */
export function HostedOAuthButtons({ hosted, mode, providers }: { hosted: Hosted; mode: 'sign-in' | 'sign-up'; providers: string[] }) {
  const [error, setError] = useState<string | null>(null);
  const start = (provider: string) => {
    setError(null);
    hosted.app.signInWithOAuth({ provider, redirectUrl: oauthCallbackUrl(hosted) }).catch((e: unknown) => setError(endUserMessage(e)));
  };
  return (
    <div className="flex flex-col gap-2">
      <OAuthButtonGroup providers={providers} mode={mode} onSelect={start} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The callback page's absolute URL; where to go afterwards (?after_auth_return_to=) rides along. */
export function oauthCallbackUrl(hosted: Hosted): string {
  const query = new URLSearchParams({ project_id: hosted.projectId });
  if (hosted.search.after_auth_return_to) query.set('after_auth_return_to', hosted.search.after_auth_return_to);
  // The language chosen with ?lang= survives the round trip to the provider.
  if (hosted.search.lang) query.set('lang', hosted.search.lang);
  return `${apiBaseUrl()}/handler/oauth-callback?${query.toString()}`;
}
