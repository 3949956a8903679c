import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import type { Hosted } from './hosted-context.tsx';

/** OTP length in the e-mail: the first 6 characters of the 45-character code (wire-contract §8.3). */
const OTP_LENGTH = 6;

/** E-mail code / magic link: send a code, then type the 6 characters (or click the link in the mail). */
export function OtpSignIn({ hosted, onSignedIn }: { hosted: Hosted; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [nonce, setNonce] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { nonce } = await hosted.app.sendMagicLinkEmail({ email: email.trim(), callbackUrl: hosted.absolute('magic-link-callback') });
      setNonce(nonce);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (otp: string) => {
    if (!nonce || otp.length !== OTP_LENGTH) return;
    setBusy(true);
    setError(null);
    try {
      await hosted.app.signInWithOtp({ otp, nonce });
      onSignedIn();
    } catch (err) {
      setError(errorMessage(err));
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
          We sent a code to <strong className="text-fg">{email}</strong>. Type it below or click the link in the e-mail.
        </p>
        <OtpInput length={OTP_LENGTH} value={code} onChange={setCode} onComplete={(c) => void signIn(c)} disabled={busy} label="Sign-in code" />
        {error && (
          <p role="alert" className="text-[13px] text-danger">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy} disabled={code.length !== OTP_LENGTH} className="w-full">
          Sign in with code
        </Button>
        <button type="button" className="text-[13px] text-muted hover:text-fg" onClick={() => { setNonce(null); setCode(''); setError(null); }}>
          Use a different e-mail
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={send} className="flex flex-col gap-3" noValidate>
      <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" variant="outline" loading={busy} disabled={!email.trim()} className="w-full">
        Send sign-in code
      </Button>
    </form>
  );
}
