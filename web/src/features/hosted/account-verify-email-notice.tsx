import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown at the top of the hosted account page when the project requires a verified e-mail and
 * the user's primary address is not verified yet (restricted_reason email_not_verified): until
 * then the app refuses most requests for them, so the page says why and what to do. The e-mail
 * card below has the "Send verification e-mail" button.
 */
export function AccountVerifyEmailNotice({ user }: { user: { restricted_reason: { type: string } | null; primary_email: string | null } }) {
  const { t } = useTranslation();
  if (user.restricted_reason?.type !== 'email_not_verified') return null;
  return (
    <section role="status" aria-label={t('verifyNotice.title')} className="flex items-start gap-3 rounded-md border border-warning/40 bg-warning-soft px-4 py-3 text-warning">
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="flex flex-col gap-0.5">
        <h2 className="text-sm font-semibold">{t('verifyNotice.title')}</h2>
        <p className="text-[13px]">
          {user.primary_email
            ? t('verifyNotice.withEmail', { email: user.primary_email })
            : t('verifyNotice.withoutEmail')}
        </p>
      </div>
    </section>
  );
}
