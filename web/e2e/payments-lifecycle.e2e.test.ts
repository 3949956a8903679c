import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext, screenshot, type Variant } from './browser.ts';
import { developerWithProject, serverCall, signInAsUser, type DeveloperProject } from './fixtures.ts';

/*
 * Issue 21, after the purchase: the developer refunds a test purchase from the transactions table
 * (the dialog says what happens; the item disappears for the user; a purchase refunded meanwhile
 * answers TRANSACTION_NOT_REFUNDABLE plainly) and cancels a customer's subscription.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let dev: DeveloperProject;
let ctx: BrowserContext;
let page: Page;
const BUYER = { email: `refund-${Date.now().toString(36)}@example.com`, password: 'correct horse battery staple' };
let buyerId = '';

const url = (path: string) => `/projects/${dev.projectId}${path}`;

async function api(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A test purchase as the hosted page makes it (test mode: no Stripe). */
async function buy(productId: string, priceId: string): Promise<void> {
  const created = await api('POST', '/payments/purchases/create-purchase-url', dev.serverHeaders, { customer_type: 'user', customer_id: buyerId, product_id: productId });
  expect(created.status).toBe(200);
  const fullCode = new URL(((await created.json()) as { url: string }).url).pathname.split('/').pop()!;
  const done = await api('POST', '/payments/purchases/purchase-session', { 'content-type': 'application/json' }, { full_code: fullCode, price_id: priceId });
  expect(done.status).toBe(200);
}

async function userQuantity(item: string): Promise<number> {
  const { access_token } = await signInAsUser(baseUrl, dev.projectId, BUYER.email, BUYER.password);
  const res = await api('GET', `/payments/items/user/${buyerId}/${item}`, { 'x-stack-access-type': 'client', 'x-stack-project-id': dev.projectId, 'x-stack-access-token': access_token });
  return ((await res.json()) as { quantity: number }).quantity;
}

beforeAll(async () => {
  browser = await launch();
  dev = await developerWithProject(baseUrl, 'refunds', { credential_enabled: true }, { displayName: 'Acme Refunds', adminKey: true });
  const config = await api('PATCH', '/internal/config/override/project', dev.adminHeaders!, {
    config_override_string: JSON.stringify({
      'payments.items.credits': { displayName: 'Credits', customerType: 'user' },
      'payments.items.minutes': { displayName: 'Minutes', customerType: 'user' },
      'payments.products.pack': { displayName: 'Credit pack', customerType: 'user', serverOnly: false, prices: { once: { USD: '5' } }, includedItems: { credits: { quantity: 100 } } },
      'payments.products.plan': { displayName: 'Plan', customerType: 'user', serverOnly: false, prices: { monthly: { USD: '20', interval: [1, 'month'] } }, includedItems: { minutes: { quantity: 60, expires: 'when-purchase-expires' } } },
    }),
  });
  expect(config.status, await config.clone().text()).toBe(200);
  buyerId = (await serverCall<{ id: string }>(baseUrl, dev, 'POST', '/users', { primary_email: BUYER.email, primary_email_auth_enabled: true, password: BUYER.password })).id;
  await buy('pack', 'once');
  await buy('plan', 'monthly');
  ctx = await newContext(browser, baseUrl, 'light', dev.storageState);
  page = await ctx.newPage();
  page.on('pageerror', (e) => process.stderr.write(`[browser] ${e.message}\n`));
});

afterAll(async () => {
  await browser?.close();
});

describe('Payments: refunds and cancellations from the dashboard', () => {
  it('refunds a test purchase: the dialog says what happens, the item disappears for the user, the row is no longer refundable', async () => {
    expect(await userQuantity('credits')).toBe(100);
    await page.goto(url('/payments/transactions'));
    const row = page.getByRole('row').filter({ hasText: 'Granted 1 × pack' });
    await row.getByRole('button', { name: /^Refund transaction/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this purchase?' });
    await dialog.getByText('This is a test purchase: no money moves.').waitFor();
    await dialog.getByText(/items it granted are removed \(100 credits\)/).waitFor();
    await screenshot(page, 'payments-refund-dialog-light');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Refunded: the product and its items were revoked').first().waitFor();
    await expect.poll(() => userQuantity('credits')).toBe(0);
    // The refunded purchase and the refund's own row offer no Refund.
    await page.getByRole('row').filter({ hasText: 'Revoked 1' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Granted 1 × pack' }).getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    expect(await page.getByRole('row').filter({ hasText: 'Revoked 1' }).getByRole('button').count()).toBe(0);
  });

  it('cancels a subscription at period end from the customer page', async () => {
    await page.goto(url(`/payments/customers?type=user&id=${buyerId}`));
    const owned = page.getByRole('region', { name: 'Owned products' });
    await owned.getByText('Plan').waitFor();
    await owned.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Plan?' });
    await dialog.getByText('No money is returned.', { exact: false }).waitFor();
    await screenshot(page, 'payments-cancel-dialog-light');
    await dialog.getByRole('radio', { name: /At the end of the period/ }).check();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.waitFor({ state: 'detached' });
    await owned.getByText('cancels at period end').waitFor();
    expect(await owned.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    // It stays until its period ends: the user keeps its minutes.
    expect(await userQuantity('minutes')).toBe(60);
  });

  it('screenshots of the refund and cancel dialogs at 1280 px, 375 px and dark', async () => {
    for (const variant of ['light', 'mobile', 'dark'] as Variant[]) {
      const c = await newContext(browser, baseUrl, variant, dev.storageState);
      const p = await c.newPage();
      await p.goto(url('/payments/transactions'));
      await p.getByRole('row').filter({ hasText: 'Granted 1 × plan' }).getByRole('button', { name: /^Refund transaction/ }).click();
      await p.getByRole('dialog', { name: 'Refund this purchase?' }).getByText(/60 minutes/).waitFor();
      await screenshot(p, `payments-refund-dialog-${variant}`);
      await c.close();
    }
  });

  it('a purchase refunded meanwhile answers TRANSACTION_NOT_REFUNDABLE in plain words, and nothing more changes', async () => {
    await page.goto(url('/payments/transactions'));
    const row = page.getByRole('row').filter({ hasText: 'Granted 1 × plan' });
    await row.getByRole('button', { name: /^Refund transaction/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this purchase?' });
    await dialog.getByText(/60 minutes/).waitFor();
    // Someone else refunds it first (another tab, the API).
    const list = (await (await api('GET', '/internal/payments/transactions?type=purchase', dev.adminHeaders!)).json()) as { transactions: { id: string; entries: { type: string; product_id?: string }[] }[] };
    const plan = list.transactions.find((t) => t.entries.some((e) => e.type === 'product_grant' && e.product_id === 'plan'))!;
    expect((await api('POST', '/internal/payments/transactions/refund', dev.adminHeaders!, { transaction_id: plan.id })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByText('Only purchases that are not yet refunded can be refunded.').first().waitFor();
    await screenshot(page, 'payments-refund-not-refundable-light');
    expect(await userQuantity('minutes')).toBe(0);
    const after = (await (await api('GET', '/internal/payments/transactions', dev.adminHeaders!)).json()) as { transactions: { type: string | null }[] };
    expect(after.transactions.filter((t) => t.type === null)).toHaveLength(2);
  });
});
