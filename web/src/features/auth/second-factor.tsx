import { mfaAttemptCodeOf, VerificationCodeError, type ClientApp } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';

/** TOTP codes are 6 digits (wire-contract §9.4). */
const TOTP_LENGTH = 6;

/**
 * An app whose sign-in calls report "second factor needed" to `onAttemptCode` (and still throw,
 * so the form that called them stops its spinner). A Proxy rather than a list of methods: every
 * sign-in method, today's and those added later (passkeys), is covered without naming it here.
 */
function reportingMfa(app: ClientApp, onAttemptCode: (code: string) => void): ClientApp {
  return new Proxy(app, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((e: unknown) => {
          const code = mfaAttemptCodeOf(e);
          if (code) onAttemptCode(code);
          throw e;
        });
      };
    },
  });
}

/**
 * Wraps a sign-in screen: while no second factor is due it renders `children` with an app that
 * notices when one is; then it shows the TOTP step in their place. Every sign-in of a user with
 * TOTP (password, e-mail code or link, passkey) answers with an attempt code, so wrapping the
 * screen once covers every method on it.
 */
export function SecondFactorGate({
  app,
  onSignedIn,
  frame = (step) => step,
  onCancel,
  children,
}: {
  app: ClientApp;
  onSignedIn: () => void;
  /** What the step is shown in, where the children bring their own card (the magic-link page). */
  frame?: (step: ReactNode) => ReactNode;
  /** "Back to sign-in"; default: the wrapped sign-in screen again. Callback pages, whose code is spent, go to the sign-in page. */
  onCancel?: () => void;
  children: (app: ClientApp) => ReactNode;
}) {
  const [attemptCode, setAttemptCode] = useState<string | null>(null);
  const watched = useMemo(() => reportingMfa(app, setAttemptCode), [app]);
  if (attemptCode) return <>{frame(<SecondFactorStep app={app} attemptCode={attemptCode} onSignedIn={onSignedIn} onCancel={onCancel ?? (() => setAttemptCode(null))} />)}</>;
  return <>{children(watched)}</>;
}

/** The second step: the 6-digit code of the authenticator app. */
export function SecondFactorStep({ app, attemptCode, onSignedIn, onCancel }: { app: ClientApp; attemptCode: string; onSignedIn: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The attempt code is spent, expired or out of tries: only signing in again helps.
  const [over, setOver] = useState(false);

  const verify = async (totp: string) => {
    if (totp.length !== TOTP_LENGTH || busy) return;
    setBusy(true);
    setError(null);
    try {
      await app.signInWithMfa({ attemptCode, totp });
      onSignedIn();
    } catch (e) {
      setError(endUserMessage(e));
      setOver(e instanceof VerificationCodeError);
      // A wrong code is cleared so the next one can be typed straight away.
      setCode('');
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void verify(code);
      }}
      className="flex flex-col gap-4"
      aria-label={t('mfa.title')}
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold">{t('mfa.title')}</h2>
        <p className="text-[13px] text-muted">{t('mfa.prompt')}</p>
      </div>
      <OtpInput length={TOTP_LENGTH} value={code} onChange={setCode} onComplete={(c) => void verify(c)} allowed={/\d/} inputMode="numeric" disabled={busy || over} label={t('mfa.codeLabel')} invalid={!!error} />
      {error && (
        <p role="alert" className="text-[13px] text-danger">
          {error}
          {over && ` ${t('mfa.over')}`}
        </p>
      )}
      {over ? (
        <Button type="button" onClick={onCancel} className="w-full">
          {t('mfa.signInAgain')}
        </Button>
      ) : (
        <Button type="submit" loading={busy} disabled={code.length !== TOTP_LENGTH} className="w-full">
          {t('mfa.verify')}
        </Button>
      )}
      {!over && (
        <button type="button" className="cursor-pointer self-center text-[13px] text-muted hover:text-fg" onClick={onCancel}>
          {t('common.backToSignIn')}
        </button>
      )}
    </form>
  );
}
