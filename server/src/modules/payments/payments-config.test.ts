import { describe, expect, it } from 'vitest';
import { newProject, rawFetch, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';

/** The `payments` settings slice: SPEC §5 money and identifier rules on config writes, with their exact messages. */

const patch = (project: TestProject, paths: unknown) =>
  rawFetch('/internal/config/override/project', {
    method: 'PATCH',
    headers: { ...project.adminHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ config_override_string: JSON.stringify(paths) }),
  });

async function rendered(project: TestProject): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await rawFetch('/internal/config', { headers: project.adminHeaders() });
  return JSON.parse(((await res.json()) as { config_string: string }).config_string);
}

const product = (prices: unknown) => ({ customerType: 'user', displayName: 'Pro', prices });

describe('payments config', () => {
  it('defaults: test mode on, purchases open, nothing declared', async () => {
    const project = await newProject();
    expect((await rendered(project)).payments).toEqual({ testMode: true, blockNewPurchases: false, catalogs: {}, items: {}, products: {} });
  });

  it('stores a valid catalogue with entry defaults filled in', async () => {
    const project = await newProject();
    const res = await patch(project, {
      'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
      'payments.products.pro': { ...product({ monthly: { USD: '9.99', EUR: '10', JPY: '1000', interval: [1, 'month'] } }), includedItems: { credits: { quantity: 100 } } },
      'payments.products.free': { customerType: 'user', prices: 'include-by-default' },
    });
    expect(res.status).toBe(200);
    const p = (await rendered(project)).payments;
    expect(p.products.pro).toEqual({
      customerType: 'user', displayName: 'Pro', serverOnly: false, stackable: false,
      prices: { monthly: { USD: '9.99', EUR: '10', JPY: '1000', interval: [1, 'month'] } },
      includedItems: { credits: { quantity: 100, repeat: 'never', expires: 'never' } },
    });
    expect(p.products.free.prices).toBe('include-by-default');
  });

  // Each bad value: 400 CONFIG_OVERRIDE_INVALID naming the path with the contract's message, and nothing saved.
  const cases: [string, unknown, string][] = [
    ['payments.products.pro.prices.monthly.USD', product({ monthly: { USD: '9.999' } }), 'Too many decimals; USD only has 2 decimals'],
    ['payments.products.pro.prices.monthly.JPY', product({ monthly: { JPY: '1.5' } }), 'Too many decimals; JPY only has 0 decimals'],
    ['payments.products.pro.prices.monthly.USD', product({ monthly: { USD: '09.99' } }), 'Money amount must not have leading zeros'],
    ['payments.products.pro.prices.monthly.EUR', product({ monthly: { EUR: '00' } }), 'Money amount must not have leading zeros'],
    ['payments.products.pro.prices.monthly.USD', product({ monthly: { USD: '9.' } }), 'Money amount must be in the format of <number> or <number>.<number>'],
    ['payments.products.pro.prices.monthly.USD', product({ monthly: { USD: '-1' } }), 'Money amount must be in the format of <number> or <number>.<number>'],
    ['payments.products.pro.prices.monthly.USD', product({ monthly: { USD: '1e3' } }), 'Money amount must be in the format of <number> or <number>.<number>'],
    ['payments.products.pro.prices.monthly.USD', product({ monthly: { USD: ' 1' } }), 'Money amount must be in the format of <number> or <number>.<number>'],
    ['payments.products.pro.prices.monthly', product({ monthly: { interval: [1, 'month'] } }), 'At least one currency is required'],
    ['payments.products.pro.prices.-monthly', product({ '-monthly': { USD: '1' } }), 'Identifier may contain only letters, numbers, underscores and hyphens, and must not start with a hyphen'],
    ['payments.products.pro.prices.' + 'p'.repeat(64), product({ ['p'.repeat(64)]: { USD: '1' } }), 'Identifier must be at most 63 characters'],
  ];
  for (const [path, value, message] of cases) {
    it(`refuses ${JSON.stringify(value)} at ${path.slice(0, 60)}: "${message}"`, async () => {
      const project = await newProject();
      const body = await expectKnownError(await patch(project, { 'payments.products.pro': value }), 400, 'CONFIG_OVERRIDE_INVALID');
      expect(body.error).toContain(`${path}: ${message}`);
      expect((await rendered(project)).payments.products).toEqual({});
    });
  }

  it('refuses a bad product or item id, an unknown field and a number as an amount', async () => {
    const project = await newProject();
    const bad = await expectKnownError(await patch(project, { payments: { items: { 'bad id': { customerType: 'user' } } } }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(bad.error).toContain('payments.items.bad id: Identifier may contain only letters');
    const float = await expectKnownError(await patch(project, { 'payments.products.pro': product({ m: { USD: 9.99 } }) }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(float.error).toContain('payments.products.pro.prices.m.USD');
    const unknown = await expectKnownError(await patch(project, { 'payments.products.pro': product({ m: { SEK: '1' } }) }), 400, 'CONFIG_OVERRIDE_INVALID');
    expect(unknown.error).toContain('payments.products.pro.prices.m: Unrecognized key: "SEK"');
    expect((await rendered(project)).payments).toMatchObject({ items: {}, products: {} });
  });
});
