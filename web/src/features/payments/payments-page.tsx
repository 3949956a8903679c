import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Boxes, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ErrorState } from '../shell/page.tsx';
import { CUSTOMER_TYPES, identifierError, type CustomerType } from './payment-rules.ts';
import { patchPayments, paymentsConfigQuery, priceAmounts, type ConfigItem, type ConfigProduct, type PaymentsConfig } from './payments-config.ts';
import { PaymentsLayout } from './payments-layout.tsx';
import { ProductDialog } from './product-dialog.tsx';
import { StripeCard } from './stripe-card.tsx';

function usePatch(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: Record<string, unknown>) => patchPayments(projectId, keys),
    onSuccess: () => client.invalidateQueries({ queryKey: ['project', projectId, 'config'] }),
  });
}

/** "9.99 USD / 1 month", one line per price; amounts shown exactly as configured (decimal strings). */
function priceSummary(p: ConfigProduct): string[] {
  if (p.prices === 'include-by-default') return ['Included by default'];
  return Object.entries(p.prices).map(([id, price]) => {
    const amounts = Object.entries(priceAmounts(price)).map(([c, a]) => `${a} ${c}`).join(' · ');
    const every = price.interval ? ` / ${price.interval[0] === 1 ? '' : `${price.interval[0]} `}${price.interval[1]}${price.interval[0] === 1 ? '' : 's'}` : ' once';
    return `${id}: ${amounts || 'no amount'}${every}`;
  });
}

