import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, Input, TextField } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { patchPayments, priceAmounts, type ConfigItem, type ConfigPrice, type ConfigProduct, type IncludedItem } from './payments-config.ts';
import { countError, currenciesError, CURRENCY_CODES, CUSTOMER_TYPES, EXPIRES, identifierError, INTERVAL_UNITS, moneyAmountError, type Currency, type CustomerType, type Expires, type IntervalUnit } from './payment-rules.ts';

/** The editor's draft: every number stays the text the developer typed until it is saved. */
interface PriceDraft {
  key: number;
  id: string;
  interval: 'one-time' | IntervalUnit;
  count: string;
  amounts: { currency: Currency; amount: string }[];
}
interface ItemDraft {
  key: number;
  itemId: string;
  quantity: string;
  repeat: 'never' | IntervalUnit;
  repeatCount: string;
  expires: Expires;
}
interface Draft {
  id: string;
  displayName: string;
  customerType: CustomerType;
  stackable: boolean;
  serverOnly: boolean;
  trial: 'none' | IntervalUnit;
  trialCount: string;
  prices: PriceDraft[];
  items: ItemDraft[];
}

let nextKey = 1;
const newPrice = (id: string): PriceDraft => ({ key: nextKey++, id, interval: 'month', count: '1', amounts: [{ currency: 'USD', amount: '' }] });
const newItem = (itemId: string): ItemDraft => ({ key: nextKey++, itemId, quantity: '1', repeat: 'never', repeatCount: '1', expires: 'never' });

function toDraft(id: string, p: ConfigProduct | null): Draft {
  if (!p) return { id: '', displayName: '', customerType: 'user', stackable: false, serverOnly: false, trial: 'none', trialCount: '7', prices: [newPrice('monthly')], items: [] };
  const prices = p.prices === 'include-by-default' ? [] : Object.entries(p.prices).map(([pid, price]) => ({
    key: nextKey++,
    id: pid,
    interval: price.interval ? price.interval[1] : ('one-time' as const),
    count: String(price.interval?.[0] ?? 1),
    amounts: Object.entries(priceAmounts(price)).map(([currency, amount]) => ({ currency: currency as Currency, amount: amount ?? '' })),
  }));
  const items = Object.entries(p.includedItems ?? {}).map(([itemId, it]) => ({
    key: nextKey++,
    itemId,
    quantity: String(it.quantity ?? 1),
    repeat: it.repeat && it.repeat !== 'never' ? it.repeat[1] : ('never' as const),
    repeatCount: String(it.repeat && it.repeat !== 'never' ? it.repeat[0] : 1),
    expires: it.expires ?? 'never',
  }));
  return { id, displayName: p.displayName ?? '', customerType: p.customerType, stackable: p.stackable ?? false, serverOnly: p.serverOnly ?? false, trial: p.freeTrial ? p.freeTrial[1] : 'none', trialCount: String(p.freeTrial?.[0] ?? 7), prices, items };
}

/** Every problem of the draft, keyed by the field it concerns (shown next to that field as typed). */
function problemsOf(d: Draft, existingIds: string[], editing: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  const idProblem = identifierError(d.id) ?? (!editing && existingIds.includes(d.id) ? 'A product with this id already exists' : null);
  if (idProblem) out.id = idProblem;
  if (d.trial !== 'none' && countError(d.trialCount)) out.trial = countError(d.trialCount)!;
  const priceIds = new Set<string>();
  for (const p of d.prices) {
    const pidProblem = identifierError(p.id) ?? (priceIds.has(p.id) ? 'Two prices have this id' : null);
    priceIds.add(p.id);
    if (pidProblem) out[`price.${p.key}.id`] = pidProblem;
    if (p.interval !== 'one-time' && countError(p.count)) out[`price.${p.key}.count`] = countError(p.count)!;
    const none = currenciesError(Object.fromEntries(p.amounts.map((a) => [a.currency, a.amount])));
    if (none) out[`price.${p.key}.currencies`] = none;
    for (const a of p.amounts) {
      const m = moneyAmountError(a.amount, a.currency);
      if (m) out[`price.${p.key}.${a.currency}`] = m;
    }
  }
  const itemIds = new Set<string>();
  for (const it of d.items) {
    if (itemIds.has(it.itemId)) out[`item.${it.key}`] = 'This item is included twice';
    itemIds.add(it.itemId);
    if (countError(it.quantity)) out[`item.${it.key}.quantity`] = countError(it.quantity)!;
    if (it.repeat !== 'never' && countError(it.repeatCount)) out[`item.${it.key}.repeat`] = countError(it.repeatCount)!;
  }
  return out;
}

