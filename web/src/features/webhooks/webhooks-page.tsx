import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangle, Plus, Webhook } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminApp, errorMessage, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointWithSecret, type WebhookEventType } from '../../api/client.ts';
import { ActionCell, BadgeCell, DateCell, TextCell } from '../../components/data-table/cells.tsx';
import { COLUMN_WIDTH } from '../../components/data-table/column-sizing.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../components/ui/copy-field.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { tableSearch } from '../../router/table-search.ts';
import { useUrlTableState } from '../../router/use-url-table-state.ts';
import { AppShell } from '../shell/app-shell.tsx';
import { autoDisabledText, STATE_BADGE, stateOf } from './endpoint-state.ts';
import { ErrorState, PageHeader } from '../shell/page.tsx';
import { ShownOnceWarning } from '../../components/ui/callout.tsx';

/** The event types an endpoint may subscribe to (server: modules/webhooks/event-types.ts). */
const EVENT_TYPES: WebhookEventType[] = [
  'user.created',
  'user.updated',
  'user.deleted',
  'team.created',
  'team.updated',
  'team.deleted',
  'team_membership.created',
  'team_membership.deleted',
  'team_permission.created',
  'team_permission.deleted',
  'project_permission.created',
  'project_permission.deleted',
];

const endpointsKey = (projectId: string) => ['project', projectId, 'webhook-endpoints'];
const deliveriesKey = (projectId: string, endpointId: string) => ['project', projectId, 'webhook-deliveries', endpointId];

/** Shows a signing secret once (create, rotate): Gatehouse never shows it again. */
function SecretDialog({ shown, onClose }: { shown: { title: string; secret: string } | null; onClose: () => void }) {
  return (
    <Dialog open={!!shown} onOpenChange={(o) => !o && onClose()} title={shown?.title ?? ''} modal="buttons-only" footer={<Button onClick={onClose}>I have saved the secret</Button>}>
      <div className="flex flex-col gap-4">
        <ShownOnceWarning what="secret">Verify each request's webhook-signature with it (Standard Webhooks).</ShownOnceWarning>
        {shown && <CopyField label="Signing secret" value={shown.secret} />}
      </div>
    </Dialog>
  );
}

