import { rawFetch, type Headers, type TestProject } from './harness.ts';

/**
 * Test set-up shared by the payments tests (not a test file itself): a catalogue written through
 * the config route, and JSON calls. Only tests import it.
 */
export const CATALOGUE = {
  'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
  'payments.items.seats': { displayName: 'Seats', customerType: 'team' },
  'payments.items.api-calls': { displayName: 'API calls', customerType: 'custom' },
  'payments.products.pro': {
    displayName: 'Pro', customerType: 'user',
    prices: { monthly: { USD: '9.99', interval: [1, 'month'] } },
    includedItems: { credits: { quantity: 100, expires: 'when-purchase-expires' } },
  },
  'payments.products.credit-pack': { displayName: 'Credit pack', customerType: 'user', stackable: true, prices: { once: { USD: '5' } }, includedItems: { credits: { quantity: 50 } } },
  'payments.products.daily': { displayName: 'Daily', customerType: 'user', prices: 'include-by-default', includedItems: { credits: { quantity: 3, repeat: [1, 'day'], expires: 'when-repeated' } } },
  'payments.products.internal': { displayName: 'Internal', customerType: 'user', serverOnly: true, prices: 'include-by-default' },
  'payments.products.team-plan': { displayName: 'Team plan', customerType: 'team', prices: { monthly: { EUR: '20' } }, includedItems: { seats: { quantity: 5 } } },
};

export async function withCatalogue(project: TestProject, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await call('PATCH', '/internal/config/override/project', project.adminHeaders(), { config_override_string: JSON.stringify({ ...CATALOGUE, ...extra }) });
  if (res.status !== 200) throw new Error(`catalogue: ${res.status} ${await res.text()}`);
}

export function call(method: string, path: string, headers: Headers, body?: unknown, extra: Headers = {}): Promise<Response> {
  return rawFetch(path, {
    method,
    headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function quantity(project: TestProject, type: string, id: string, item: string, headers = project.serverHeaders(), via: typeof call = call): Promise<number> {
  const res = await via('GET', `/payments/items/${type}/${id}/${item}`, headers);
  if (res.status !== 200) throw new Error(`quantity: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { quantity: number }).quantity;
}

export const spend = (project: TestProject, id: string, delta: number, allowNegative = false, extra: Headers = {}, body: Record<string, unknown> = {}) =>
  call('POST', `/payments/items/user/${id}/credits/update-quantity?allow_negative=${allowNegative}`, project.serverHeaders(), { delta, ...body }, extra);
