import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import type { Hosted } from './hosted-context.tsx';
import { passkeyErrorMessage } from './passkey-messages.ts';
import { withRecentSignIn } from './recent-sign-in.tsx';

/**
 * The user's passkey (one per account): add one, replace it, or remove it (which turns passkey
 * sign-in off). Shown only when the project enables passkeys.
 */
export function AccountPasskeyCard({ hosted, queryKey, enabled }: { hosted: Hosted; queryKey: unknown[]; enabled: boolean }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const register = useMutation({
    mutationFn: () => withRecentSignIn(hosted.app, () => hosted.app.registerPasskey()),
    onMutate: () => setError(null),
    onSuccess: () => {
      toast({ title: enabled ? 'Passkey replaced' : 'Passkey added', description: 'You can sign in with it from now on.', variant: 'success' });
      void client.invalidateQueries({ queryKey });
    },
    onError: (e) => setError(passkeyErrorMessage(e, 'register')),
  });
  const remove = async () => {
    try {
      await hosted.app.removePasskey();
    } catch (e) {
      toast({ title: 'Could not remove the passkey', description: errorMessage(e), variant: 'destructive' });
      return;
    }
    toast({ title: 'Passkey removed', variant: 'success' });
    await client.invalidateQueries({ queryKey });
  };
  return (
    <Card>
      <CardHeader title="Passkey" description="Sign in with your fingerprint, face or device PIN instead of a password." />
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex items-center gap-2 text-sm">
            <KeyRound aria-hidden className="size-4 text-muted" />
            {enabled ? 'A passkey is set up for your account.' : 'No passkey yet.'}
            {enabled && <Badge tone="accent">On</Badge>}
          </span>
          <div className="flex flex-wrap gap-2">
            {enabled && (
              <Button variant="outline" onClick={() => setConfirmRemove(true)}>
                Remove passkey
              </Button>
            )}
            <Button variant={enabled ? 'outline' : 'primary'} loading={register.isPending} onClick={() => register.mutate()}>
              {enabled ? 'Replace passkey' : 'Add a passkey'}
            </Button>
          </div>
        </div>
        {error && (
          <p role="alert" className="text-[13px] text-danger">
            {error}
          </p>
        )}
        <ConfirmDialog open={confirmRemove} onOpenChange={setConfirmRemove} title="Remove your passkey" okButton={{ label: 'Remove passkey', variant: 'danger', onClick: remove }}>
          You will no longer be able to sign in to {hosted.project.display_name} with it. You can add a new one at any time.
        </ConfirmDialog>
      </CardBody>
    </Card>
  );
}
