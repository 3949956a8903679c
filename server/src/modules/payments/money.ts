/**
 * Money and identifiers (SPEC §5, §9). Amounts are decimal strings on the wire and in config
 * ("9.99", "1000"), and integer minor units (bigint) in arithmetic: a binary float never holds
 * an amount, so no rounding can creep in. The messages are the contract's, word for word.
 */

/** The currencies a price may name, with their decimals (SPEC §9). */
export const CURRENCY_DECIMALS = { USD: 2, EUR: 2, GBP: 2, JPY: 0, INR: 2, AUD: 2, CAD: 2 } as const;
export type Currency = keyof typeof CURRENCY_DECIMALS;
export const CURRENCIES = Object.keys(CURRENCY_DECIMALS) as Currency[];

export const MONEY_FORMAT_MESSAGE = 'Money amount must be in the format of <number> or <number>.<number>';
export const LEADING_ZEROS_MESSAGE = 'Money amount must not have leading zeros';
export const AT_LEAST_ONE_CURRENCY_MESSAGE = 'At least one currency is required';
export const tooManyDecimalsMessage = (code: Currency) => `Too many decimals; ${code} only has ${CURRENCY_DECIMALS[code]} decimals`;

/** Digits of the whole part an amount may have: far above any price, and far inside a bigint column. */
export const MAX_WHOLE_DIGITS = 12;
const AMOUNT_RE = /^(\d+)(?:\.(\d+))?$/;

/** The first rule an amount breaks, as the contract words it; null when it is a valid amount of `code`. */
export function moneyProblem(amount: string, code: Currency): string | null {
  const m = AMOUNT_RE.exec(amount);
  if (!m) return MONEY_FORMAT_MESSAGE;
  const [, whole, fraction = ''] = m as unknown as [string, string, string | undefined];
  if (whole.length > 1 && whole.startsWith('0')) return LEADING_ZEROS_MESSAGE;
  if (fraction.length > CURRENCY_DECIMALS[code]) return tooManyDecimalsMessage(code);
  if (whole.length > MAX_WHOLE_DIGITS) return `Money amount must have at most ${MAX_WHOLE_DIGITS} digits before the decimal point`;
  return null;
}

/** A valid amount of `code` in minor units ("9.99" USD -> 999n). Throws on an invalid one (validate first). */
export function toMinorUnits(amount: string, code: Currency): bigint {
  const problem = moneyProblem(amount, code);
  if (problem) throw new Error(`invalid ${code} amount '${amount}': ${problem}`);
  const [whole, fraction = ''] = amount.split('.') as [string, string?];
  const decimals = CURRENCY_DECIMALS[code];
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * A signed decimal SUM of amounts of `code` (as PostgreSQL's exact numeric sum prints it: "-12.50",
 * "123456789012345.00") in minor units. Unlike toMinorUnits it takes a sign and any number of whole
 * digits, since a total may outgrow a single price; it still refuses more decimals than `code` has.
 */
export function sumToMinorUnits(sum: string, code: Currency): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(sum);
  const decimals = CURRENCY_DECIMALS[code];
  if (!m || (m[3] ?? '').length > decimals) throw new Error(`invalid ${code} sum '${sum}'`);
  const units = BigInt(m[2]!) * 10n ** BigInt(decimals) + BigInt((m[3] ?? '').padEnd(decimals, '0') || '0');
  return m[1] ? -units : units;
}

/** Minor units back to the canonical decimal string (999n USD -> "9.99", -150n -> "-1.50", 1000n JPY -> "1000"). */
export function fromMinorUnits(units: bigint, code: Currency): string {
  const decimals = CURRENCY_DECIMALS[code];
  const sign = units < 0n ? '-' : '';
  const abs = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return sign + abs;
  return `${sign}${abs.slice(0, -decimals)}.${abs.slice(-decimals)}`;
}

/** Normalises a map of amounts per currency (as a price or a charge names them) to canonical strings. */
export function canonicalAmounts(amounts: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const code of CURRENCIES) {
    const amount = amounts[code];
    if (amount !== undefined) out[code] = fromMinorUnits(toMinorUnits(amount, code), code);
  }
  return out;
}

/** SPEC §5 identifiers (product, price, item, catalog): letters, digits, `_` and `-`, not starting with `-`, at most 63. */
export const IDENTIFIER_MAX = 63;
const IDENTIFIER_RE = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

export function identifierProblem(id: string): string | null {
  if (id.length === 0) return 'Identifier must not be empty';
  if (id.length > IDENTIFIER_MAX) return `Identifier must be at most ${IDENTIFIER_MAX} characters`;
  if (!IDENTIFIER_RE.test(id)) return 'Identifier may contain only letters, numbers, underscores and hyphens, and must not start with a hyphen';
  return null;
}
