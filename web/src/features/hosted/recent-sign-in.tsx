import { recentSignInProofsOf, type GatehouseApp } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { errorCode } from '../../api/client.ts';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, Input } from '../../components/ui/input.tsx';
import { PasswordInput } from '../../components/ui/password-field.tsx';

/**
 * Changes to the ways into an account (e-mail, TOTP, passkey, API keys, first password, deleting
 * the account) need a recent sign-in: the server answers RECENT_SIGN_IN_REQUIRED when this session
 * signed in too long ago. `withRecentSignIn` runs the change; on that answer it asks for the current
 * password (or a code of the authenticator app) in one dialog (rendered once by
 * <RecentSignInDialog/>), confirms it with the server and runs the change again. Cancelling, or a
 * user with neither (signed in with a link or a provider), ends in the server's error, which says to
 * sign in again.
 */
type Proof = { password: string } | { totpCode: string };
type Ask = { proofs: ('password' | 'totp_code')[]; resolve: (p: Proof | null) => void; again: boolean };

let show: ((ask: Ask) => void) | null = null;

export async function withRecentSignIn<T>(app: Pick<GatehouseApp, 'reauthenticate'>, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (e) {
    const proofs = recentSignInProofsOf(e);
    if (!proofs?.length || !show) throw e;
    const open = show;
    let again = false;
    for (;;) {
      const proof = await new Promise<Proof | null>((resolve) => open({ proofs, resolve, again }));
      if (!proof) throw e;
      try {
        await app.reauthenticate(proof);
        break;
      } catch (wrong) {
        // A wrong password or code: ask again in place (the server limits consecutive wrong tries per account).
        // The server's message for a wrong password is the contract's sign-up wording ("Passwords do
        // not match"); here the user typed the one password they have.
        reportWrong(errorCode(wrong) === 'PASSWORD_CONFIRMATION_MISMATCH' ? i18n.t('recentSignIn.wrongPassword') : endUserMessage(wrong));
        again = true;
      }
    }
    hide();
    return change();
  }
}

let reportWrong: (message: string) => void = () => undefined;
let hide: () => void = () => undefined;

export function RecentSignInDialog() {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask | null>(null);
  const [kind, setKind] = useState<'password' | 'totp_code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    show = (a) => {
      setAsk(a);
      setBusy(false);
      if (a.again) return;
      setKind(a.proofs[0]);
      setValue('');
      setError(null);
    };
    reportWrong = (m) => setError(m);
    hide = () => setAsk(null);
    return () => {
      show = null;
      reportWrong = () => undefined;
      hide = () => undefined;
    };
  }, []);
  const [busy, setBusy] = useState(false);
  // A proof stays in the open dialog until the server accepted it (withRecentSignIn then hides it) or refused it (asked again here).
  const finish = (proof: Proof | null) => {
    const current = ask;
    if (!proof) setAsk(null);
    else setBusy(true);
    setValue('');
    current?.resolve(proof);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) return;
    finish(kind === 'password' ? { password: value } : { totpCode: value.trim() });
  };
  const other = ask?.proofs.find((p) => p !== kind);
  return (
    <Dialog
      open={!!ask}
      onOpenChange={(o) => !o && finish(null)}
      title={t('recentSignIn.title')}
      description={kind === 'password' ? t('recentSignIn.descriptionPassword') : t('recentSignIn.descriptionTotp')}
      modal="buttons-only"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('recentSignIn.title')}>
        <Field label={kind === 'password' ? t('common.currentPassword') : t('recentSignIn.totpLabel')} error={error}>
          {(p) =>
            kind === 'password' ? (
              <PasswordInput {...p} autoFocus autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} />
            ) : (
              <Input {...p} autoFocus inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={value} onChange={(e) => setValue(e.target.value)} />
            )
          }
        </Field>
        {other && (
          <button type="button" className="self-start text-sm underline" onClick={() => { setKind(other); setValue(''); setError(null); }}>
            {other === 'password' ? t('recentSignIn.usePassword') : t('recentSignIn.useTotp')}
          </button>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => finish(null)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!value}>
            {t('recentSignIn.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
