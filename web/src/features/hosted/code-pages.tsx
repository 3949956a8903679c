import { Link, useLocation } from '../../lib/router.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { HostedProjectPage } from './hosted-context.tsx';

/**
 * Pages whose API (contact-channel verification, password reset) is not in this server's contract
 * yet. They validate the link and say so plainly instead of failing with a raw route error.
 */
function Unavailable({ title, what }: { title: string; what: string }) {
  const { search } = useLocation();
  const hasCode = !!search.get('code');
  return (
    <HostedProjectPage title={title}>
      {(hosted) => (
        <AuthCard projectName={hosted.project.display_name} title={title}>
          <p role="alert" className="text-sm text-muted">
            {hasCode ? `${what} is not available on this server yet.` : 'This link has no code. Open the link from the e-mail again.'}
          </p>
          <Link href={hosted.href('sign-in')} className="mt-3 inline-block text-sm font-medium text-accent hover:underline">
            Back to sign-in
          </Link>
        </AuthCard>
      )}
    </HostedProjectPage>
  );
}

export function EmailVerificationPage() {
  return <Unavailable title="Verify your e-mail" what="E-mail verification" />;
}
export function PasswordResetPage() {
  return <Unavailable title="Reset your password" what="Password reset" />;
}
export function ForgotPasswordPage() {
  return <Unavailable title="Forgot your password?" what="Password reset" />;
}
