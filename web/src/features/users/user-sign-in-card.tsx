import { useState } from 'react';
import { errorMessage, type ServerUser } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ProviderIcon, providerDisplayName } from '../../components/ui/oauth-buttons.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useUpdateUser } from './user-mutations.ts';

function Row({ label, on, detail }: { label: string; on: boolean; detail?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2 first:pt-0">
      <dt className="text-sm">{label}</dt>
      <dd className="flex items-center gap-2">
        {detail && <span className="text-[13px] text-muted">{detail}</span>}
        <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
      </dd>
    </div>
  );
}

/**
 * How this user can sign in, as the user record says: password, e-mail code, passkey, the OAuth
 * accounts linked to them, and whether a TOTP second factor is asked for. An admin may turn TOTP
 * off for a user who lost their authenticator (PATCH totp_secret_base64: null); only the user sets it up.
 */
export function UserSignInCard({ projectId, user }: { projectId: string; user: ServerUser }) {
  const update = useUpdateUser(projectId, user.id);
  const [disabling, setDisabling] = useState(false);
  return (
    <Card label="Sign-in">
      <CardHeader title="Sign-in" description="The ways this user can sign in, and their second factor." />
      <CardBody className="grid gap-6 md:grid-cols-2">
        <dl className="flex min-w-0 flex-col divide-y divide-border">
          <Row label="Password" on={user.has_password} />
          <Row label="E-mail code and magic link" on={user.otp_auth_enabled} />
          <Row label="Passkey" on={user.passkey_auth_enabled} />
          <div className="flex flex-wrap items-center justify-between gap-3 py-2">
            <dt className="text-sm">TOTP second factor</dt>
            <dd className="flex items-center gap-2">
              {user.requires_totp_mfa && (
                <Button variant="outline" size="sm" onClick={() => setDisabling(true)}>
                  Turn off
                </Button>
              )}
              <Badge tone={user.requires_totp_mfa ? 'success' : 'neutral'}>{user.requires_totp_mfa ? 'On' : 'Off'}</Badge>
            </dd>
          </div>
        </dl>
        <section aria-label="Connected accounts" className="min-w-0">
          <h3 className="mb-2 text-[13px] font-medium">Connected accounts</h3>
          {user.oauth_providers.length === 0 ? (
            <p className="text-[13px] text-muted">No OAuth accounts linked.</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {user.oauth_providers.map((p) => (
                <li key={`${p.id}:${p.account_id}`} className="flex min-w-0 items-center gap-2 text-sm">
                  <ProviderIcon provider={p.id} className="h-4 w-4 shrink-0" />
                  <span className="font-medium">{providerDisplayName(p.id)}</span>
                  <span className="truncate text-[13px] text-muted">{p.email ?? p.account_id}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
      <ConfirmDialog
        open={disabling}
        onOpenChange={setDisabling}
        title="Turn off TOTP"
        okButton={{
          label: 'Turn off TOTP',
          variant: 'danger',
          onClick: async () => {
            try {
              await update.mutateAsync({ totp_secret_base64: null });
              toast({ title: 'TOTP turned off', variant: 'success' });
            } catch (e) {
              toast({ title: 'Could not turn off TOTP', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        <strong>{user.primary_email ?? 'This user'}</strong> signs in without a second factor until they set one up again.
      </ConfirmDialog>
    </Card>
  );
}
