import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { HostedProjectPage, type Hosted } from './hosted-context.tsx';
import { useCodeAction } from './magic-link-page.tsx';

/** Said when an e-mailed link lost its ?code= (read when it happens, in the page's language). */
const noCode = () => i18n.t('codePages.noCode');

function BackToSignIn({ hosted, label }: { hosted: Hosted; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link {...hosted.link('sign-in')} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
      {label ?? t('common.backToSignIn')}
    </Link>
  );
}

/** /handler/email-verification?code= — marks the e-mail verified (POST /contact-channels/verify). */
function VerifyEmail({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const code = hosted.search.code ?? '';
  const state = useCodeAction(async () => {
    if (!code) throw new Error(noCode());
    await hosted.app.api.POST('/contact-channels/verify', { body: { code } });
  });
  return (
    <AuthCard projectName={hosted.project.display_name} title={state.status === 'done' ? t('codePages.verifiedTitle') : state.status === 'error' ? t('codePages.verifyFailedTitle') : t('codePages.verifyTitle')}>
      {state.status === 'pending' && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('codePages.verifying')}
        </p>
      )}
      {state.status === 'done' && <p className="text-sm">{t('codePages.verified')}</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      )}
      <BackToSignIn hosted={hosted} label={state.status === 'done' ? t('common.goToSignIn') : t('common.backToSignIn')} />
    </AuthCard>
  );
}

/** /handler/password-reset?code= — checks the code without spending it, then sets the new password. */
function ResetPassword({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
  const code = hosted.search.code ?? '';
  const check = useCodeAction(async () => {
    if (!code) throw new Error(noCode());
    await hosted.app.api.POST('/auth/password/reset/check-code', { body: { code } });
  });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ password?: string; repeat?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setError({ repeat: t('passwordForm.mismatch') });
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
    <AuthCard projectName={hosted.project.display_name} title={t('codePages.resetTitle')}>
      {check.status === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('codePages.checkingLink')}
        </p>
      ) : check.status === 'error' ? (
        <>
          <p role="alert" className="text-sm text-danger">
            {check.error}
          </p>
          <Link {...hosted.link('forgot-password')} className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
            {t('codePages.sendNewLink')}
          </Link>
        </>
      ) : done ? (
        <>
          <p className="text-sm">{t('codePages.passwordChanged')}</p>
          <BackToSignIn hosted={hosted} label={t('common.goToSignIn')} />
        </>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t('common.newPassword')} error={error.password}>
            {(p) => <PasswordInput {...p} autoFocus autoComplete="new-password" maxLength={70} value={password} onChange={(e) => setPassword(e.target.value)} />}
          </Field>
          <Field label={t('codePages.repeatNewPassword')} error={error.repeat}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" maxLength={70} value={repeat} onChange={(e) => setRepeat(e.target.value)} />}
          </Field>
          <Button type="submit" loading={busy} disabled={!password} className="w-full">
            {t('codePages.setNewPassword')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** /handler/forgot-password — sends the reset link; says the same whether or not the account exists. */
function ForgotPassword({ hosted }: { hosted: Hosted }) {
  const { t } = useTranslation();
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
    <AuthCard projectName={hosted.project.display_name} title={t('codePages.forgotTitle')} subtitle={sent ? undefined : t('codePages.forgotSubtitle')}>
      {sent ? (
        <p className="text-sm">{t('codePages.resetSent', { email })}</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField label={t('common.email')} type="email" autoComplete="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          <Button type="submit" loading={busy} disabled={!email.trim()} className="w-full">
            {t('codePages.sendResetLink')}
          </Button>
        </form>
      )}
      <BackToSignIn hosted={hosted} />
    </AuthCard>
  );
}

export function EmailVerificationPage() {
  const { t } = useTranslation();
  return <HostedProjectPage title={t('codePages.verifyTitle')}>{(h) => <VerifyEmail hosted={h} />}</HostedProjectPage>;
}
export function PasswordResetPage() {
  const { t } = useTranslation();
  return <HostedProjectPage title={t('codePages.resetTitle')}>{(h) => <ResetPassword hosted={h} />}</HostedProjectPage>;
}
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <HostedProjectPage title={t('codePages.forgotTitle')}>{(h) => <ForgotPassword hosted={h} />}</HostedProjectPage>;
}
