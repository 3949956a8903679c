import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { metadata } from '../../http/schemas.ts';
import { AT_LEAST_ONE_CURRENCY_MESSAGE, CURRENCIES, identifierProblem, moneyProblem, type Currency } from './money.ts';

/**
 * The shapes of products, prices and items, twice: camelCase in the config (`payments.*`, SPEC §3)
 * and snake_case on the wire (`product_inline`, and `product` in answers, wire §9.21). Both are
 * built from the same rules so an amount or an id valid in one is valid in the other.
 */

export const CUSTOMER_TYPES = ['user', 'team', 'custom'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const INTERVAL_UNITS = ['day', 'week', 'month', 'year'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];
export type Interval = [number, IntervalUnit];
export const EXPIRES = ['never', 'when-purchase-expires', 'when-repeated'] as const;
export type Expires = (typeof EXPIRES)[number];

/** Most of one thing a product may say: ours, far above any real catalogue. */
export const MAX_PRICES = 50;
export const MAX_INCLUDED_ITEMS = 100;
/** An included item's quantity, and a grant's: ours (a ledger sum stays far inside a bigint). */
export const MAX_ITEM_QUANTITY = 1_000_000_000;

const money = (code: Currency) =>
  z.string().max(40).superRefine((v, ctx) => {
    const problem = moneyProblem(v, code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** SPEC §5 "interval pairs": an integer >= 0 and a unit (ours: at most 1000 units). */
export const interval = z.tuple([z.number().int().min(0).max(1000), z.enum(INTERVAL_UNITS)]).openapi({ example: [1, 'month'], minItems: 2, maxItems: 2 });

/** A record keyed by SPEC §5 identifiers; a bad key is reported at its own path with the rule it breaks. */
export function identifierRecord<V extends z.ZodType>(value: V, maxEntries: number, maxBytes: number = LIMITS.jsonBytes) {
  return z
    .record(z.string().max(LIMITS.shortText), value)
    .superRefine((rec, ctx) => {
      const keys = Object.keys(rec);
      if (keys.length > maxEntries) ctx.addIssue({ code: 'custom', message: `must have at most ${maxEntries} entries` });
      else if (Buffer.byteLength(JSON.stringify(rec), 'utf8') > maxBytes) ctx.addIssue({ code: 'custom', message: `must be at most ${maxBytes} bytes of JSON` });
      for (const key of keys) {
        const problem = identifierProblem(key);
        if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
      }
    })
    .openapi({ maxProperties: maxEntries, 'x-max-bytes': maxBytes });
}

export const identifier = z
  .string()
  .max(LIMITS.shortText)
  .superRefine((v, ctx) => {
    const problem = identifierProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .openapi({ example: 'pro-plan' });

const currencyFields = Object.fromEntries(CURRENCIES.map((c) => [c, money(c).optional().openapi({ example: '9.99' })])) as Record<Currency, z.ZodOptional<ReturnType<typeof money>>>;

function requireCurrency(price: Partial<Record<string, unknown>>, ctx: z.core.$RefinementCtx): void {
  if (!CURRENCIES.some((c) => price[c] !== undefined)) ctx.addIssue({ code: 'custom', message: AT_LEAST_ONE_CURRENCY_MESSAGE });
}

// ---- config (camelCase, SPEC §3) -------------------------------------------------------------

export const ConfigPrice = z
  .object({ ...currencyFields, interval: interval.optional(), serverOnly: z.boolean().optional(), freeTrial: interval.optional() })
  .strict()
  .superRefine(requireCurrency);

const configPriceRecord = identifierRecord(ConfigPrice, MAX_PRICES);
type ConfigPrices = 'include-by-default' | z.output<typeof configPriceRecord>;

/**
 * `'include-by-default'` or prices by id. Not a z.union: a union that fails reports only "Invalid
 * input" at `prices`, where a config writer needs the failing amount's own path and message.
 */
const configPrices = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v === 'include-by-default') return;
    const r = configPriceRecord.safeParse(v);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((v) => v as ConfigPrices);

const includedItemFields = {
  quantity: z.number().int().min(0).max(MAX_ITEM_QUANTITY).default(0),
  repeat: z.union([interval, z.literal('never')]).default('never'),
  expires: z.enum(EXPIRES).default('never'),
};
export const ConfigIncludedItem = z.object(includedItemFields).strict();

export const ConfigProduct = z
  .object({
    displayName: z.string().max(LIMITS.displayName).optional(),
    catalogId: identifier.optional(),
    isAddOnTo: z.union([z.literal(false), identifierRecord(z.literal(true), MAX_PRICES)]).optional(),
    customerType: z.enum(CUSTOMER_TYPES),
    freeTrial: interval.optional(),
    serverOnly: z.boolean().default(false),
    stackable: z.boolean().default(false),
    prices: configPrices.default({}),
    includedItems: identifierRecord(ConfigIncludedItem, MAX_INCLUDED_ITEMS).default({}),
  })
  .strict();
export type ConfigProduct = z.output<typeof ConfigProduct>;

export const ConfigItem = z.object({ displayName: z.string().max(LIMITS.displayName).optional(), customerType: z.enum(CUSTOMER_TYPES) }).strict();
export type ConfigItem = z.output<typeof ConfigItem>;

export const ConfigCatalog = z.object({ displayName: z.string().max(LIMITS.displayName).optional() }).strict();

// ---- wire (snake_case, wire §9.21) -----------------------------------------------------------

export const InlinePrice = z
  .object({ ...currencyFields, interval: interval.optional(), free_trial: interval.optional(), server_only: z.boolean().optional() })
  .strict()
  .superRefine(requireCurrency)
  .openapi('PaymentsPrice', { description: 'Amounts per currency as decimal strings ("9.99"; no leading zeros, at most the currency\'s decimals); an interval makes it a subscription price.' });

export const InlineIncludedItem = z
  .object(includedItemFields)
  .strict()
  .openapi('PaymentsIncludedItem', { description: 'Quantity of the item granted with the product; `repeat` grants it again every interval; `expires` says when a grant of it stops counting.' });

export const InlineProduct = z
  .object({
    display_name: z.string().max(LIMITS.displayName).openapi({ example: 'Pro plan' }),
    customer_type: z.enum(CUSTOMER_TYPES),
    free_trial: interval.optional(),
    server_only: z.boolean().default(true),
    stackable: z.boolean().default(false),
    prices: identifierRecord(InlinePrice, MAX_PRICES).openapi({ example: { monthly: { USD: '9.99', interval: [1, 'month'] } } }),
    included_items: identifierRecord(InlineIncludedItem, MAX_INCLUDED_ITEMS).default({}),
    client_metadata: metadata.optional(),
    client_read_only_metadata: metadata.optional(),
    server_metadata: metadata.optional(),
  })
  .strict()
  .openapi('PaymentsInlineProduct', { description: 'A product as the wire names it (wire-contract §9.21).' });
export type InlineProduct = z.output<typeof InlineProduct>;
