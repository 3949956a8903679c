import type { ClientApp } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { errorCode } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';
import { Link } from '@tanstack/react-router';

/** Known errors that concern one field are shown next to that field; anything else above the button. */
const EMAIL_ERRORS = ['USER_EMAIL_ALREADY_EXISTS', 'EMAIL_PASSWORD_MISMATCH'];
const PASSWORD_ERRORS = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_CONFIRMATION_MISMATCH'];

export function PasswordForm({
  app,
  mode,
  onDone,
  verificationCallbackUrl,
  forgotPasswordProjectId,
  defaultEmail = '',
  onSignedUp,
  signUpClosedMessage,
}: {
  app: ClientApp;
  mode: 'sign-in' | 'sign-up';
  onDone: () => void;
  /** Sign-up e-mails a verification link to this page when given. */
  verificationCallbackUrl?: string;
  /** Offers 'Forgot password?', the hosted reset page of this project (the dashboard's is the internal project's). */
  forgotPasswordProjectId?: string;
  /** The e-mail to start with (e.g. handed over by the e-mail code tab); the password gets the focus then. */
  defaultEmail?: string;
  /** After a successful sign-up, with the address it used. */
  onSignedUp?: (email: string) => void;
  /** What to say when the project refuses new accounts (SIGN_UP_NOT_ENABLED); default the server's text. */
  signUpClosedMessage?: string;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; confirm?: string; form?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'sign-up' && password !== confirm) {
      setErrors({ confirm: t('passwordForm.mismatch') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      if (mode === 'sign-up') {
        await app.signUpWithPassword({ email, password, verificationCallbackUrl });
        onSignedUp?.(email.trim());
      } else await app.signInWithPassword({ email, password });
      onDone();
    } catch (err) {
      const code = errorCode(err);
      const message = code === 'SIGN_UP_NOT_ENABLED' && signUpClosedMessage ? signUpClosedMessage : endUserMessage(err);
      if (code && EMAIL_ERRORS.includes(code)) setErrors({ [code === 'EMAIL_PASSWORD_MISMATCH' ? 'password' : 'email']: message });
      else if (code && PASSWORD_ERRORS.includes(code)) setErrors({ password: message });
      else setErrors({ form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label={t('common.email')} error={errors.email}>
        {(p) => <Input {...p} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Field label={t('common.password')} error={errors.password}>
        {(p) => <PasswordInput {...p} autoFocus={!!defaultEmail} autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'} required maxLength={70} value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      {mode === 'sign-in' && forgotPasswordProjectId && (
        <Link to="/handler/forgot-password" search={{ project_id: forgotPasswordProjectId }} className="-mt-2 self-end text-[13px] text-muted hover:text-fg hover:underline">
          {t('passwordForm.forgot')}
        </Link>
      )}
      {mode === 'sign-up' && (
        <Field label={t('passwordForm.repeat')} error={errors.confirm}>
          {(p) => <PasswordInput {...p} autoComplete="new-password" required maxLength={70} value={confirm} onChange={(e) => setConfirm(e.target.value)} />}
        </Field>
      )}
      {errors.form && (
        <p role="alert" className="text-[13px] text-danger">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={busy} className="w-full">
        {mode === 'sign-up' ? t('passwordForm.signUp') : t('passwordForm.signIn')}
      </Button>
    </form>
  );
}
