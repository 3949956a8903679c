import { MailWarning } from 'lucide-react';

/**
 * Shown at the top of the hosted account page when the project requires a verified e-mail and
 * the user's primary address is not verified yet (restricted_reason email_not_verified): until
 * then the app refuses most requests for them, so the page says why and what to do. The e-mail
 * card below has the "Send verification e-mail" button.
 */
export function AccountVerifyEmailNotice({ user }: { user: { restricted_reason: { type: string } | null; primary_email: string | null } }) {
  if (user.restricted_reason?.type !== 'email_not_verified') return null;
  return (
    <section role="status" aria-label="Verify your e-mail address" className="flex items-start gap-3 rounded-md border border-warning/40 bg-warning-soft px-4 py-3 text-warning">
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="flex flex-col gap-0.5">
        <h2 className="text-sm font-semibold">Verify your e-mail address</h2>
        <p className="text-[13px]">
          {user.primary_email
            ? `This app needs a verified e-mail address. Open the link we sent to ${user.primary_email}, or send a new one below.`
            : 'This app needs a verified e-mail address. Add one below and open the link we send to it.'}
        </p>
      </div>
    </section>
  );
}
