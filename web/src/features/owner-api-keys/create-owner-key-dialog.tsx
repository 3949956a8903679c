import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { createOwnerApiKey, ownerKeysKey, type KeyOwner } from './owner-api-keys.queries.ts';
import { ShownOnceWarning } from '../../components/ui/callout.tsx';

const DAY = 86_400_000;
/** 0: never expires (sent as null). */
const EXPIRY = [
  { label: '7 days', ms: 7 * DAY },
  { label: '30 days', ms: 30 * DAY },
  { label: '90 days', ms: 90 * DAY },
  { label: '1 year', ms: 365 * DAY },
  { label: 'Never', ms: 0 },
];

/** Creates a user or team API key; the secret is shown once, in a copy field, then never again. */
export function CreateOwnerKeyDialog({ projectId, owner, open, onOpenChange }: { projectId: string; owner: KeyOwner; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState(String(EXPIRY[2].ms));
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createOwnerApiKey(projectId, owner, { description: description.trim(), expires_at_millis: Number(expiry) ? Date.now() + Number(expiry) : null }),
    onSuccess: (key) => {
      setSecret(key.value);
      void client.invalidateQueries({ queryKey: ownerKeysKey(projectId, owner) });
    },
  });
  const close = (o: boolean) => {
    if (!o) {
      setSecret(null);
      setDescription('');
      create.reset();
    }
    onOpenChange(o);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (description.trim()) create.mutate();
  };
  if (secret) {
    return (
      <Dialog open={open} onOpenChange={close} title="Your new API key" modal="buttons-only" footer={<Button onClick={() => close(false)}>I have saved this key</Button>}>
        <div className="flex flex-col gap-4">
          <ShownOnceWarning what="key">Gatehouse keeps only its hash.</ShownOnceWarning>
          <CopyField label="API key" value={secret} />
        </div>
      </Dialog>
    );
  }
  const whose = owner.kind === 'user' ? "The key acts as this user in your app's API." : "The key acts as this team in your app's API.";
  return (
    <Dialog open={open} onOpenChange={close} title="Create API key" description={`${whose} Revoke it any time.`}>
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="Description" required autoFocus placeholder="CI deploys" value={description} onChange={(e) => setDescription(e.target.value)} error={create.isError ? errorMessage(create.error) : null} />
        <Field label="Expires in">{(p) => <Select {...p} value={expiry} onValueChange={setExpiry} options={EXPIRY.map((x) => ({ value: String(x.ms), label: x.label }))} />}</Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!description.trim()}>
            Create API key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
