import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { Hosted } from './hosted-context.tsx';
import { passkeyErrorMessage } from './passkey-messages.ts';
import { PasskeyUnavailableNotice, usePasskeyBlock } from './passkey-unavailable.tsx';

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site; the server
 * signs in their owner. On a page opened at an IP address, where browsers refuse passkeys, a
 * notice says why and offers the page at localhost instead of a button that can only fail.
 */
export function PasskeySignIn({ hosted, onSignedIn }: { hosted: Hosted; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const block = usePasskeyBlock();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await hosted.app.signInWithPasskey();
      onSignedIn();
    } catch (e) {
      setError(passkeyErrorMessage(e, 'sign-in'));
      setBusy(false);
    }
  };
  if (block) return <PasskeyUnavailableNotice localhostUrl={block.localhostUrl} />;
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" className="w-full" loading={busy} onClick={() => void signIn()}>
        <KeyRound aria-hidden className="size-4" />
        {t('passkey.signIn')}
      </Button>
      {error && (
        <p role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
