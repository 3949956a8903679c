import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminApp, errorMessage, type ApiKeySet, type CreatedApiKeySet } from '../../api/client.ts';
import { ActionCell, BadgeCell, DateCell, TextCell } from '../../components/data-table/cells.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { tableSearch } from '../../router/table-search.ts';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { ShownOnceWarning } from '../../components/ui/callout.tsx';
import { STATUS_BADGES, type CredentialStatus } from '../../components/ui/status-badge.tsx';

const DAY = 86_400_000;
const EXPIRY = [
  { label: '1 day', ms: DAY },
  { label: '7 days', ms: 7 * DAY },
  { label: '30 days', ms: 30 * DAY },
  { label: '90 days', ms: 90 * DAY },
  { label: '1 year', ms: 365 * DAY },
  { label: 'Never', ms: 100 * 365 * DAY },
];

const keysQueryKey = (projectId: string) => ['project', projectId, 'api-keys'];

function CreateKeyDialog({ projectId, open, onOpenChange }: { projectId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState(String(EXPIRY[3].ms));
  const [kinds, setKinds] = useState({ has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false });
  const [created, setCreated] = useState<CreatedApiKeySet | null>(null);
  const create = useMutation({
    mutationFn: async () => {
      const { data } = await adminApp(projectId).api.POST('/internal/api-keys', { body: { description: description.trim(), expires_at_millis: Date.now() + Number(expiry), ...kinds } });
      return data!;
    },
    onSuccess: (keys) => {
      setCreated(keys);
      void client.invalidateQueries({ queryKey: keysQueryKey(projectId) });
    },
  });
  const close = (o: boolean) => {
    if (!o) {
      setCreated(null);
      setDescription('');
      create.reset();
    }
    onOpenChange(o);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const none = !Object.values(kinds).some(Boolean);
  if (created) {
    return (
      <Dialog open={open} onOpenChange={close} title="Your new API keys" modal="buttons-only" footer={<Button onClick={() => close(false)}>I have saved these keys</Button>}>
        <div className="flex flex-col gap-4">
          <ShownOnceWarning what="keys">Gatehouse keeps only their hashes.</ShownOnceWarning>
          <CopyField label="Project ID" value={projectId} />
          {created.publishable_client_key && <CopyField label="Publishable client key" value={created.publishable_client_key} />}
          {created.secret_server_key && <CopyField label="Secret server key" value={created.secret_server_key} />}
          {created.super_secret_admin_key && <CopyField label="Super secret admin key" value={created.super_secret_admin_key} />}
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={close} title="Create API keys" description="A key set for one app or environment. Revoke it any time.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="Description" required autoFocus placeholder="Production backend" value={description} onChange={(e) => setDescription(e.target.value)} error={create.isError ? errorMessage(create.error) : null} />
        <Field label="Expires in">
          {(p) => <Select {...p} value={expiry} onValueChange={setExpiry} options={EXPIRY.map((x) => ({ value: String(x.ms), label: x.label }))} />}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-[13px] font-medium">Keys</legend>
          {(
            [
              ['has_publishable_client_key', 'Publishable client key', 'For browsers and mobile apps.'],
              ['has_secret_server_key', 'Secret server key', 'For your backend only.'],
              ['has_super_secret_admin_key', 'Super secret admin key', 'Full control of the project; keep it offline.'],
            ] as const
          ).map(([k, label, hint]) => (
            <CheckboxField key={k} label={label} description={hint} checked={kinds[k]} onCheckedChange={(v) => setKinds((s) => ({ ...s, [k]: v }))} />
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!description.trim() || none}>
            Create keys
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The keys table's URL (sorted, filtered and paged in the browser). */
export const apiKeysSearch = tableSearch({
  sortable: ['description', 'keys', 'status', 'created_at_millis', 'expires_at_millis'],
  filters: { status: ['active', 'revoked', 'expired'] },
  columns: ['description', 'keys', 'status', 'created_at_millis', 'expires_at_millis'],
});

export function ApiKeysPage({ projectId }: { projectId: string }) {
  const table = useUrlTableState(apiKeysSearch, {});
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySet | null>(null);
  const keys = useQuery({
    queryKey: keysQueryKey(projectId),
    queryFn: async () => {
      const { data } = await adminApp(projectId).api.GET('/internal/api-keys');
      return data!.items;
    },
  });
  const columns: ColumnDef<ApiKeySet, unknown>[] = [
    { accessorKey: 'description', meta: { title: 'Description' }, header: 'Description', cell: ({ row }) => <TextCell className="font-medium">{row.original.description}</TextCell> },
    {
      id: 'keys',
      accessorFn: (k) => [k.publishable_client_key?.last_four, k.secret_server_key?.last_four, k.super_secret_admin_key?.last_four].join(' '),
      meta: { title: 'Keys', width: 132 },
      header: 'Keys',
      cell: ({ row }) => {
        const k = row.original;
        return (
          <div className="flex flex-col gap-0.5 font-mono text-xs whitespace-nowrap text-muted">
            {k.publishable_client_key && <span>pck_…{k.publishable_client_key.last_four}</span>}
            {k.secret_server_key && <span>ssk_…{k.secret_server_key.last_four}</span>}
            {k.super_secret_admin_key && <span>sak_…{k.super_secret_admin_key.last_four}</span>}
          </div>
        );
      },
    },
    {
      id: 'status',
      accessorFn: (k) => (k.manually_revoked_at_millis ? 'revoked' : k.expires_at_millis < Date.now() ? 'expired' : 'active'),
      meta: { title: 'Status', width: COLUMN_WIDTH.badge, filterOptions: [{ label: 'Active', value: 'active' }, { label: 'Revoked', value: 'revoked' }, { label: 'Expired', value: 'expired' }] },
      header: 'Status',
      cell: ({ getValue }) => {
        const v = getValue() as string;
        return <BadgeCell badges={[STATUS_BADGES[v as CredentialStatus]]} />;
      },
    },
    { accessorKey: 'created_at_millis', meta: { title: 'Created', width: COLUMN_WIDTH.date }, header: 'Created', cell: ({ row }) => <DateCell value={row.original.created_at_millis} /> },
    { accessorKey: 'expires_at_millis', meta: { title: 'Expires', width: COLUMN_WIDTH.date }, header: 'Expires', cell: ({ row }) => <DateCell value={row.original.expires_at_millis} /> },
    {
      id: 'actions',
      enableHiding: false,
      meta: { width: COLUMN_WIDTH.actions },
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <ActionCell label={`Actions for ${row.original.description}`} items={[{ label: 'Revoke', danger: true, disabled: !!row.original.manually_revoked_at_millis, onClick: () => setRevoking(row.original) }]} />,
    },
  ];
  return (
    <AppShell projectId={projectId}>
      <PageHeader
        title="API keys"
        description="Keys your apps use to call Gatehouse for this project."
        action={
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create API keys
          </Button>
        }
      />
      {keys.isError ? (
        <ErrorState message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />
      ) : (
        <DataTable
          {...table}
          columns={columns}
          data={keys.data ?? []}
          loading={keys.isPending}
          getRowId={(k) => k.id}
          searchPlaceholder="Search keys…"
          empty={{
            noun: 'API keys',
            icon: KeyRound,
            title: 'No API keys yet',
            description: 'Create a key set for each app or environment; your app needs one to call Gatehouse.',
            action: (
              <Button size="sm" onClick={() => setCreating(true)}>
                <Plus className="h-4 w-4" aria-hidden />
                Create API keys
              </Button>
            ),
          }}
        />
      )}
      <CreateKeyDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke API keys"
        okButton={{
          label: 'Revoke',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).api.PATCH('/internal/api-keys/{api_key_id}', { params: { path: { api_key_id: revoking!.id } }, body: { revoked: true } });
              toast({ title: 'Keys revoked', variant: 'success' });
              await client.invalidateQueries({ queryKey: keysQueryKey(projectId) });
            } catch (e) {
              toast({ title: 'Could not revoke the keys', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        Apps using <strong>{revoking?.description}</strong> stop working at once. Revoking cannot be undone.
      </ConfirmDialog>
    </AppShell>
  );
}