/** Create or edit an endpoint: URL, description, event types (none ticked = every type). */
function EndpointDialog({ projectId, editing, open, onOpenChange, onCreated }: { projectId: string; editing: WebhookEndpoint | null; open: boolean; onOpenChange: (o: boolean) => void; onCreated: (e: WebhookEndpointWithSecret) => void }) {
  const client = useQueryClient();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [types, setTypes] = useState<WebhookEventType[]>(editing?.event_types ?? []);
  const save = useMutation({
    mutationFn: async () => {
      const body = { url: url.trim(), description: description.trim(), event_types: types };
      if (editing) {
        await adminApp(projectId).api.PATCH('/webhooks/endpoints/{endpoint_id}', { params: { path: { endpoint_id: editing.id } }, body });
        return null;
      }
      const { data } = await adminApp(projectId).api.POST('/webhooks/endpoints', { body });
      return data!;
    },
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: endpointsKey(projectId) });
      onOpenChange(false);
      if (created) onCreated(created);
      else toast({ title: 'Endpoint saved', variant: 'success' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? 'Edit endpoint' : 'Add endpoint'} description="Gatehouse POSTs each event, signed, to this URL and retries failures for about a day.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5">
        <TextField label="URL" required autoFocus type="url" placeholder="https://api.example.com/webhooks/gatehouse" value={url} onChange={(e) => setUrl(e.target.value)} error={save.isError ? errorMessage(save.error) : null} />
        <TextField label="Description" placeholder="Billing service" value={description} onChange={(e) => setDescription(e.target.value)} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-[13px] font-medium">Events</legend>
          <p className="text-[13px] text-muted">None ticked: every event.</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {EVENT_TYPES.map((t) => (
              <CheckboxField key={t} label={<span className="font-mono text-xs">{t}</span>} checked={types.includes(t)} onCheckedChange={(v) => setTypes((s) => (v ? [...s, t] : s.filter((x) => x !== t)))} />
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!url.trim()}>
            {editing ? 'Save' : 'Add endpoint'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const STATUS_TONE = { succeeded: 'success', pending: 'warning', failed: 'danger' } as const;

/** One endpoint's delivery log (newest first) with resend. */
function DeliveriesCard({ projectId, endpoint }: { projectId: string; endpoint: WebhookEndpoint }) {
  const client = useQueryClient();
  const deliveries = useQuery({
    queryKey: deliveriesKey(projectId, endpoint.id),
    queryFn: async () => {
      const { data } = await adminApp(projectId).api.GET('/webhooks/endpoints/{endpoint_id}/deliveries', { params: { path: { endpoint_id: endpoint.id }, query: { limit: 100 } } });
      return data!.items;
    },
    // Pending deliveries change on their own (retries): keep the log current while it is open.
    refetchInterval: 5_000,
  });
  const resend = async (d: WebhookDelivery) => {
    try {
      await adminApp(projectId).api.POST('/webhooks/endpoints/{endpoint_id}/deliveries/{delivery_id}/resend', { params: { path: { endpoint_id: endpoint.id, delivery_id: d.id } } });
      toast({ title: 'Delivery queued again', variant: 'success' });
      await client.invalidateQueries({ queryKey: deliveriesKey(projectId, endpoint.id) });
    } catch (e) {
      toast({ title: 'Could not resend', description: errorMessage(e), variant: 'destructive' });
    }
  };
  const columns: ColumnDef<WebhookDelivery, unknown>[] = [
    { accessorKey: 'event_type', meta: { title: 'Event' }, header: 'Event', cell: ({ row }) => <TextCell className="font-mono text-xs">{row.original.event_type}</TextCell> },
    {
      accessorKey: 'status',
      meta: { title: 'Status', width: COLUMN_WIDTH.badge, filterOptions: [{ label: 'Succeeded', value: 'succeeded' }, { label: 'Pending', value: 'pending' }, { label: 'Failed', value: 'failed' }] },
      header: 'Status',
      cell: ({ row }) => <BadgeCell badges={[{ label: row.original.status[0].toUpperCase() + row.original.status.slice(1), tone: STATUS_TONE[row.original.status] }]} />,
    },
    { accessorKey: 'attempts', meta: { title: 'Attempts', width: 96 }, header: 'Attempts', cell: ({ row }) => <TextCell>{String(row.original.attempts)}</TextCell> },
    { accessorKey: 'http_status', meta: { title: 'HTTP', width: 80 }, header: 'HTTP', cell: ({ row }) => <TextCell>{row.original.http_status === null ? '—' : String(row.original.http_status)}</TextCell> },
    { accessorKey: 'latency_ms', meta: { title: 'Latency', width: 96 }, header: 'Latency', cell: ({ row }) => <TextCell>{row.original.latency_ms === null ? '—' : `${row.original.latency_ms} ms`}</TextCell> },
    {
      id: 'response',
      accessorFn: (d) => d.response_excerpt ?? d.error ?? '',
      meta: { title: 'Response' },
      header: 'Response',
      cell: ({ getValue }) => <TextCell maxWidth={260} className="font-mono text-xs text-muted">{(getValue() as string) || '—'}</TextCell>,
    },
    { accessorKey: 'created_at_millis', meta: { title: 'Created', width: COLUMN_WIDTH.date }, header: 'Created', cell: ({ row }) => <DateCell value={row.original.created_at_millis} /> },
    {
      id: 'actions',
      enableHiding: false,
      meta: { width: COLUMN_WIDTH.actions },
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <ActionCell label={`Actions for delivery ${row.original.id}`} items={[{ label: 'Resend', onClick: () => void resend(row.original) }]} />,
    },
  ];
  return (
    <Card label="Deliveries" className="mt-6">
      <CardHeader title="Deliveries" description={<span className="break-all">{endpoint.url}</span>} />
      <CardBody>
        {deliveries.isError ? (
          <ErrorState message={errorMessage(deliveries.error)} onRetry={() => void deliveries.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            data={deliveries.data ?? []}
            loading={deliveries.isPending}
            getRowId={(d) => d.id}
            searchPlaceholder="Search deliveries…"
            empty={{ noun: 'deliveries', icon: Webhook, title: 'No deliveries yet', description: 'Events of the types this endpoint takes appear here as they are sent.' }}
          />
        )}
      </CardBody>
    </Card>
  );
}

/** The endpoints table's URL (sorted, filtered and paged in the browser). */
export const webhooksSearch = tableSearch({
  sortable: ['url', 'status', 'events', 'created_at_millis'],
  filters: { status: ['enabled', 'disabled', 'failing', 'auto-disabled'] },
  columns: ['url', 'status', 'events', 'created_at_millis'],
});

const statusOf = stateOf;

export function WebhooksPage({ projectId }: { projectId: string }) {
  const table = useUrlTableState(webhooksSearch, {});
  const client = useQueryClient();
  const [dialog, setDialog] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<{ title: string; secret: string } | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const endpoints = useQuery({
    queryKey: endpointsKey(projectId),
    queryFn: async () => {
      const { data } = await adminApp(projectId).api.GET('/webhooks/endpoints');
      return data!.items;
    },
  });
  const refresh = () => client.invalidateQueries({ queryKey: endpointsKey(projectId) });
  const setEnabled = async (e: WebhookEndpoint, enabled: boolean) => {
    try {
      await adminApp(projectId).api.PATCH('/webhooks/endpoints/{endpoint_id}', { params: { path: { endpoint_id: e.id } }, body: { enabled } });
      toast({ title: enabled ? 'Endpoint enabled' : 'Endpoint disabled', variant: 'success' });
      await refresh();
    } catch (err) {
      toast({ title: 'Could not change the endpoint', description: errorMessage(err), variant: 'destructive' });
    }
  };
  const selected = endpoints.data?.find((e) => e.id === selectedId) ?? null;
  const columns: ColumnDef<WebhookEndpoint, unknown>[] = [
    {
      accessorKey: 'url',
      meta: { title: 'Endpoint' },
      header: 'Endpoint',
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col">
          <TextCell maxWidth={360} className="font-medium">{row.original.url}</TextCell>
          {row.original.description && <TextCell maxWidth={360} className="text-xs text-muted">{row.original.description}</TextCell>}
        </div>
      ),
    },
    {
      id: 'status',
      accessorFn: statusOf,
      meta: { title: 'Status', width: COLUMN_WIDTH.badge, filterOptions: [{ label: 'Enabled', value: 'enabled' }, { label: 'Disabled', value: 'disabled' }, { label: 'Failing', value: 'failing' }, { label: 'Disabled: failing', value: 'auto-disabled' }] },
      header: 'Status',
      cell: ({ row }) => {
        return <BadgeCell badges={[STATE_BADGE[statusOf(row.original)]]} />;
      },
    },
    {
      id: 'events',
      accessorFn: (e) => (e.event_types.length ? e.event_types.join(', ') : 'All events'),
      meta: { title: 'Events' },
      header: 'Events',
      cell: ({ getValue }) => <TextCell maxWidth={240} className="text-xs text-muted">{getValue() as string}</TextCell>,
    },
    { accessorKey: 'created_at_millis', meta: { title: 'Created', width: COLUMN_WIDTH.date }, header: 'Created', cell: ({ row }) => <DateCell value={row.original.created_at_millis} /> },
    {
      id: 'actions',
      enableHiding: false,
      meta: { width: COLUMN_WIDTH.actions },
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <ActionCell
          label={`Actions for ${row.original.url}`}
          items={[
            { label: 'Deliveries', onClick: () => setSelectedId(row.original.id) },
            { label: 'Edit', onClick: () => setDialog({ editing: row.original }) },
            { label: row.original.enabled ? 'Disable' : 'Enable', onClick: () => void setEnabled(row.original, !row.original.enabled) },
            { label: 'Rotate secret', onClick: () => setRotating(row.original) },
            { label: 'Delete', danger: true, onClick: () => setDeleting(row.original) },
          ]}
        />
      ),
    },
  ];
  return (
    <AppShell projectId={projectId}>
      <PageHeader
        title="Webhooks"
        description="Endpoints that receive this project's events, signed with the Standard Webhooks scheme."
        action={
          <Button onClick={() => setDialog({ editing: null })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add endpoint
          </Button>
        }
      />
      {endpoints.isError ? (
        <ErrorState message={errorMessage(endpoints.error)} onRetry={() => void endpoints.refetch()} />
      ) : (
        <DataTable
          {...table}
          columns={columns}
          data={endpoints.data ?? []}
          loading={endpoints.isPending}
          getRowId={(e) => e.id}
          onRowClick={(e) => setSelectedId(e.id)}
          searchPlaceholder="Search endpoints…"
          empty={{
            noun: 'endpoints',
            icon: Webhook,
            title: 'No webhook endpoints yet',
            description: 'Add an endpoint to receive user, team and permission events as they happen.',
            action: (
              <Button size="sm" onClick={() => setDialog({ editing: null })}>
                <Plus className="h-4 w-4" aria-hidden />
                Add endpoint
              </Button>
            ),
          }}
        />
      )}
      {selected && (
        <>
          {autoDisabledText(selected) && (
            <p role="status" className="mt-6 flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-[13px] text-danger">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {autoDisabledText(selected)}
            </p>
          )}
          {selected.failing && !selected.disabled_reason && (
            <p role="status" className="mt-6 flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-[13px] text-danger">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              This endpoint is failing: a delivery was retried for about a day without success. Fix the receiver, then resend the failed deliveries.
            </p>
          )}
          <div className="mt-4">
            <ToggleSwitch label="Enabled" description="A disabled endpoint gets no new events." checked={selected.enabled} onCheckedChange={(v) => void setEnabled(selected, v)} />
          </div>
          <DeliveriesCard projectId={projectId} endpoint={selected} />
        </>
      )}
      {dialog && (
        <EndpointDialog
          key={dialog.editing?.id ?? 'new'}
          projectId={projectId}
          editing={dialog.editing}
          open
          onOpenChange={(o) => !o && setDialog(null)}
          onCreated={(e) => {
            setSecret({ title: 'Endpoint added', secret: e.secret });
            setSelectedId(e.id);
          }}
        />
      )}
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={!!rotating}
        onOpenChange={(o) => !o && setRotating(null)}
        title="Rotate signing secret"
        okButton={{
          label: 'Rotate',
          onClick: async () => {
            try {
              const { data } = await adminApp(projectId).api.POST('/webhooks/endpoints/{endpoint_id}/rotate-secret', { params: { path: { endpoint_id: rotating!.id } } });
              setSecret({ title: 'New signing secret', secret: data!.secret });
              await refresh();
            } catch (e) {
              toast({ title: 'Could not rotate the secret', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        A new secret signs from now on. For 24 hours the current one signs too, so your receiver can switch without missing an event.
      </ConfirmDialog>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete endpoint"
        okButton={{
          label: 'Delete',
          variant: 'danger',
          onClick: async () => {
            try {
              await adminApp(projectId).api.DELETE('/webhooks/endpoints/{endpoint_id}', { params: { path: { endpoint_id: deleting!.id } } });
              toast({ title: 'Endpoint deleted', variant: 'success' });
              if (selectedId === deleting!.id) setSelectedId(null);
              await refresh();
            } catch (e) {
              toast({ title: 'Could not delete the endpoint', description: errorMessage(e), variant: 'destructive' });
            }
          },
        }}
      >
        <strong className="break-all">{deleting?.url}</strong> stops receiving events, and its delivery log is deleted.
      </ConfirmDialog>
    </AppShell>
  );
}