/** The draft as the config's product (SPEC §3 camel-case fields); amounts stay decimal strings. */
function toProduct(d: Draft): ConfigProduct {
  const prices: Record<string, ConfigPrice> = {};
  for (const p of d.prices) {
    prices[p.id] = { ...Object.fromEntries(p.amounts.map((a) => [a.currency, a.amount])), ...(p.interval !== 'one-time' ? { interval: [parseInt(p.count, 10), p.interval] } : {}) };
  }
  const includedItems: Record<string, IncludedItem> = {};
  for (const it of d.items) includedItems[it.itemId] = { quantity: parseInt(it.quantity, 10), repeat: it.repeat === 'never' ? 'never' : [parseInt(it.repeatCount, 10), it.repeat], expires: it.expires };
  return {
    displayName: d.displayName.trim() || d.id,
    customerType: d.customerType,
    serverOnly: d.serverOnly,
    stackable: d.stackable,
    ...(d.trial !== 'none' ? { freeTrial: [parseInt(d.trialCount, 10), d.trial] } : {}),
    prices,
    includedItems,
  };
}

const perUnit = INTERVAL_UNITS.map((u) => ({ value: u, label: `Per ${u}` }));
const intervalOptions = [{ value: 'one-time', label: 'One-time' }, ...perUnit];

/**
 * Create or edit one product: prices per currency (each amount checked against the money rules
 * as typed), billing interval, free trial, and the items it includes with their repeat and
 * expiry. Saved as one dotted key of the project override; the server's refusal shows in place.
 */
