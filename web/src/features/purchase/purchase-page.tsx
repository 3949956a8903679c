import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/input.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { amountsText, intervalText, PurchaseError, startPurchase, validatePurchaseCode, type PurchaseInfo } from './purchase-api.ts';

function Shell({ children }: { children: React.ReactNode }) {
  return <main className="flex min-h-screen items-start justify-center bg-bg px-4 py-10 sm:items-center sm:py-16">{children}</main>;
}

/** Test purchases are marked where the buyer cannot miss it: above the product and on the button. */
function TestBanner() {
  return (
    <p role="status" aria-label="Test mode" className="mb-4 flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-[13px] text-fg">
      <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
      <span>
        <strong className="font-semibold">Test mode.</strong> This is a test purchase: no payment is taken and no card is needed.
      </span>
    </p>
  );
}

function Done({ info, redirectUrl }: { info: PurchaseInfo; redirectUrl: string | null }) {
  return (
    <AuthCard projectName={info.project_display_name} title={info.test_mode ? 'Test purchase complete' : 'Purchase complete'} subtitle={`${info.product.display_name} is now yours.`}>
      <div className="flex flex-col items-start gap-4">
        <p className="flex items-center gap-2 text-sm text-success">
          <CheckCircle2 className="h-4 w-4" aria-hidden />
          {info.test_mode ? 'Granted in test mode — nothing was charged.' : 'Payment received.'}
        </p>
        {redirectUrl ? (
          <a href={redirectUrl} className={buttonClass({ className: 'w-full' })}>
            Return to the app
          </a>
        ) : (
          <p className="text-[13px] text-muted">You can close this page.</p>
        )}
      </div>
    </AuthCard>
  );
}

function Checkout({ fullCode, info }: { fullCode: string; info: PurchaseInfo }) {
  const priceIds = Object.keys(info.product.prices);
  const [priceId, setPriceId] = useState(priceIds[0] ?? '');
  const [quantity, setQuantity] = useState('1');
  const stackable = info.product.stackable === true;
  const quantityProblem = !stackable || /^[1-9]\d{0,5}$/.test(quantity) ? null : 'A whole number of at least 1';
  const buy = useMutation({
    mutationFn: () => startPurchase(fullCode, priceId, stackable ? parseInt(quantity, 10) : 1),
    onSuccess: (answer) => {
      // Stripe Checkout (or the return URL) takes over; a completed test purchase shows below.
      if (!answer.completed && answer.redirect_url) window.location.assign(answer.redirect_url);
    },
  });
  if (buy.data?.completed) return <Done info={info} redirectUrl={buy.data.redirect_url} />;
  const items = Object.entries(info.product.included_items);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (priceId && !quantityProblem) buy.mutate();
  };
  return (
    <AuthCard projectName={info.project_display_name} title={info.product.display_name} subtitle={`Buying for ${info.customer_type === 'team' ? 'your team' : 'your account'} at ${info.project_display_name}.`}>
      {info.test_mode && <TestBanner />}
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {priceIds.length === 0 ? (
          <p role="alert" className="text-[13px] text-danger">
            This product has no price to buy it with.
          </p>
        ) : (
          <RadioGroup
            label="Price"
            value={priceId}
            onValueChange={setPriceId}
            options={priceIds.map((id) => {
              const p = info.product.prices[id];
              const trial = p.free_trial ?? info.product.free_trial;
              return { value: id, label: <span className="font-medium tabular-nums">{amountsText(p)}</span>, description: `${intervalText(p)}${trial ? ` · ${trial[0]} ${trial[1]}${trial[0] === 1 ? '' : 's'} free` : ''}` };
            })}
          />
        )}
        {items.length > 0 && (
          <div>
            <p className="text-[13px] font-medium">Includes</p>
            <ul className="mt-1 list-inside list-disc text-[13px] text-muted">
              {items.map(([id, it]) => (
                <li key={id}>
                  {it.quantity ?? 0} × {id}
                  {it.repeat && it.repeat !== 'never' ? ` every ${it.repeat[0] === 1 ? it.repeat[1] : `${it.repeat[0]} ${it.repeat[1]}s`}` : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
        {stackable && <TextField label="Quantity" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={quantityProblem} />}
        {info.already_bought_non_stackable && (
          <p role="alert" className="text-[13px] text-danger">
            You already own this product.
          </p>
        )}
        {buy.isError && (
          <p role="alert" className="text-[13px] text-danger">
            {buy.error.message}
          </p>
        )}
        <Button type="submit" className="w-full" loading={buy.isPending} disabled={!priceId || quantityProblem !== null || info.already_bought_non_stackable}>
          {info.test_mode ? 'Complete test purchase' : 'Continue to payment'}
        </Button>
        {!info.test_mode && <p className="text-center text-xs text-muted">You will pay on Stripe's secure checkout page.</p>}
      </form>
    </AuthCard>
  );
}

/** The hosted purchase page, /purchase/<projectId>_<code>: the link a customer got from the app. */
export function PurchasePage({ fullCode }: { fullCode: string }) {
  const info = useQuery({ queryKey: ['purchase', fullCode], queryFn: () => validatePurchaseCode(fullCode), retry: false, staleTime: Infinity });
  if (info.isPending)
    return (
      <Shell>
        <div className="w-full max-w-sm" aria-busy="true" aria-label="Loading the purchase">
          <Skeleton className="mx-auto mb-6 h-10 w-10" />
          <Skeleton className="h-72" />
        </div>
      </Shell>
    );
  if (info.isError) {
    const invalid = info.error instanceof PurchaseError && info.error.code === 'PURCHASE_CODE_INVALID';
    return (
      <AuthCard projectName="Purchase" title={invalid ? 'This purchase link is not valid' : 'Could not open the purchase'} subtitle={invalid ? 'It may have expired (links last 24 hours), been used already, or been copied only in part. Start the purchase again from the app.' : info.error.message}>
        {!invalid && (
          <Button variant="outline" onClick={() => void info.refetch()}>
            Retry
          </Button>
        )}
      </AuthCard>
    );
  }
  return <Checkout fullCode={fullCode} info={info.data} />;
}
