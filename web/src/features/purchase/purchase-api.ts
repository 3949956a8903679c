import { apiBaseUrl } from '../../api/client.ts';
import { CURRENCY_CODES } from '../payments/payment-rules.ts';

/**
 * The hosted purchase page's two calls (wire §9.21 validate-code and purchase-session). They take
 * no project headers and no session: the code in the link is the only credential, so the page
 * works for a buyer who is not signed in on this domain. Plain fetch; a known error comes back
 * as PurchaseError with the server's code and message.
 */
export interface PurchasePrice {
  interval?: [number, string];
  free_trial?: [number, string];
  [currency: string]: unknown;
}
export interface PurchaseInfo {
  project_id: string;
  project_display_name: string;
  customer_type: 'user' | 'team' | 'custom';
  customer_id: string;
  product_id: string | null;
  product: {
    display_name: string;
    stackable?: boolean;
    free_trial?: [number, string];
    prices: Record<string, PurchasePrice>;
    included_items: Record<string, { quantity?: number; repeat?: [number, string] | 'never' }>;
  };
  test_mode: boolean;
  return_url: string | null;
  expires_at_millis: number;
  already_bought_non_stackable: boolean;
}
export interface PurchaseSession {
  mode: 'test_purchase' | 'stripe_checkout';
  completed: boolean;
  redirect_url: string | null;
}

export class PurchaseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${apiBaseUrl()}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await res.json().catch(() => null)) as { code?: string; error?: string } | null;
  if (!res.ok) throw new PurchaseError(data?.code ?? `HTTP_${res.status}`, data?.error ?? `The server answered ${res.status}.`);
  return data as T;
}

export const validatePurchaseCode = (fullCode: string) => post<PurchaseInfo>('/payments/purchases/validate-code', { full_code: fullCode });
export const startPurchase = (fullCode: string, priceId: string, quantity: number) => post<PurchaseSession>('/payments/purchases/purchase-session', { full_code: fullCode, price_id: priceId, quantity });

/** "9.99 USD · 8.99 EUR" in SPEC §9's currency order: amounts exactly as configured (decimal strings, never re-computed). */
export function amountsText(price: PurchasePrice): string {
  return CURRENCY_CODES.filter((c) => typeof price[c] === 'string')
    .map((c) => `${price[c] as string} ${c}`)
    .join(' · ');
}

const plural = (n: number, unit: string) => (n === 1 ? unit : `${n} ${unit}s`);
/** "per month", "every 3 months", "one-time". */
export function intervalText(price: PurchasePrice): string {
  return price.interval ? (price.interval[0] === 1 ? `per ${price.interval[1]}` : `every ${plural(price.interval[0], price.interval[1])}`) : 'one-time';
}
