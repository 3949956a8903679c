/**
 * The SPEC §5 money and identifier rules, checked as the developer types so the product editor
 * shows the server's own message next to the field before saving. The server checks the same
 * rules again on save (its refusal shows in place); these are the same texts, not a second policy.
 * Amounts stay decimal strings here: the editor never turns them into numbers.
 */

/** SPEC §9: the currencies a price may use and their decimals. */
export const CURRENCIES = { USD: 2, EUR: 2, GBP: 2, JPY: 0, INR: 2, AUD: 2, CAD: 2 } as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

export const INTERVAL_UNITS = ['day', 'week', 'month', 'year'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

export const CUSTOMER_TYPES = ['user', 'team', 'custom'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const EXPIRES = ['never', 'when-purchase-expires', 'when-repeated'] as const;
export type Expires = (typeof EXPIRES)[number];

/** The server's bound on an amount's whole part (payments/money.ts). */
export const MAX_WHOLE_DIGITS = 12;

/** The message for an amount typed for `currency`, or null when it is a valid amount. */
export function moneyAmountError(amount: string, currency: Currency): string | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!m) return 'Money amount must be in the format of <number> or <number>.<number>';
  if (m[1].length > 1 && m[1].startsWith('0')) return 'Money amount must not have leading zeros';
  const decimals = CURRENCIES[currency];
  if ((m[2] ?? '').length > decimals) return `Too many decimals; ${currency} only has ${decimals} decimals`;
  if (m[1].length > MAX_WHOLE_DIGITS) return `Money amount must have at most ${MAX_WHOLE_DIGITS} digits before the decimal point`;
  return null;
}

/** A price needs one currency at least. */
export function currenciesError(amounts: Partial<Record<Currency, string>>): string | null {
  return Object.keys(amounts).length === 0 ? 'At least one currency is required' : null;
}

export const IDENTIFIER_MAX = 63;

/** Product, price, item and catalog ids (SPEC §5): letters, digits, `_` and `-`, not starting with `-`, at most 63. */
export function identifierError(id: string): string | null {
  if (id === '') return 'Identifier must not be empty';
  if (id.length > IDENTIFIER_MAX) return `Identifier must be at most ${IDENTIFIER_MAX} characters`;
  if (!/^[A-Za-z0-9_][A-Za-z0-9_-]*$/.test(id)) return 'Identifier may contain only letters, numbers, underscores and hyphens, and must not start with a hyphen';
  return null;
}

/** An interval or trial count (SPEC §5: an integer ≥ 0), typed as text. */
export function countError(text: string): string | null {
  return /^\d{1,6}$/.test(text) ? null : 'A whole number is required';
}
