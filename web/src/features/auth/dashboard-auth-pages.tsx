import { useQueryClient } from '@tanstack/react-query';
import { dashboardApp, INTERNAL_PROJECT_ID } from '../../api/client.ts';
import { Link, useNavigate } from '@tanstack/react-router';
import { AuthCard } from './auth-card.tsx';
import { PasswordForm } from './password-form.tsx';
import { SecondFactorGate } from './second-factor.tsx';

// GATEHOUSE_DASHBOARD_SIGN_UP (first | open | closed) decides; the server answers SIGN_UP_NOT_ENABLED.
const SIGN_UP_CLOSED =
  'Sign-up is closed on this Gatehouse server: it already has its owner. Ask an existing member to add you, or the operator to set GATEHOUSE_DASHBOARD_SIGN_UP=open.';

/** The developer's own sign-in and sign-up (a user of the internal project). */
export function DashboardAuthPage({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const done = async () => {
    await client.invalidateQueries({ queryKey: ['dashboard'] });
    await navigate({ to: '/projects' });
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
            <Link to="/sign-up" className="font-medium text-accent hover:underline">
              Sign up
            </Link>
          </>
        ) : (
          <>
            Already have an account?{' '}
            <Link to="/sign-in" className="font-medium text-accent hover:underline">
              Sign in
            </Link>
          </>
        )
      }
    >
      {/* 'Forgot password?' opens the internal project's hosted reset flow: developers are its users. */}
      <SecondFactorGate app={dashboardApp()} onSignedIn={() => void done()}>
        {(app) => <PasswordForm app={app} mode={mode} onDone={done} forgotPasswordProjectId={INTERNAL_PROJECT_ID} signUpClosedMessage={SIGN_UP_CLOSED} />}
      </SecondFactorGate>
    </AuthCard>
  );
}
