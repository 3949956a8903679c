import { queryOptions } from '@tanstack/react-query';
import { adminApp } from '../../api/client.ts';
import { renderedConfigQuery } from '../config/config-api.ts';
import { CURRENCY_CODES, type Currency, type CustomerType, type Expires, type IntervalUnit } from './payment-rules.ts';

/**
 * The payments slice of the rendered config (`payments.*`, SPEC §3 camel-case product fields),
 * as the dashboard reads and writes it. Writes go through the project override's PATCH with
 * dotted keys (wire §9.20), so one product or item changes without rewriting the others, and
 * the server re-validates the whole config (money and id rules) before anything changes.
 */
export type Interval = [number, IntervalUnit];
export interface ConfigPrice {
  interval?: Interval;
  freeTrial?: Interval;
  serverOnly?: boolean;
  [currency: string]: unknown;
}
export interface IncludedItem {
  quantity?: number;
  repeat?: Interval | 'never';
  expires?: Expires;
}
export interface ConfigProduct {
  displayName?: string;
  customerType: CustomerType;
  freeTrial?: Interval;
  serverOnly?: boolean;
  stackable?: boolean;
  prices: Record<string, ConfigPrice> | 'include-by-default';
  includedItems?: Record<string, IncludedItem>;
}
export interface ConfigItem {
  displayName?: string;
  customerType: CustomerType;
}
export interface PaymentsConfig {
  testMode: boolean;
  blockNewPurchases: boolean;
  products: Record<string, ConfigProduct>;
  items: Record<string, ConfigItem>;
}

/** The amounts of a price, by currency in SPEC §9's order (the other keys of a price are its settings). */
export function priceAmounts(price: ConfigPrice): Partial<Record<Currency, string>> {
  const out: Partial<Record<Currency, string>> = {};
  for (const c of CURRENCY_CODES) if (typeof price[c] === 'string') out[c] = price[c] as string;
  return out;
}

export const paymentsConfigQuery = (projectId: string) =>
  queryOptions({
    ...renderedConfigQuery(projectId),
    select: (config: Record<string, unknown>): PaymentsConfig => {
      const p = (config.payments ?? {}) as Partial<PaymentsConfig>;
      return { testMode: p.testMode ?? true, blockNewPurchases: p.blockNewPurchases ?? false, products: p.products ?? {}, items: p.items ?? {} };
    },
  });

interface RawApi {
  PATCH(url: string, init: { body: unknown }): Promise<{ data: unknown }>;
}

/** Sets (or with `null`, removes) dotted `payments.*` keys of the project override; all or nothing. */
export async function patchPayments(projectId: string, keys: Record<string, unknown>): Promise<void> {
  const api = adminApp(projectId).api as unknown as RawApi;
  await api.PATCH('/internal/config/override/project', { body: { config_override_string: JSON.stringify(keys) } });
}
