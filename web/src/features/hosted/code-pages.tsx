import { useState, type FormEvent } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { HostedProjectPage, type Hosted } from './hosted-context.tsx';
import { useCodeAction } from './magic-link-page.tsx';

const NO_CODE = 'This link has no code. Open the link from the e-mail again.';

function BackToSignIn({ hosted, label = 'Back to sign-in' }: { hosted: Hosted; label?: string }) {
  return (
    <Link {...hosted.link('sign-in')} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
      {label}
    </Link>
  );
}

/** /handler/email-verification?code= — marks the e-mail verified (POST /contact-channels/verify). */
function VerifyEmail({ hosted }: { hosted: Hosted }) {
  const code = hosted.search.code ?? '';
  const state = useCodeAction(async () => {
    if (!code) throw new Error(NO_CODE);
    await hosted.app.api.POST('/contact-channels/verify', { body: { code } });
  });
  return (
    <AuthCard projectName={hosted.project.display_name} title={state.status === 'done' ? 'E-mail verified' : state.status === 'error' ? 'Could not verify your e-mail' : 'Verify your e-mail'}>
      {state.status === 'pending' && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Verifying your e-mail address…
        </p>
      )}
      {state.status === 'done' && <p className="text-sm">Your e-mail address is verified. You can close this page.</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      )}
      <BackToSignIn hosted={hosted} label={state.status === 'done' ? 'Go to sign-in' : 'Back to sign-in'} />
    </AuthCard>
  );
}

/** /handler/password-reset?code= — checks the code without spending it, then sets the new password. */
function ResetPassword({ hosted }: { hosted: Hosted }) {
  const code = hosted.search.code ?? '';
  const check = useCodeAction(async () => {
    if (!code) throw new Error(NO_CODE);
    await hosted.app.api.POST('/auth/password/reset/check-code', { body: { code } });
  });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ password?: string; repeat?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setError({ repeat: 'Passwords do not match.' });
    setBusy(true);
    setError({});
    try {
      await hosted.app.api.POST('/auth/password/reset', { body: { code, password } });
      setDone(true);
    } catch (err) {
      setError({ password: endUserMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard projectName={hosted.project.display_name} title="Reset your password">
      {check.status === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Checking your link…
        </p>
      ) : check.status === 'error' ? (
        <>
          <p role="alert" className="text-sm text-danger">
            {check.error}
          </p>
          <Link {...hosted.link('forgot-password')} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
            Send a new link
          </Link>
        </>
      ) : done ? (
        <>
          <p className="text-sm">Your password was changed and every device was signed out. Sign in with your new password.</p>
          <BackToSignIn hosted={hosted} label="Go to sign-in" />
        </>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Field label="New password" error={error.password}>
            {(p) => <PasswordInput {...p} autoFocus autoComplete="new-password" maxLength={70} value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
          <Field label="Repeat new password" error={error.repeat}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" maxLength={70} value={repeat} onChange={(e) => setRepeat(e.target.value)} />}
          </Field>
          <Button type="submit" loading={busy} disabled={!password} className="w-full">
            Set new password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** /handler/forgot-password — sends the reset link; says the same whether or not the account exists. */
function ForgotPassword({ hosted }: { hosted: Hosted }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await hosted.app.api.POST('/auth/password/send-reset-code', { body: { email: email.trim(), callback_url: hosted.absolute('password-reset') } });
      setSent(true);
    } catch (err) {
      setError(endUserMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard projectName={hosted.project.display_name} title="Forgot your password?" subtitle={sent ? undefined : 'We will e-mail you a link to set a new one.'}>
      {sent ? (
        <p className="text-sm">If an account uses {email}, a link to reset its password is on its way.</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField label="Email" type="email" autoComplete="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          <Button type="submit" loading={busy} disabled={!email.trim()} className="w-full">
            Send reset link
          </Button>
        </form>
      )}
      <BackToSignIn hosted={hosted} />
    </AuthCard>
  );
}

export function EmailVerificationPage() {
  return <HostedProjectPage title="Verify your e-mail">{(h) => <VerifyEmail hosted={h} />}</HostedProjectPage>;
}
export function PasswordResetPage() {
  return <HostedProjectPage title="Reset your password">{(h) => <ResetPassword hosted={h} />}</HostedProjectPage>;
}
export function ForgotPasswordPage() {
  return <HostedProjectPage title="Forgot your password?">{(h) => <ForgotPassword hosted={h} />}</HostedProjectPage>;
}
