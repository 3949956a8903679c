import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { passkeyBlockOf } from '../../lib/loopback.ts';

/** Whether passkeys cannot work on this page (opened at an IP address), and the localhost page to offer instead. */
export function usePasskeyBlock(): { localhostUrl: string | null } | null {
  return useMemo(() => passkeyBlockOf(window.location), []);
}

/**
 * Said in place of a passkey button on a page opened at an IP address, where the browser would
 * refuse the ceremony with a raw "127.0.0.1 is an invalid domain" (issue 22 item 4): why, and the
 * same page at localhost when the IP is a loopback one.
 */
export function PasskeyUnavailableNotice({ localhostUrl }: { localhostUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <section role="status" aria-label={t('passkey.unavailableLabel')} className="flex items-start gap-3 rounded-md border border-border bg-subtle px-3.5 py-3 text-[13px]">
      <Info className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <p>
        {t('passkey.unavailable')}{' '}
        {localhostUrl ? (
          <a href={localhostUrl} className="font-medium text-accent hover:underline">
            {t('passkey.openAtLocalhost')}
          </a>
        ) : (
          t('passkey.openAtDomain')
        )}
      </p>
    </section>
  );
}
