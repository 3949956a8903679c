import { KnownError } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { retryAfterSeconds } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import { useSecondsUntil } from '../../lib/use-seconds-until.ts';
import type { Hosted } from './hosted-context.tsx';

/** OTP length in the e-mail: the first 6 characters of the 45-character code (wire-contract §8.3). */
const OTP_LENGTH = 6;
/** A new code can be asked for this long after the last one (mail takes a moment; the server limits sends too). */
export const RESEND_AFTER_SECONDS = 30;

/** "27 s" under a minute, "9:59" beyond (a rate limit can ask for minutes). */
function countdown(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The contract's server refuses codes for an address an account uses but never verified: 409
 * USER_EMAIL_ALREADY_EXISTS with would_work_if_email_was_verified. Gatehouse sends the code
 * instead (README "Who owns an address": the code proves the address, and the answer must not
 * tell which addresses have accounts), so this only shows against a server that still answers so.
 */
function isUnverifiedAddress(error: unknown): boolean {
  return error instanceof KnownError && error.code === 'USER_EMAIL_ALREADY_EXISTS' && (error.details as { would_work_if_email_was_verified?: boolean } | null)?.would_work_if_email_was_verified === true;
}

function UnverifiedAddress({ email, onUsePassword }: { email: string; onUsePassword?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-md border border-border bg-warning-soft p-3 text-[13px] text-fg">
      <p>
        <strong className="font-medium wrap-anywhere">{email}</strong> {t('otp.unverified')}{' '}
        {onUsePassword ? t('otp.unverifiedUsePassword') : t('otp.unverifiedVerifyFirst')}
      </p>
      {onUsePassword && (
        <Button variant="outline" size="sm" className="self-start" onClick={onUsePassword}>
          {t('otp.signInWithPassword')}
        </Button>
      )}
    </div>
  );
}

/**
 * E-mail code / magic link: send a code, then type the 6 characters (or click the link in the
 * mail). `onUsePassword`, when the project also has passwords, offers them to an address that
 * cannot get codes.
 */
export function OtpSignIn({ hosted, onSignedIn, onUsePassword, mode = 'sign-in' }: { hosted: Hosted; onSignedIn: () => void; onUsePassword?: (email: string) => void; mode?: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [nonce, setNonce] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const resendIn = useSecondsUntil(resendAt);

  // The first send and every resend use the same route (POST /auth/otp/send-sign-in-code).
  const requestCode = () => hosted.app.sendMagicLinkEmail({ email: email.trim(), callbackUrl: hosted.absolute('magic-link-callback') });
  const waitBeforeResend = (seconds: number) => setResendAt(Date.now() + seconds * 1000);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setUnverified(null);
    try {
      const { nonce } = await requestCode();
      setNonce(nonce);
      waitBeforeResend(RESEND_AFTER_SECONDS);
    } catch (err) {
      if (isUnverifiedAddress(err)) setUnverified(email.trim());
      else setError(endUserMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setResent(false);
    try {
      const { nonce } = await requestCode();
      // The new code signs in with the new nonce; what was typed of the old one is cleared.
      setNonce(nonce);
      setCode('');
      setResent(true);
      waitBeforeResend(RESEND_AFTER_SECONDS);
    } catch (err) {
      setError(endUserMessage(err));
      // Rate limited: the button waits exactly as long as the server said (Retry-After).
      const wait = retryAfterSeconds(err);
      if (wait !== null) waitBeforeResend(wait);
    } finally {
      setResending(false);
    }
  };

  const signIn = async (otp: string) => {
    if (!nonce || otp.length !== OTP_LENGTH) return;
    setBusy(true);
    setError(null);
    setResent(false);
    try {
      await hosted.app.signInWithOtp({ otp, nonce });
      onSignedIn();
    } catch (err) {
      setError(endUserMessage(err));
      setBusy(false);
    }
  };

  if (nonce) {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void signIn(code);
        }}
        className="flex flex-col gap-4"
      >
        <p className="text-[13px] text-muted">
          {t('otp.sentBefore')}<strong className="font-medium wrap-anywhere text-fg">{email}</strong>{t('otp.sentAfter')}
        </p>
        <OtpInput
          length={OTP_LENGTH}
          value={code}
          onChange={(c) => {
            setCode(c);
            setError(null);
          }} onComplete={(c) => void signIn(c)} disabled={busy} label={t('otp.codeLabel')} invalid={!!error} />
        {error && (
          <p role="alert" className="text-[13px] text-danger">
            {error}
          </p>
        )}
        {resent && !error && (
          <p role="status" className="text-[13px] text-muted">
            {t('otp.resent', { email })}
          </p>
        )}
        <Button type="submit" loading={busy} disabled={code.length !== OTP_LENGTH} className="w-full">
          {t('otp.signInWithCode')}
        </Button>
        <div className="flex flex-col items-center gap-1 text-[13px] text-muted">
          <span className="flex items-center gap-1">
            {t('otp.didntGetIt')}
            <Button variant="ghost" size="sm" className="h-7 px-2 tabular-nums" disabled={resendIn > 0 || busy} loading={resending} onClick={() => void resend()}>
              {resendIn > 0 ? t('otp.resendIn', { wait: countdown(resendIn) }) : t('otp.resend')}
            </Button>
          </span>
          <button
            type="button"
            className="cursor-pointer hover:text-fg"
            onClick={() => {
              setNonce(null);
              setCode('');
              setError(null);
              setResent(false);
            }}
          >
            {t('otp.differentEmail')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={send} className="flex flex-col gap-3" noValidate>
      <TextField
        label={t('common.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setUnverified(null);
        }}
        error={error}
      />
      {unverified && <UnverifiedAddress email={unverified} onUsePassword={onUsePassword && (() => onUsePassword(unverified))} />}
      {/* The same weight as the password form's button: both are the card's main action. */}
      <Button type="submit" loading={busy} disabled={!email.trim()} className="w-full">
        {mode === 'sign-up' ? t('otp.sendSignUp') : t('otp.sendSignIn')}
      </Button>
    </form>
  );
}
