import { describe, expect, it } from 'vitest';
import { countError, currenciesError, identifierError, moneyAmountError } from './payment-rules.ts';

describe('money amount rules (SPEC §5, the server’s texts)', () => {
  it('accepts integers and decimals up to the currency’s decimals', () => {
    for (const [a, c] of [['0', 'USD'], ['1000', 'USD'], ['9.99', 'EUR'], ['0.5', 'GBP'], ['500', 'JPY']] as const) expect(moneyAmountError(a, c)).toBeNull();
  });
  it('refuses what is not <number> or <number>.<number>', () => {
    for (const a of ['', '1.', '.5', '-1', '1e3', ' 1', '1,00', 'abc', '1.2.3']) expect(moneyAmountError(a, 'USD')).toBe('Money amount must be in the format of <number> or <number>.<number>');
  });
  it('refuses leading zeros', () => {
    expect(moneyAmountError('007', 'USD')).toBe('Money amount must not have leading zeros');
    expect(moneyAmountError('01.5', 'USD')).toBe('Money amount must not have leading zeros');
  });
  it('refuses more decimals than the currency has', () => {
    expect(moneyAmountError('9.999', 'USD')).toBe('Too many decimals; USD only has 2 decimals');
    expect(moneyAmountError('5.0', 'JPY')).toBe('Too many decimals; JPY only has 0 decimals');
  });
  it('bounds the whole part at 12 digits like the server', () => {
    expect(moneyAmountError('999999999999', 'USD')).toBeNull();
    expect(moneyAmountError('1000000000000', 'USD')).toBe('Money amount must have at most 12 digits before the decimal point');
  });
  it('needs one currency at least', () => {
    expect(currenciesError({})).toBe('At least one currency is required');
    expect(currenciesError({ USD: '1' })).toBeNull();
  });
});

describe('identifiers and counts', () => {
  it('keeps ids to letters, digits, _ and -, not leading -, at most 63', () => {
    expect(identifierError('pro_plan-2')).toBeNull();
    expect(identifierError('-x')).toBe('Identifier may contain only letters, numbers, underscores and hyphens, and must not start with a hyphen');
    expect(identifierError('')).toBe('Identifier must not be empty');
    expect(identifierError('a b')).not.toBeNull();
    expect(identifierError('a'.repeat(63))).toBeNull();
    expect(identifierError('a'.repeat(64))).not.toBeNull();
  });
  it('counts are whole numbers', () => {
    expect(countError('14')).toBeNull();
    expect(countError('1.5')).not.toBeNull();
    expect(countError('')).not.toBeNull();
  });
});