function ItemDialog({ projectId, items, open, onOpenChange }: { projectId: string; items: Record<string, ConfigItem>; open: boolean; onOpenChange: (o: boolean) => void }) {
  const patch = usePatch(projectId);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomerType>('user');
  const [submitted, setSubmitted] = useState(false);
  const idProblem = identifierError(id) ?? (id in items ? 'An item with this id already exists' : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (idProblem) return;
    patch.mutate(
      { [`payments.items.${id}`]: { displayName: name.trim() || id, customerType: type } },
      {
        onSuccess: () => {
          toast({ title: `Item ${id} created`, variant: 'success' });
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create item" description="Something a customer holds a quantity of: credits, seats, API calls. Products include items.">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5" noValidate>
        <TextField label="Item id" autoFocus placeholder="credits" value={id} onChange={(e) => setId(e.target.value)} error={submitted || id !== '' ? idProblem : null} />
        <TextField label="Display name" placeholder="Credits" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Customer type">{(p) => <Select {...p} value={type} onValueChange={(v) => setType(v as CustomerType)} options={CUSTOMER_TYPES.map((t) => ({ value: t, label: t }))} />}</Field>
        {patch.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(patch.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={patch.isPending} disabled={submitted && idProblem !== null}>
            Create item
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Remove({ projectId, what, path, onClose }: { projectId: string; what: string | null; path: string; onClose: () => void }) {
  const patch = usePatch(projectId);
  return (
    <ConfirmDialog
      open={what !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Delete ${what}`}
      okButton={{
        label: 'Delete',
        variant: 'danger',
        onClick: async () => {
          try {
            await patch.mutateAsync({ [path]: null });
            toast({ title: `${what} deleted`, variant: 'success' });
          } catch (e) {
            toast({ title: `Could not delete ${what}`, description: errorMessage(e), variant: 'destructive' });
          }
        },
      }}
    >
      Customers who already own it keep what they have; nobody can buy or be granted it any more.
    </ConfirmDialog>
  );
}

function ProductsCard({ projectId, config, onEdit }: { projectId: string; config: PaymentsConfig; onEdit: (id: string) => void }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const entries = Object.entries(config.products).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card label="Products">
      <CardHeader title="Products" description="What customers buy: prices per currency, billing interval and the items each includes." />
      {entries.length === 0 ? (
        <CardBody>
          <EmptyState icon={Package} title="No products yet" description="Create a product, give it a price and include items in it." />
        </CardBody>
      ) : (
        <ul className="divide-y divide-border">
          {entries.map(([id, p]) => (
            <li key={id} className="flex items-start gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <span className="truncate">{p.displayName ?? id}</span>
                  <span className="font-mono text-xs text-muted">{id}</span>
                  <Badge>{p.customerType}</Badge>
                  {p.serverOnly && <Badge tone="warning">server only</Badge>}
                  {p.stackable && <Badge tone="accent">stackable</Badge>}
                  {p.freeTrial && <Badge tone="success">{`${p.freeTrial[0]} ${p.freeTrial[1]} trial`}</Badge>}
                </p>
                {priceSummary(p).map((line) => (
                  <p key={line} className="truncate text-[13px] text-muted tabular-nums" title={line}>
                    {line}
                  </p>
                ))}
                {Object.keys(p.includedItems ?? {}).length > 0 && (
                  <p className="truncate text-xs text-muted">
                    Includes{' '}
                    {Object.entries(p.includedItems ?? {})
                      .map(([item, it]) => `${it.quantity ?? 1} × ${item}${it.repeat && it.repeat !== 'never' ? ` every ${it.repeat[0]} ${it.repeat[1]}` : ''}`)
                      .join(', ')}
                  </p>
                )}
              </div>
              <Button variant="ghost" size="icon" aria-label={`Edit ${id}`} onClick={() => onEdit(id)}>
                <Pencil className="h-4 w-4" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${id}`} onClick={() => setRemoving(id)}>
                <Trash2 className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Remove projectId={projectId} what={removing} path={`payments.products.${removing}`} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function ItemsCard({ projectId, config, onCreate }: { projectId: string; config: PaymentsConfig; onCreate: () => void }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const entries = Object.entries(config.items).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card label="Items">
      <CardHeader
        title="Items"
        description="Quantities customers hold (credits, seats); products include them and your app spends them."
        action={
          <Button variant="outline" size="sm" onClick={onCreate}>
            <Plus className="h-4 w-4" aria-hidden />
            Create item
          </Button>
        }
      />
      {entries.length === 0 ? (
        <CardBody>
          <EmptyState icon={Boxes} title="No items yet" description="Create an item such as “credits”, then include it in a product." />
        </CardBody>
      ) : (
        <ul className="divide-y divide-border">
          {entries.map(([id, it]) => (
            <li key={id} className="flex items-center gap-3 px-5 py-2.5">
              <span className="min-w-0 flex-1 truncate text-sm">
                {it.displayName ?? id} <span className="font-mono text-xs text-muted">{id}</span>
              </span>
              <Badge>{it.customerType}</Badge>
              <Button variant="ghost" size="icon" aria-label={`Delete item ${id}`} onClick={() => setRemoving(id)}>
                <Trash2 className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Remove projectId={projectId} what={removing} path={`payments.items.${removing}`} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function ModeCard({ projectId, config }: { projectId: string; config: PaymentsConfig }) {
  const patch = usePatch(projectId);
  const set = (key: string, label: string) => async (v: boolean) => {
    try {
      await patch.mutateAsync({ [key]: v });
      toast({ title: `${label} ${v ? 'on' : 'off'}`, variant: 'success' });
    } catch (e) {
      toast({ title: `Could not change ${label.toLowerCase()}`, description: errorMessage(e), variant: 'destructive' });
    }
  };
  return (
    <Card label="Purchase settings">
      <CardBody className="flex flex-col gap-4">
        <ToggleSwitch label="Test mode" description="Purchases complete without Stripe and no money moves. Turn off once Stripe is connected." checked={config.testMode} onCheckedChange={set('payments.testMode', 'Test mode')} />
        <ToggleSwitch label="Block new purchases" description="New purchase links are refused; what customers own stays." checked={config.blockNewPurchases} onCheckedChange={set('payments.blockNewPurchases', 'Blocking new purchases')} />
      </CardBody>
    </Card>
  );
}

/** Payments → Products & items: the catalogue in the project's config, edited in place. */
export function PaymentsPage({ projectId }: { projectId: string }) {
  const config = useQuery(paymentsConfigQuery(projectId));
  const [product, setProduct] = useState<{ editing: string | null; key: number } | null>(null);
  const [creatingItem, setCreatingItem] = useState(0);
  return (
    <PaymentsLayout
      projectId={projectId}
      description="Sell plans and credits: products with prices and included items, bought through Stripe or the test purchase page."
      action={
        config.isSuccess && (
          <Button onClick={() => setProduct({ editing: null, key: Date.now() })}>
            <Plus className="h-4 w-4" aria-hidden />
            Create product
          </Button>
        )
      }
    >
      {config.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      ) : config.isError ? (
        <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <ModeCard projectId={projectId} config={config.data} />
          <StripeCard projectId={projectId} />
          <ProductsCard projectId={projectId} config={config.data} onEdit={(id) => setProduct({ editing: id, key: Date.now() })} />
          <ItemsCard projectId={projectId} config={config.data} onCreate={() => setCreatingItem(Date.now())} />
          {product && (
            <ProductDialog
              key={product.key}
              projectId={projectId}
              editing={product.editing}
              product={product.editing ? (config.data.products[product.editing] ?? null) : null}
              items={config.data.items}
              existingIds={Object.keys(config.data.products)}
              open
              onOpenChange={(o) => !o && setProduct(null)}
            />
          )}
          {creatingItem > 0 && <ItemDialog key={creatingItem} projectId={projectId} items={config.data.items} open onOpenChange={(o) => !o && setCreatingItem(0)} />}
        </div>
      )}
    </PaymentsLayout>
  );
}
