import { useQueryClient } from '@tanstack/react-query';
import { dashboardApp, INTERNAL_PROJECT_ID } from '../../api/client.ts';
import { Link, navigate } from '../../lib/router.tsx';
import { AuthCard } from './auth-card.tsx';
import { PasswordForm } from './password-form.tsx';

/** The internal project's hosted reset flow: developers are its users, so its pages reset their password. */
const FORGOT_PASSWORD_HREF = `/handler/forgot-password?project_id=${INTERNAL_PROJECT_ID}`;

/** The developer's own sign-in and sign-up (a user of the internal project). */
export function DashboardAuthPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const client = useQueryClient();
  const done = async () => {
    await client.invalidateQueries({ queryKey: ['dashboard'] });
    navigate('/projects');
  };
  return (
    <AuthCard
      projectName="Gatehouse"
      // The same mark as the sidebar, not a letter tile.
      logoUrl="/favicon.svg"
      title={mode === 'sign-in' ? 'Sign in to Gatehouse' : 'Create your Gatehouse account'}
      subtitle={mode === 'sign-in' ? 'Manage your projects, users and keys.' : 'One account for all your projects.'}
      footer={
        mode === 'sign-in' ? (
          <>
            No account yet?{' '}
            <Link href="/sign-up" className="font-medium text-accent hover:underline">
              Sign up
            </Link>
          </>
        ) : (
          <>
            Already have an account?{' '}
            <Link href="/sign-in" className="font-medium text-accent hover:underline">
              Sign in
            </Link>
          </>
        )
      }
    >
      <PasswordForm app={dashboardApp()} mode={mode} onDone={done} forgotPasswordHref={FORGOT_PASSWORD_HREF} />
    </AuthCard>
  );
}
