import { generateTotpSecret } from '@gatehouse/sdk';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Secret, TOTP } from 'otpauth';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { endUserMessage } from '../../lib/end-user-messages.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { OtpInput } from '../../components/ui/otp-input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import type { Hosted } from './hosted-context.tsx';
import { withRecentSignIn } from './recent-sign-in.tsx';

const TOTP_LENGTH = 6;

/** The authenticator-app entry for a new secret: the otpauth:// URI of the QR code, and the key to type by hand. */
function totpFor(secret: Uint8Array, issuer: string, account: string) {
  const totp = new TOTP({ issuer, label: account, secret: new Secret({ buffer: Uint8Array.from(secret).buffer }), algorithm: 'SHA1', digits: TOTP_LENGTH, period: 30 });
  return { totp, uri: totp.toString(), key: totp.secret.base32.replace(/(.{4})/g, '$1 ').trim() };
}

/**
 * Two-factor authentication (TOTP) in account settings. Turning it on: the browser makes the
 * secret, shows it as a QR code (and as text), and sends it to the server only once the user typed
 * a code their app made from it: the server cannot check that (it sees the secret only then), and
 * a secret no app holds would lock the user out. Turning it off asks for confirmation.
 */
export function AccountTotpCard({ hosted, enabled, account, queryKey }: { hosted: Hosted; enabled: boolean; account: string; queryKey: readonly unknown[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [code, setCode] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const setup = secret ? totpFor(secret, hosted.project.display_name, account) : null;

  const turnOn = useMutation({
    mutationFn: (s: Uint8Array) => withRecentSignIn(hosted.app, () => hosted.app.enableTotp(s)),
    onSuccess: () => {
      setSecret(null);
      setCode('');
      toast({ title: t('totp.onToast'), description: t('totp.onToastDescription'), variant: 'success' });
      void client.invalidateQueries({ queryKey });
    },
  });

  const confirm = (typed: string) => {
    if (!setup || !secret || typed.length !== TOTP_LENGTH) return;
    // One step either side, as the server allows (a phone clock a little off).
    if (setup.totp.validate({ token: typed, window: 1 }) === null) {
      setMismatch(t('totp.mismatch'));
      setCode('');
      return;
    }
    setMismatch(null);
    turnOn.mutate(secret);
  };

  const turnOff = async () => {
    try {
      await withRecentSignIn(hosted.app, () => hosted.app.disableTotp());
    } catch (e) {
      toast({ title: t('totp.offFailed'), description: endUserMessage(e), variant: 'destructive' });
      return;
    }
    toast({ title: t('totp.offToast'), variant: 'success' });
    await client.invalidateQueries({ queryKey });
  };

  return (
    <Card>
      <CardHeader
        title={t('mfa.title')}
        description={t('totp.description')}
        action={enabled ? <Badge tone="success">{t('totp.on')}</Badge> : <Badge>{t('totp.off')}</Badge>}
      />
      <CardBody>
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setConfirmOff(true)}>
              {t('totp.turnOff')}
            </Button>
            <ConfirmDialog open={confirmOff} onOpenChange={setConfirmOff} title={t('totp.confirmOffTitle')} okButton={{ label: t('totp.turnOff'), variant: 'danger', onClick: turnOff }}>
              {t('totp.confirmOffBody')}
            </ConfirmDialog>
          </>
        ) : setup ? (
          <form
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              confirm(code);
            }}
            className="flex flex-col gap-4"
          >
            <p className="text-[13px] text-muted">{t('totp.scan')}</p>
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              {/* Dark modules on white in both themes: scanners need the contrast. */}
              <div className="shrink-0 rounded-md border border-border bg-white p-3">
                <QRCodeSVG value={setup.uri} size={160} level="M" role="img" aria-label={t('totp.qrLabel')} />
              </div>
              <div className="flex w-full min-w-0 flex-col gap-3">
                <CopyField label={t('totp.typeKey')} value={setup.key} />
                <OtpInput length={TOTP_LENGTH} value={code} onChange={setCode} onComplete={confirm} allowed={/\d/} inputMode="numeric" disabled={turnOn.isPending} label={t('totp.codeLabel')} invalid={!!mismatch || turnOn.isError} />
                {(mismatch || turnOn.isError) && (
                  <p role="alert" className="text-[13px] text-danger">
                    {mismatch ?? endUserMessage(turnOn.error)}
                  </p>
                )}
              </div>
            </div>
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setSecret(null);
                  setCode('');
                  setMismatch(null);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={turnOn.isPending} disabled={code.length !== TOTP_LENGTH}>
                {t('totp.turnOn')}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setSecret(generateTotpSecret())}>
            {t('totp.setUp')}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
