import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';
import { metadata } from '../../http/schemas.ts';
import { AT_LEAST_ONE_CURRENCY_MESSAGE, CURRENCIES, CURRENCY_DECIMALS, identifierProblem, moneyProblem, type Currency } from './money.ts';

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
// Every field is described: the config editor's writers read these (server/test/config-descriptions.test.ts).

const configCurrencyFields = Object.fromEntries(
  CURRENCIES.map((c) => [c, money(c).optional().describe(`The amount in ${c}, a decimal string ("${CURRENCY_DECIMALS[c] ? '9.99' : '1000'}": no leading zeros, at most ${CURRENCY_DECIMALS[c]} decimals). A price names at least one currency.`)]),
) as Record<Currency, z.ZodOptional<ReturnType<typeof money>>>;

export const ConfigPrice = z
  .object({
    ...configCurrencyFields,
    interval: interval.optional().describe('Makes it a subscription price, charged again every [count, unit] (e.g. [1, "month"]). Default: none, paid once.'),
    serverOnly: z.boolean().optional().describe('Only server and admin access may pick this price; a client switching products is told PRICE_DOES_NOT_EXIST. Default false.'),
    freeTrial: interval.optional().describe('A free trial of [count, unit] before the first charge: kept with the price in answers (free_trial); purchases do not start a trial yet. Default: none.'),
  })
  .strict()
  .superRefine(requireCurrency);

const configPriceRecord = identifierRecord(ConfigPrice, MAX_PRICES);

/** A schema's input form as JSON Schema (for a setting validated by hand, which a reader cannot see into). */
function acceptedShape(schema: z.ZodType): { anyOf?: unknown[] } {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as { anyOf?: unknown[] };
}
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
  .transform((v) => v as ConfigPrices)
  // A schema reader sees z.unknown(): the shape it accepts, as JSON Schema, shows each price's fields.
  .meta({ anyOf: acceptedShape(z.union([z.literal('include-by-default'), configPriceRecord])).anyOf });

const includedItemFields = {
  quantity: z.number().int().min(0).max(MAX_ITEM_QUANTITY).default(0),
  repeat: z.union([interval, z.literal('never')]).default('never'),
  expires: z.enum(EXPIRES).default('never'),
};
export const ConfigIncludedItem = z
  .object({
    quantity: includedItemFields.quantity.describe(`How many of the item one unit of the product grants (at most ${MAX_ITEM_QUANTITY}). Default 0: none.`),
    repeat: includedItemFields.repeat.describe('Grant the quantity again every [count, unit] while the product is owned, or "never" (the default): once, at purchase.'),
    expires: includedItemFields.expires.describe(
      'When a grant stops counting: "never" (the default), "when-purchase-expires" (when the product ends: subscription over, revoked), or "when-repeated" (each repeated grant ends when the next one comes).',
    ),
  })
  .strict();

export const ConfigProduct = z
  .object({
    displayName: z.string().max(LIMITS.displayName).optional().describe('The name customers see (purchase page, answers). Default: the product id.'),
    catalogId: identifier
      .optional()
      .describe('The catalog (payments.catalogs) the product belongs to: a customer holds one product of a catalog and may switch between them. Default: none, no switching.'),
    isAddOnTo: z
      .union([z.literal(false), identifierRecord(z.literal(true), MAX_PRICES).describe('The ids of the base products, each set to true.')])
      .optional()
      .describe('false (the default), or the base products (id: true) this product adds to. Recorded only: a purchase does not yet check that the customer owns a base product.'),
    customerType: z.enum(CUSTOMER_TYPES).describe('Who buys and holds it: "user", "team" or "custom" (your own customer ids). Required; a customer of another type is told PRODUCT_CUSTOMER_TYPE_DOES_NOT_MATCH.'),
    freeTrial: interval.optional().describe('A free trial of [count, unit] for the whole product: kept in its answers (free_trial); purchases do not start a trial yet. Default: none.'),
    serverOnly: z.boolean().default(false).describe('Client access can neither buy it nor see it among owned products (PRODUCT_DOES_NOT_EXIST, context server_only); server and admin access can. Default false.'),
    stackable: z.boolean().default(false).describe('A customer may own it more than once (quantities add up); false (the default): a second purchase is PRODUCT_ALREADY_GRANTED.'),
    prices: configPrices
      .default({})
      .describe('The prices by price id (e.g. "monthly"), each with amounts per currency; or "include-by-default": a product with no price to pay. Default {}: no prices.'),
    includedItems: identifierRecord(ConfigIncludedItem, MAX_INCLUDED_ITEMS)
      .default({})
      .describe('The items (payments.items) one unit of the product grants, by item id. Default {}: none.'),
  })
  .strict();
export type ConfigProduct = z.output<typeof ConfigProduct>;

export const ConfigItem = z
  .object({
    displayName: z.string().max(LIMITS.displayName).optional().describe('The name customers see. Default: the item id.'),
    customerType: z.enum(CUSTOMER_TYPES).describe('Who holds quantities of it: "user", "team" or "custom" (your own customer ids). Required.'),
  })
  .strict();
export type ConfigItem = z.output<typeof ConfigItem>;

export const ConfigCatalog = z.object({ displayName: z.string().max(LIMITS.displayName).optional().describe('A name for people (the dashboard). Default: none.') }).strict();

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