export function ProductDialog({ projectId, editing, product, items, existingIds, open, onOpenChange }: { projectId: string; editing: string | null; product: ConfigProduct | null; items: Record<string, ConfigItem>; existingIds: string[]; open: boolean; onOpenChange: (o: boolean) => void }) {
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => toDraft(editing ?? '', product));
  const [submitted, setSubmitted] = useState(false);
  const problems = problemsOf(d, existingIds, editing !== null);
  const valid = Object.keys(problems).length === 0;
  // Amount and id problems show as soon as something is typed there; the rest after a save attempt.
  const shown = (key: string, typed: boolean) => (submitted || typed ? (problems[key] ?? null) : null);
  const setPrice = (key: number, change: Partial<PriceDraft>) => setD((x) => ({ ...x, prices: x.prices.map((p) => (p.key === key ? { ...p, ...change } : p)) }));
  const setItem = (key: number, change: Partial<ItemDraft>) => setD((x) => ({ ...x, items: x.items.map((p) => (p.key === key ? { ...p, ...change } : p)) }));
  const itemChoices = Object.entries(items).filter(([, it]) => it.customerType === d.customerType);

  const save = useMutation({
    mutationFn: () => patchPayments(projectId, { [`payments.products.${d.id}`]: toProduct(d) }),
    onSuccess: async () => {
      toast({ title: editing ? 'Product saved' : `Product ${d.id} created`, variant: 'success' });
      await client.invalidateQueries({ queryKey: ['project', projectId, 'config'] });
      onOpenChange(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (valid) save.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? `Edit ${editing}` : 'Create product'} description="A plan or pack your customers buy. Prices are in the currency's main unit, e.g. 9.99." className="max-w-2xl">
      <form onSubmit={submit} className="flex flex-col gap-4 pb-5" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Product id" value={d.id} disabled={editing !== null} placeholder="pro" onChange={(e) => setD({ ...d, id: e.target.value })} error={shown('id', d.id !== '')} hint="Used in code and the API; cannot change later." />
          <TextField label="Display name" value={d.displayName} placeholder="Pro plan" onChange={(e) => setD({ ...d, displayName: e.target.value })} />
          <Field label="Customer type" hint="Who owns the product once bought.">
            {(p) => <Select {...p} value={d.customerType} onValueChange={(v) => setD({ ...d, customerType: v as CustomerType })} options={CUSTOMER_TYPES.map((t) => ({ value: t, label: t }))} />}
          </Field>
          <Field label="Free trial" error={shown('trial', true)}>
            {(p) => (
              <div className="flex gap-2">
                <Input {...p} aria-label="Free trial length" className="w-20" inputMode="numeric" disabled={d.trial === 'none'} value={d.trialCount} onChange={(e) => setD({ ...d, trialCount: e.target.value })} />
                <Select aria-label="Free trial unit" value={d.trial} onValueChange={(v) => setD({ ...d, trial: v as Draft['trial'] })} options={[{ value: 'none', label: 'No trial' }, ...INTERVAL_UNITS.map((u) => ({ value: u, label: `${u}(s)` }))]} />
              </div>
            )}
          </Field>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <CheckboxField label="Stackable" description="A customer may own it several times." checked={d.stackable} onCheckedChange={(v) => setD({ ...d, stackable: v })} />
          <CheckboxField label="Server only" description="Granted by your server; clients cannot see or buy it." checked={d.serverOnly} onCheckedChange={(v) => setD({ ...d, serverOnly: v })} />
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Prices</legend>
          {d.prices.length === 0 && <p className="text-[13px] text-muted">No prices: the product can only be granted by your server.</p>}
          {d.prices.map((p, i) => (
            <div key={p.key} role="group" aria-label={`Price ${i + 1}`} className="flex flex-col gap-3 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-end gap-2">
                <TextField label="Price id" className="w-36" value={p.id} onChange={(e) => setPrice(p.key, { id: e.target.value })} error={shown(`price.${p.key}.id`, p.id !== '')} />
                <Field label="Billing" className="w-40">
                  {(f) => <Select {...f} value={p.interval} onValueChange={(v) => setPrice(p.key, { interval: v as PriceDraft['interval'] })} options={intervalOptions} />}
                </Field>
                {p.interval !== 'one-time' && <TextField label="Every n" className="w-20" inputMode="numeric" value={p.count} onChange={(e) => setPrice(p.key, { count: e.target.value })} error={shown(`price.${p.key}.count`, true)} />}
                <Button variant="ghost" size="icon" className="ml-auto" aria-label={`Remove price ${p.id || i + 1}`} onClick={() => setD({ ...d, prices: d.prices.filter((x) => x.key !== p.key) })}>
                  <Trash2 className="h-4 w-4" />
                </Button>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                {p.amounts.map((a) => (
                  <div key={a.currency} className="flex items-start gap-1">
                    <TextField
                      label={`${a.currency} amount`}
                      className="flex-1"
                      inputMode="decimal"
                      placeholder={a.currency === 'JPY' ? '1000' : '9.99'}
                      value={a.amount}
                      onChange={(e) => setPrice(p.key, { amounts: p.amounts.map((x) => (x.currency === a.currency ? { ...x, amount: e.target.value } : x)) })}
                      error={shown(`price.${p.key}.${a.currency}`, a.amount !== '')}
                    />
                    <Button variant="ghost" size="icon" className="mt-6" aria-label={`Remove ${a.currency} from ${p.id || `price ${i + 1}`}`} onClick={() => setPrice(p.key, { amounts: p.amounts.filter((x) => x.currency !== a.currency) })}>
                      <Trash2 className="h-4 w-4" />
                    </Button>
                  </div>
                ))}
              </div>
              {shown(`price.${p.key}.currencies`, true) && (
                <p role="alert" className="text-xs text-danger">
                  {problems[`price.${p.key}.currencies`]}
                </p>
              )}
              {p.amounts.length < CURRENCY_CODES.length && (
                <div className="w-48">
                  <Select aria-label={`Add a currency to ${p.id || `price ${i + 1}`}`} size="sm" value="" placeholder="Add currency…" onValueChange={(v) => setPrice(p.key, { amounts: [...p.amounts, { currency: v as Currency, amount: '' }] })} options={CURRENCY_CODES.filter((c) => !p.amounts.some((a) => a.currency === c)).map((c) => ({ value: c, label: c }))} />
                </div>
              )}
            </div>
          ))}
          <Button variant="outline" size="sm" className="self-start" onClick={() => setD({ ...d, prices: [...d.prices, newPrice(d.prices.length === 0 ? 'default' : `price_${d.prices.length + 1}`)] })}>
            <Plus className="h-4 w-4" aria-hidden />
            Add price
          </Button>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Included items</legend>
          {itemChoices.length === 0 && <p className="text-[13px] text-muted">No {d.customerType} items yet: create one under Items first.</p>}
          {d.items.map((it) => (
            <div key={it.key} role="group" aria-label={`Included ${it.itemId}`} className="flex flex-wrap items-end gap-2 rounded-md border border-border p-3">
              <Field label="Item" className="w-40" error={problems[`item.${it.key}`] ?? null}>
                {(f) => <Select {...f} value={it.itemId} onValueChange={(v) => setItem(it.key, { itemId: v })} options={itemChoices.map(([id]) => ({ value: id, label: id }))} />}
              </Field>
              <TextField label="Quantity" className="w-24" inputMode="numeric" value={it.quantity} onChange={(e) => setItem(it.key, { quantity: e.target.value })} error={shown(`item.${it.key}.quantity`, true)} />
              <Field label="Repeat" className="w-36">
                {(f) => <Select {...f} value={it.repeat} onValueChange={(v) => setItem(it.key, { repeat: v as ItemDraft['repeat'] })} options={[{ value: 'never', label: 'Never' }, ...perUnit]} />}
              </Field>
              {it.repeat !== 'never' && <TextField label="Every n" className="w-20" inputMode="numeric" value={it.repeatCount} onChange={(e) => setItem(it.key, { repeatCount: e.target.value })} error={shown(`item.${it.key}.repeat`, true)} />}
              <Field label="Expires" className="w-52">
                {(f) => <Select {...f} value={it.expires} onValueChange={(v) => setItem(it.key, { expires: v as Expires })} options={EXPIRES.map((x) => ({ value: x, label: x }))} />}
              </Field>
              <Button variant="ghost" size="icon" className="ml-auto" aria-label={`Remove included ${it.itemId}`} onClick={() => setD({ ...d, items: d.items.filter((x) => x.key !== it.key) })}>
                <Trash2 className="h-4 w-4" />
              </Button>
            </div>
          ))}
          {itemChoices.length > 0 && (
            <Button variant="outline" size="sm" className="self-start" onClick={() => setD({ ...d, items: [...d.items, newItem(itemChoices.find(([id]) => !d.items.some((x) => x.itemId === id))?.[0] ?? itemChoices[0][0])] })}>
              <Plus className="h-4 w-4" aria-hidden />
              Include item
            </Button>
          )}
        </fieldset>

        {save.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {errorMessage(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={submitted && !valid}>
            {editing ? 'Save product' : 'Create product'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
