import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createGatehouseClient } from '@gatehouse/generated';
import { Webhook } from 'lucide-react';
import { apiBaseUrl, type WebhookDelivery, type WebhookEndpoint } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { autoDisabledText, STATE_BADGE, stateOf } from './endpoint-state.ts';

/**
 * Gatehouse's own webhooks portal (/webhooks-portal?token=…), opened by a token from POST
 * /webhooks/svix-token: one project's endpoints and delivery logs, enabling and disabling, and
 * resends. The token is the only credential (no dashboard session); it never reveals a secret
 * or changes a URL, and it lasts one hour.
 */
export function webhooksPortalSearch(raw: Record<string, unknown>): { token?: string } {
  return typeof raw.token === 'string' && raw.token.length <= 4096 ? { token: raw.token } : {};
}

/** The portal's calls: the generated client, with the token as the declared header of every call. */
function portalClient(token: string) {
  return { api: createGatehouseClient({ baseUrl: apiBaseUrl() }), header: { 'x-webhooks-portal-token': token } };
}
type Portal = ReturnType<typeof portalClient>;

async function answer<T>(p: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const r = await p;
  if (r.error !== undefined || r.data === undefined) throw new Error((r.error as { error?: string } | undefined)?.error ?? 'The request failed.');
  return r.data;
}

const TONE = { succeeded: 'success', pending: 'warning', failed: 'danger' } as const;

function EndpointCard({ api, endpoint }: { api: Portal; endpoint: WebhookEndpoint }) {
  const client = useQueryClient();
  const deliveries = useQuery({
    queryKey: ['portal', endpoint.id, 'deliveries'],
    queryFn: () => answer(api.api.GET('/webhooks/portal/endpoints/{endpoint_id}/deliveries', { params: { header: api.header, path: { endpoint_id: endpoint.id }, query: { limit: 20 } } })),
    refetchInterval: 5_000,
  });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => answer(api.api.PATCH('/webhooks/portal/endpoints/{endpoint_id}', { params: { header: api.header, path: { endpoint_id: endpoint.id } }, body: { enabled } })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['portal', 'endpoints'] }),
    onError: (e) => toast({ title: 'Could not change the endpoint', description: (e as Error).message, variant: 'destructive' }),
  });
  const resend = async (d: WebhookDelivery) => {
    try {
      await answer(api.api.POST('/webhooks/portal/endpoints/{endpoint_id}/deliveries/{delivery_id}/resend', { params: { header: api.header, path: { endpoint_id: endpoint.id, delivery_id: d.id } } }));
      toast({ title: 'Delivery queued again', variant: 'success' });
      await client.invalidateQueries({ queryKey: ['portal', endpoint.id, 'deliveries'] });
    } catch (e) {
      toast({ title: 'Could not resend', description: (e as Error).message, variant: 'destructive' });
    }
  };
  const state = STATE_BADGE[stateOf(endpoint)];
  const why = autoDisabledText(endpoint);
  return (
    <Card label={endpoint.url}>
      <CardHeader title={endpoint.description || 'Endpoint'} description={<span className="break-all">{endpoint.url}</span>} action={<Badge tone={state.tone}>{state.label}</Badge>} />
      <CardBody className="flex flex-col gap-4">
        {why && (
          <p role="status" className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-[13px] text-danger">
            {why}
          </p>
        )}
        <p className="text-[13px] text-muted">Events: {endpoint.event_types.length ? endpoint.event_types.join(', ') : 'all'}</p>
        <ToggleSwitch id={`enabled-${endpoint.id}`} label="Enabled" description="A disabled endpoint gets no new events." checked={endpoint.enabled} disabled={toggle.isPending} onCheckedChange={(v) => toggle.mutate(v)} />
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border" aria-label={`Deliveries to ${endpoint.url}`}>
          {(deliveries.data?.items ?? []).map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-[13px]">
              <span className="font-mono text-xs">{d.event_type}</span>
              <Badge tone={TONE[d.status]}>{d.status}</Badge>
              <span className="text-muted">
                {d.attempts} attempt{d.attempts === 1 ? '' : 's'} · HTTP {d.http_status ?? '—'} · {d.latency_ms ?? '—'} ms
              </span>
              <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted">{d.response_excerpt ?? d.error ?? ''}</span>
              <Button size="sm" variant="outline" onClick={() => void resend(d)}>
                Resend
              </Button>
            </li>
          ))}
          {deliveries.data?.items.length === 0 && <li className="px-3 py-2 text-[13px] text-muted">No deliveries yet.</li>}
        </ul>
      </CardBody>
    </Card>
  );
}

export function WebhooksPortalPage({ token }: { token?: string }) {
  const api = portalClient(token ?? '');
  const endpoints = useQuery({ queryKey: ['portal', 'endpoints'], queryFn: () => answer(api.api.GET('/webhooks/portal/endpoints', { params: { header: api.header } })), enabled: !!token, retry: false });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex items-center gap-2">
        <Webhook className="h-5 w-5 text-accent" aria-hidden />
        <h1 className="text-xl font-semibold">Webhooks</h1>
      </header>
      {!token || endpoints.isError ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-[13px] text-danger">
          {token ? (endpoints.error as Error).message : 'This link has no token. Open the webhooks portal again from the dashboard or your backend.'}
        </p>
      ) : endpoints.isPending ? (
        <p className="text-[13px] text-muted">Loading…</p>
      ) : endpoints.data.items.length === 0 ? (
        <p className="text-[13px] text-muted">This project has no webhook endpoints yet.</p>
      ) : (
        endpoints.data.items.map((e) => <EndpointCard key={e.id} api={api} endpoint={e} />)
      )}
    </main>
  );
}
