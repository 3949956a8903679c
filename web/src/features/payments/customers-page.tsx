import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Boxes, Package, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, Input, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ErrorState } from '../shell/page.tsx';
import { CUSTOMER_TYPES, type CustomerType } from './payment-rules.ts';
import { cancelSubscription, changeQuantity, getItem, grantProduct, listOwnedProducts, type OwnedProduct } from './payments-api.ts';
import { paymentsConfigQuery, type PaymentsConfig } from './payments-config.ts';
import { PaymentsLayout } from './payments-layout.tsx';

/** The page's URL state: the customer looked up (type and id), so a link shows the same customer. */
export function customersSearch(raw: Record<string, unknown>): { type?: CustomerType; id?: string } {
  const type = CUSTOMER_TYPES.find((t) => t === raw.type);
  const id = typeof raw.id === 'string' && raw.id.trim() !== '' ? raw.id.trim().slice(0, 200) : undefined;
  return { ...(type ? { type } : {}), ...(id ? { id } : {}) };
}

interface CustomerRef {
  type: CustomerType;
  id: string;
}
const keyOf = (projectId: string, c: CustomerRef) => ['project', projectId, 'payments', 'customer', c.type, c.id] as const;

function QuantityDialog({ projectId, customer, item, onClose }: { projectId: string; customer: CustomerRef; item: { id: string; quantity: number }; onClose: () => void }) {
  const client = useQueryClient();
  const [delta, setDelta] = useState('');
  const [description, setDescription] = useState('');
  const problem = /^-?\d{1,9}$/.test(delta) && delta !== '0' && delta !== '-0' ? null : 'A whole number other than 0, e.g. 10 or -3';
  const change = useMutation({
    mutationFn: () => changeQuantity(projectId, customer.type, customer.id, item.id, parseInt(delta, 10), description.trim() || undefined),
    onSuccess: async () => {
      toast({ title: `${item.id} changed by ${delta}`, variant: 'success' });
      await client.invalidateQueries({ queryKey: ['project', projectId, 'payments'] });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) change.mutate();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Change ${item.id}`} description={`Now ${item.quantity}. The change is recorded as a transaction; it cannot take the quantity below zero.`}>
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5" noValidate>
        <TextField label="Change by" autoFocus inputMode="numeric" placeholder="10 or -3" value={delta} onChange={(e) => setDelta(e.target.value)} error={delta !== '' ? problem : null} />
        <TextField label="Reason (optional)" value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
        {change.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(change.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending} disabled={problem !== null}>
            Change quantity
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function GrantDialog({ projectId, customer, products, onClose }: { projectId: string; customer: CustomerRef; products: string[]; onClose: () => void }) {
  const client = useQueryClient();
  const [productId, setProductId] = useState(products[0] ?? '');
  const [quantity, setQuantity] = useState('1');
  const problem = /^[1-9]\d{0,5}$/.test(quantity) ? null : 'A whole number of at least 1';
  const grant = useMutation({
    mutationFn: () => grantProduct(projectId, customer.type, customer.id, productId, parseInt(quantity, 10)),
    onSuccess: async () => {
      toast({ title: `${productId} granted`, variant: 'success' });
      await client.invalidateQueries({ queryKey: ['project', projectId, 'payments'] });
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Grant product" description={`Gives ${customer.type} ${customer.id} the product and its items without payment.`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem && productId) grant.mutate();
        }}
        className="flex flex-col gap-4 pb-5"
        noValidate
      >
        <Field label="Product">{(p) => <Select {...p} value={productId} onValueChange={setProductId} options={products.map((id) => ({ value: id, label: id }))} />}</Field>
        <TextField label="Quantity" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={problem} hint="More than 1 only for stackable products." />
        {grant.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(grant.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={grant.isPending} disabled={problem !== null || !productId}>
            Grant product
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function CustomerView({ projectId, customer, config }: { projectId: string; customer: CustomerRef; config: PaymentsConfig }) {
  const itemIds = Object.entries(config.items)
    .filter(([, it]) => it.customerType === customer.type)
    .map(([id]) => id)
    .sort();
  const productIds = Object.entries(config.products)
    .filter(([, p]) => p.customerType === customer.type)
    .map(([id]) => id)
    .sort();
  const owned = useQuery({ queryKey: [...keyOf(projectId, customer), 'products'], queryFn: () => listOwnedProducts(projectId, customer.type, customer.id), retry: false });
  const items = useQueries({ queries: itemIds.map((itemId) => ({ queryKey: [...keyOf(projectId, customer), 'item', itemId], queryFn: () => getItem(projectId, customer.type, customer.id, itemId), retry: false })) });
  const [changing, setChanging] = useState<{ id: string; quantity: number } | null>(null);
  const [granting, setGranting] = useState(false);
  const [canceling, setCanceling] = useState<OwnedProduct | null>(null);

  // An unknown user or team answers 404 on every read: say so once, in place.
  if (owned.isError) return <ErrorState message={errorMessage(owned.error)} onRetry={() => void owned.refetch()} />;
  return (
    <div className="flex flex-col gap-5">
      <Card label="Owned products">
        <CardHeader
          title="Products"
          description="What this customer owns, from purchases and grants."
          action={
            productIds.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => setGranting(true)}>
                Grant product
              </Button>
            )
          }
        />
        {owned.isPending ? (
          <CardBody>
            <Skeleton className="h-12" />
          </CardBody>
        ) : owned.data.length === 0 ? (
          <CardBody>
            <EmptyState icon={Package} title="No products" description={productIds.length ? 'Grant one, or send the customer a purchase link from your app.' : `No ${customer.type} products in the catalogue yet.`} />
          </CardBody>
        ) : (
          <ul className="divide-y divide-border">
            {owned.data.map((p, i) => (
              <li key={`${p.id ?? 'inline'}-${i}`} className="flex flex-wrap items-center gap-2 px-5 py-2.5 text-sm">
                <span className="min-w-0 flex-1 truncate">
                  {p.product.display_name} <span className="font-mono text-xs text-muted">{p.id ?? 'inline'}</span>
                </span>
                {p.type && <Badge>{p.type === 'subscription' ? 'subscription' : 'one-time'}</Badge>}
                {p.subscription?.cancel_at_period_end && <Badge tone="warning">cancels at period end</Badge>}
                <span className="text-muted tabular-nums">× {p.quantity}</span>
                {p.subscription && !p.subscription.cancel_at_period_end && (
                  <Button variant="ghost" size="sm" onClick={() => setCanceling(p)}>
                    Cancel subscription
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {canceling && <CancelSubscriptionDialog projectId={projectId} owned={canceling} onClose={() => setCanceling(null)} />}
      <Card label="Item quantities">
        <CardHeader title="Items" description="Quantities this customer holds: the sum of every unexpired change." />
        {itemIds.length === 0 ? (
          <CardBody>
            <EmptyState icon={Boxes} title={`No ${customer.type} items`} description="Create items on the Products & items page." />
          </CardBody>
        ) : (
          <table className="w-full text-sm">
            <thead className="bg-subtle text-left text-xs text-muted">
              <tr>
                <th scope="col" className="px-5 py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="px-5 py-2 text-right font-medium">
                  Quantity
                </th>
                <th scope="col" className="w-32 px-5 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {itemIds.map((itemId, i) => {
                const q = items[i];
                return (
                  <tr key={itemId} className="hover:bg-subtle/60">
                    <td className="px-5 py-2">
                      {config.items[itemId].displayName ?? itemId} <span className="font-mono text-xs text-muted">{itemId}</span>
                    </td>
                    <td className="px-5 py-2 text-right tabular-nums" aria-label={`${itemId} quantity`}>
                      {q.isPending ? <Skeleton className="ml-auto h-4 w-10" /> : q.isError ? <span className="text-danger">{errorMessage(q.error)}</span> : q.data.quantity}
                    </td>
                    <td className="px-5 py-2 text-right">
                      <Button variant="ghost" size="sm" disabled={!q.isSuccess} onClick={() => q.data && setChanging({ id: itemId, quantity: q.data.quantity })}>
                        Change<span className="sr-only"> {itemId}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
      {changing && <QuantityDialog projectId={projectId} customer={customer} item={changing} onClose={() => setChanging(null)} />}
      {granting && <GrantDialog projectId={projectId} customer={customer} products={productIds} onClose={() => setGranting(false)} />}
    </div>
  );
}

/** Payments → Customers: look up a user, team or custom customer; their products and items, grants and quantity changes. */
export function CustomersPage({ projectId, search }: { projectId: string; search: { type?: CustomerType; id?: string } }) {
  const navigate = useNavigate();
  const config = useQuery(paymentsConfigQuery(projectId));
  const [type, setType] = useState<CustomerType>(search.type ?? 'user');
  const [id, setId] = useState(search.id ?? '');
  const customer = search.type && search.id ? { type: search.type, id: search.id } : null;
  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    if (id.trim()) void navigate({ to: '/projects/$projectId/payments/customers', params: { projectId }, search: { type, id: id.trim() } });
  };
  return (
    <PaymentsLayout projectId={projectId} description="Look up a customer — a user, a team or a custom id — to see and change what they own.">
      <div className="flex flex-col gap-5">
        <form onSubmit={lookUp} className="flex flex-wrap items-end gap-2" role="search" aria-label="Look up a customer">
          <Field label="Customer type" className="w-36">
            {(p) => <Select {...p} value={type} onValueChange={(v) => setType(v as CustomerType)} options={CUSTOMER_TYPES.map((t) => ({ value: t, label: t }))} />}
          </Field>
          <Field label="Customer id" className="min-w-0 flex-1 basis-56">
            {(p) => <Input {...p} placeholder={type === 'custom' ? 'Your own id, e.g. org_42' : `The ${type}'s id (a UUID)`} value={id} onChange={(e) => setId(e.target.value)} />}
          </Field>
          <Button type="submit" disabled={!id.trim()}>
            <Search className="h-4 w-4" aria-hidden />
            Look up
          </Button>
        </form>
        {!customer ? (
          <EmptyState icon={Search} title="No customer selected" description="Enter a user id (from Users), a team id (from Teams) or one of your custom customer ids." />
        ) : config.isPending ? (
          <Skeleton className="h-48" />
        ) : config.isError ? (
          <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
        ) : (
          <CustomerView key={`${customer.type}:${customer.id}`} projectId={projectId} customer={customer} config={config.data} />
        )}
      </div>
    </PaymentsLayout>
  );
}

/** Cancel a subscription: at its period end (it stays until then) or now (its items that last as long as the purchase go at once). */
function CancelSubscriptionDialog({ projectId, owned, onClose }: { projectId: string; owned: OwnedProduct; onClose: () => void }) {
  const client = useQueryClient();
  const [when, setWhen] = useState<'period-end' | 'now'>('period-end');
  const end = owned.subscription?.current_period_end ? new Date(owned.subscription.current_period_end).toLocaleString() : null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Cancel ${owned.product.display_name}?`}
      cancelButton={{ label: 'Keep it' }}
      okButton={{
        label: 'Cancel subscription',
        variant: 'danger',
        onClick: async () => {
          try {
            await cancelSubscription(projectId, owned.subscription!.subscription_id, when === 'period-end');
            toast({ title: when === 'now' ? 'Subscription ended' : 'Subscription cancels at period end', variant: 'success' });
          } catch (e) {
            toast({ title: 'Not cancelled', description: errorMessage(e), variant: 'destructive' });
          }
          await client.invalidateQueries({ queryKey: ['project', projectId, 'payments'] });
        },
      }}
    >
      <div className="flex flex-col gap-3 text-sm">
        <RadioGroup
          label="When"
          value={when}
          onValueChange={setWhen}
          options={[
            { value: 'period-end', label: 'At the end of the period', description: end ? `It stays until ${end}, then ends; nothing more is charged.` : 'It stays until its period ends, then ends.' },
            { value: 'now', label: 'Now', description: 'It ends at once and the items that last as long as the purchase are removed.' },
          ]}
        />
        <p className="text-muted">No money is returned. To return money, refund the purchase on the Transactions page.</p>
      </div>
    </ConfirmDialog>
  );
}
