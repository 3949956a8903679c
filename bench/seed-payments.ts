import type { Seeded } from './seed.ts';

/**
 * The payments scenarios' set-up, over HTTP: a `credits` item for users and an `api-calls` item
 * for custom customers in the project's config, and a balance of a billion of each for the
 * benchmark user and for `customers` custom customers (`bench-0` …), so spends of 1 never run out.
 */
export async function seedPayments(base: string, seeded: Seeded, customers: number): Promise<void> {
  const admin = { 'content-type': 'application/json', 'x-stack-project-id': seeded.projectId, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': seeded.adminKey };
  const server = { ...admin, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': seeded.serverKey };
  const config = {
    'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
    'payments.items.api-calls': { displayName: 'API calls', customerType: 'custom' },
  };
  await send(`${base}/api/v1/internal/config/override/project`, 'PATCH', admin, { config_override_string: JSON.stringify(config) });
  const fill = (path: string) => send(`${base}/api/v1${path}/update-quantity?allow_negative=false`, 'POST', server, { delta: 1_000_000_000 });
  await fill(`/payments/items/user/${seeded.userId}/credits`);
  for (let i = 0; i < customers; i++) await fill(`/payments/items/custom/bench-${i}/api-calls`);
}

async function send(url: string, method: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const res = await fetch(url, { method, headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url} -> ${res.status}: ${await res.text()}`);
}
