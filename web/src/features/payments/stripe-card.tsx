import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { setUpStripe, stripeAccount } from './payments-api.ts';

function SetupDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const client = useQueryClient();
  const [key, setKey] = useState('');
  const [secret, setSecret] = useState('');
  const save = useMutation({
    mutationFn: () => setUpStripe(projectId, key.trim(), secret.trim()),
    onSuccess: async () => {
      toast({ title: 'Stripe connected', variant: 'success' });
      await client.invalidateQueries({ queryKey: ['project', projectId, 'payments', 'stripe'] });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (key.trim() && secret.trim()) save.mutate();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Connect Stripe" description="Your own Stripe account's keys. Both are write-only: Gatehouse stores them sealed and never shows them again.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5" noValidate>
        <TextField label="Secret key" type="password" autoComplete="off" placeholder="sk_live_… or rk_live_…" value={key} onChange={(e) => setKey(e.target.value)} />
        <TextField label="Webhook signing secret" type="password" autoComplete="off" placeholder="whsec_…" value={secret} onChange={(e) => setSecret(e.target.value)} hint="From the Stripe webhook endpoint that points at this project (its URL is shown once connected)." />
        {save.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!key.trim() || !secret.trim()}>
            Connect
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Stripe connection state: not connected (test mode still works), or the account with the webhook URL to give Stripe. */
export function StripeCard({ projectId }: { projectId: string }) {
  const account = useQuery({ queryKey: ['project', projectId, 'payments', 'stripe'], queryFn: () => stripeAccount(projectId), retry: false });
  const [open, setOpen] = useState(false);
  const connected = account.data ?? null;
  return (
    <Card label="Stripe">
      <CardHeader
        title="Stripe"
        description="Real purchases go through your own Stripe account; test mode needs none."
        action={
          account.isSuccess && (
            <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
              {connected ? 'Replace keys' : 'Connect Stripe'}
            </Button>
          )
        }
      />
      <CardBody className="flex flex-col gap-3 text-sm">
        {account.isPending ? (
          <Skeleton className="h-6 w-48" />
        ) : account.isError ? (
          <p role="alert" className="text-danger">
            {errorMessage(account.error)}
          </p>
        ) : connected ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-[13px]">{connected.account_id}</span>
              <Badge tone={connected.livemode ? 'success' : 'warning'}>{connected.livemode ? 'live key' : 'Stripe test key'}</Badge>
              <Badge tone={connected.charges_enabled ? 'success' : 'danger'}>{connected.charges_enabled ? 'charges enabled' : 'charges disabled'}</Badge>
            </p>
            <CopyField label="Webhook endpoint URL" value={connected.webhook_url} />
          </>
        ) : (
          <p className="text-muted">
            <Badge>Not connected</Badge> <span className="ml-1">Purchases work in test mode only until you connect an account.</span>
          </p>
        )}
      </CardBody>
      {open && <SetupDialog projectId={projectId} onClose={() => setOpen(false)} />}
    </Card>
  );
}
